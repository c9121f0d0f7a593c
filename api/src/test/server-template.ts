import pg from 'pg';
import { createDataSource } from '../platform/database/data-source.js';

/** Set by global-setup.js for runs on a server (DATABASE_URL): this Jest run's own name. */
const RUN_ENV = 'CLUBE_TEST_RUN';
/** pg advisory lock key ("TMPL"): one test file builds the run's template, the others wait. */
const TEMPLATE_LOCK = 0x544d504c;

const templateName = (run: string): string => `clube_template_${run}`;

let made: Promise<string | undefined> | undefined;

/**
 * The name of a database on the server on which every migration has run, made once per Jest run
 * and copied by every test file (`CREATE DATABASE … TEMPLATE`, a file copy): about a tenth of the
 * time the migrations take on each new database. The first test file that asks builds it while
 * holding an advisory lock; the others wait for the lock and find it built. It is marked a template
 * (`IS_TEMPLATE`) only once migrated, so a half-built one is never copied. Undefined without the
 * global set-up. global-teardown.js drops it.
 */
export function migratedTemplate(serverUrl: string): Promise<string | undefined> {
  made ??= build(serverUrl);
  return made;
}

async function build(serverUrl: string): Promise<string | undefined> {
  const run = process.env[RUN_ENV];
  if (!run) return undefined;
  const name = templateName(run);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query<{ datistemplate: boolean }>(
      'SELECT datistemplate FROM pg_database WHERE datname = $1',
      [name],
    );
    if (rows[0]?.datistemplate) return name;
    // Absent, or left half-built by a worker that died: made again from nothing.
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const ds = createDataSource({ url: url.toString(), embedded: false });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
    } finally {
      await ds.destroy();
    }
    await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
