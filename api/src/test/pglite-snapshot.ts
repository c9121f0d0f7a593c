import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDataSource } from '../platform/database/data-source.js';
import type { DatabaseRuntime } from '../platform/database/database-runtime.js';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.js';
import {
  createScratchDatabase,
  SCRATCH_EMBEDDED_OPTIONS,
} from '../platform/database/scratch-database.js';

/** Set by global-setup.js for runs on the embedded database. */
const SNAPSHOT_DIR_ENV = 'CLUBE_TEST_PGLITE_DIR';

/**
 * The tarball of an embedded database's data directory on which every migration has run, made
 * once per Jest run and shared by the test files of every worker: a PGlite started from it
 * takes under a second, against about five for `initdb` and the migrations. The first test file
 * that asks builds it (the others wait for the file). Undefined when the run uses a server
 * (DATABASE_URL) or was started without the global set-up.
 */
async function migratedSnapshotFile(): Promise<string | undefined> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  if (!dir) return undefined;
  const file = join(dir, 'migrated.tar');
  const failed = join(dir, 'failed');
  if (!existsSync(file)) {
    if (claim(join(dir, 'building'))) {
      try {
        await writeSnapshot(file, await buildSnapshot());
      } catch (err) {
        writeFileSync(failed, String(err));
        throw err;
      }
    } else {
      for (let waited = 0; !existsSync(file); waited += 50) {
        if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
        if (waited > 60_000) throw new Error(`No migrated PGlite snapshot in ${dir} after 60 s`);
        await sleep(50);
      }
    }
  }
  return file;
}

/**
 * What the API's Jest environment (./environment.js) gives each test file: a database started
 * from the snapshot file by the worker's database process (./pglite-host.js).
 */
interface SnapshotHost {
  startFromSnapshot(
    file: string,
    options: typeof SCRATCH_EMBEDDED_OPTIONS,
  ): Promise<{ url: string; stop(): Promise<void> }>;
}
const snapshotHost = (globalThis as Record<symbol, SnapshotHost | undefined>)[
  Symbol.for('clube.snapshotHost')
];

/**
 * A throw-away embedded database on which every migration has run: served by the worker's
 * database process under the API's Jest environment, else started in this process. Empty when
 * the run was started without the global set-up.
 */
export async function migratedEmbeddedDatabase(): Promise<DatabaseRuntime> {
  const file = await migratedSnapshotFile();
  if (file && snapshotHost) {
    const db = await snapshotHost.startFromSnapshot(file, SCRATCH_EMBEDDED_OPTIONS);
    return { url: db.url, embedded: true, stop: () => db.stop() };
  }
  return createScratchDatabase(undefined, {
    loadDataDir: file ? new Blob([readFileSync(file)]) : undefined,
  });
}

function claim(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

async function buildSnapshot(): Promise<Blob> {
  const embedded = await startEmbeddedPostgres(undefined);
  try {
    const ds = createDataSource({ url: embedded.url, embedded: true });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
    } finally {
      await ds.destroy();
    }
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  return embedded.stopAndDump();
}

/** Written aside then renamed, so a waiting worker never reads half a file. */
function writeSnapshot(file: string, dump: Blob): Promise<void> {
  return dump.arrayBuffer().then((bytes) => {
    writeFileSync(`${file}.part`, Buffer.from(bytes));
    renameSync(`${file}.part`, file);
  });
}
