// Copies of an embedded database's data directory (about a thousand files), for the test files'
// databases started from the run's migrated one (./pglite-snapshot.ts, ./pglite-host.js).
// By the system's `cp`: 40-180 ms a copy here against 300-1,200 ms for Node's fs.cp, and the
// copying process's event loop stays free meanwhile. Plain JavaScript: the worker's database
// process (./pglite-host.js) runs outside Jest's transform.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A copy of `dataDir` in a new directory under `parent`: the copy's path. */
export async function copyDataDir(dataDir, parent) {
  const copy = join(mkdtempSync(join(parent, 'db-')), 'data');
  try {
    await run('cp', ['-a', dataDir, copy]);
    return copy;
  } catch (err) {
    removeDataDirCopy(copy);
    throw err;
  }
}

/** Removes a copy made by copyDataDir. */
export function removeDataDirCopy(copy) {
  rmSync(dirname(copy), { recursive: true, force: true });
}
