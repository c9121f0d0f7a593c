// The Jest set-up Stryker runs (`npm run test:mutation`, stryker.config.mjs): the monorepo's own
// ESM + swc preset as `npm test` uses it, in one flat project whose `testMatch` is narrowed to
// the specs of the rule files under mutation (mutation.rules.js), so a mutant runs those specs
// only. The API's set-up files and PGlite snapshot come along for the few specs that read SQL.
import { fileURLToPath } from 'node:url';
import { nodePreset } from './jest.preset.js';
import { MUTATED_RULES } from './mutation.rules.js';

export default {
  ...nodePreset,
  rootDir: '.',
  displayName: 'mutation',
  // Jest crawls only the two source trees the specs live in (each mutant's run is a new Jest run).
  roots: ['<rootDir>/api/src', '<rootDir>/libs/shared/src'],
  // An absolute path: Stryker wraps the environment and resolves it without Jest's <rootDir>.
  testEnvironment: fileURLToPath(new URL('./api/src/test/environment.js', import.meta.url)),
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/api/src/test/setup.ts'],
  globalSetup: '<rootDir>/api/src/test/global-setup.js',
  globalTeardown: '<rootDir>/api/src/test/global-teardown.js',
  testMatch: [...new Set(MUTATED_RULES.flatMap((r) => r.specs))].map((s) => `<rootDir>/${s}`),
};
