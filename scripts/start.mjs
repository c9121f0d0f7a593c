#!/usr/bin/env node
// `npm start`: builds the shared library and the API, starts the API (embedded
// PostgreSQL under .data/, migrations, demo data) and the two apps' dev servers,
// each proxying /api to the API. Ports: API_PORT (3000), PORTAL_PORT (4200), ADMIN_PORT (4300).
import { spawn } from 'node:child_process';
import { bin, port, root, run, waitForHttp } from './lib.mjs';

const apiPort = port('API_PORT', 3000);
const portalPort = port('PORTAL_PORT', 4200);
const adminPort = port('ADMIN_PORT', 4300);
const api = `http://localhost:${apiPort}`;

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function start(name, cmd, args, env) {
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${code ?? signal}); stopping everything.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

console.log('Building the shared library and the API...');
await run(bin('nx'), ['run-many', '-t', 'build', '-p', 'shared', 'api', '--outputStyle=static']);

const apiProcess = start('API', process.execPath, ['--enable-source-maps', 'dist/api/main.js'], {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: String(apiPort),
  PORTAL_ORIGIN: process.env.PORTAL_ORIGIN ?? `http://localhost:${portalPort}`,
  ADMIN_ORIGIN: process.env.ADMIN_ORIGIN ?? `http://localhost:${adminPort}`,
});
await waitForHttp(`${api}/api/health`, 120_000, () => apiProcess.exitCode === null);

const viteEnv = { API_PROXY_TARGET: api };
start('portal-web', bin('vite'), ['--config', 'portal-web/vite.config.ts'], {
  ...viteEnv,
  PORTAL_PORT: String(portalPort),
});
start('admin-web', bin('vite'), ['--config', 'admin-web/vite.config.ts'], {
  ...viteEnv,
  ADMIN_PORT: String(adminPort),
});
await Promise.all([
  waitForHttp(`http://localhost:${portalPort}/`, 60_000),
  waitForHttp(`http://localhost:${adminPort}/admin/`, 60_000),
]);

console.log(`
  Clube portal is running (Ctrl+C stops everything):
    API     ${api}/api        (Swagger: ${api}/api/docs)
    Portal  http://localhost:${portalPort}/
    Admin   http://localhost:${adminPort}/admin/
  Data (embedded PostgreSQL, uploads, outbox) is kept in .data/ — npm run db:reset starts over.
`);
