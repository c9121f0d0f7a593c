import { reactPreset } from '../jest.preset.js';

export default {
  ...reactPreset(),
  displayName: 'admin-web',
  testEnvironment: '<rootDir>/jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
