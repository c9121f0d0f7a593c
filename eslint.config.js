// One flat config for the whole monorepo. Module boundaries are enforced with
// the project tags set in each project.json (scope:api|portal|admin|shared|e2e).
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Layers inside each deployable: `shared/` (apps) and `platform/` (API) serve the features and
// never import them; no import cycles anywhere.
const layers = (app) => [
  {
    target: `./${app}/src/shared`,
    from: `./${app}/src/features`,
    message: 'shared/ serves the features and never imports them.',
  },
];

// admin-web's layers run one way: app/ (router, store, providers) → features/ → shared/ →
// core/ (the session and the route paths), and no import climbs back up. A feature uses
// another only through that feature's public index.ts (app/ may open a feature's pages: the
// router's lazy routes).
const ADMIN = './admin-web/src';
const adminFeatures = readdirSync(new URL('admin-web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const adminLayers = [
  {
    target: `${ADMIN}/core`,
    from: [`${ADMIN}/app`, `${ADMIN}/features`, `${ADMIN}/shared`],
    message: 'core/ (session, route paths) is the base: it imports nothing above it.',
  },
  {
    target: `${ADMIN}/shared`,
    from: [`${ADMIN}/app`, `${ADMIN}/features`],
    message: 'shared/ serves the features and never imports them or the app.',
  },
  {
    target: `${ADMIN}/features`,
    from: `${ADMIN}/app`,
    message: 'features/ never import the app: what they share with it lives in core/ or shared/.',
  },
  ...adminFeatures.map((feature) => ({
    target: `${ADMIN}/features/!(${feature})/**`,
    from: `${ADMIN}/features/${feature}`,
    except: ['./index.ts'],
    message: `Another feature uses features/${feature} only through its public index.ts.`,
  })),
];

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/generated-api.ts',
      '**/vite.config.ts.timestamp-*',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The workspace's Jest preset is configuration, not a project.
          allow: ['jest\\.preset\\.js$'],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:portal', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['portal-web/**/*.tsx', 'portal-web/**/*.ts', 'admin-web/**/*.tsx', 'admin-web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [
      'api/src/**/*.ts',
      'portal-web/src/**/*.{ts,tsx}',
      'admin-web/src/**/*.{ts,tsx}',
      'libs/shared/src/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'api/tsconfig.json',
            'portal-web/tsconfig.app.json',
            'admin-web/tsconfig.app.json',
            'libs/shared/tsconfig.lib.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers('portal-web'),
            ...layers('admin-web'),
            {
              target: './api/src/platform',
              from: './api/src/modules',
              message: 'platform/ is cross-cutting and imports no domain module.',
            },
          ],
        },
      ],
    },
  },
  {
    // admin-web's zones (adminLayers, above). For its files this setting replaces the zones
    // of the block above (the last setting of a rule wins), so it lists them whole.
    files: ['admin-web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: adminLayers }],
    },
  },
  {
    // The API and the rules library never load the apps' React twins.
    files: ['api/**/*.ts', 'libs/shared/src/lib/**/*.ts', 'libs/shared/src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@clube/shared/web',
                '@clube/shared/forms',
                '**/web/*',
                '**/forms/*',
                'yup',
                'react',
                'react-dom',
                'antd',
              ],
              message: 'React code belongs to the apps and @clube/shared/web.',
            },
          ],
        },
      ],
    },
  },
  prettier,
];
