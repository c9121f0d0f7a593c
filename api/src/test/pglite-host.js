// A child process of each API test worker (see ./environment.js) that starts and serves the test
// files' embedded databases (PGlite) from the run's migrated snapshot. Outside the worker, PGlite's
// start and its queries neither share the worker's heap (which grows with every test file Jest runs
// in it, so that unpacking a snapshot there took ever longer) nor wait on its garbage collection.
// Messages: { id, op: 'start', snapshot: file, options } → { id, url } | { id, error };
//           { id, op: 'stop', url } → { id } | { id, error }.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.ts';

const [workDir] = process.argv.slice(2);
const unpacked = new Map();
const running = new Map();

/** A snapshot unpacked once into a directory (a run's snapshot file never changes once written). */
async function unpack(file) {
  if (!unpacked.has(file)) {
    const dir = mkdtempSync(join(workDir, 'snapshot-'));
    const blob = new Blob([readFileSync(file)]);
    await (await startEmbeddedPostgres(dir, { loadDataDir: blob })).stop();
    unpacked.set(file, dir);
  }
  return unpacked.get(file);
}

/** Each database on a copy of the unpacked directory (a native copy, not an unpacking). */
async function start(snapshot, options) {
  const copy = mkdtempSync(join(workDir, 'db-'));
  try {
    cpSync(await unpack(snapshot), copy, { recursive: true });
    const db = await startEmbeddedPostgres(copy, options);
    running.set(db.url, { db, copy });
    return db.url;
  } catch (err) {
    rmSync(copy, { recursive: true, force: true });
    throw err;
  }
}

async function stop(url) {
  const entry = running.get(url);
  if (!entry) return;
  running.delete(url);
  try {
    await entry.db.stop();
  } finally {
    rmSync(entry.copy, { recursive: true, force: true });
  }
}

process.on('message', ({ id, op, snapshot, options, url }) => {
  const work = op === 'start' ? start(snapshot, options).then((u) => ({ url: u })) : stop(url);
  work.then(
    (result) => process.send({ id, ...result }),
    (err) => process.send({ id, error: String(err?.stack ?? err) }),
  );
});
// The worker went away (ended or killed): so does this process.
process.on('disconnect', () => process.exit(0));
