import { nodePreset } from '../jest.preset.js';
import { ALONE_SUFFIX, SUITE_FILE } from './src/test/spec-suites.js';

export default {
  ...nodePreset,
  displayName: 'api',
  // Jest's Node environment with a child process per worker that starts the embedded databases
  // (src/test/environment.js).
  testEnvironment: '<rootDir>/src/test/environment.js',
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // One migrated embedded database per run, copied by every test file (src/test/pglite-snapshot.ts).
  globalSetup: '<rootDir>/src/test/global-setup.js',
  globalTeardown: '<rootDir>/src/test/global-teardown.js',
  // The specs run in folder suites, one Jest test file (one module registry) for each folder's
  // specs, and the few named `*.alone.spec.ts` as files of their own (src/test/spec-suites.js);
  // scripts/test.mjs runs a spec file named on its own.
  testMatch: [`<rootDir>/src/**/${SUITE_FILE}`, `<rootDir>/src/**/*${ALONE_SUFFIX}`],
};
