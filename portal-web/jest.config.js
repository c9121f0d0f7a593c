import { reactPreset } from '../jest.preset.js';

export default {
  ...reactPreset(),
  displayName: 'portal-web',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  restoreMocks: true,
};
