import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDataSource } from '../platform/database/data-source.js';
import type { DatabaseRuntime } from '../platform/database/database-runtime.js';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.js';
import { SCRATCH_EMBEDDED_OPTIONS } from '../platform/database/scratch-database.js';

/** Set by global-setup.js for runs on the embedded database. */
const SNAPSHOT_DIR_ENV = 'CLUBE_TEST_PGLITE_DIR';

/**
 * A directory made once per Jest run by `build` and shared by the test files of every worker
 * (under the run's directory, `name`): the first test file that asks builds it, aside, then
 * renames it, so a waiting worker never copies half a directory; the others wait for it.
 * Undefined when the run was started without the API's global set-up.
 */
async function runSnapshot(
  name: string,
  build: (part: string) => Promise<void>,
): Promise<string | undefined> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (!dir) return undefined;
  const snapshot = join(dir, name);
  const failed = join(dir, `${name}.failed`);
  if (!existsSync(snapshot)) {
    if (claim(join(dir, `${name}.building`))) {
      try {
        const part = join(dir, `${name}.part`);
        await build(part);
        renameSync(part, snapshot);
      } catch (err) {
        writeFileSync(failed, String(err));
        throw err;
      }
    } else {
      for (let waited = 0; !existsSync(snapshot); waited += 50) {
        if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
        if (waited > 60_000) throw new Error(`No ${name} PGlite snapshot in ${dir} after 60 s`);
        await sleep(50);
      }
    }
  }
  return snapshot;
}

/**
 * The data directory of an embedded database on which every migration has run: a PGlite
 * started on a copy of it takes a fraction of a second, against about five for `initdb` and
 * the migrations.
 */
const migratedSnapshotDir = () => runSnapshot('migrated', buildSnapshot);

/**
 * What the API's Jest environment (./environment.js) gives each test file: a database started
 * on a copy of the snapshot's directory by the worker's database process (./pglite-host.js).
 */
interface SnapshotHost {
  startFromSnapshot(
    dir: string,
    options: typeof SCRATCH_EMBEDDED_OPTIONS,
  ): Promise<{ url: string; stop(keepAs?: string): Promise<void> }>;
}
const snapshotHost = (globalThis as Record<symbol, SnapshotHost | undefined>)[
  Symbol.for('clube.snapshotHost')
];

const NEEDS_SETUP =
  "An embedded test database needs the API's Jest global set-up and environment (api/jest.config.js)";

/**
 * A throw-away embedded database on which every migration has run, started on a copy of the
 * run's migrated data directory by the worker's database process. Needs the API's Jest set-up
 * (api/jest.config.js: its global set-up and environment), which the API's Jest configs have.
 */
export async function migratedEmbeddedDatabase(): Promise<DatabaseRuntime> {
  const snapshot = await migratedSnapshotDir();
  if (!snapshot || !snapshotHost) throw new Error(NEEDS_SETUP);
  const db = await snapshotHost.startFromSnapshot(snapshot, SCRATCH_EMBEDDED_OPTIONS);
  return { url: db.url, embedded: true, stop: () => db.stop() };
}

/** What `seed` leaves: a database's data directory and the files its app stored. */
export interface SeededDatabase {
  db: DatabaseRuntime;
  /** The files the seeding app wrote under its DATA_DIR, to be copied into the test app's. */
  files: string;
}

/**
 * A throw-away embedded database on which every migration and `seed` have run, started on a
 * copy of a data directory made once per run, with the directory of the files `seed` stored.
 * `seed` runs once per run, on a migrated database (whose `stop` does nothing: the database is
 * kept), given the DATA_DIR to use.
 */
export async function seededEmbeddedDatabase(
  seed: (db: DatabaseRuntime, dataDir: string) => Promise<void>,
): Promise<SeededDatabase> {
  const migrated = await migratedSnapshotDir();
  if (!migrated || !snapshotHost) throw new Error(NEEDS_SETUP);
  const host = snapshotHost;
  const snapshot = await runSnapshot('seeded', async (part) => {
    const files = join(part, 'files');
    mkdirSync(files, { recursive: true });
    const db = await host.startFromSnapshot(migrated, SCRATCH_EMBEDDED_OPTIONS);
    try {
      await seed({ url: db.url, embedded: true, stop: async () => undefined }, files);
    } catch (err) {
      await db.stop();
      throw err;
    }
    await db.stop(join(part, 'db'));
  });
  if (!snapshot) throw new Error(NEEDS_SETUP);
  const db = await host.startFromSnapshot(join(snapshot, 'db'), SCRATCH_EMBEDDED_OPTIONS);
  return {
    db: { url: db.url, embedded: true, stop: () => db.stop() },
    files: join(snapshot, 'files'),
  };
}

function claim(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

async function buildSnapshot(dataDir: string): Promise<void> {
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    const ds = createDataSource({ url: embedded.url, embedded: true });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
    } finally {
      await ds.destroy();
    }
  } finally {
    await embedded.stop();
  }
}
