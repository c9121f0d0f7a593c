// Once per Jest run, before any API test file. Plain JavaScript: Jest loads global set-up files
// outside its ESM transform pipeline. The workers start after this and inherit the variables.
//  - embedded database: a temporary directory the test files share for the migrated embedded
//    database (see src/test/pglite-snapshot.ts);
//  - a server (DATABASE_URL): this run's name, for the migrated template database the test
//    files copy (see src/test/server-template.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SNAPSHOT_DIR_ENV = 'CLUBE_TEST_PGLITE_DIR';
export const RUN_ENV = 'CLUBE_TEST_RUN';

export default function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env[RUN_ENV] = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    return;
  }
  process.env[SNAPSHOT_DIR_ENV] = mkdtempSync(join(tmpdir(), 'clube-pglite-'));
}
