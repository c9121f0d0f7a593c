import { rmSync } from 'node:fs';
import pg from 'pg';
import { RUN_ENV, RUN_OWNED_ENV, SNAPSHOT_DIR_ENV } from './global-setup.js';

/**
 * Drops a run's template database on the server at `serverUrl` (named as
 * src/test/server-template.ts's templateName does). A template cannot be dropped: it is first
 * made an ordinary database.
 */
export async function dropRunTemplate(serverUrl, run) {
  const name = `clube_template_${run}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length) {
      await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
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
