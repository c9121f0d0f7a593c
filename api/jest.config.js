import { nodePreset } from '../jest.preset.js';

export default {
  ...nodePreset,
  displayName: 'api',
  // Jest's Node environment with the embedded database loaded once per worker (src/test/environment.js).
  testEnvironment: '<rootDir>/src/test/environment.js',
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // One migrated embedded database per run, copied by every test file (src/test/pglite-snapshot.ts).
  globalSetup: '<rootDir>/src/test/global-setup.js',
  globalTeardown: '<rootDir>/src/test/global-teardown.js',
};
