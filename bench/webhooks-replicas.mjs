#!/usr/bin/env node
// Webhooks across replicas (issue 27): TWO built API processes on one fresh PostgreSQL database.
// Staff register two endpoints (local HTTP receivers started here): A answers 200, B fails three
// times per message and then answers 200. BENCH_ORDERS (6) members each pay an event order by
// credit card in the sandbox, alternately on each process. Then:
//  - A must get exactly one signed `order.paid` per order (verified with the `standardwebhooks`
//    package), B exactly four attempts per order, all with the same webhook-id and signature
//    that verifies; retries are made due by moving the deliveries' `next_attempt_at` (the
//    schedule's 5 s, 5 min, 30 min), never by sleeping through them;
//  - between B's second and third attempt one API process is killed (SIGKILL) and started
//    again: nothing is lost, nothing sent twice.
// The APIs run with NODE_ENV=development here: in production they refuse to POST to this
// machine (127.0.0.1), as they should. Exits 1 unless every count is exact.
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/webhooks-replicas.mjs
import { createServer } from 'node:http';
import { checkoutSealer } from './lib/checkout.mjs';
import { Webhook } from 'standardwebhooks';
import {
  cpf,
  seedEvent,
  seedMembersWithTokens,
  seedStaffWithToken,
  startTwoApis,
} from './lib/two-apis.mjs';

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orders = Math.max(2, Number(process.env.BENCH_ORDERS ?? 6));
const firstPort = Number(process.env.BENCH_PORT ?? 3480);
const ports = [firstPort, firstPort + 1];
const FAILURES = 3;

/** A receiver: every POST kept; `fail` answers 500 to the first FAILURES of each webhook-id. */
async function receiver(fail) {
  const got = [];
  const seen = new Map();
  const srv = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const id = req.headers['webhook-id'];
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = fail && n <= FAILURES ? 500 : 200;
      res.end();
    });
  });
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  return {
    got,
    seen,
    url: `http://127.0.0.1:${srv.address().port}/hook`,
    close: () => srv.close(),
  };
}

const waitFor = async (what, check, ms = 60_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

let stack;
try {
  stack = await startTwoApis({
    server,
    name: 'bench_webhooks',
    ports,
    env: { NODE_ENV: 'development', PAYMENT_RECONCILE: 'false' },
  });
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
const { db, base } = stack;
const a = await receiver(false);
const b = await receiver(true);
let failed = false;

try {
  const staff = await seedStaffWithToken(db, stack.secrets.JWT_STAFF_SECRET, [
    'list-webhook',
    'insert-webhook',
  ]);
  const endpoints = [];
  for (const [i, r] of [a, b].entries()) {
    const res = await fetch(`${base(i)}/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: r.url, events: ['order.paid'], description: `Bench ${i}` }),
    });
    if (res.status !== 201) throw new Error(`webhook ${i}: ${res.status} ${await res.text()}`);
    endpoints.push(await res.json());
  }

  // each member pays an order of two R$ 50,00 guests by credit card (the sandbox approves it)
  const eventId = await seedEvent(db, orders * 2, 5000);
  const tokens = await seedMembersWithTokens(
    db,
    stack.secrets.JWT_MEMBER_SECRET,
    orders,
    730_000_000,
  );
  const auth = (i) => ({
    authorization: `Bearer ${tokens[i]}`,
    'content-type': 'application/json',
  });
  const key = await (
    await fetch(`${base(0)}/payment-order/public-key`, { headers: auth(0) })
  ).json();
  const seal = await checkoutSealer(key);
  const orderIds = [];
  for (let i = 0; i < orders; i += 1) {
    const made = await fetch(`${base(i)}/order/tickets`, {
      method: 'POST',
      headers: auth(i),
      body: JSON.stringify({
        event_id: eventId,
        tickets: [
          { name: `Convidado ${i}a`, cpf: cpf(830_000_000 + i * 14) },
          { name: `Convidado ${i}b`, cpf: cpf(830_000_007 + i * 14) },
        ],
      }),
    });
    if (made.status !== 201) throw new Error(`order ${i}: ${made.status} ${await made.text()}`);
    const orderId = (await made.json()).order.id;
    orderIds.push(orderId);
    const encryptedData = await seal(orderId, {
      cardNumber: '4000000000000010',
      holder: 'SOCIO BENCH',
      expirationDate: '12/2030',
      securityCode: '123',
      brand: 'Visa',
    });
    const paid = await fetch(`${base(i + 1)}/payment-order/credit-card/${orderId}`, {
      method: 'PUT',
      headers: auth(i),
      body: JSON.stringify({ encryptedData }),
    });
    if (paid.status !== 201) throw new Error(`payment ${i}: ${paid.status} ${await paid.text()}`);
  }

  // A: one each at once. B: the first attempt failed; its retries are made due one at a time.
  await waitFor('the first deliveries', () => a.got.length >= orders && b.got.length >= orders);
  const due = () =>
    db.query(
      `UPDATE webhook_delivery SET next_attempt_at = now()
        WHERE status = 1 AND endpoint_id = $1 AND next_attempt_at > now()`,
      [endpoints[1].id],
    );
  for (let attempt = 2; attempt <= FAILURES + 1; attempt += 1) {
    // the receiver has B's previous attempts; wait until the workers have also recorded them
    // (the answer reaches B before the API writes the next try's time, which due() must move)
    await waitFor(`B's attempt ${attempt - 1} recorded`, async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM webhook_delivery
          WHERE endpoint_id = $1 AND status = 1 AND attempts = $2 AND claimed_until IS NULL`,
        [endpoints[1].id, attempt - 1],
      );
      return rows[0].n === orders;
    });
    if (attempt === 3) await stack.restart(0); // a crash and a restart between two attempts
    await due();
    await waitFor(`B's attempt ${attempt}`, () => b.got.length >= orders * attempt);
  }
  await waitFor('every delivery to stand', async () => {
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM webhook_delivery WHERE status = 2 AND claimed_until IS NULL',
    );
    return rows[0].n === orders * 2;
  });
  await new Promise((r) => setTimeout(r, 6000)); // one more worker round each: nothing more comes

  const verify = (secret, m) => {
    try {
      return new Webhook(secret).verify(m.body, m.headers);
    } catch {
      return null;
    }
  };
  const aPayloads = a.got.map((m) => verify(endpoints[0].secret, m));
  const aOrders = new Set(aPayloads.map((p) => p?.type === 'order.paid' && p.data.orderId));
  const bValid = b.got.filter((m) => verify(endpoints[1].secret, m)?.type === 'order.paid').length;
  const bPerId = [...b.seen.values()];
  const { rows: deliveries } = await db.query(
    `SELECT endpoint_id, count(*)::int AS n, count(*) FILTER (WHERE status = 2)::int AS delivered,
            sum(attempts)::int AS attempts
       FROM webhook_delivery GROUP BY endpoint_id ORDER BY endpoint_id`,
  );
  const { rows: logged } = await db.query('SELECT count(*)::int AS n FROM webhook_attempt');

  console.log(
    `\nwebhooks over 2 API processes (ports ${ports.join(', ')}), ${orders} orders paid, one process killed and restarted between retries\n`,
  );
  console.log(
    `endpoint A (200):             ${a.got.length} POSTs, ${aPayloads.filter(Boolean).length} signatures verified, ${orderIds.filter((id) => aOrders.has(id)).length}/${orders} orders, ${a.seen.size} webhook-ids`,
  );
  console.log(
    `endpoint B (500 ×${FAILURES}, then 200): ${b.got.length} POSTs, ${bValid} signatures verified, ${b.seen.size} webhook-ids, attempts per id: ${bPerId.join(',')}`,
  );
  console.log(
    `deliveries: ${deliveries.map((d) => `endpoint ${d.endpoint_id}: ${d.n} (${d.delivered} delivered, ${d.attempts} attempts)`).join('; ')}; attempts logged: ${logged[0].n}`,
  );

  const wrong = [];
  if (a.got.length !== orders || aPayloads.some((p) => !p) || a.seen.size !== orders)
    wrong.push('A: not exactly one verified delivery per order');
  if (orderIds.some((id) => !aOrders.has(id))) wrong.push('A: an order is missing');
  if (b.got.length !== orders * (FAILURES + 1) || bValid !== b.got.length)
    wrong.push('B: wrong number of attempts or a bad signature');
  if (b.seen.size !== orders || bPerId.some((n) => n !== FAILURES + 1))
    wrong.push('B: a webhook-id changed between retries');
  if (deliveries.length !== 2 || deliveries.some((d) => d.n !== orders || d.delivered !== orders))
    wrong.push('deliveries: not one per event per endpoint, all delivered');
  if (logged[0].n !== orders * (FAILURES + 2)) wrong.push('attempt log: wrong count');
  if (wrong.length) {
    failed = true;
    console.error(`\nFAILED:\n  ${wrong.join('\n  ')}`);
  } else {
    console.log(
      '\nOK: exactly one signed delivery per event per endpoint; same webhook-id on every retry; nothing lost across the restart.',
    );
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  a.close();
  b.close();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
