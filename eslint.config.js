// One flat config for the whole monorepo. Module boundaries are enforced with
// the project tags set in each project.json (scope:api|portal|admin|shared|e2e).
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import clube from './tools/eslint-plugin-clube.js';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Layers inside each deployable: `shared/` (apps) and `platform/` (API) serve the features and
// never import them; no import cycles anywhere.
const layers = (app) => [
  {
    target: `./${app}/src/shared`,
    from: `./${app}/src/features`,
    message: 'shared/ serves the features and never imports them.',
  },
];

// Status values are enums, written by name: never a bare number compared with a status, given
// as one, or written into SQL text (`status = 1`). Three digits are HTTP statuses, not ours.
const BARE_STATUS_MESSAGE =
  'A status is written by its enum name (libs/shared or the owning module), never as a bare number.';
const STATUS_IN_SQL = String.raw`/\bstatus\s*(=|<>|!=|IN\s*\()\s*\d/i`;
const bareStatus = [
  ...['left', 'right'].flatMap((side) => {
    const other = side === 'left' ? 'right' : 'left';
    return ['property.name', 'name'].map((key) => ({
      selector: `BinaryExpression[operator=/^[!=]==?$/][${other}.type='Literal'][${other}.raw=/^\\d{1,2}$/][${side}.${key}=/[sS]tatus$/]`,
      message: BARE_STATUS_MESSAGE,
    }));
  }),
  {
    selector: `Property[key.name='status'][value.type='Literal'][value.raw=/^\\d{1,2}$/]`,
    message: BARE_STATUS_MESSAGE,
  },
  { selector: `TemplateElement[value.raw=${STATUS_IN_SQL}]`, message: BARE_STATUS_MESSAGE },
  { selector: `Literal[value=${STATUS_IN_SQL}]`, message: BARE_STATUS_MESSAGE },
];

// A module's SQL lives in its query file (`<module>.queries.ts`, statements of
// platform/database/sql.ts with their row types) or its repository, never inline in a service.
const inlineSql = {
  selector: "CallExpression[callee.property.name='query']",
  message:
    "SQL lives in the module's query file (<module>.queries.ts: `statement<Row, Params>(...)`, run with queryRows/queryOne/execute of platform/database/sql.ts).",
};

// portal-web's layers run one way: app/ (router, store, providers) → features/ → shared/ →
// core/ (session, route paths, the API client), each importing only what is below it; a feature
// uses another only through that feature's public index.ts; src/test/ (the specs' harness) is
// for specs only.
const PORTAL = './portal-web/src';
const portalFeatures = readdirSync(new URL(`${PORTAL}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const portalLayers = [
  {
    target: `${PORTAL}/core`,
    from: [`${PORTAL}/app`, `${PORTAL}/features`, `${PORTAL}/shared`],
    message: 'core/ is the base (session, paths, API client): it imports nothing above it.',
  },
  {
    target: `${PORTAL}/shared`,
    from: `${PORTAL}/app`,
    message: 'shared/ serves the features and never imports app/.',
  },
  {
    target: `${PORTAL}/features`,
    from: `${PORTAL}/app`,
    message: 'features/ never import app/: what they need of it lives in core/ or shared/.',
  },
  ...portalFeatures.map((feature) => ({
    target: portalFeatures
      .filter((other) => other !== feature)
      .map((other) => `${PORTAL}/features/${other}`),
    from: `${PORTAL}/features/${feature}`,
    except: ['./index.ts'],
    message: `Another feature uses ${feature}/ only through its public index.ts (features/${feature}/index.ts); what two features share that belongs to neither goes down to shared/.`,
  })),
  {
    target: [`${PORTAL}/{app,core,shared,features}/**/!(*.spec).{ts,tsx}`, `${PORTAL}/main.tsx`],
    from: `${PORTAL}/test`,
    message: 'src/test/ is the harness of the specs; the app never imports it.',
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
    // portal-web: its own zones (portalLayers above) beside the shared/ one of `layers`, read from
    // the repository root wherever eslint runs.
    files: ['portal-web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [...layers('portal-web'), ...portalLayers],
        },
      ],
    },
  },
  {
    // admin-web's zones (adminLayers, above). Its own setting replaces the zones of the shared block for its
    // files (the last setting of a rule wins).
    files: ['admin-web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: adminLayers },
      ],
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
  {
    // The API's structure: statuses by name, SQL in query files, no two modules importing each
    // other.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/migrations/**'],
    rules: { 'no-restricted-syntax': ['error', ...bareStatus] },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: [
      'api/src/modules/**/*.queries.ts',
      'api/src/modules/**/*.repository.ts',
      '**/*.spec.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...bareStatus, inlineSql] },
  },
  {
    // The apps name statuses too (their specs may give the API's numbers as data).
    files: ['admin-web/src/**/*.{ts,tsx}', 'portal-web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/generated-api.ts'],
    rules: { 'no-restricted-syntax': ['error', ...bareStatus] },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    plugins: { clube },
    rules: { 'clube/no-mutual-module-imports': 'error' },
  },
  prettier,
];
