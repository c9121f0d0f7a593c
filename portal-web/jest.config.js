// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's Jest preset, not a project
import { reactPreset } from '../jest.preset.js';

export default {
  ...reactPreset(),
  displayName: 'portal-web',
  // jsdom, with Node's fetch, streams and AbortController (see the file)
  testEnvironment: '<rootDir>/jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  restoreMocks: true,
};
