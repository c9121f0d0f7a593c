import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { RUN_ENV, RUN_OWNED_ENV, SNAPSHOT_DIR_ENV } from './global-setup.js';

/**
 * Drops a run's template databases on the server at `serverUrl`, the migrated and the seeded one,
 * and removes the seeded one's files (named as src/test/server-template.ts names them). A
 * template cannot be dropped: it is first made an ordinary database.
 */
export async function dropRunTemplate(serverUrl, run) {
  const migrated = `clube_template_${run}`;
  const seeded = `${migrated}_seeded`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of [seeded, migrated]) {
      const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length) {
        await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE false`);
        await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      }
    }
  } finally {
    await admin.end();
  }
  rmSync(join(tmpdir(), `${seeded}_files`), { recursive: true, force: true });
}

export default async function globalTeardown() {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
  const run = process.env[RUN_ENV];
  // Only the run the set-up named: a caller that named it runs Jest again on the same template
  // and drops it itself.
  if (run && process.env.DATABASE_URL && process.env[RUN_OWNED_ENV]) {
    await dropRunTemplate(process.env.DATABASE_URL, run);
  }
}
