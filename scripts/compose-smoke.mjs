#!/usr/bin/env node
// The container deployment, run for real with podman: builds the API and both web images from
// docker/, starts docker/compose.yml (PostgreSQL, two API replicas, the portal and back office
// nginx) with podman-compose, and checks through nginx:
//   1. the production journeys and headers (scripts/production-journeys.mjs);
//   2. an upload through replica 1 is served by replica 2 (uploads in S3: s3rver on this host);
//   3. a rolling restart of each replica under a steady load of member reads and purchases loses
//      no request and no purchase (counts printed), and nginx follows it without a reload;
//   4. a backup of the stack (npm run db:backup) restored into a fresh database and bucket
//      (npm run db:restore) holds the same orders, payments and files (counts and checksums).
// Needs root, podman, podman-compose, the stand-in base images (made by scripts/container-bases.sh
// when missing) and `npm run build` first (the images copy the host's dist/: JS_FROM=host).
//   npm run smoke:compose   (CI: .ci/run);  -- --keep leaves the stack up;  -- --down removes it
import { execFile, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import { checkoutSealer } from '../bench/lib/checkout.mjs';
import { cpf, seedEvent, seedMembersWithTokens } from '../bench/lib/two-apis.mjs';
import { storageFromEnv } from './backup.mjs';
import { port, root, run } from './lib.mjs';
import { checkProductionHeaders, checker, runProductionJourneys } from './production-journeys.mjs';

const exec = promisify(execFile);
const PROJECT = 'clube-smoke';
const LABEL = `label=io.podman.compose.project=${PROJECT}`;
const BASES = 'localhost/clube-base';
const portalPort = port('COMPOSE_PORTAL_PORT', 8280);
const adminPort = port('COMPOSE_ADMIN_PORT', 8281);
const dbPort = port('COMPOSE_DB_PORT', 5480);
const s3Port = port('COMPOSE_S3_PORT', 4580);
const loadSeconds = Number(process.env.COMPOSE_LOAD_SECONDS ?? 30);
const restoreServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const container = (service) => `${PROJECT}_${service}_1`;
const keep = process.argv.includes('--keep');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const say = (title) => console.log(`\n--- ${title}  (${elapsed()})`);

/** Removes every container, pod, network and volume of the smoke project (no env needed). */
async function down() {
  const ids = (
    await exec('podman', ['ps', '-aq', '--filter', LABEL]).catch(() => ({ stdout: '' }))
  ).stdout
    .split('\n')
    .filter(Boolean);
  if (ids.length) await exec('podman', ['rm', '-f', '-t', '5', ...ids]).catch(() => undefined);
  await exec('podman', ['pod', 'rm', '-f', `pod_${PROJECT}`]).catch(() => undefined);
  const volumes = (
    await exec('podman', ['volume', 'ls', '-q', '--filter', LABEL]).catch(() => ({ stdout: '' }))
  ).stdout
    .split('\n')
    .filter(Boolean);
  if (volumes.length)
    await exec('podman', ['volume', 'rm', '-f', ...volumes]).catch(() => undefined);
  await exec('podman', ['network', 'rm', '-f', `${PROJECT}_default`]).catch(() => undefined);
}

if (process.argv.includes('--down')) {
  await down();
  process.exit(0);
}

for (const app of ['api/main.js', 'portal-web/index.html', 'admin-web/index.html']) {
  if (!existsSync(join(root, 'dist', app))) {
    console.error(`dist/${app} is missing: run npm run build first`);
    process.exit(1);
  }
}

/** KEY=VALUE lines of an env file. */
function envFile(path) {
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z_][A-Z0-9_]*=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

const secret = () => randomBytes(24).toString('hex');
const smokeEnv = {
  ...envFile(join(root, 'docker/smoke.env')),
  POSTGRES_PASSWORD: secret(),
  JWT_STAFF_SECRET: secret(),
  JWT_MEMBER_SECRET: secret(),
  PAYMENT_NOTIFICATION_TOKEN: secret(),
  PORTAL_ORIGIN: `http://localhost:${portalPort}`,
  ADMIN_ORIGIN: `http://localhost:${adminPort}`,
  PORTAL_PORT: String(portalPort),
  ADMIN_PORT: String(adminPort),
  DB_PORT: String(dbPort),
  // The containers reach the s3rver this script runs on the host.
  S3_ENDPOINT: `http://host.containers.internal:${s3Port}`,
  NODE_IMAGE: `${BASES}/node:24-bookworm-slim`,
  NGINX_IMAGE: `${BASES}/nginx:bookworm`,
  POSTGRES_IMAGE: `${BASES}/postgres:15-bookworm`,
  JS_FROM: 'host',
};
// podman builds OCI images by default, which drop HEALTHCHECK: the Docker format keeps it.
const buildEnv = { BUILDAH_FORMAT: 'docker' };
const composeEnv = { ...process.env, ...smokeEnv, ...buildEnv };
const compose = (args, options = {}) =>
  exec('podman-compose', ['-p', PROJECT, '-f', 'docker/compose.yml', ...args], {
    cwd: root,
    env: composeEnv,
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
const portal = `http://localhost:${portalPort}`;
const admin = `http://localhost:${adminPort}`;
const dbUrl = `postgres://clube:${smokeEnv.POSTGRES_PASSWORD}@127.0.0.1:${dbPort}/clube`;
const s3Env = (bucket) => ({
  ...smokeEnv,
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
});

const { failures, check } = checker();
const work = mkdtempSync(join(tmpdir(), 'clube-compose-'));
const s3 = new S3rver({
  address: '0.0.0.0',
  port: s3Port,
  directory: join(work, 's3'),
  silent: true,
  // Buckets by path only: the containers call it host.containers.internal, not a bucket's name.
  vhostBuckets: false,
  configureBuckets: [{ name: 'clube-uploads' }, { name: 'clube-restore' }],
});
const restoreDb = `clube_restore_${process.pid}`;
let stopping = false;
async function teardown() {
  if (stopping) return;
  stopping = true;
  say('Tearing the stack down');
  await down();
  await s3.close().catch(() => undefined);
  const c = new pg.Client({ connectionString: restoreServer });
  await c.connect().catch(() => undefined);
  await c.query(`DROP DATABASE IF EXISTS ${restoreDb} WITH (FORCE)`).catch(() => undefined);
  await c.end().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
  console.log('stack removed');
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void teardown().finally(() => process.exit(130)));

/** Polls a container's own healthcheck (the compose file's) until it passes. */
async function healthy(service, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await exec('podman', ['healthcheck', 'run', container(service)]).then(
      () => true,
      () => false,
    );
    if (ok) return true;
    await sleep(1000);
  }
  return false;
}

/** The container's address on the project network (what nginx resolved at its start). */
async function ipOf(service) {
  const { stdout } = await exec('podman', [
    'inspect',
    '--format',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    container(service),
  ]);
  return stdout.trim();
}

/** Runs a Node ES module inside a container (stdin), answers its stdout. */
function nodeIn(service, code) {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [
      'exec',
      '-i',
      '-w',
      '/app',
      container(service),
      'node',
      '--input-type=module',
      '-',
    ]);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err || out))));
    child.stdin.end(code);
  });
}

async function sql(url, text, params = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

try {
  await down(); // what an interrupted run may have left
  await s3.run();

  say('Base images');
  await run('bash', ['scripts/container-bases.sh']);

  say('Building the images (podman-compose build; JS from the host dist/)');
  const buildStart = Date.now();
  try {
    await compose(['build']);
  } catch (err) {
    console.error(`${err.stdout?.slice(-6000) ?? ''}\n${err.stderr?.slice(-4000) ?? ''}`);
    throw new Error('image build failed');
  }
  const images = (
    await exec('podman', [
      'images',
      '--format',
      '{{.Repository}}:{{.Tag}}  {{.Size}}  created {{.CreatedSince}}',
      '--filter',
      'reference=localhost/clube-*',
    ])
  ).stdout.trim();
  console.log(images);
  console.log(`images built in ${((Date.now() - buildStart) / 1000).toFixed(0)} s`);

  say('Starting the stack (podman-compose up -d): PostgreSQL, api-1, api-2, portal, admin');
  await compose(['up', '-d']);
  for (const service of ['db', 'api-1', 'api-2', 'portal', 'admin']) {
    const ok = await healthy(service);
    check(`${service}: healthcheck passes`, ok, 'not healthy within 180 s');
    if (!ok) {
      const logs = await exec('podman', ['logs', '--tail', '40', container(service)]).catch(
        (e) => e,
      );
      console.error(`${logs.stdout ?? ''}${logs.stderr ?? ''}`);
      throw new Error(`${service} is not healthy`);
    }
  }
  console.log(
    (
      await exec('podman', [
        'ps',
        '--filter',
        LABEL,
        '--format',
        '{{.Names}}  {{.Status}}  {{.Ports}}',
      ])
    ).stdout.trim(),
  );
  // The demo data the journeys use, once (as a club seeds nothing at start: SEED_DEMO=false).
  // Retried: once (1 run in 3 here) a new process's first connection to the db container
  // timed out right after the stack came up healthy, podman's network still settling. The seed
  // writes nothing until connected, and is idempotent.
  for (let attempt = 1; ; attempt++) {
    try {
      await exec('podman', ['exec', container('api-1'), 'node', 'dist/api/cli.js', 'seed']);
      break;
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`seed attempt ${attempt} failed (${err.stderr?.split('\n')[0]}); again`);
    }
  }
  console.log('demo data seeded once (node dist/api/cli.js seed in api-1)');
  const [m] = await sql(
    dbUrl,
    'SELECT count(*)::int AS total, count(DISTINCT name)::int AS names FROM migrations',
  );
  const migrationsInImage = Number(
    await nodeIn(
      'api-1',
      "const { MIGRATIONS } = await import('/app/dist/api/migrations/index.js').catch(() => ({}));" +
        'console.log(MIGRATIONS?.length ?? -1)',
    ).catch(() => '-1'),
  );
  check(
    `migrations ran once though both replicas started together: ${m.total} rows, ${m.names} distinct`,
    m.total === m.names && m.total > 0 && (migrationsInImage < 0 || migrationsInImage === m.total),
    `image has ${migrationsInImage}`,
  );
  const ready = await fetch(`${portal}/api/health/ready`);
  check(`GET /api/health/ready through nginx: ${ready.status}`, ready.status === 200);
  const live = await fetch(`${portal}/api/health/live`);
  check(`GET /api/health/live through nginx: ${live.status}`, live.status === 200);

  say('Production journeys through nginx (headers, then Chromium)');
  await checkProductionHeaders({ portalOrigin: portal, adminOrigin: admin, check });
  await runProductionJourneys({ portalOrigin: portal, adminOrigin: admin }).then(
    () => check('journeys passed through nginx', true),
    (err) => check('journeys passed through nginx', false, err.message),
  );

  say('Uploads shared by the replicas (S3: s3rver on the host)');
  const upload = await nodeIn(
    'api-1',
    `const sharp = (await import('sharp')).default;
const login = await fetch('http://127.0.0.1:3000/api/auth/login-admin', { method: 'POST',
  headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cpf: '52998224725', password: 'clube-admin-1' }) });
if (!login.ok) throw new Error('sign-in ' + login.status + ' ' + await login.text());
const { accessToken } = await login.json();
const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().toBuffer();
const form = new FormData();
form.set('title', 'Notícia enviada à réplica 1');
form.set('description', '<p>Enviada pela réplica 1.</p>');
form.set('startsAt', '2026-01-01');
form.set('endsAt', '2026-12-31');
form.set('image', new Blob([image], { type: 'image/jpeg' }), 'replica-1.jpg');
const res = await fetch('http://127.0.0.1:3000/api/news', { method: 'POST', headers: { authorization: 'Bearer ' + accessToken }, body: form });
const body = await res.json();
if (res.status !== 201) throw new Error('upload ' + res.status + ' ' + JSON.stringify(body));
console.log(JSON.stringify({ image: body.image }));`,
  );
  const imagePath = new URL(JSON.parse(upload).image, 'http://x').pathname;
  const served = JSON.parse(
    await nodeIn(
      'api-2',
      `const { createHash } = await import('node:crypto');
const res = await fetch('http://127.0.0.1:3000${imagePath}');
const bytes = Buffer.from(await res.arrayBuffer());
console.log(JSON.stringify({ status: res.status, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }));`,
    ),
  );
  const key = imagePath.split('/').pop();
  const stored = await storageFromEnv(s3Env('clube-uploads')).client.send(
    new (await import('@aws-sdk/client-s3')).GetObjectCommand({
      Bucket: 'clube-uploads',
      Key: key,
    }),
  );
  const storedHash = createHash('sha256')
    .update(Buffer.from(await stored.Body.transformToByteArray()))
    .digest('hex');
  check(
    `uploaded through api-1, served by api-2: ${served.status}, ${served.bytes} bytes, same sha256 as the bucket's object`,
    served.status === 200 && served.sha256 === storedHash,
    JSON.stringify(served),
  );

  say(`Rolling restart under load (${loadSeconds} s of member reads and purchases through nginx)`);
  const db = new pg.Client({ connectionString: dbUrl });
  db.on('error', () => undefined); // the stack going down under it at the end
  await db.connect();
  const eventId = await seedEvent(db, 9000, 5000);
  const buyers = 2000;
  const tokens = await seedMembersWithTokens(
    db,
    smokeEnv.JWT_MEMBER_SECRET,
    buyers,
    730_000_000,
    3600,
  );
  const counts = {
    sent: 0,
    answered: 0,
    lost: 0,
    purchasesSent: 0,
    purchasesMade: 0,
    purchasesRefused: 0,
    purchasesLost: 0,
  };
  /** The orders the load bought: their ids and buyers, some paid below. */
  const bought = [];
  const lostDetail = new Map();
  const note = (what) => lostDetail.set(what, (lostDetail.get(what) ?? 0) + 1);
  let nextBuyer = 0;
  let loadOver = false;
  const reads = [
    '/api/site-configuration-public',
    '/api/news/public',
    '/api/health',
    '/api/associate-profile',
  ];
  const client = async (c) => {
    let n = 0;
    while (!loadOver) {
      const token = tokens[c];
      const path = reads[n++ % reads.length];
      counts.sent++;
      try {
        const res = await fetch(`${portal}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if ([502, 503, 504].includes(res.status)) {
          counts.lost++;
          note(`GET ${path} ${res.status}`);
        } else counts.answered++;
      } catch (err) {
        counts.lost++;
        note(`GET ${path} ${err.cause?.code ?? err.message}`);
      }
      if (n % 4 === 0 && nextBuyer < buyers) {
        const i = nextBuyer++;
        counts.sent++;
        counts.purchasesSent++;
        try {
          const res = await fetch(`${portal}/api/order/tickets`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
            body: JSON.stringify({
              event_id: eventId,
              tickets: [{ name: `Convidado ${i}`, cpf: cpf(760_000_000 + i * 7) }],
            }),
          });
          const body = await res.text();
          if (res.status === 201 || res.status === 200) {
            counts.answered++;
            counts.purchasesMade++;
            bought.push({ orderId: JSON.parse(body).order.id, buyer: i });
          } else if ([502, 503, 504].includes(res.status)) {
            counts.lost++;
            counts.purchasesLost++;
            note(`POST order/tickets ${res.status}`);
          } else {
            counts.answered++;
            counts.purchasesRefused++;
            note(`POST order/tickets ${res.status} ${body.slice(0, 120)}`);
          }
        } catch (err) {
          counts.lost++;
          counts.purchasesLost++;
          note(`POST order/tickets ${err.cause?.code ?? err.message}`);
        }
      }
    }
  };
  const loadStart = Date.now();
  const load = Array.from({ length: 6 }, (_, c) => client(c));
  const restarts = [];
  await sleep(Math.min(5000, (loadSeconds * 1000) / 6));
  for (const service of ['api-1', 'api-2']) {
    const t0 = Date.now();
    const ipBefore = await ipOf(service);
    await exec('podman', ['restart', '-t', '30', container(service)]);
    const back = await healthy(service, 120_000);
    const ipAfter = await ipOf(service);
    restarts.push(
      `${service}: stopped (SIGTERM, drained) and back ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (address ${ipBefore}${ipAfter === ipBefore ? ', kept' : ` -> ${ipAfter}`})`,
    );
    check(`${service} back ready after its restart`, back);
    await sleep(2000);
  }
  await sleep(Math.max(0, loadSeconds * 1000 - (Date.now() - loadStart)));
  loadOver = true;
  await Promise.all(load);
  const [{ orders }] = (
    await db.query(
      'SELECT count(DISTINCT order_id)::int AS orders FROM ticket WHERE event_id = $1',
      [eventId],
    )
  ).rows;
  await db.end();
  for (const line of restarts) console.log(line);
  // The replicas came back on other addresses; nginx reaches them on their sockets, which kept
  // their paths. A reload would have reset clients' idle kept-alive connections.
  const reloads = [];
  for (const web of ['portal', 'admin']) {
    // start-nginx.sh says so on standard error; standard output is the access log (megabytes).
    const { stderr } = spawnSync('podman', ['logs', container(web)], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (/nginx reloaded/.test(stderr)) reloads.push(web);
  }
  check(
    'nginx followed the restarts without a reload (the replicas on their sockets)',
    reloads.length === 0,
    `reloaded: ${reloads.join(', ')}`,
  );
  console.log(
    `requests sent:      ${counts.sent} in ${((Date.now() - loadStart) / 1000).toFixed(0)} s by 6 clients`,
  );
  console.log(`answered:           ${counts.answered}`);
  console.log(`lost:               ${counts.lost}`);
  console.log(
    `purchases sent:     ${counts.purchasesSent} (made ${counts.purchasesMade}, refused ${counts.purchasesRefused}, lost ${counts.purchasesLost})`,
  );
  console.log(`orders in the DB:   ${orders}`);
  for (const [what, n] of lostDetail) console.log(`  ${n} x ${what}`);
  check('rolling restart: lost 0', counts.lost === 0, `${counts.lost} lost`);
  check(
    `rolling restart: purchases made (${counts.purchasesMade}) = orders in the DB (${orders}), none refused`,
    counts.purchasesMade === orders && counts.purchasesRefused === 0 && counts.purchasesMade > 0,
  );
  if (counts.purchasesRefused > 0) {
    // What the replicas logged as errors (pino's level 50 and above), for whoever reads the run:
    // the stack is removed at the end.
    for (const service of ['api-1', 'api-2']) {
      const logs = await exec('podman', ['logs', container(service)], {
        maxBuffer: 256 * 1024 * 1024,
      }).catch((e) => e);
      const errors = `${logs.stdout ?? ''}${logs.stderr ?? ''}`
        .split('\n')
        .filter((line) => /"level":(5|6)0\b/.test(line));
      console.log(`${service}: ${errors.length} error line(s) logged`);
      for (const line of errors.slice(-10)) console.log(`  ${line.slice(0, 3000)}`);
    }
  }

  const paying = bought.slice(0, 5);
  say(`Payments: ${paying.length} of those orders paid by Pix through nginx (sandbox acquirer)`);
  const member = (buyer) => ({
    authorization: `Bearer ${tokens[buyer]}`,
    'content-type': 'application/json',
  });
  const publicKey = await fetch(`${portal}/api/payment-order/public-key`, {
    headers: member(0),
  });
  const seal = await checkoutSealer(await publicKey.json());
  const statuses = [];
  for (const { orderId, buyer } of paying) {
    const pix = await fetch(`${portal}/api/payment-order/pix/${orderId}`, {
      method: 'PUT',
      headers: member(buyer),
      body: JSON.stringify({ encryptedData: await seal(orderId) }),
    });
    const { paymentId } = await pix.json();
    const paid = await fetch(`${portal}/api/payment-order/sandbox/pix/${paymentId}/pay`, {
      method: 'POST',
    });
    const order = await fetch(`${portal}/api/my-order/${orderId}`, { headers: member(buyer) });
    statuses.push(
      `${orderId}: Pix ${pix.status}, paid ${paid.status}, ${(await order.json()).status}`,
    );
  }
  console.log(statuses.join('\n'));
  check(
    `${paying.length} orders paid by Pix: Finalizado`,
    paying.length > 0 && statuses.every((line) => line.endsWith('Finalizado')),
  );

  say('Backup of the stack, restored into a fresh database and bucket');
  const backupDir = join(work, 'backup');
  await run(process.execPath, ['scripts/backup.mjs', 'backup', '--out', backupDir], {
    env: { ...s3Env('clube-uploads'), DATABASE_URL: dbUrl },
  });
  await sql(restoreServer, `CREATE DATABASE ${restoreDb}`);
  const restoreUrl = new URL(restoreServer);
  restoreUrl.pathname = `/${restoreDb}`;
  await run(process.execPath, ['scripts/backup.mjs', 'restore', '--from', backupDir], {
    env: { ...s3Env('clube-restore'), DATABASE_URL: restoreUrl.href },
  });
  const digest = async (url, table) => {
    const [row] = await sql(
      url,
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '-') AS sum FROM ${table} t`,
    );
    return row;
  };
  const filesOf = async (bucket) => {
    const storage = storageFromEnv(s3Env(bucket));
    const { ListObjectsV2Command, GetObjectCommand } = await import('@aws-sdk/client-s3');
    const hash = createHash('md5');
    let n = 0;
    let token;
    do {
      const page = await storage.client.send(
        new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
      );
      for (const { Key } of page.Contents ?? []) {
        const out = await storage.client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        hash.update(Key).update(Buffer.from(await out.Body.transformToByteArray()));
        n++;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { n, sum: hash.digest('hex') };
  };
  console.log(`${'what'.padEnd(22)} ${'stack'.padEnd(44)} restored`);
  for (const table of ['purchase_order', 'payment', 'money_movement', 'ticket', 'file']) {
    const [a, b] = [await digest(dbUrl, table), await digest(restoreUrl.href, table)];
    console.log(`${table.padEnd(22)} ${`${a.n} rows ${a.sum}`.padEnd(44)} ${b.n} rows ${b.sum}`);
    check(`restored ${table}: same rows and checksum`, a.n === b.n && a.sum === b.sum && a.n > 0);
  }
  const [fa, fb] = [await filesOf('clube-uploads'), await filesOf('clube-restore')];
  console.log(
    `${'files (bucket)'.padEnd(22)} ${`${fa.n} files ${fa.sum}`.padEnd(44)} ${fb.n} files ${fb.sum}`,
  );
  check('restored files: same keys and bytes', fa.n === fb.n && fa.sum === fb.sum && fa.n > 0);
} catch (err) {
  console.error(err);
  failures.push(err.message);
} finally {
  if (keep)
    console.log(`\n--keep: the stack stays up (${portal}, ${admin}); remove it with --down`);
  else await teardown();
}
if (failures.length) {
  console.error(`\nCompose smoke failed: ${failures.length} problem(s): ${failures.join('; ')}`);
  process.exit(1);
}
console.log(`\nCompose smoke passed in ${elapsed()}.`);
