#!/usr/bin/env node
// The back office's associate list (GET /api/v1/associate) on 20,000 associates: the built API
// on a fresh PostgreSQL database, seeded in bulk (multi-row INSERTs), queried over HTTP with a
// staff token for realistic searches and filters. Prints p50/p95 per query beside two
// references measured in the same run: `SELECT 1` through pg (the database round trip) and
// GET /api/associate/{id} (a primary-key read through the whole API). Goal: p95 < 100 ms.
//   npm run build && node bench/associate-search.mjs
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/associate-search.mjs
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped (kept with BENCH_KEEP_DB=1, to EXPLAIN the queries).
// BENCH_ASSOCIATES (20000), BENCH_RUNS (60 per query).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const total = Number(process.env.BENCH_ASSOCIATES ?? 20_000);
const runs = Math.max(10, Number(process.env.BENCH_RUNS ?? 60));
const port = 3310;
const base = `http://127.0.0.1:${port}`;
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { cpf: '52998224725', password: 'bench-admin-1', email: 'bench@clube.test' };

if (!existsSync(join(root, 'dist/api/main.js'))) {
  console.error('dist/api is missing: run npm run build first');
  process.exit(1);
}

// ── A database of its own ────────────────────────────────────────────────────
const scratch = `clube_bench_assoc_${process.pid}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${scratch}`);
await admin.end();
const dbUrl = new URL(server);
dbUrl.pathname = `/${scratch}`;

const work = mkdtempSync(join(tmpdir(), 'clube-bench-'));
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
  api.kill('SIGTERM');
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
  await waitUp(`${base}/api/health`);
  db = new pg.Client({ connectionString: dbUrl.href });
  await db.connect();
  const seeded = await seed(db);

  const login = await fetch(`${base}/api/auth/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: ADMIN.cpf, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`login-admin: ${login.status} ${await login.text()}`);
  const { accessToken } = await login.json();
  const headers = { authorization: `Bearer ${accessToken}` };
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  const s = seeded.sample;
  const queries = [
    ['first page, no search', '/api/v1/associate'],
    ['name prefix "mar"', '/api/v1/associate?search=mar'],
    ['part of a name "ferreir"', '/api/v1/associate?search=ferreir'],
    ['name without accents "joao alm"', '/api/v1/associate?search=joao%20alm'],
    ['full name', `/api/v1/associate?search=${encodeURIComponent(s.name)}`],
    ['CPF masked', `/api/v1/associate?search=${encodeURIComponent(s.cpfMasked)}`],
    ['CPF prefix (6 digits)', `/api/v1/associate?search=${s.cpf.slice(0, 6)}`],
    ['e-mail', `/api/v1/associate?search=${encodeURIComponent(s.email)}`],
    ['registration', `/api/v1/associate?search=${s.registration}`],
    ['company + dependents', '/api/v1/associate?company=2&hasDependents=true'],
    ['age 30-50', '/api/v1/associate?ageMin=30&ageMax=50'],
    ['admission 2010-2015', '/api/v1/associate?admissionFrom=2010-01-01&admissionTo=2015-12-31'],
    [
      'all filters + name',
      '/api/v1/associate?search=santos&company=3&hasDependents=false&ageMin=20&ageMax=70&admissionFrom=1990-01-01',
    ],
    ['page 50, sorted by -admissionDate', '/api/v1/associate?skip=500&sort=-admissionDate'],
  ];

  const results = [];
  const select1 = await measure(() => db.query('SELECT 1'));
  results.push(['reference: SELECT 1 (pg)', select1, null]);
  const pk = await measure(() => get(`/api/associate/${s.id}`));
  results.push(['reference: GET associate/{id}', pk, null]);
  for (const [label, path] of queries) {
    const page = await get(path);
    results.push([label, await measure(() => get(path)), page.total]);
  }

  console.log(
    `\nassociate search: ${seeded.associates} associates, ${seeded.dependents} dependents; ${runs} runs per query (after 5 warm-up)\n`,
  );
  console.log(
    `${'query'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(7)}`,
  );
  let worst = 0;
  for (const [label, times, rows] of results) {
    const p50 = pct(times, 50);
    const p95 = pct(times, 95);
    if (rows !== null) worst = Math.max(worst, p95);
    console.log(
      `${label.padEnd(40)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${String(rows ?? '').padStart(7)}`,
    );
  }
  console.log(`\nworst p95 of the list queries: ${worst.toFixed(1)} ms (goal < 100 ms)`);
  process.exitCode = worst < 100 ? 0 : 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}

// ── Helpers ──────────────────────────────────────────────────────────────────

async function waitUp(url) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (api.exitCode !== null) throw new Error('the API exited');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in 120 s`);
}

async function measure(fn) {
  for (let i = 0; i < 5; i++) await fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

function pct(times, p) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
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

/** 20,000 associates (and about 9,000 dependents) in multi-row INSERTs. */
async function seed(client) {
  const first = [
    'Ana',
    'João',
    'Maria',
    'José',
    'Márcia',
    'Marcos',
    'Paulo',
    'Luíza',
    'Carlos',
    'Fernanda',
    'Rafael',
    'Juliana',
    'Pedro',
    'Camila',
    'Lucas',
    'Beatriz',
    'Gustavo',
    'Patrícia',
    'Thiago',
    'Aline',
  ];
  const last = [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Ferreira',
    'Gonçalves',
    'Rodrigues',
    'Almeida',
    'Costa',
    'Pereira',
    'Carvalho',
    'Gomes',
    'Martins',
    'Araújo',
    'Ribeiro',
    'Barbosa',
    'Lima',
    'Cardoso',
    'Teixeira',
    'Moreira',
  ];
  const t0 = performance.now();
  await client.query(
    "INSERT INTO company (description, status) VALUES ('Empresa A', 1), ('Empresa B', 1), ('Empresa C', 1), ('Empresa D', 1), ('Empresa E', 1)",
  );
  const companies = (await client.query('SELECT id FROM company ORDER BY id')).rows.map(
    (r) => r.id,
  );
  const used = new Set();
  let dependents = 0;
  let sample = null;
  const chunk = 1000;
  for (let start = 0; start < total; start += chunk) {
    const values = [];
    const params = [];
    const deps = [];
    for (let i = start; i < Math.min(total, start + chunk); i++) {
      let n = i + 1;
      let cpf = cpfOf(n);
      while (used.has(cpf) || /^(\d)\1+$/.test(cpf)) cpf = cpfOf((n += 100_003));
      used.add(cpf);
      const name = `${first[i % 20]} ${last[(i * 7) % 20]} ${last[(i * 13 + 5) % 20]}`;
      const email = `${first[i % 20].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${i}@exemplo.com.br`;
      const birth = `${1930 + (i % 85)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      const admission = `${1980 + (i % 46)}-${String(((i * 5) % 12) + 1).padStart(2, '0')}-01`;
      const row = [
        cpf,
        name,
        email,
        `11${String(900000000 + i).slice(-9)}`,
        String(100000 + i),
        birth,
        admission,
        companies[i % companies.length],
        'Casado(a)',
        'RG',
        'Rua A, 1',
        'Centro',
        'São Paulo',
        '01001000',
        'SP',
      ];
      const k = params.length;
      values.push(`(${row.map((_, j) => `$${k + j + 1}`).join(', ')})`);
      params.push(...row);
      const count = i % 10 < 3 ? (i % 3) + 1 : 0;
      for (let d = 0; d < count; d++) deps.push([i, d]);
      if (i === Math.floor(total / 2)) {
        sample = { name, cpf, email, registration: String(100000 + i) };
      }
    }
    const inserted = await client.query(
      `INSERT INTO associate (cpf, name, email, phone, registration, birth_date, admission_date, company_id, marital_status, rg, address, district, city, zipcode, state)
       VALUES ${values.join(', ')} RETURNING id, registration`,
      params,
    );
    const idOf = new Map(inserted.rows.map((r) => [Number(r.registration) - 100000, r.id]));
    if (deps.length) {
      const dv = [];
      const dp = [];
      for (const [i, d] of deps) {
        let n = 5_000_000 + i * 3 + d;
        let cpf = cpfOf(n);
        while (used.has(cpf) || /^(\d)\1+$/.test(cpf)) cpf = cpfOf((n += 100_003));
        used.add(cpf);
        const k = dp.length;
        dv.push(`($${k + 1}, $${k + 2}, $${k + 3}, $${k + 4})`);
        dp.push(
          idOf.get(i),
          `${first[(i + d + 3) % 20]} ${last[(i * 7) % 20]}`,
          d === 0 ? 'Cônjuge' : 'Filho(a)',
          cpf,
        );
      }
      await client.query(
        `INSERT INTO dependent (associate_id, name, parentage, cpf) VALUES ${dv.join(', ')}`,
        dp,
      );
      dependents += deps.length;
    }
    if (sample && !sample.id) {
      const r = await client.query('SELECT id FROM associate WHERE cpf = $1', [sample.cpf]);
      if (r.rows[0]) sample.id = r.rows[0].id;
    }
  }
  await client.query('ANALYZE associate; ANALYZE dependent');
  const masked = sample.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { associates: total, dependents, sample: { ...sample, cpfMasked: masked } };
}
