#!/usr/bin/env node
// The production topology, on this machine: Debian's nginx serves the built apps with the
// repo's templates (docker/nginx/*.conf.template) and proxies /api to the built API, which runs
// with NODE_ENV=production on a fresh database of the real PostgreSQL server. Checks the
// headers of every kind of response, then runs the smoke journeys (e2e/production) in Chromium.
// Needs `npm run build` first, nginx (apt-get install -y nginx-light) and PostgreSQL:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/production-smoke.mjs
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { port, root, waitForHttp } from './lib.mjs';
import { checkProductionHeaders, checker, runProductionJourneys } from './production-journeys.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const apiPort = port('SMOKE_API_PORT', 3200);
const portalPort = port('SMOKE_PORTAL_PORT', 8180);
const adminPort = port('SMOKE_ADMIN_PORT', 8181);
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!nginx) {
  console.error('nginx not found: apt-get install -y nginx-light');
  process.exit(1);
}
for (const app of ['api/main.js', 'portal-web/index.html', 'admin-web/index.html']) {
  if (!existsSync(join(root, 'dist', app))) {
    console.error(`dist/${app} is missing: run npm run build first`);
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'clube-prod-'));
const database = `clube_smoke_${process.pid}`;
const children = [];
const stop = async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect().catch(() => undefined);
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  await client.end().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
};

function start(name, cmd, args, env = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', (code) => {
    if (code) console.error(`${name} exited with ${code}:\n${output.slice(-4000)}`);
  });
  children.push(child);
  return child;
}

/** One of the repo's templates, made to run here: its port, the built files, the API. */
function render(app, listen) {
  return readFileSync(join(root, 'docker/nginx', `${app}.conf.template`), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replaceAll('/usr/share/nginx/html', join(root, 'dist', app))
    .replace('${API_SERVERS}', `server 127.0.0.1:${apiPort};`)
    .replace('${API_ROUTE}', '');
}

const { failures, check } = checker();

try {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;

  const portalOrigin = `http://localhost:${portalPort}`;
  const adminOrigin = `http://localhost:${adminPort}`;
  const api = start('api', process.execPath, ['dist/api/main.js'], {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl.href,
    DATA_DIR: join(work, 'data'),
    JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
    JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
    // a production-like stack that takes no real money: the sandbox, said out loud (issue 24)
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    PAYMENT_NOTIFICATION_TOKEN: randomBytes(24).toString('hex'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback', // nginx, on this machine, names the client
    PORTAL_ORIGIN: portalOrigin,
    ADMIN_ORIGIN: adminOrigin,
  });
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 120_000, () => api.exitCode === null);

  writeFileSync(join(work, 'portal.conf'), render('portal-web', portalPort));
  writeFileSync(join(work, 'admin.conf'), render('admin-web', adminPort));
  writeFileSync(
    join(work, 'nginx.conf'),
    `daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/portal.conf;
  include ${work}/admin.conf;
}
`,
  );
  const web = start('nginx', nginx, ['-p', work, '-c', join(work, 'nginx.conf')]);
  await waitForHttp(`${portalOrigin}/`, 30_000, () => web.exitCode === null);

  await checkProductionHeaders({ portalOrigin, adminOrigin, check });
  await runProductionJourneys({ portalOrigin, adminOrigin }).catch((err) =>
    failures.push(err.message),
  );

  if (failures.length) {
    console.error(`\nProduction smoke failed: ${failures.length} problem(s).`);
    process.exitCode = 1;
  } else {
    console.log('\nProduction smoke passed.');
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stop();
}
