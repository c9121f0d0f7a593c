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
 * The data directory of an embedded database on which every migration has run, made once per
 * Jest run and shared by the test files of every worker: a PGlite started on a copy of it takes
 * a fraction of a second, against about five for `initdb` and the migrations. The first test
 * file that asks builds it (the others wait for it). Undefined when the run was started
 * without the API's global set-up.
 */
async function migratedSnapshotDir(): Promise<string | undefined> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (!dir) return undefined;
  const snapshot = join(dir, 'migrated');
  const failed = join(dir, 'failed');
  if (!existsSync(snapshot)) {
    if (claim(join(dir, 'building'))) {
      try {
        // Built aside then renamed, so a waiting worker never copies half a directory.
        const part = join(dir, 'migrated.part');
        await buildSnapshot(part);
        renameSync(part, snapshot);
      } catch (err) {
        writeFileSync(failed, String(err));
        throw err;
      }
    } else {
      for (let waited = 0; !existsSync(snapshot); waited += 50) {
        if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
        if (waited > 60_000) throw new Error(`No migrated PGlite snapshot in ${dir} after 60 s`);
        await sleep(50);
      }
    }
  }
  return snapshot;
}

/**
 * What the API's Jest environment (./environment.js) gives each test file: a database started
 * on a copy of the snapshot's directory by the worker's database process (./pglite-host.js).
 */
interface SnapshotHost {
  startFromSnapshot(
    dir: string,
    options: typeof SCRATCH_EMBEDDED_OPTIONS,
  ): Promise<{ url: string; stop(): Promise<void> }>;
}
const snapshotHost = (globalThis as Record<symbol, SnapshotHost | undefined>)[
  Symbol.for('clube.snapshotHost')
];

/**
 * A throw-away embedded database on which every migration has run, started on a copy of the
 * run's migrated data directory by the worker's database process. Needs the API's Jest set-up
 * (api/jest.config.js: its global set-up and environment), which the API's Jest configs have.
 */
export async function migratedEmbeddedDatabase(): Promise<DatabaseRuntime> {
  const snapshot = await migratedSnapshotDir();
  if (!snapshot || !snapshotHost) {
    throw new Error(
      "An embedded test database needs the API's Jest global set-up and environment (api/jest.config.js)",
    );
  }
  const db = await snapshotHost.startFromSnapshot(snapshot, SCRATCH_EMBEDDED_OPTIONS);
  return { url: db.url, embedded: true, stop: () => db.stop() };
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
