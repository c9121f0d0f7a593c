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
/** Set when this set-up named the run: global-teardown.js then drops its template. */
export const RUN_OWNED_ENV = 'CLUBE_TEST_RUN_OWNED';

export const newRunName = () => `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export default function globalSetup() {
  if (process.env.DATABASE_URL) {
    // A caller that runs Jest many times (the mutation script) names the run itself: one
    // template for all of them, which it drops (dropRunTemplate) when it is done.
    if (!process.env[RUN_ENV]) {
      process.env[RUN_ENV] = newRunName();
      process.env[RUN_OWNED_ENV] = '1';
    }
    return;
  }
  process.env[SNAPSHOT_DIR_ENV] = mkdtempSync(join(tmpdir(), 'clube-pglite-'));
}
