import { rmSync } from 'node:fs';
import { SNAPSHOT_DIR_ENV } from './global-setup.js';

export default function globalTeardown() {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
