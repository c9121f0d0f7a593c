import { nodePreset } from '../jest.preset.js';

export default {
  ...nodePreset,
  displayName: 'api',
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  testTimeout: 30_000,
};
