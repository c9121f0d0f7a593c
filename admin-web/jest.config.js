import { reactPreset } from '../jest.preset.js';

export default {
  ...reactPreset(),
  displayName: 'admin-web',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
