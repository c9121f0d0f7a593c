// The one Jest set-up of the monorepo: ESM (NestJS 12 is ESM-only), TypeScript and TSX
// through swc, `./x.js` imports mapped to their `./x.ts` sources, @clube/shared read from
// its TypeScript source (no prior build). Each project's jest.config.js spreads one of these.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

const swc = (parser, extra = {}) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      keepClassNames: true,
      parser,
      ...extra,
    },
    module: { type: 'es6' },
  },
];

const moduleNameMapper = {
  '^@clube/shared$': `${root}libs/shared/src/index.ts`,
  '^@clube/shared/web$': `${root}libs/shared/src/web/index.ts`,
  '^@clube/shared/forms$': `${root}libs/shared/src/forms/index.ts`,
  '^@clube/shared/checkout$': `${root}libs/shared/src/checkout/index.ts`,
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

/** Node projects (the API, the shared library): decorators with metadata for Nest and TypeORM. */
export const nodePreset = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper,
  transform: {
    '^.+\\.ts$': swc(
      { syntax: 'typescript', decorators: true },
      {
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: false,
        },
      },
    ),
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

/** React projects (jsdom). `import.meta.env` is inlined as Vite's `define` would. */
export const reactPreset = (env = {}) => ({
  // jsdom with Node's fetch, streams and AbortController, and a timer-based MessageChannel.
  testEnvironment: `${root}jest.environment.js`,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    ...moduleNameMapper,
    '\\.(css|less|svg|png|jpg|jpeg|webp)$': `${root}jest.file-stub.js`,
  },
  transform: {
    '^.+\\.(ts|tsx)$': swc(
      { syntax: 'typescript', tsx: true },
      {
        transform: {
          react: { runtime: 'automatic' },
          optimizer: {
            globals: {
              vars: {
                'import.meta.env': JSON.stringify({
                  MODE: 'test',
                  DEV: true,
                  PROD: false,
                  SSR: false,
                  BASE_URL: '/',
                  ...env,
                }),
              },
            },
          },
        },
      },
    ),
  },
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
});
