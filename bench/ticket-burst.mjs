#!/usr/bin/env node
// Event tickets under a burst (issue 12): TWO built API processes on one fresh PostgreSQL
// database (requests spread over both, as behind a load balancer), an event with BENCH_STOCK
// (100) tickets on sale and BENCH_BUYERS (1,000) members seeded in SQL with their sessions; then
// every member at once buys ONE ticket for an outside guest (distinct CPFs). Prints the tickets
// sold (counted in the database), the refusals (409), other statuses, purchases per second (all
// answered / wall time), p50/p99 latency, and pgbench's simple-update tps measured on the same
// server in the same run (`pgbench -i -s 10` on a scratch database, `pgbench -N -c 8 -j 2 -T 15`).
// The requests go through node:http on kept-alive connections (`request`), the lightest client.
// Goals: exactly BENCH_STOCK sold (exit 1 otherwise), p99 under 1 s and purchases/s at least a
// quarter of pgbench's tps (printed, not enforced: the machines are shared).
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/ticket-burst.mjs
// DATABASE_URL names the server (that default); databases of their own are created and dropped.
// BENCH_BUYERS (1000), BENCH_STOCK (100), BENCH_PORT (3430; the second process uses +1),
// BENCH_PGBENCH_SECONDS (15), BENCH_WARMUP (2000 purchases of another event before the burst).
// Also prints the CPU time each side used during the burst (both API processes, the PostgreSQL
// server's processes, this load generator), read from /proc.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  burst,
  cpf,
  cpuSince,
  cpuTimes,
  pct,
  request,
  seedEvent as seedEventOf,
  seedMembersWithTokens,
  startTwoApis,
  table,
} from './lib/two-apis.mjs';

const run = promisify(execFile);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const buyers = Math.max(2, Number(process.env.BENCH_BUYERS ?? 1000));
const stock = Math.max(1, Number(process.env.BENCH_STOCK ?? 100));
const firstPort = Number(process.env.BENCH_PORT ?? 3430);
const pgbenchSeconds = Math.max(1, Number(process.env.BENCH_PGBENCH_SECONDS ?? 15));
const warmup = Math.max(0, Number(process.env.BENCH_WARMUP ?? 2000));
const ports = [firstPort, firstPort + 1];
const SOLD_OUT = 'Venda de convite esgotada';
const seedEvent = (client) => seedEventOf(client, stock);

let stack;
try {
  stack = await startTwoApis({ server, name: 'bench_tickets', ports });
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
const { db, base } = stack;

try {
  const eventId = await seedEvent(db);
  const tokens = await seedMembersWithTokens(
    db,
    stack.secrets.JWT_MEMBER_SECRET,
    buyers,
    710_000_000,
  );
  // Warm both processes as hours of traffic would have (a sale opens on a running portal, not on
  // processes started seconds before): BENCH_WARMUP (2,000) purchases of another event with the
  // same stock, in waves of 100, so V8 has optimised the purchase path and the pools are open.
  // With 20 warm-up purchases, as before, the burst measured V8's interpreter more than the API.
  const warm = await seedEvent(db);
  for (let done = 0; done < warmup; done += 100) {
    await burst(Math.min(100, warmup - done), (i) =>
      buy(i, warm, tokens[(done + i) % buyers], cpf(890_000_000 + (done + i) * 7)),
    );
  }

  const health = await burst(buyers, (i) => request(`${base(i)}/health`));
  const bodies = [];
  const cpuBefore = cpuTimes();
  const purchases = await burst(buyers, async (i) => {
    const res = await buy(i, eventId, tokens[i], cpf(800_000_000 + i * 7));
    bodies.push({ status: res.status, body: await res.json().catch(() => null) });
    return res;
  });
  const cpu = cpuSince(cpuBefore, stack.pids);
  const [{ sold, cpfs }] = (
    await db.query(
      `SELECT count(*)::int AS sold, count(DISTINCT cpf)::int AS cpfs FROM ticket
        WHERE event_id = $1 AND (status = 1 OR (status = 2 AND hold_expires_at > now()))`,
      [eventId],
    )
  ).rows;
  const tps = await pgbenchTps();

  const count = (r, s) => r.statuses.filter((x) => x === s).length;
  const other = (r) => r.statuses.filter((x) => ![200, 201, 409].includes(x));
  const wrong409 = bodies.filter((b) => b.status === 409 && b.body?.error !== SOLD_OUT).length;
  const perSecond = buyers / (purchases.wallMs / 1000);
  console.log(
    `\nticket burst: ${buyers} members at once, one ticket each, event with ${stock} tickets, over 2 API processes (ports ${ports.join(', ')})\n`,
  );
  table(
    [36, 9, 6, 6, 6, 6, 8, 8, 8],
    [
      ['', 'requests', '200', '201', '409', 'other', 'p50 ms', 'p99 ms', 'wall ms'],
      ...[
        ['reference: GET health', health],
        ['POST order/tickets', purchases],
      ].map(([label, r]) => [
        label,
        r.statuses.length,
        count(r, 200),
        count(r, 201),
        count(r, 409),
        other(r).length,
        pct(r.times, 50).toFixed(1),
        pct(r.times, 99).toFixed(1),
        r.wallMs.toFixed(0),
      ]),
    ],
  );
  const others = other(purchases);
  const p99 = pct(purchases.times, 99);
  console.log(`
tickets sold (database):      ${sold} (distinct CPFs ${cpfs}; must be ${stock})
orders refused (409):         ${count(purchases, 409)}${wrong409 ? ` (${wrong409} without '${SOLD_OUT}')` : ''}
other statuses:               ${others.length ? [...new Set(others)].join(', ') : 'none'}
purchases per second:         ${perSecond.toFixed(0)} (${buyers} answered in ${(purchases.wallMs / 1000).toFixed(2)} s)
latency p50 / p99:            ${pct(purchases.times, 50).toFixed(0)} ms / ${p99.toFixed(0)} ms
pgbench simple-update tps:    ${tps === null ? 'not measured (pgbench missing?)' : tps.toFixed(0)}
CPU during the burst:         ${cpu ? `API processes ${cpu.api} ms, PostgreSQL ${cpu.postgres} ms, load generator ${cpu.client} ms` : 'not measured (no /proc)'}
`);
  const exact = sold === stock && cpfs === stock && count(purchases, 201) === stock;
  console.log(`goal exactly ${stock} sold:        ${exact ? 'OK' : 'FAILED'}`);
  console.log(`goal p99 < 1 s:               ${p99 < 1000 ? 'OK' : 'missed (not enforced)'}`);
  if (tps !== null) {
    console.log(
      `goal purchases/s >= tps/4:    ${perSecond >= tps / 4 ? 'OK' : 'missed (not enforced)'} (${perSecond.toFixed(0)} vs ${(tps / 4).toFixed(0)})`,
    );
  }
  process.exitCode = exact && wrong409 === 0 && others.length === 0 ? 0 : 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stack.stop();
}

function buy(i, eventId, token, guestCpf) {
  return request(`${base(i)}/order/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      event_id: eventId,
      tickets: [{ name: `Convidado ${i}`, cpf: guestCpf }],
    }),
  });
}

/** pgbench's simple-update tps on the same server (a scratch database, created and dropped). */
async function pgbenchTps() {
  const name = `clube_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    await run('pgbench', ['-i', '-s', '10', '-q', url.href], { maxBuffer: 16 << 20 });
    const { stdout } = await run(
      'pgbench',
      ['-N', '-c', '8', '-j', '2', '-T', String(pgbenchSeconds), url.href],
      { maxBuffer: 16 << 20 },
    );
    const match = /tps = ([\d.]+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch (err) {
    console.error(`pgbench failed: ${err.message}`);
    return null;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
