// The API's Jest environment: Jest's Node environment, plus the test files' embedded databases
// (PGlite) started from the run's migrated snapshot by a child process of the worker
// (./pglite-host.js), reached over TCP (pglite-socket) as before. In each file's own module
// registry PGlite's JavaScript started cold every time, and unpacking the snapshot into memory
// in the worker's heap — which grows with every test file Jest runs in it — took 1.2-4 s a file.
// Plain JavaScript: Jest loads an environment with Node's own loader, once per worker.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import NodeEnvironment from 'jest-environment-node';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.ts';
import { SNAPSHOT_DIR_ENV } from './global-setup.js';

/** The key of the worker's helpers on a test file's global (see ./test-worker.ts). */
export const TEST_WORKER_KEY = Symbol.for('clube.testWorker');

let host;
/** The child process serving this worker's databases, started on first use. */
function pgliteHost() {
  if (host) return host;
  // In the run's directory (removed by the global teardown, whatever happens to a worker), or a
  // directory of its own when the environment is used without the global set-up.
  const dir = mkdtempSync(join(process.env[SNAPSHOT_DIR_ENV] ?? tmpdir(), 'clube-pglite-host-'));
  const child = fork(new URL('./pglite-host.js', import.meta.url), [dir], {
    execArgv: ['--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map();
  let next = 0;
  child.on('message', ({ id, error, ...result }) => {
    const { resolve, reject } = pending.get(id);
    pending.delete(id);
    if (error) reject(new Error(`embedded database: ${error}`));
    else resolve(result);
  });
  child.on('exit', (code, signal) => {
    for (const { reject } of pending.values()) {
      reject(new Error(`the embedded databases' process ended (${signal ?? code})`));
    }
    pending.clear();
    host = undefined;
  });
  // Neither the child nor its channel keeps the worker alive; the child ends with the worker.
  child.unref();
  child.channel?.unref();
  process.on('exit', () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  host = (message) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      child.send({ id, ...message });
    });
  return host;
}

const snapshotFiles = new WeakMap();
const worker = {
  /** As `startEmbeddedPostgres`; a start from the run's snapshot is served by the child. */
  async startEmbeddedPostgres(dataDir, options = {}) {
    const { loadDataDir, ...rest } = options;
    const snapshot = loadDataDir && snapshotFiles.get(loadDataDir);
    if (dataDir || !snapshot) return startEmbeddedPostgres(dataDir, options);
    const call = pgliteHost();
    const { url } = await call({ op: 'start', snapshot, options: rest });
    const stop = () => call({ op: 'stop', url }).then(() => undefined);
    return {
      url,
      dataDir: undefined,
      stop,
      stopAndDump: () =>
        Promise.reject(new Error('a test database from the snapshot is not dumped')),
    };
  },
  /** The run's snapshot, read once per worker, known to the child by its file. */
  readSnapshot(file) {
    if (this.snapshot?.file !== file) {
      this.snapshot = { file, blob: new Blob([readFileSync(file)]) };
      snapshotFiles.set(this.snapshot.blob, file);
    }
    return this.snapshot.blob;
  },
};

export default class ApiTestEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global[TEST_WORKER_KEY] = worker;
  }
}
