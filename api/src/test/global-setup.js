// Once per Jest run, before any API test file: a temporary directory the test files share
// for the migrated embedded database (see src/test/pglite-snapshot.ts). Plain JavaScript:
// Jest loads global set-up files outside its ESM transform pipeline.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SNAPSHOT_DIR_ENV = 'CLUBE_TEST_PGLITE_DIR';

export default function globalSetup() {
  if (process.env.DATABASE_URL) return;
  // The workers start after this and inherit the variable.
  process.env[SNAPSHOT_DIR_ENV] = mkdtempSync(join(tmpdir(), 'clube-pglite-'));
}
