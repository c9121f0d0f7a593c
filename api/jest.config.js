import { nodePreset } from '../jest.preset.js';

export default {
  ...nodePreset,
  displayName: 'api',
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // One migrated embedded database per run, copied by every test file (src/test/pglite-snapshot.ts).
  globalSetup: '<rootDir>/src/test/global-setup.js',
  globalTeardown: '<rootDir>/src/test/global-teardown.js',
};
