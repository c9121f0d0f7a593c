#!/usr/bin/env node
// Two API processes (the built dist/api/main.js) on one PostgreSQL database, as behind a load
// balancer: both serve public reads from memory, and a back-office change made through one is
// visible on the other within one second (PostgreSQL LISTEN/NOTIFY). Also shows that the
// replica really answers from memory: a row changed behind the API's back (plain SQL, no
// NOTIFY) does not show until a change goes through the API.
// Needs `npm run build` first and a PostgreSQL server:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node_modules/.bin/node scripts/public-cache-replicas.mjs
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { port, root, waitForHttp } from './lib.mjs';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log(
    'public-cache-replicas: skipped, DATABASE_URL is not set (needs a PostgreSQL server)',
  );
  process.exit(0);
}
if (!existsSync(join(root, 'dist/api/main.js'))) {
  console.error('dist/api is missing: run npm run build first');
  process.exit(1);
}

const ports = { A: port('REPLICA_A_PORT', 3410), B: port('REPLICA_B_PORT', 3411) };
const base = (name) => `http://127.0.0.1:${ports[name]}/api`;
const LIMIT_MS = 1000;
const admin = { cpf: '52998224725', password: 'replica-check-1', email: 'replicas@clube.test' };
const database = `clube_replicas_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href;
const work = mkdtempSync(join(tmpdir(), 'clube-replicas-'));
const secrets = {
  JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
  JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
  // production with the payment sandbox must say so (issue 24)
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PAYMENT_NOTIFICATION_TOKEN: randomBytes(24).toString('hex'),
};

async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const children = [];
function startReplica(name) {
  const child = spawn(process.execPath, ['dist/api/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports[name]),
      DATABASE_URL: databaseUrl,
      DATA_DIR: work,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_CPF: admin.cpf,
      ADMIN_PASSWORD: admin.password,
      ADMIN_EMAIL: admin.email,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', (code) => {
    if (code) console.error(`replica ${name} exited with ${code}:\n${output.slice(-4000)}`);
  });
  children.push(child);
  return child;
}

let passed = 0;
let failed = 0;
function check(what, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `  (${detail})` : ''}`);
  if (ok) passed++;
  else failed++;
}

async function json(name, path, init = {}) {
  const res = await fetch(`${base(name)}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** Polls `read` on a replica until `ok(body)`; the time it took (ms), or null after `limit`. */
async function visibleWithin(name, path, ok, limit = 3000) {
  const started = performance.now();
  while (performance.now() - started < limit) {
    const res = await json(name, path);
    if (res.status === 200 && ok(res.body)) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

try {
  await onServer(`CREATE DATABASE ${database}`);
  // One after the other: the first runs the migrations and the seed, the second finds them done.
  const a = startReplica('A');
  await waitForHttp(`${base('A')}/health`, 120_000, () => a.exitCode === null);
  const b = startReplica('B');
  await waitForHttp(`${base('B')}/health`, 120_000, () => b.exitCode === null);

  const login = await json('A', '/auth/login-admin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cpf: admin.cpf, password: admin.password }),
  });
  check('staff signs in on replica A', login.status === 200, `status ${login.status}`);
  const auth = { Authorization: `Bearer ${login.body?.accessToken}` };
  const write = (name, method, path, body) =>
    json(name, path, {
      method,
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  // 1. Replica B answers from memory: a change behind the API's back does not show.
  const settings = '/site-configuration-public';
  const warm = await json('B', settings);
  await json('B', settings);
  check('replica B answers the public settings', warm.status === 200);
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  await direct.query(`UPDATE site_configuration SET club_name = 'Mudado por fora da API'`);
  await direct.end();
  await new Promise((r) => setTimeout(r, 1500));
  const held = await json('B', settings);
  check(
    'replica B serves its held answer (a plain SQL change, announced to nobody, does not show)',
    held.body?.clubName === warm.body?.clubName,
    `clubName ${JSON.stringify(held.body?.clubName)}`,
  );

  // 2. A back-office change through A shows on B within a second (statement outside a transaction
  //    or inside one: the settings save and the news update are both covered).
  const name = `Clube Réplica ${Date.now()}`;
  const saved = await write('A', 'POST', '/site-configuration', { clubName: name });
  check('replica A saves the settings', saved.status === 200, `status ${saved.status}`);
  const settingsMs = await visibleWithin('B', settings, (s) => s.clubName === name);
  check(
    `the new club name shows on replica B within ${LIMIT_MS} ms`,
    settingsMs !== null && settingsMs <= LIMIT_MS,
    `${settingsMs ?? 'never'} ms`,
  );

  const home = await json('B', '/home');
  await json('B', '/home');
  const item = home.body?.news?.[0];
  check('replica B shows news on the home page', Boolean(item));
  if (item) {
    const hidden = await write('A', 'PUT', `/news/${item.id}`, { status: 2 });
    check('replica A deactivates a news item', hidden.status === 200, `status ${hidden.status}`);
    const newsMs = await visibleWithin('B', '/home', (h) => !h.news.some((n) => n.id === item.id));
    check(
      `the news item leaves replica B's home page within ${LIMIT_MS} ms`,
      newsMs !== null && newsMs <= LIMIT_MS,
      `${newsMs ?? 'never'} ms`,
    );
    // And the other way round: a change through B shows on A.
    await json('A', '/home');
    await json('A', '/home');
    const shown = await write('B', 'PUT', `/news/${item.id}`, { status: 1 });
    check('replica B reactivates it', shown.status === 200, `status ${shown.status}`);
    const backMs = await visibleWithin('A', '/home', (h) => h.news.some((n) => n.id === item.id));
    check(
      `it is back on replica A's home page within ${LIMIT_MS} ms`,
      backMs !== null && backMs <= LIMIT_MS,
      `${backMs ?? 'never'} ms`,
    );
  }
} catch (err) {
  check('the check ran to its end', false, err instanceof Error ? err.message : String(err));
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

console.log(`\npublic-cache-replicas: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
