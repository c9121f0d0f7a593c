import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDataSource } from '../platform/database/data-source.js';
import type { DatabaseRuntime } from '../platform/database/database-runtime.js';

/** Set by global-setup.js for runs on a server (DATABASE_URL): this Jest run's own name. */
const RUN_ENV = 'CLUBE_TEST_RUN';
/** pg advisory lock key ("TMPL"): one test file builds the run's template, the others wait. */
const TEMPLATE_LOCK = 0x544d504c;

const templateName = (run: string): string => `clube_template_${run}`;
/** The run's seeded template (global-teardown.js drops it with the migrated one). */
const seededTemplateName = (run: string): string => `${templateName(run)}_seeded`;
/** The files the seeded template's app stored (global-teardown.js removes them). */
const seededTemplateFiles = (run: string): string =>
  join(tmpdir(), `${seededTemplateName(run)}_files`);

let made: Promise<string | undefined> | undefined;
/** A seeded template and the directory of the files its seed stored. */
export interface SeededTemplate {
  template: string;
  files: string;
}

let seeded: Promise<SeededTemplate | undefined> | undefined;

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
  await buildTemplate(serverUrl, templateName(run), undefined, async (url) => {
    const ds = createDataSource({ url, embedded: false });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
    } finally {
      await ds.destroy();
    }
  });
  return templateName(run);
}

/**
 * The name of a database on the server on which every migration and `seed` have run, with the
 * directory of the files `seed` stored: made once per Jest run, as the migrated template is, from
 * a copy of it. `seed` is given the database (whose `stop` does nothing) and the DATA_DIR to use.
 * Undefined without the global set-up.
 */
export function seededTemplate(
  serverUrl: string,
  seed: (db: DatabaseRuntime, dataDir: string) => Promise<void>,
): Promise<SeededTemplate | undefined> {
  seeded ??= (async () => {
    const migrated = await migratedTemplate(serverUrl);
    const run = process.env[RUN_ENV];
    if (!migrated || !run) return undefined;
    const files = seededTemplateFiles(run);
    await buildTemplate(serverUrl, seededTemplateName(run), migrated, async (url) => {
      rmSync(files, { recursive: true, force: true });
      mkdirSync(files, { recursive: true });
      await seed({ url, embedded: false, stop: async () => undefined }, files);
    });
    return { template: seededTemplateName(run), files };
  })();
  return seeded;
}

/**
 * Makes the template `name` (from `from`, or empty) and fills it, unless it is already there:
 * under an advisory lock, so one test file builds it and the others wait for the lock and find
 * it built. It is marked a template (`IS_TEMPLATE`) only once filled, so a half-built one is
 * never copied.
 */
async function buildTemplate(
  serverUrl: string,
  name: string,
  from: string | undefined,
  fill: (url: string) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const built = async () =>
    (
      await admin.query<{ datistemplate: boolean }>(
        'SELECT datistemplate FROM pg_database WHERE datname = $1',
        [name],
      )
    ).rows[0]?.datistemplate === true;
  try {
    // Built already (the usual case): no wait for a lock another template's build may hold.
    if (await built()) return;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if (await built()) return;
    // Absent, or left half-built by a worker that died: made again from nothing.
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"${from ? ` TEMPLATE "${from}"` : ''}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await fill(url.toString());
    await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
