import { nodePreset } from '../../jest.preset.js';

export default { ...nodePreset, displayName: 'shared' };
