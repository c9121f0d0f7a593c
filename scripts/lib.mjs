// Small helpers shared by the start, test and e2e scripts.
import { spawn } from 'node:child_process';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
export const bin = (name) => `${root}/node_modules/.bin/${name}`;

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, NX_DAEMON: 'false', ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Polls a URL until it answers 2xx, or gives up after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 120_000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process serving ${url} exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

export const port = (name, fallback) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    console.error(`${name} must be a port number (1-65535), got "${value}"`);
    process.exit(2);
  }
  return n;
};
