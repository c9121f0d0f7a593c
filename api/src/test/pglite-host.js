// A child process of each API test worker (see ./environment.js) that starts and serves the test
// files' embedded databases (PGlite), each on a copy of the run's migrated data directory
// (./pglite-snapshot.ts). Outside the worker, PGlite's start and its queries neither share the
// worker's heap (which grows with every test file Jest runs in it) nor wait on its garbage
// collection.
// Messages: { id, op: 'start', snapshot: dir, options } → { id, url } | { id, error };
//           { id, op: 'stop', url, keepAs? } → { id } | { id, error } (keepAs: a path to which
//           the stopped database's data directory is moved instead of being removed).
import { execFile } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.ts';

const [workDir] = process.argv.slice(2);
const running = new Map();
/** The next database's copy of each snapshot (null if it failed), made while one is in use. */
const spares = new Map();

/**
 * A copy of a data directory (about a thousand files) in a new directory of this process's, by
 * the system's `cp`: 40-180 ms here against 300-1,200 ms for Node's fs.cp, and this process's
 * event loop (serving the database in use) stays free meanwhile.
 */
async function copyDataDir(dataDir) {
  const copy = join(mkdtempSync(join(workDir, 'db-')), 'data');
  try {
    await promisify(execFile)('cp', ['-a', dataDir, copy]);
    return copy;
  } catch (err) {
    removeDataDirCopy(copy);
    throw err;
  }
}

function removeDataDirCopy(copy) {
  rmSync(dirname(copy), { recursive: true, force: true });
}

async function start(snapshot, options) {
  const spare = spares.get(snapshot);
  spares.set(
    snapshot,
    copyDataDir(snapshot).catch(() => null),
  );
  const copy = (await spare) ?? (await copyDataDir(snapshot));
  try {
    const db = await startEmbeddedPostgres(copy, options);
    running.set(db.url, { db, copy });
    return db.url;
  } catch (err) {
    removeDataDirCopy(copy);
    throw err;
  }
}

async function stop(url, keepAs) {
  const entry = running.get(url);
  if (!entry) return;
  running.delete(url);
  try {
    await entry.db.stop();
    if (keepAs) renameSync(entry.copy, keepAs);
  } finally {
    // The copy's own directory (empty once the copy was moved to keepAs).
    removeDataDirCopy(entry.copy);
  }
}

process.on('message', ({ id, op, snapshot, options, url, keepAs }) => {
  const work =
    op === 'start' ? start(snapshot, options).then((u) => ({ url: u })) : stop(url, keepAs);
  work.then(
    (result) => process.send({ id, ...result }),
    (err) => process.send({ id, error: String(err?.stack ?? err) }),
  );
});
// The worker went away (ended or killed): so does this process.
process.on('disconnect', () => process.exit(0));
