// Two built API processes on one fresh database of the PostgreSQL server, requests spread over
// both (as behind a load balancer): what bench/reservation-race.mjs and bench/ticket-burst.mjs
// share. Needs `npm run build` (dist/api). BENCH_API_NODE_ARGS: Node options for both API
// processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for their CPU profiles (written when they
// stop), which NODE_OPTIONS refuses.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;
const apiNodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Creates the database `clube_<name>_<pid>` on `server`, starts the API on `ports[0]` (it
 * migrates the fresh database) and then on `ports[1]`, and connects `db` to it.
 * `stop()` ends both processes, drops the database and removes the scratch directory.
 * @param {{ server: string, name: string, ports: number[], env?: Record<string, string> }} options
 */
export async function startTwoApis({ server, name, ports, env = {} }) {
  if (!existsSync(join(root, 'dist/api/main.js'))) {
    throw new Error('dist/api is missing: run npm run build first');
  }
  for (const port of ports) await portFree(port);
  const scratch = `clube_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
  await admin.end();
  const dbUrl = new URL(server);
  dbUrl.pathname = `/${scratch}`;
  const work = mkdtempSync(join(tmpdir(), `clube-${name}-`));
  const secrets = {
    JWT_STAFF_SECRET: randomBytes(32).toString('hex'),
    JWT_MEMBER_SECRET: randomBytes(32).toString('hex'),
    // production with the payment sandbox must say so (issue 24); the notifications carry the token
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    PAYMENT_NOTIFICATION_TOKEN: randomBytes(24).toString('hex'),
  };
  const apiEnv = {
    ...process.env,
    ...secrets,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: work,
    DATABASE_URL: dbUrl.href,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const start = (port) =>
    spawn(process.execPath, [...apiNodeArgs, 'dist/api/main.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...apiEnv, PORT: String(port) },
    });
  const apis = [];
  const db = new pg.Client({ connectionString: dbUrl.href });
  let connected = false;
  const stop = async () => {
    for (const api of apis) if (api.exitCode === null) api.kill('SIGTERM');
    await Promise.all(
      apis.map((api) => new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)))),
    );
    if (connected) await db.end().catch(() => undefined);
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await c.end();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // The first one migrates the fresh database; the second starts on the migrated one.
    apis.push(start(ports[0]));
    await waitUp(apis[0], ports[0]);
    apis.push(start(ports[1]));
    await waitUp(apis[1], ports[1]);
    await db.connect();
    connected = true;
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    db,
    dbUrl: dbUrl.href,
    /** The processes' DATA_DIR (outbox, files). */
    dataDir: work,
    secrets,
    /** The two API processes' ids (for `cpuTimes`). */
    pids: apis.map((api) => api.pid),
    /** The API base URL for request i (alternating processes). */
    base: (i) => `http://127.0.0.1:${ports[i % ports.length]}/api`,
    /**
     * The money check (`node dist/api/cli.js money-check`, what `npm run money:check` runs) on
     * this database, with the processes' configuration: its exit code and output.
     */
    moneyCheck: () => moneyCheck(apiEnv),
    /** Kills process i at once (SIGKILL, as a crash) and starts it again on its port. */
    restart: async (i) => {
      const api = apis[i];
      if (api.exitCode === null) {
        api.kill('SIGKILL');
        await new Promise((r) => api.once('exit', r));
      }
      apis[i] = start(ports[i]);
      await waitUp(apis[i], ports[i]);
    },
    stop,
  };
}

/**
 * `node dist/api/cli.js money-check` with `env` (its DATABASE_URL the database to prove):
 * `{ code, output, passed }`, passed when it exits 0 saying 'Money check passed'.
 * @param {Record<string, string | undefined>} env
 */
export function moneyCheck(env) {
  return new Promise((resolve, reject) => {
    const cli = spawn(process.execPath, ['dist/api/cli.js', 'money-check'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let output = '';
    cli.stdout.on('data', (c) => (output += c));
    cli.stderr.on('data', (c) => (output += c));
    cli.once('error', reject);
    cli.once('close', (code) =>
      resolve({
        code,
        output: output.trim(),
        passed: code === 0 && output.includes('Money check passed'),
      }),
    );
  });
}

async function portFree(port) {
  // Another server on the port would answer in the API's place: refuse to run instead.
  await new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is busy: set BENCH_PORT`)))
      .once('listening', () => probe.close(resolve))
      .listen(port, '127.0.0.1');
  });
}

async function waitUp(api, port) {
  const url = `http://127.0.0.1:${port}/api/health`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (api.exitCode !== null) throw new Error(`the API on port ${port} exited`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in 120 s`);
}

/**
 * `count` calls at once (i = 0..count-1); their statuses, latencies (ms) and the wall time of
 * the whole burst.
 */
export async function burst(count, call) {
  const times = [];
  const t0 = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const start = performance.now();
      const res = await call(i);
      if (!res.bodyUsed) await res.arrayBuffer();
      times.push(performance.now() - start);
      return res.status;
    }),
  );
  return { statuses, times, wallMs: performance.now() - t0 };
}

/** Keep-alive connections, as many as the burst needs (a load balancer keeps its own open). */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * A request through node:http on kept-alive connections, for bursts: the load generator runs
 * on the same machine as the APIs and PostgreSQL, and fetch (undici) spends about twice the
 * client CPU per request, which the servers would then miss. Answers like fetch: `status`,
 * `json()`, `arrayBuffer()`, `bodyUsed`.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [init]
 */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          bodyUsed: true,
          arrayBuffer: async () => buffer,
          json: async () => JSON.parse(buffer.toString('utf8')),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The p-th percentile of a list of numbers. */
export function pct(times, p) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A valid CPF from 9 base digits. */
export function cpf(n) {
  const base = String(n).padStart(9, '0').slice(-9);
  const digit = (s) => {
    const sum = [...s].reduce((acc, c, i) => acc + Number(c) * (s.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

/** A table's rows printed in columns: the first left-aligned, the others right-aligned. */
export function table(widths, rows) {
  for (const cells of rows) {
    console.log(
      cells
        .map((c, i) => (i ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
        .join(' '),
    );
  }
}

/**
 * `count` active members (first access done) inserted in one statement, each with a live
 * sign-in session, and a member access token for each signed here with the API's secret (as
 * the API signs them: HS256, issuer clube-api, audience member, sid = the session), so a
 * thousand members need no thousand argon2 logins. CPFs from `cpfBase`.
 */
export async function seedMembersWithTokens(db, memberSecret, count, cpfBase, ttlSeconds = 900) {
  const cpfs = Array.from({ length: count }, (_, i) => cpf(cpfBase + i * 7));
  const { rows } = await db.query(
    `WITH a AS (
       INSERT INTO associate (name, cpf, email, password_hash, is_first_access, status)
       SELECT 'Sócio Bench ' || i, c, 'bench' || c || '@clube.test', 'x', false, 1
         FROM unnest($1::text[]) WITH ORDINALITY AS u(c, i)
       RETURNING id)
     INSERT INTO refresh_token (id, realm, subject_id, family_id, token_hash, keep_connected, expires_at)
     SELECT gen_random_uuid(), 'member', a.id, gen_random_uuid(),
            md5(random()::text) || md5(random()::text), false, now() + interval '1 hour'
       FROM a
     RETURNING subject_id, family_id`,
    [cpfs],
  );
  const now = Math.floor(Date.now() / 1000);
  return rows.map((r) =>
    signJwt(
      {
        realm: 'member',
        sid: r.family_id,
        iat: now,
        exp: now + ttlSeconds,
        aud: 'member',
        iss: 'clube-api',
        sub: r.subject_id,
      },
      memberSecret,
    ),
  );
}

/**
 * A staff user (active, not admin) with `permissions` (their descriptions, e.g.
 * 'refund-order') and a live session, and a staff access token signed here as the API signs
 * them (see `seedMembersWithTokens`).
 */
export async function seedStaffWithToken(db, staffSecret, permissions, ttlSeconds = 3600) {
  const n = randomBytes(4).readUInt32BE(0);
  const {
    rows: [row],
  } = await db.query(
    `WITH u AS (
       INSERT INTO staff_user (name, surname, email, cpf, password_hash, admin, status)
       VALUES ('Equipe', 'Bench', 'equipe' || $1 || '@clube.test', $2, 'x', false, 1)
       RETURNING id),
     p AS (
       INSERT INTO user_permission (user_id, permission_id)
       SELECT u.id, p.id FROM u, permission p WHERE p.description = ANY($3::text[]))
     INSERT INTO refresh_token (id, realm, subject_id, family_id, token_hash, keep_connected, expires_at)
     SELECT gen_random_uuid(), 'staff', u.id, gen_random_uuid(),
            md5(random()::text) || md5(random()::text), false, now() + interval '1 hour'
       FROM u
     RETURNING subject_id, family_id`,
    [String(n), cpf(n % 1_000_000_000), permissions],
  );
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      realm: 'staff',
      sid: row.family_id,
      iat: now,
      exp: now + ttlSeconds,
      aud: 'staff',
      iss: 'clube-api',
      sub: row.subject_id,
    },
    staffSecret,
  );
}

function signJwt(claims, secret) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** An event on sale now with `stock` tickets (`priceCents` a guest), one day in a week. */
export async function seedEvent(client, stock, priceCents = 5000) {
  const {
    rows: [place],
  } = await client.query(
    `WITH t AS (INSERT INTO local_type (description, external_value_cents, invited_value_cents, reschedule_interval_days,
                                     max_active_per_family, max_per_family_per_day, booking_opens_hour)
                VALUES ('Salão ' || gen_random_uuid(), 0, 0, 30, NULL, NULL, NULL) RETURNING id),
          i AS (INSERT INTO reservation_interval (description, interval_minutes)
                VALUES ('Intervalo ' || gen_random_uuid(), 60) RETURNING id)
     INSERT INTO local (description, slug, local_type_id, starts_at, ends_at, capacity, reserved,
                        reservation_minutes, restriction, status, reservation_interval_id, usage_guide)
     SELECT 'Salão de eventos ' || gen_random_uuid(), 'salao-' || gen_random_uuid(), t.id, '08:00', '22:00', 500, false,
            60, 1, 1, i.id, '<p>Guia</p>' FROM t, i
     RETURNING id`,
  );
  const {
    rows: [event],
  } = await client.query(
    `INSERT INTO event (title, description, local_id, start_sale, end_sale, free_limit,
                        tickets_total, guest_price_cents, status)
     VALUES ('Show da corrida', '<p>Show</p>', $1, now() - interval '1 day', now() + interval '5 days',
             0, $2, $3, 1)
     RETURNING id`,
    [place.id, stock, priceCents],
  );
  await client.query(
    `INSERT INTO event_date (event_id, starts_at, ends_at)
     VALUES ($1, now() + interval '7 days', now() + interval '7 days 5 hours')`,
    [event.id],
  );
  return event.id;
}

/**
 * CPU time (user + system, ms) used so far by every process on the machine, by id, read from
 * /proc (Linux); null elsewhere. `cpuSince` turns two readings into the time each side spent.
 */
export function cpuTimes() {
  if (!existsSync('/proc/self/stat')) return null;
  const ticks = 100; // USER_HZ: /proc counts in hundredths of a second on Linux
  const times = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
      times.set(Number(pid), { command, ms });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return times;
}

/**
 * The CPU time spent since `before` (a `cpuTimes()`) by the API processes `apiPids`, by the
 * PostgreSQL server's processes (backends included, also those that ended: not counted) and
 * by this process (the load generator), in ms; null without /proc.
 */
export function cpuSince(before, apiPids) {
  const after = cpuTimes();
  if (!before || !after) return null;
  const spent = { api: 0, postgres: 0, client: 0 };
  for (const [pid, { command, ms }] of after) {
    const used = ms - (before.get(pid)?.ms ?? 0);
    if (used <= 0) continue;
    if (apiPids.includes(pid)) spent.api += used;
    else if (pid === process.pid) spent.client += used;
    else if (command.startsWith('postgres')) spent.postgres += used;
  }
  return spent;
}
