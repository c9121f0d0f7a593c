import { reactPreset } from '../jest.preset.js';

const preset = reactPreset();

export default {
  ...preset,
  displayName: 'portal-web',
  moduleNameMapper: {
    // Icon drawings: an empty one under Jest (see the stub); Vite bundles the real ones.
    '^@ant-design/icons-svg/es/asn/.*$': '<rootDir>/src/test/icon-stub.mjs',
    ...preset.moduleNameMapper,
  },
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  restoreMocks: true,
};
