// Mutation testing of the money and capacity rules (issue 30): `npm run test:mutation`
// (scripts/mutation.mjs) runs Stryker with this file over the rule files of mutation.rules.js,
// on the project's own ESM + swc Jest set-up (jest.mutation.config.js).
import { MUTATED_RULES, MUTATION_FLOOR } from './mutation.rules.js';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  // Jest's native ESM needs the VM modules flag in each test runner process, as `npm test` does.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.mutation.config.js',
    // A mutant runs only the specs that import its file (Jest's --findRelatedTests), and in them
    // only the tests that reached it (perTest below): without it every mutant loaded all specs.
    enableFindRelatedTests: true,
  },
  coverageAnalysis: 'perTest',
  mutate: MUTATED_RULES.map((r) => r.file),
  // A static mutant (code run only while a module loads: constants, a message table) needs a
  // fresh test runner process and every spec: 87 of them took half the time. Left out of the
  // score (docs/decisions.md); the constants they would change are stated by the specs anyway.
  ignoreStatic: true,
  // Two cores shared with the rest of CI: one test runner process by default (`--concurrency`).
  concurrency: 1,
  // The swc transform strips types: mutants are not type-checked (no checker plugin).
  disableTypeChecks: true,
  // A mutant that makes its tests hang is stopped after 1.5 × those tests' time + this + the dry
  // run's overhead. The settlement service's spec boots the API: with 10 s, a loaded machine made
  // 26 of its first 29 mutants "time out" (counted as killed) that were only slow; a real hang
  // (pure rules: a loop) costs a minute.
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 10,
  thresholds: { high: 95, low: MUTATION_FLOOR, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Kept between runs by CI (`--incremental`), never committed (.gitignore).
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // The sandbox copies only what the API and shared specs need.
  ignorePatterns: [
    '/portal-web',
    '/admin-web',
    '/e2e',
    '/bench',
    '/docker',
    '/docs',
    '/dist',
    '/reports',
    '/coverage',
    '/test-results',
    '/playwright-report',
    '/.data',
    '/.nx',
    '/.git',
  ],
};
