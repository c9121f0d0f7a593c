#!/usr/bin/env node
// Payments never applied twice (issue 13): TWO built API processes on one fresh PostgreSQL
// database (requests spread over both), the sandbox acquirer, BENCH_ORDERS (40) members each with
// a pending event order of R$ 100,00 (seeded through the API). Then, all at once:
//  - half of the orders get BENCH_ATTEMPTS (10) credit-card payments each (a double click, two
//    tabs, two devices): each order must be charged exactly once (one 201, the rest 409);
//  - the other half are paid by Pix at the sandbox's bank and their notification arrives
//    BENCH_REPLAYS (20) times each, at once, on both processes: each order must turn Finalizado
//    once, with one paid payment and one receipt e-mail.
// Printed beside a reference of the same run (as many simultaneous GET health). Then the money
// check (`node dist/api/cli.js money-check`) on its database. Exits 1 unless every count is exact
// and the check passes.
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/payment-race.mjs
// BENCH_ORDERS (40), BENCH_ATTEMPTS (10), BENCH_REPLAYS (20), BENCH_PORT (3440; +1 for the second).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkoutSealer } from './lib/checkout.mjs';
import {
  burst,
  cpf,
  pct,
  seedEvent,
  seedMembersWithTokens,
  startTwoApis,
  table,
} from './lib/two-apis.mjs';

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orders = Math.max(2, Number(process.env.BENCH_ORDERS ?? 40)) & ~1;
const attempts = Math.max(2, Number(process.env.BENCH_ATTEMPTS ?? 10));
const replays = Math.max(2, Number(process.env.BENCH_REPLAYS ?? 20));
const firstPort = Number(process.env.BENCH_PORT ?? 3440);
const ports = [firstPort, firstPort + 1];
// the members' CPFs: cpf(MEMBER_CPF_BASE + i * 7), as `seedMembersWithTokens` makes them
const MEMBER_CPF_BASE = 720_000_000;

let stack;
try {
  stack = await startTwoApis({
    server,
    name: 'bench_payments',
    ports,
    // only the notifications apply the Pix payments here (no reconciliation round in between)
    env: { PAYMENT_RECONCILE: 'false' },
  });
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
const { db, base } = stack;

try {
  const eventId = await seedEvent(db, orders * 2, 5000);
  const tokens = await seedMembersWithTokens(
    db,
    stack.secrets.JWT_MEMBER_SECRET,
    orders,
    MEMBER_CPF_BASE,
  );
  const auth = (i) => ({
    authorization: `Bearer ${tokens[i]}`,
    'content-type': 'application/json',
  });

  // each member's order: two outside guests at R$ 50,00 (R$ 100,00, the credit card's minimum)
  const orderIds = [];
  for (let i = 0; i < orders; i += 1) {
    const res = await fetch(`${base(i)}/order/tickets`, {
      method: 'POST',
      headers: auth(i),
      body: JSON.stringify({
        event_id: eventId,
        tickets: [
          { name: `Convidado ${i}a`, cpf: cpf(810_000_000 + i * 14) },
          { name: `Convidado ${i}b`, cpf: cpf(810_000_007 + i * 14) },
        ],
      }),
    });
    if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${await res.text()}`);
    orderIds.push((await res.json()).order.id);
  }
  const key = await (
    await fetch(`${base(0)}/payment-order/public-key`, { headers: auth(0) })
  ).json();
  const seal = await checkoutSealer(key);
  const half = orders / 2;
  const cardOrders = orderIds.slice(0, half).map((id, i) => ({ id, member: i }));
  const pixOrders = orderIds.slice(half).map((id, i) => ({ id, member: half + i }));

  // the Pix orders: a QR each, then the sandbox's bank pays them (its ledger, no notification)
  const pix = [];
  for (const o of pixOrders) {
    const res = await fetch(`${base(o.member)}/payment-order/pix/${o.id}`, {
      method: 'PUT',
      headers: auth(o.member),
      body: JSON.stringify({ encryptedData: await seal(o.id) }),
    });
    if (res.status !== 201) throw new Error(`pix ${o.id}: ${res.status} ${await res.text()}`);
    pix.push({ ...o, paymentId: (await res.json()).paymentId });
  }
  await db.query(
    `UPDATE sandbox_sale SET status = 2, end_to_end_id = 'E' || substr(md5(payment_id::text), 1, 31)
      WHERE payment_id = ANY($1::uuid[])`,
    [pix.map((p) => p.paymentId)],
  );

  // the card attempts' payloads are made before the burst (each its own nonce)
  const cardBodies = [];
  for (const o of cardOrders) {
    for (let a = 0; a < attempts; a += 1) {
      const card = {
        cardNumber: '4000000000000010',
        holder: 'SOCIO BENCH',
        expirationDate: '12/2030',
        securityCode: '123',
        brand: 'Visa',
      };
      cardBodies.push({
        o,
        body: JSON.stringify({ encryptedData: await seal(o.id, card) }),
      });
    }
  }
  const total = cardBodies.length + pix.length * replays;
  const health = await burst(total, (i) => fetch(`${base(i)}/health`));

  const cardStatuses = new Map(cardOrders.map((o) => [o.id, []]));
  const answers = await burst(total, async (i) => {
    if (i < cardBodies.length) {
      const { o, body } = cardBodies[i];
      const res = await fetch(`${base(i)}/payment-order/credit-card/${o.id}`, {
        method: 'PUT',
        headers: auth(o.member),
        body,
      });
      cardStatuses.get(o.id).push(res.status);
      return res;
    }
    const p = pix[(i - cardBodies.length) % pix.length];
    return fetch(`${base(i)}/payment-order/notification`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-notification-token': stack.secrets.PAYMENT_NOTIFICATION_TOKEN,
      },
      body: JSON.stringify({ PaymentId: p.paymentId, ChangeType: 1 }),
    });
  });

  // the receipts go out in the background after the commit: wait for them to settle
  const outbox = join(stack.dataDir, 'outbox');
  // one order per member: the receipts counted by recipient (bench<the member's CPF>@clube.test)
  const orderOfMember = new Map(
    [...cardOrders, ...pix].map((o) => [cpf(MEMBER_CPF_BASE + o.member * 7), o.id]),
  );
  const receipts = () => {
    const counts = new Map();
    let files = [];
    try {
      files = readdirSync(outbox);
    } catch {
      return counts;
    }
    for (const f of files) {
      const m = /^To: bench(\d{11})@clube\.test/m.exec(readFileSync(join(outbox, f), 'utf8'));
      const id = m ? orderOfMember.get(m[1]) : undefined;
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  };
  let mails = receipts();
  for (let waited = 0; waited < 30_000; waited += 1000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = receipts();
    if (
      [...now.values()].reduce((a, b) => a + b, 0) ===
        [...mails.values()].reduce((a, b) => a + b, 0) &&
      now.size >= orders
    )
      break;
    mails = now;
  }
  mails = receipts();

  const { rows: state } = await db.query(
    `SELECT o.id, o.status,
            (SELECT count(*)::int FROM payment p WHERE p.order_id = o.id AND p.state = 'paid') AS paid,
            (SELECT count(*)::int FROM sandbox_sale s WHERE s.merchant_order_id = o.id::text AND s.status = 2) AS charged,
            (SELECT count(*)::int FROM ticket t WHERE t.order_id = o.id AND t.status = 1) AS tickets
       FROM purchase_order o WHERE o.id = ANY($1::int[])`,
    [orderIds],
  );
  const byId = new Map(state.map((r) => [r.id, r]));
  const wrong = [];
  for (const o of cardOrders) {
    const s = cardStatuses.get(o.id);
    const r = byId.get(o.id);
    const ok201 = s.filter((x) => x === 201).length;
    const ok409 = s.filter((x) => x === 409).length;
    if (
      ok201 !== 1 ||
      ok409 !== attempts - 1 ||
      r.status !== 2 ||
      r.paid !== 1 ||
      r.charged !== 1 ||
      r.tickets !== 2 ||
      mails.get(o.id) !== 1
    )
      wrong.push({ card: o.id, statuses: s.join(','), ...r, mails: mails.get(o.id) ?? 0 });
  }
  for (const p of pix) {
    const r = byId.get(p.id);
    if (
      r.status !== 2 ||
      r.paid !== 1 ||
      r.charged !== 1 ||
      r.tickets !== 2 ||
      mails.get(p.id) !== 1
    )
      wrong.push({ pix: p.id, ...r, mails: mails.get(p.id) ?? 0 });
  }
  const notes = answers.statuses.slice(cardBodies.length);
  const badNotes = notes.filter((x) => x !== 200).length;

  console.log(
    `\npayment race: ${cardOrders.length} orders × ${attempts} card payments at once, ${pix.length} paid Pix × ${replays} notifications at once, over 2 API processes (ports ${ports.join(', ')})\n`,
  );
  const count = (r, s) => r.statuses.filter((x) => x === s).length;
  table(
    [44, 9, 6, 6, 6, 6, 8, 8, 8],
    [
      ['', 'requests', '200', '201', '409', 'other', 'p50 ms', 'p99 ms', 'wall ms'],
      ...[
        ['reference: GET health', health],
        ['PUT credit-card + POST notification', answers],
      ].map(([label, r]) => [
        label,
        r.statuses.length,
        count(r, 200),
        count(r, 201),
        count(r, 409),
        r.statuses.filter((x) => ![200, 201, 409].includes(x)).length,
        pct(r.times, 50).toFixed(1),
        pct(r.times, 99).toFixed(1),
        r.wallMs.toFixed(0),
      ]),
    ],
  );
  console.log(`
orders charged once (card):     ${cardOrders.length - wrong.filter((w) => w.card).length} of ${cardOrders.length}
orders applied once (Pix):      ${pix.length - wrong.filter((w) => w.pix).length} of ${pix.length}
notifications answered 200:     ${notes.length - badNotes} of ${notes.length}
receipt e-mails:                ${[...mails.values()].reduce((a, b) => a + b, 0)} (must be ${orders})
`);
  if (wrong.length) console.log('wrong:', JSON.stringify(wrong.slice(0, 5), null, 1));
  const exact = wrong.length === 0 && badNotes === 0;
  console.log(`goal every payment applied exactly once: ${exact ? 'OK' : 'FAILED'}`);
  // the ledger of the race proved by the money check (npm run money:check) on its database
  const check = await stack.moneyCheck();
  console.log(`\n${check.output}`);
  console.log(`goal the money check passes: ${check.passed ? 'OK' : 'FAILED'}`);
  process.exitCode = exact && check.passed ? 0 : 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
