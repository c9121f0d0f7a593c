#!/usr/bin/env node
// Public reads under load: the built API against a bare node:http server that sends the same
// bytes (the API's body and every header it sends: helmet's, CORS's, ETag, Cache-Control...),
// measured in one run with wrk (32 connections). The two are measured in turns (BENCH_ROUNDS
// rounds of API then bare server) so the machine's noise hits both; the medians are printed,
// with the spread of the per-round ratio, and the CPU each server spent per request (every
// thread: the API's log writes included), which a busy machine disturbs less than requests/s.
// Goal (issue 29): >= 0.8x for cached reads with the access log on.
//   npm run build && node bench/public-reads.mjs            (embedded PGlite, demo data)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/public-reads.mjs
// Needs wrk (apt-get install -y wrk). BENCH_SECONDS (per side and path, default 9),
// BENCH_ROUNDS (3), BENCH_CONNECTIONS (32), BENCH_LOG_LEVEL (the API's LOG_LEVEL, default info:
// the access log on, a line per request as production does, written to a file whose lines are
// counted at the end; warn measures without it).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 9);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const apiPort = 3300;
const barePort = 3301;
const paths = [
  '/api/site-configuration-public',
  '/api/home',
  '/api/news/public',
  '/api/covenant/public',
];

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (err) {
  if (err.code === 'ENOENT') {
    console.error('wrk not found: apt-get install -y wrk');
    process.exit(1);
  }
}
if (!existsSync(join(root, 'dist/api/main.js'))) {
  console.error('dist/api is missing: run npm run build first');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'clube-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: work,
  SEED_DEMO: 'true',
  LOG_LEVEL: logLevel,
  JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
  JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
  // production with the payment sandbox must say so (issue 24)
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PAYMENT_NOTIFICATION_TOKEN: randomBytes(24).toString('hex'),
};
let scratch = null;
if (process.env.DATABASE_URL) {
  scratch = `clube_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`CREATE DATABASE ${scratch}`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${scratch}`;
  env.DATABASE_URL = url.href;
}

// The API's standard output (its log) goes to a file, as to a log collector's pipe.
const logFile = join(work, 'api.log');
const logFd = openSync(logFile, 'w');
const api = spawn(process.execPath, ['dist/api/main.js'], {
  cwd: root,
  env,
  stdio: ['ignore', logFd, 'inherit'],
});
let logLines = 0;
async function countLines(file) {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  return lines;
}
const cleanup = async () => {
  api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  closeSync(logFd);
  // Counted in chunks: a quick machine writes more than one string can hold (512 MB).
  logLines = await countLines(logFile);
  if (scratch) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await client.end();
  }
  rmSync(work, { recursive: true, force: true });
};

async function waitUp(url) {
  for (let i = 0; i < 240; i++) {
    if (api.exitCode !== null) throw new Error('the API exited');
    try {
      if ((await getOnce(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** One GET on a fresh connection (a kept-alive one may be closed by the server meanwhile). */
function getOnce(url) {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/** wrk's requests/s and p99 (ms) for one URL. */
async function wrk(url, headers = [], duration = seconds) {
  // Asynchronous: the bare server lives in this process and must keep answering.
  const { stdout: out } = await promisify(execFile)(
    'wrk',
    [
      '-t2',
      `-c${connections}`,
      `-d${duration}s`,
      '--latency',
      ...headers.flatMap((h) => ['-H', h]),
      url,
    ],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  const ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : NaN;
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1];
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  return { rps, p99: ms, errors: Number(errors ?? 0), requests };
}

/** CPU time (user + system, every thread) a process has used so far, in µs (Linux's /proc). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
}
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const ownCpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** A wrk run with the CPU the serving process spent on it, in µs per request. */
async function measured(url, cpu, duration) {
  const before = cpu();
  const run = await wrk(url, [], duration);
  return { ...run, cpuPerRequest: (cpu() - before) / run.requests };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Per-side figures of several wrk runs: median req/s and p99, errors added up. */
const summary = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p99: median(runs.map((r) => r.p99)),
  cpu: median(runs.map((r) => r.cpuPerRequest)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});
// Headers Node writes by itself on both servers.
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const rows = [];
try {
  await waitUp(`http://127.0.0.1:${apiPort}/api/health`);
  for (const path of paths) {
    const first = await fetch(`http://127.0.0.1:${apiPort}${path}`);
    const body = Buffer.from(await first.arrayBuffer());
    // The same bytes: the API's body and headers (its X-Request-Id, a fixed one of the same size).
    const headers = [...first.headers].filter(([name]) => !perConnection.has(name));
    const etag = first.headers.get('etag');
    const bare = createServer((_req, res) => {
      res.writeHead(200, headers.flat());
      res.end(body);
    });
    await new Promise((r) => bare.listen(barePort, '127.0.0.1', r));
    await wrk(`http://127.0.0.1:${apiPort}${path}`, [], 1); // warm-up
    const apiRuns = [];
    const bareRuns = [];
    const slice = Math.max(1, Math.round(seconds / rounds));
    for (let i = 0; i < rounds; i++) {
      apiRuns.push(
        await measured(`http://127.0.0.1:${apiPort}${path}`, () => cpuMicros(api.pid), slice),
      );
      bareRuns.push(await measured(`http://127.0.0.1:${barePort}${path}`, ownCpuMicros, slice));
    }
    await new Promise((r) => bare.close(r));
    let revalidate = null;
    if (etag)
      revalidate = await wrk(
        `http://127.0.0.1:${apiPort}${path}`,
        [`If-None-Match: ${etag}`],
        slice,
      );
    const ratios = apiRuns.map((r, i) => r.rps / bareRuns[i].rps);
    rows.push({
      path,
      bytes: body.length,
      apiRun: summary(apiRuns),
      bareRun: summary(bareRuns),
      spread: [Math.min(...ratios), Math.max(...ratios)],
      revalidate,
    });
  }
} finally {
  await cleanup();
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
console.log(
  `\nPublic reads, ${connections} connections, ${rounds} rounds of ${Math.max(1, Math.round(seconds / rounds))} s per side, API log level ${logLevel}, database: ${scratch ? 'PostgreSQL' : 'embedded PGlite'}`,
);
console.log(`access log: ${logLines} lines written by the API`);
console.log(
  '| path | bytes | API req/s | API p99 ms | node:http req/s | node:http p99 ms | ratio | per-round ratios | CPU µs/request API, node:http | 304 req/s |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.bytes} | ${fmt(r.apiRun.rps)} | ${fmt(r.apiRun.p99, 1)} | ${fmt(r.bareRun.rps)} | ${fmt(r.bareRun.p99, 1)} | ${fmt(r.apiRun.rps / r.bareRun.rps, 2)}x | ${fmt(r.spread[0], 2)}–${fmt(r.spread[1], 2)}x | ${fmt(r.apiRun.cpu, 1)}, ${fmt(r.bareRun.cpu, 1)} | ${r.revalidate ? fmt(r.revalidate.rps) : '-'} |`,
  );
  if (r.apiRun.errors) console.log(`  (${r.apiRun.errors} non-2xx answers from the API)`);
}
