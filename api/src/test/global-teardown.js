import { rmSync } from 'node:fs';
import pg from 'pg';
import { RUN_ENV, SNAPSHOT_DIR_ENV } from './global-setup.js';

export default async function globalTeardown() {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
  const run = process.env[RUN_ENV];
  if (run && process.env.DATABASE_URL) {
    // The run's template database (named as src/test/server-template.ts's templateName does): a
    // template cannot be dropped.
    const name = `clube_template_${run}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
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
}
