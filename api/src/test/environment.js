// The API's Jest environment: Jest's Node environment, plus a process of the worker's
// (./pglite-host.js) that starts each test's embedded database (PGlite) on a copy of the run's
// migrated data directory (see migratedEmbeddedDatabase in ./pglite-snapshot.ts); the app reaches
// it over TCP (pglite-socket) as before. Started in the file's own module registry, PGlite's
// JavaScript ran cold every time, and unpacking a snapshot in the worker's heap — which grows
// with every test file Jest runs in it — took 1.2-4 s a file.
// Plain JavaScript: Jest loads an environment with Node's own loader, once per worker.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import NodeEnvironment from 'jest-environment-node';
import { SNAPSHOT_DIR_ENV } from './global-setup.js';

/** The key of the helper on a test file's global (read by ./pglite-snapshot.ts). */
const SNAPSHOT_HOST_KEY = Symbol.for('clube.snapshotHost');

// In the run's directory (removed by the global teardown, whatever happens to a worker), or a
// directory of its own when the environment is used without the global set-up.
const workDir = () => mkdtempSync(join(process.env[SNAPSHOT_DIR_ENV] ?? tmpdir(), 'clube-pglite-'));

let call;
/** Sends a message to the worker's database process (started on first use) and awaits its answer. */
function host(message) {
  if (!call) {
    const dir = workDir();
    const child = fork(new URL('./pglite-host.js', import.meta.url), [dir], {
      execArgv: ['--disable-warning=ExperimentalWarning'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const pending = new Map();
    let next = 0;
    child.on('message', ({ id, error, ...answer }) => {
      const { resolve, reject } = pending.get(id);
      pending.delete(id);
      if (error) reject(new Error(`embedded database: ${error}`));
      else resolve(answer);
    });
    const ended = () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    };
    child.on('exit', (code, signal) => {
      for (const { reject } of pending.values()) {
        reject(new Error(`the embedded databases' process ended (${signal ?? code})`));
      }
      call = undefined;
      process.off('exit', ended);
    });
    // Neither the child nor its channel keeps the worker alive; the child ends with the worker.
    child.unref();
    child.channel?.unref();
    process.on('exit', ended);
    call = (msg) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve, reject });
        child.send({ id, ...msg });
      });
  }
  return call(message);
}

const snapshotHost = {
  async startFromSnapshot(snapshot, options) {
    const { url } = await host({ op: 'start', snapshot, options });
    return {
      url,
      /** Stops it; its data directory is moved to `keepAs` when given, else removed. */
      stop: (keepAs) => host({ op: 'stop', url, keepAs }).then(() => undefined),
    };
  },
};

export default class ApiTestEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global[SNAPSHOT_HOST_KEY] = snapshotHost;
  }
}
