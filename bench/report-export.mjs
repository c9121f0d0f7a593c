#!/usr/bin/env node
// A report's spreadsheet streamed (issue 14): the built API on a fresh PostgreSQL database
// holding BENCH_ROWS (50,000) place reservations of one year (seeded in bulk), exported through
// POST /api/local-reservations-report/export with a staff token. Prints the export's time (first
// byte, whole file), its size and the API process's peak RSS during it, beside references
// measured in the same run: the API's RSS when idle, and the same SELECT streamed to /dev/null
// by psql (`COPY ... TO STDOUT`). Then reads the file back (exceljs' streaming reader) and checks
// it has BENCH_ROWS + 1 rows (the header). Exits 1 if the file is wrong.
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/report-export.mjs
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); a database
// of its own is created and dropped (kept with BENCH_KEEP_DB=1, to EXPLAIN the queries). BENCH_ROWS (50000), BENCH_PORT (3460).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const rows = Math.max(1000, Number(process.env.BENCH_ROWS ?? 50_000));
const port = Number(process.env.BENCH_PORT ?? 3460);
const base = `http://127.0.0.1:${port}`;
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { cpf: '52998224725', password: 'bench-admin-1', email: 'bench@clube.test' };
const PERIOD = { startsAt: '2025-01-01', endsAt: '2025-12-31' };
const PLACES = 10;

/** The club's time zone (the API's CLUB_TIME_ZONE default), in which the period's days are read. */
const CLUB_TIME_ZONE = 'America/Sao_Paulo';

if (!existsSync(join(root, 'dist/api/main.js'))) {
  console.error('dist/api is missing: run npm run build first');
  process.exit(1);
}

// ── A database of its own, the built API on it ───────────────────────────────
const scratch = `clube_bench_export_${process.pid}`;
const adminDb = new pg.Client({ connectionString: server });
await adminDb.connect();
await adminDb.query(`CREATE DATABASE ${scratch}`);
await adminDb.end();
const dbUrl = new URL(server);
dbUrl.pathname = `/${scratch}`;

const work = mkdtempSync(join(tmpdir(), 'clube-bench-export-'));
const api = spawn(process.execPath, ['dist/api/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: work,
    DATABASE_URL: dbUrl.href,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_CPF: ADMIN.cpf,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
    JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
    // production with the payment sandbox must say so (issue 24)
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    PAYMENT_NOTIFICATION_TOKEN: randomBytes(24).toString('hex'),
  },
});
let db = null;
const cleanup = async () => {
  if (api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => {
      api.once('exit', r);
      setTimeout(r, 5000).unref();
    });
  }
  await db?.end().catch(() => undefined);
  if (process.env.BENCH_KEEP_DB) {
    console.log(`database kept: ${dbUrl.href}`);
  } else {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await c.end();
  }
  rmSync(work, { recursive: true, force: true });
};

try {
  const started = performance.now();
  await waitUp(`${base}/api/health`);
  db = new pg.Client({ connectionString: dbUrl.href });
  await db.connect();
  const t0 = performance.now();
  await seed(db);
  const seedMs = performance.now() - t0;

  const login = await fetch(`${base}/api/auth/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: ADMIN.cpf, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`login-admin: ${login.status} ${await login.text()}`);
  const { accessToken } = await login.json();
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

  // Warm-up: a one-day export (the code paths loaded, the pool connected), then settle.
  await (
    await fetch(`${base}/api/local-reservations-report/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ startsAt: '2025-01-01', endsAt: '2025-01-01' }),
    })
  ).arrayBuffer();
  global.gc?.();
  await sleep(1000);
  const idleRss = rssKb(api.pid);

  // ── Reference: the same SELECT streamed to /dev/null by psql ───────────────
  // The report's own SQL (the built API's bookings-report.queries.js), its parameters inlined.
  const { reservationsReportSql } = await import(
    join(root, 'dist/api/modules/reports/bookings-report.queries.js')
  );
  const report = reservationsReportSql(PERIOD, CLUB_TIME_ZONE);
  const literal = (v) => (v === null ? 'NULL' : `'${String(v).replaceAll("'", "''")}'`);
  const reportSql = report.sql.replace(/\$(\d+)/g, (_, n) => literal(report.params[n - 1]));
  const copySql = `COPY (${reportSql} ORDER BY ${report.key}, ${report.id}) TO STDOUT`;
  const p0 = performance.now();
  const psql = spawnSync('psql', [dbUrl.href, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', copySql], {
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 20,
  });
  const psqlMs = performance.now() - p0;
  if (psql.status !== 0) throw new Error(`psql: ${psql.stderr}`);

  // ── The export, through the API ────────────────────────────────────────────
  const file = join(work, 'export.xlsx');
  resetPeak(api.pid);
  let peak = rssKb(api.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(api.pid));
  }, 10);
  const e0 = performance.now();
  const res = await fetch(`${base}/api/local-reservations-report/export`, {
    method: 'POST',
    headers,
    body: JSON.stringify(PERIOD),
  });
  if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
  let firstByteMs = null;
  const body = Readable.fromWeb(res.body);
  body.once('data', () => {
    firstByteMs = performance.now() - e0;
  });
  await pipeline(body, createWriteStream(file));
  const exportMs = performance.now() - e0;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(api.pid), hwmKb(api.pid) ?? 0);
  const totalRowsHeader = res.headers.get('x-total-rows');

  // ── The file read back, streaming ─────────────────────────────────────────
  let sheetRows = 0;
  let firstData = null;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
  for await (const sheet of reader) {
    for await (const row of sheet) {
      sheetRows += 1;
      if (sheetRows === 2) firstData = row.values.slice(1);
    }
  }
  const size = statSync(file).size;
  const ok = sheetRows === rows + 1 && totalRowsHeader === String(rows);

  const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
  console.log(
    `\nreport export: ${rows.toLocaleString('en')} reservations of ${PLACES} places in ${PERIOD.startsAt}..${PERIOD.endsAt} (seeded in ${(seedMs / 1000).toFixed(1)} s; API up after ${((t0 - started) / 1000).toFixed(1)} s)\n`,
  );
  const line = (label, value) => console.log(`${label.padEnd(58)} ${value}`);
  line('reference: same SELECT, psql COPY to /dev/null', `${psqlMs.toFixed(0)} ms`);
  line('export POST local-reservations-report/export: first byte', `${firstByteMs?.toFixed(0)} ms`);
  line('export: whole file', `${exportMs.toFixed(0)} ms (${(exportMs / psqlMs).toFixed(1)}x psql)`);
  line('export: file size', `${(size / 1024 / 1024).toFixed(2)} MB`);
  line('reference: API process RSS, idle (after a warm-up export)', mb(idleRss));
  line('API process peak RSS during the export', `${mb(peak)} (+${mb(peak - idleRss)} over idle)`);
  line('file rows read back (header + data)', `${sheetRows} (expected ${rows + 1})`);
  line('X-Total-Rows', String(totalRowsHeader));
  line('first data row', JSON.stringify(firstData));
  console.log(`\n${ok ? 'OK' : 'FAILED'}: the file has ${sheetRows} rows`);
  process.exitCode = ok ? 0 : 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}

// ── Helpers ──────────────────────────────────────────────────────────────────

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

async function waitUp(url) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (api.exitCode !== null) throw new Error('the API exited');
    await sleep(250);
  }
  throw new Error(`${url} did not answer in 120 s`);
}

/** A field (kB) of /proc/<pid>/status. */
function statusKb(pid, field) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(
    new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
  );
  return m ? Number(m[1]) : null;
}
function rssKb(pid) {
  return statusKb(pid, 'VmRSS') ?? 0;
}
function hwmKb(pid) {
  return statusKb(pid, 'VmHWM');
}

/** Resets the kernel's peak-RSS mark (VmHWM) of the process, when allowed. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* not allowed: the 10 ms sampling alone gives the peak */
  }
}

/** A valid CPF from a number (check digits computed). */
function cpfOf(n) {
  const b = String(100_000_000 + ((n * 7_919_003) % 899_999_999)).slice(-9);
  const digit = (s) => {
    const sum = [...s].reduce((acc, c, i) => acc + Number(c) * (s.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(b);
  return `${b}${d1}${digit(b + d1)}`;
}

/**
 * 500 associates, 10 places, and `rows` reservations of one hour (each with its order) spread
 * over the places hour after hour in 2025 (never overlapping in a place), mostly Confirmada
 * and paid, some Cancelada; a guest for one in ten.
 */
async function seed(client) {
  const members = 500;
  const values = [];
  for (let i = 0; i < members; i += 1) {
    values.push(
      `('Sócio Bench ${String(i).padStart(3, '0')}', '${cpfOf(i + 1)}', 'socio${i}@bench.test', 1)`,
    );
  }
  await client.query(`INSERT INTO associate (name, cpf, email, status) VALUES ${values.join(',')}`);
  await client.query(
    `INSERT INTO local_type (description, external_value_cents, invited_value_cents) VALUES ('Tipo Bench', 5000, 2500)`,
  );
  await client.query(
    `INSERT INTO reservation_interval (description, interval_minutes) VALUES ('Intervalo Bench', 60)`,
  );
  await client.query(
    `INSERT INTO local (description, slug, local_type_id, starts_at, ends_at, capacity, reserved,
       reservation_minutes, restriction, status, reservation_interval_id, usage_guide)
     SELECT 'Local Bench ' || g, 'local-bench-' || g, (SELECT id FROM local_type LIMIT 1), '00:00', '23:59',
       50, false, 60, 1, 1, (SELECT id FROM reservation_interval LIMIT 1), '<p>Guia</p>'
     FROM generate_series(1, ${PLACES}) g`,
  );
  await client.query('BEGIN');
  await client.query(
    `CREATE TEMP TABLE bench_slot ON COMMIT DROP AS
     SELECT g AS n,
       (SELECT array_agg(id ORDER BY id) FROM associate)[1 + g % ${members}] AS associate_id,
       (SELECT array_agg(id ORDER BY id) FROM local)[1 + g % ${PLACES}] AS local_id,
       TIMESTAMPTZ '2025-01-01T11:00:00Z' + (g / ${PLACES}) * interval '1 hour' AS starts_at,
       CASE WHEN g % 20 = 0 THEN 3 ELSE 2 END AS status
     FROM generate_series(1, ${rows}) g`,
  );
  await client.query(
    `INSERT INTO purchase_order (associate_id, kind, status, total_cents, paid_at)
     SELECT associate_id, 'reserva', CASE WHEN status = 2 THEN 2 ELSE 3 END, 5000 + (n % 7) * 1000,
       CASE WHEN status = 2 THEN starts_at - interval '3 days' END
     FROM bench_slot ORDER BY n`,
  );
  await client.query(
    `INSERT INTO local_reservation (order_id, local_id, associate_id, starts_at, ends_at, status)
     SELECT o.id, s.local_id, s.associate_id, s.starts_at, s.starts_at + interval '1 hour', s.status
     FROM bench_slot s
     JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM purchase_order) o ON o.n = s.n`,
  );
  await client.query('COMMIT');
  await client.query(
    `INSERT INTO reservation_invitation (reservation_id, name, doc, kind, value_cents)
     SELECT id, 'Convidado ' || id, lpad((id * 7919 % 99999999999)::text, 11, '0'), 'guest', 2500
     FROM local_reservation WHERE id % 10 = 0`,
  );
  await client.query('ANALYZE');
}
