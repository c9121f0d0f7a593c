#!/usr/bin/env node
// Crash safety: staff create news with images at full speed; the API is killed with SIGKILL
// mid-load and started again on the same database and files. Then every write that was
// answered 2xx must be there and complete, and nothing half-written or orphaned may be left:
// no stored file without its row, no row without its bytes, no temporary file.
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/crash.mjs
// Runs in well under a minute. BENCH_WRITERS (default 8) concurrent writers, BENCH_KILL_AFTER_MS
// (default 2500) of load before the kill, counted from the first write answered 201 (so that a
// slow start on a busy machine cannot make a run that tests nothing).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const adminDb = process.env.DATABASE_URL;
if (!adminDb) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a scratch database is made on it).');
  process.exit(2);
}
if (!existsSync(join(root, 'dist/api/main.js'))) {
  console.error('dist/api is missing: run npm run build first');
  process.exit(2);
}
const writers = Number(process.env.BENCH_WRITERS ?? 8);
const killAfterMs = Number(process.env.BENCH_KILL_AFTER_MS ?? 2500);
const port = Number(process.env.BENCH_PORT ?? 3410);
// Another server on the port would answer in the API's place: refuse to run instead.
await new Promise((resolve, reject) => {
  const probe = createServer()
    .once('error', () => reject(new Error(`port ${port} is busy: set BENCH_PORT`)))
    .once('listening', () => probe.close(resolve))
    .listen(port, '127.0.0.1');
});
const base = `http://127.0.0.1:${port}/api`;
const work = mkdtempSync(join(tmpdir(), 'clube-crash-'));
const database = `clube_crash_${process.pid}`;
const dbUrl = new URL(adminDb);
dbUrl.pathname = `/${database}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: dbUrl.href,
  DATA_DIR: work,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'fatal',
  ADMIN_CPF: '52998224725',
  ADMIN_PASSWORD: 'crash-test-admin-1',
  ADMIN_EMAIL: 'crash@clube.test',
  JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
  JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
  // production with the payment sandbox must say so (issue 24)
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PAYMENT_NOTIFICATION_TOKEN: randomBytes(24).toString('hex'),
};

async function sql(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

function startApi() {
  const child = spawn(process.execPath, ['dist/api/main.js'], { cwd: root, env, stdio: 'ignore' });
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

async function waitUp(child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the API exited while starting');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

/** Every file below a folder, as paths relative to it. */
function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((p) => statSync(join(dir, p)).isFile());
}

await sql(adminDb, `CREATE DATABASE ${database}`);
const problems = [];
let api = startApi();
const started = Date.now();
try {
  await waitUp(api);
  const login = await fetch(`${base}/auth/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: env.ADMIN_CPF, password: env.ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`staff sign-in failed: ${login.status} ${await login.text()}`);
  const { accessToken } = await login.json();
  const auth = { authorization: `Bearer ${accessToken}` };

  // Distinct pictures, big enough that writing them takes a moment.
  const picture = (n) =>
    sharp({
      create: {
        width: 1600,
        height: 900,
        channels: 3,
        background: { r: n % 255, g: (n * 7) % 255, b: 90 },
      },
    })
      .composite([
        {
          input: randomBytes(1600 * 60 * 3),
          raw: { width: 1600, height: 60, channels: 3 },
          top: 100,
          left: 0,
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();

  const acknowledged = [];
  let inFlightAtKill = 0;
  let refused = 0;
  let killed = false;
  let n = 0;
  const writer = async () => {
    while (!killed) {
      const i = n++;
      const form = new FormData();
      form.set('title', `Notícia de carga ${i}`);
      form.set('description', `<p>Escrita ${i} antes da queda.</p>`);
      form.set('startsAt', '2026-01-01');
      form.set('endsAt', '2026-12-31');
      const image = await picture(i);
      form.set('image', new Blob([image], { type: 'image/jpeg' }), `carga-${i}.jpg`);
      try {
        const res = await fetch(`${base}/news`, { method: 'POST', headers: auth, body: form });
        const body = await res.json().catch(() => null);
        if (res.status === 201) {
          acknowledged.push({ id: body.id, title: `Notícia de carga ${i}` });
          firstAcknowledged();
        } else if (!killed) refused++;
      } catch {
        if (killed) inFlightAtKill++;
        else refused++;
      }
    }
  };
  let firstAcknowledged;
  const warmedUp = new Promise((resolve) => (firstAcknowledged = () => resolve(true)));
  const load = Array.from({ length: writers }, writer);
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  if (!(await Promise.race([warmedUp, sleep(60_000).then(() => false)]))) {
    killed = true;
    throw new Error('no write was answered 201 within 60 s: nothing to test');
  }
  await sleep(killAfterMs);
  killed = true;
  api.kill('SIGKILL');
  await Promise.all(load);
  await api.exited;

  api = startApi();
  await waitUp(api);

  // 1. Every acknowledged write is there, complete.
  let complete = 0;
  for (const { id, title } of acknowledged) {
    const res = await fetch(`${base}/news/${id}`, { headers: auth });
    if (res.status !== 200) {
      problems.push(`news ${id} answered 201 but is gone (${res.status})`);
      continue;
    }
    const news = await res.json();
    if (news.title !== title) problems.push(`news ${id} has title "${news.title}"`);
    const file = await fetch(
      news.image.startsWith('http') ? news.image : `http://127.0.0.1:${port}${news.image}`,
    );
    const bytes = Buffer.from(await file.arrayBuffer());
    const [row] = await sql(dbUrl.href, 'SELECT size FROM file WHERE file_name = $1', [
      news.image.split('/').pop().split('?')[0],
    ]);
    if (file.status !== 200 || !row || bytes.length !== row.size) {
      problems.push(`news ${id}: image ${file.status}, ${bytes.length} bytes, row ${row?.size}`);
      continue;
    }
    complete++;
  }

  // 2. Nothing half-written or orphaned.
  const uploads = join(work, 'uploads');
  const onDisk = walk(uploads);
  const temporary = onDisk.filter((p) => p.endsWith('.tmp'));
  const names = new Set(onDisk.filter((p) => !p.endsWith('.tmp')).map((p) => p.split('/').pop()));
  const rows = await sql(dbUrl.href, 'SELECT file_name FROM file');
  const rowNames = new Set(rows.map((r) => r.file_name));
  const bytesWithoutRow = [...names].filter((f) => !rowNames.has(f));
  const rowsWithoutBytes = [...rowNames].filter((f) => !names.has(f));
  const unreferenced = await sql(
    dbUrl.href,
    `SELECT f.file_name FROM file f WHERE NOT EXISTS (SELECT 1 FROM news n WHERE n.image_id = f.id OR n.video_id = f.id)`,
  );
  // The sweep at start settles every interrupted write (the killed process holds no lock any more).
  const unsettled = await sql(dbUrl.href, 'SELECT file_key FROM storage_journal');
  for (const r of unsettled) problems.push(`storage journal entry left unsettled: ${r.file_key}`);
  for (const f of temporary) problems.push(`temporary file left: ${f}`);
  for (const f of bytesWithoutRow) problems.push(`stored bytes without a row: ${f}`);
  for (const f of rowsWithoutBytes) problems.push(`file row without bytes: ${f}`);
  for (const r of unreferenced) problems.push(`file row nobody uses: ${r.file_name}`);

  console.log(
    `Crash safety (${writers} writers, SIGKILL ${killAfterMs} ms after the first 201, PostgreSQL)`,
  );
  console.log(
    `| answered 201 | complete after restart | in flight at the kill | other refusals | files on disk | file rows | problems |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${acknowledged.length} | ${complete} | ${inFlightAtKill} | ${refused} | ${onDisk.length} | ${rows.length} | ${problems.length} |`,
  );
  for (const p of problems.slice(0, 20)) console.log(`  - ${p}`);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (err) {
  console.error(err);
  problems.push(String(err));
} finally {
  if (api.exitCode === null) api.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await sql(adminDb, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
process.exit(problems.length ? 1 : 0);
