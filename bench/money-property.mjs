#!/usr/bin/env node
// Money that always adds up (issue 24), as a property: TWO built API processes on one fresh
// PostgreSQL database (requests spread over both), the sandbox acquirer, its reconciliation on
// (PAYMENT_RECONCILE=true, as in production: it races the notifications on both processes).
// fast-check generates programs of up to BENCH_OPS (12) operations, each either after the one
// before it or at once with it (Promise.all): book a reservation with 0..3 paying guests, add or
// remove a guest (a partial cancel), buy 1..3 tickets, create a Pix, pay by card (approved or
// declined), the bank pays a Pix (through the sandbox's control, which notifies, or silently,
// whose notification comes later) — any Pix, also an old one after the guests changed (Pix paid
// late) —, replay a notification on both processes at once, the member cancels, staff cancel
// (refund) an order, staff delete a reservation, the expiry sweep (expires_at and
// hold_expires_at moved into the past in SQL, then a read). Then the acquirer notifies every Pix
// it saw paid, the outbox is drained (no unhandled outbox_event, no money_movement still
// 'requested', bounded wait) and the money check (`node dist/api/cli.js money-check`, what
// `npm run money:check` runs) must pass on the database. Each run starts from empty orders,
// payments, ledger and sandbox sales (TRUNCATE), so a failing program is shrunk on its own.
// Prints the seed, the runs and operations and the last check's output; exits 1 (with
// fast-check's counterexample and seed) on any violation, an API 5xx or a drain that never ends.
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/money-property.mjs
// BENCH_RUNS (20), BENCH_OPS (12), BENCH_SEED (random), BENCH_PORT (3450; +1 for the second),
// BENCH_TIME_LIMIT_S (150: fast-check stops there, shrinking included, reporting what it found;
// stopped before 3 runs is a failure).
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { checkoutSealer } from './lib/checkout.mjs';
import {
  cpf,
  seedEvent,
  seedMembersWithTokens,
  seedStaffWithToken,
  startTwoApis,
} from './lib/two-apis.mjs';

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const numRuns = Math.max(1, Number(process.env.BENCH_RUNS ?? 20));
const maxOps = Math.max(1, Number(process.env.BENCH_OPS ?? 12));
const seed = Number(process.env.BENCH_SEED ?? randomBytes(4).readInt32BE(0));
const timeLimitS = Number(process.env.BENCH_TIME_LIMIT_S ?? 150);
const firstPort = Number(process.env.BENCH_PORT ?? 3450);
const ports = [firstPort, firstPort + 1];
/** The acquirer's static notification header (required in production by PAYMENTS-NOTES). */
const NOTIFICATION_TOKEN = `bench-${randomBytes(16).toString('hex')}`;
const GUEST_CENTS = 5000; // a reservation's paying guest, and a ticket: 2 or more reach the card's R$ 100,00
const DRAIN_MS = 30_000;

// ---------------------------------------------------------------- the programs fast-check makes
// A program: a setup (1..3 orders booked or bought at once, some with a Pix), then up to
// BENCH_OPS operations. `pick` chooses among what exists when the operation runs (an order, a
// Pix, an old one too), modulo its count; `join` runs an operation at once with the one before.
const pick = fc.nat({ max: 1000 });
const kind = (name, weight, fields = {}) => ({
  weight,
  arbitrary: fc.record({ kind: fc.constant(name), ...fields }),
});
const setup = fc.oneof(
  kind('book', 2, { guests: fc.integer({ min: 1, max: 3 }), pix: fc.boolean() }),
  kind('tickets', 1, { count: fc.integer({ min: 1, max: 3 }), pix: fc.boolean() }),
);
const op = fc.oneof(
  kind('book', 2, { guests: fc.integer({ min: 0, max: 3 }) }),
  kind('tickets', 1, { count: fc.integer({ min: 1, max: 3 }) }),
  kind('addGuest', 2, { o: pick }),
  kind('removeGuest', 2, { o: pick }),
  kind('pix', 3, { o: pick }),
  kind('card', 3, { o: pick, approved: fc.boolean() }),
  kind('payPix', 4, { p: pick, silently: fc.boolean() }),
  kind('notify', 2, { p: pick, times: fc.integer({ min: 1, max: 3 }) }),
  kind('memberCancel', 1, { o: pick }),
  kind('staffCancel', 2, { o: pick }),
  kind('staffDelete', 1, { o: pick }),
  kind('expire', 1, { o: pick }),
);
const program = fc.record({
  setup: fc.array(setup, { minLength: 1, maxLength: 3 }),
  ops: fc.array(
    fc.tuple(op, fc.boolean()).map(([o, join]) => ({ ...o, join })),
    { minLength: 1, maxLength: maxOps, size: 'max' },
  ),
});

// ---------------------------------------------------------------------------------- the stack
let stack;
try {
  stack = await startTwoApis({
    server,
    name: 'bench_money_property',
    ports,
    env: {
      PAYMENT_RECONCILE: 'true',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PAYMENT_NOTIFICATION_TOKEN: NOTIFICATION_TOKEN,
    },
  });
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
const { db, base } = stack;
const started = Date.now();

let requestN = 0;
/** The API's 5xx answers of the current run (each fails it). */
let serverErrors = [];
/** A request to one of the two processes (alternating): its status and JSON body (or null). */
async function call(method, path, token, body, headers = {}) {
  const res = await fetch(`${base(requestN++)}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 500)
    serverErrors.push(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: json, text };
}

const stats = { runs: 0, ops: 0, batches: 0, byKind: new Map(), lastCheck: '' };
/** The operations of the last run that failed (after shrinking: the smallest). */
let failedLog = [];

try {
  const tokens = await seedMembersWithTokens(
    db,
    stack.secrets.JWT_MEMBER_SECRET,
    numRuns * maxOps * 4 + 50,
    730_000_000,
    3600,
  );
  let nextMember = 0;
  const staff = await seedStaffWithToken(db, stack.secrets.JWT_STAFF_SECRET, [
    'refund-order',
    'delete-local-reservation',
    'list-local-reservation',
  ]);
  const key = (await call('GET', '/payment-order/public-key', tokens[0])).body;
  const jwe = await checkoutSealer(key);
  let guestN = 0;
  const guest = () => {
    guestN += 1;
    return { name: `Convidado ${guestN}`, doc: cpf(880_000_000 + guestN * 13) };
  };

  /** One run: fresh orders, a new place and event, the program, then the money check. */
  const run = async (prog) => {
    stats.runs += 1;
    const log = [];
    serverErrors = [];
    // Each program starts from nothing, the rate limits' counters included (the members' daily
    // guest-CPF count would otherwise turn later programs' bookings into 429s).
    await db.query(
      'TRUNCATE purchase_order, payment, money_movement, sandbox_sale, outbox_event, rate_limit_bucket CASCADE',
    );
    const place = await seedPlace(db);
    const eventId = await seedEvent(db, 500, GUEST_CENTS);
    const hours = await call('GET', `/locals/public/hours-valid/${place.slug}`);
    if (hours.status !== 200) throw new Error(`hours-valid: ${hours.status} ${hours.text}`);
    const slots = hours.body.days
      .slice(3)
      .flatMap((d) => d.slots)
      .filter((s) => !s.reservation);
    /** @type {{ kind: 'res' | 'tickets', orderId: number | null, resId?: number, token: string, guests: object[] }[]} */
    const orders = [];
    /** @type {{ paymentId: string, order: object }[]} */
    const pixes = [];
    /** The order each setup operation made. */
    const createdBy = new Map();
    const at = (list, i) => (list.length ? list[i % list.length] : undefined);
    const reservations = () => orders.filter((o) => o.kind === 'res');
    const paying = () => orders.filter((o) => o.orderId !== null);

    const perform = async (o) => {
      switch (o.kind) {
        case 'book': {
          const slot = slots.shift();
          const token = tokens[nextMember++];
          const guests = Array.from({ length: o.guests }, guest);
          const r = await call('POST', '/order/local-reservation', token, {
            local: place.id,
            startAt: slot.startTime,
            endAt: slot.endTime,
            invitations: guests,
            status: 'Pendente',
          });
          if (r.status === 201) {
            const made = {
              kind: 'res',
              orderId: r.body.order?.id ?? null,
              resId: r.body.localReservation.id,
              token,
              guests,
            };
            orders.push(made);
            createdBy.set(o, made);
          }
          return `${r.status}${r.status === 201 ? ` order ${r.body.order?.id ?? '-'} reservation ${r.body.localReservation.id}` : ` ${r.text.slice(0, 120)}`}`;
        }
        case 'tickets': {
          const token = tokens[nextMember++];
          const r = await call('POST', '/order/tickets', token, {
            event_id: eventId,
            tickets: Array.from({ length: o.count }, () => {
              const g = guest();
              return { name: g.name, cpf: g.doc };
            }),
          });
          if (r.status === 201) {
            const made = { kind: 'tickets', orderId: r.body.order.id, token, guests: [] };
            orders.push(made);
            createdBy.set(o, made);
          }
          return `${r.status}${r.status === 201 ? ` order ${r.body.order.id}` : ` ${r.text.slice(0, 120)}`}`;
        }
        case 'addGuest':
        case 'removeGuest': {
          const res = at(reservations(), o.o);
          if (!res) return 'no reservation';
          const list = o.kind === 'addGuest' ? [...res.guests, guest()] : res.guests.slice(0, -1);
          const r = await call('PUT', `/local-reservations-associate/${res.resId}`, res.token, {
            invitations: list,
          });
          if (r.status === 200) res.guests = list;
          return `${r.status} reservation ${res.resId} → ${list.length} guests`;
        }
        case 'pix': {
          const order = o.order ?? at(paying(), o.o);
          if (!order) return 'no order';
          const r = await call('PUT', `/payment-order/pix/${order.orderId}`, order.token, {
            encryptedData: await jwe(order.orderId),
          });
          if (r.status === 201) pixes.push({ paymentId: r.body.paymentId, order });
          return `${r.status} order ${order.orderId}${r.status === 201 ? ` pix ${r.body.paymentId}` : ` ${r.text.slice(0, 120)}`}`;
        }
        case 'card': {
          const order = at(paying(), o.o);
          if (!order) return 'no order';
          const r = await call('PUT', `/payment-order/credit-card/${order.orderId}`, order.token, {
            encryptedData: await jwe(order.orderId, {
              cardNumber: o.approved ? '4000000000000010' : '4000000000000012',
              holder: 'SOCIO BENCH',
              expirationDate: '12/2030',
              securityCode: '123',
              brand: 'Visa',
            }),
          });
          return `${r.status} order ${order.orderId}`;
        }
        case 'payPix': {
          const p = at(pixes, o.p);
          if (!p) return 'no pix';
          if (o.silently) {
            // the bank paid; the acquirer's notification comes later (a notify, or at the end)
            const { rowCount } = await db.query(
              `UPDATE sandbox_sale SET status = 2, end_to_end_id = 'E' || substr(md5(payment_id::text), 1, 31)
                WHERE payment_id = $1 AND status = 12 AND (expires_at IS NULL OR expires_at > now())`,
              [p.paymentId],
            );
            return `${rowCount ? 'paid' : 'not payable'} pix ${p.paymentId} (order ${p.order.orderId})`;
          }
          const r = await call('POST', `/payment-order/sandbox/pix/${p.paymentId}/pay`, null);
          return `${r.status} pix ${p.paymentId} (order ${p.order.orderId})`;
        }
        case 'notify': {
          const p = at(pixes, o.p);
          if (!p) return 'no pix';
          const statuses = await Promise.all(
            Array.from({ length: o.times }, () => notify(p.paymentId)),
          );
          return `${statuses.join(',')} pix ${p.paymentId} (order ${p.order.orderId})`;
        }
        case 'memberCancel': {
          const res = at(reservations(), o.o);
          if (!res) return 'no reservation';
          const r = await call(
            'POST',
            `/local-reservations-associate/${res.resId}/cancel`,
            res.token,
          );
          return `${r.status} reservation ${res.resId}`;
        }
        case 'staffCancel': {
          const order = at(paying(), o.o);
          if (!order) return 'no order';
          const r = await call('POST', `/orders/${order.orderId}/cancel`, staff, {
            reason: 'Cancelamento do teste de propriedade',
          });
          return `${r.status} order ${order.orderId}`;
        }
        case 'staffDelete': {
          const res = at(reservations(), o.o);
          if (!res) return 'no reservation';
          const r = await call('DELETE', `/local-reservations/${res.resId}`, staff);
          return `${r.status} reservation ${res.resId}`;
        }
        case 'expire': {
          const order = at(paying(), o.o);
          if (!order) return 'no order';
          await db.query(
            `UPDATE purchase_order SET expires_at = now() - interval '1 second'
              WHERE id = $1 AND expires_at IS NOT NULL`,
            [order.orderId],
          );
          await db.query(
            `UPDATE local_reservation SET hold_expires_at = now() - interval '1 second'
              WHERE order_id = $1 AND hold_expires_at IS NOT NULL`,
            [order.orderId],
          );
          await db.query(
            `UPDATE ticket SET hold_expires_at = now() - interval '1 second'
              WHERE order_id = $1 AND hold_expires_at IS NOT NULL`,
            [order.orderId],
          );
          const r = await call('GET', `/my-order/${order.orderId}`, order.token);
          return `${r.status} order ${order.orderId} ${r.body?.status ?? ''}`;
        }
        default:
          throw new Error(`unknown operation ${o.kind}`);
      }
    };

    // the setup at once (each order's Pix after it), then the operations in batches: an
    // operation with `join` runs at once with the one before it
    const counted = async (o) => {
      const result = await perform(o);
      stats.ops += 1;
      stats.byKind.set(o.kind, (stats.byKind.get(o.kind) ?? 0) + 1);
      return `${o.kind}: ${result}`;
    };
    const made = await Promise.all(
      prog.setup.map(async (o) => {
        const lines = [await counted(o)];
        const order = createdBy.get(o);
        if (o.pix && order?.orderId) lines.push(await counted({ kind: 'pix', order }));
        return lines;
      }),
    );
    for (const line of made.flat()) log.push(`  setup: ${line}`);
    const batches = [];
    for (const o of prog.ops) {
      if (o.join && batches.length) batches.at(-1).push(o);
      else batches.push([o]);
    }
    for (const [b, batch] of batches.entries()) {
      const results = await Promise.all(batch.map(counted));
      stats.batches += 1;
      for (const r of results) log.push(`  batch ${b + 1}: ${r}`);
    }

    // the acquirer notifies every Pix it saw paid (at least once), then everything settles
    const { rows: paid } = await db.query(
      `SELECT payment_id::text AS id FROM sandbox_sale WHERE payment_id::text = ANY($1::text[]) AND status <> 12`,
      [pixes.map((p) => p.paymentId)],
    );
    for (const { id } of paid) await notify(id);
    const errors = serverErrors.map((e) => `API error: ${e}`);
    const left = await drained();
    if (left) errors.push(left);
    const check = await stack.moneyCheck();
    stats.lastCheck = check.output;
    if (!check.passed) errors.push(`money check (exit ${check.code}):\n${check.output}`);
    const summary =
      /Money check: (\d+ orders, \d+ payments, captured R\$ [\d.]+, refunded R\$ [\d.]+)/.exec(
        check.output,
      );
    console.log(
      `run ${stats.runs}: ${prog.setup.length} orders set up, ${prog.ops.length} operations in ${batches.length} batches (${prog.ops.filter((o) => o.join).length} at once with another) → ${check.passed ? 'passed' : 'FAILED'}: ${summary?.[1] ?? ''}`,
    );
    if (process.env.BENCH_VERBOSE) console.log(log.join('\n'));
    if (errors.length) {
      failedLog = log;
      console.log(`\nrun ${stats.runs} FAILED:\n${log.join('\n')}`);
      throw new Error(errors.join('\n'));
    }
  };

  const notify = async (paymentId) =>
    (
      await call(
        'POST',
        '/payment-order/notification',
        null,
        { PaymentId: paymentId, ChangeType: 1 },
        { 'x-notification-token': NOTIFICATION_TOKEN },
      )
    ).status;

  /** Waits (at most DRAIN_MS) for the outbox and the refunds; what is left, or null. */
  const drained = async () => {
    const until = Date.now() + DRAIN_MS;
    for (;;) {
      const {
        rows: [r],
      } = await db.query(
        `SELECT (SELECT count(*)::int FROM outbox_event WHERE handled_at IS NULL) AS events,
                (SELECT count(*)::int FROM money_movement WHERE state = 'requested') AS refunds`,
      );
      if (r.events === 0 && r.refunds === 0) return null;
      if (Date.now() > until) {
        return `not drained after ${DRAIN_MS / 1000} s: ${r.events} unhandled outbox events, ${r.refunds} refunds still requested`;
      }
      await new Promise((res) => setTimeout(res, 200));
    }
  };

  console.log(
    `money property: seed ${seed}, ${numRuns} runs of up to ${maxOps} operations over 2 API processes (ports ${ports.join(', ')}), PAYMENT_RECONCILE=true`,
  );
  const out = await fc.check(fc.asyncProperty(program, run), {
    numRuns,
    seed,
    interruptAfterTimeLimit: timeLimitS * 1000,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${stats.runs} runs (${out.numRuns} generated, ${out.numShrinks} shrinks), ${stats.ops} operations in ${stats.batches} batches, ${seconds} s`,
  );
  console.log(
    `operations: ${[...stats.byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(`last money check:\n${stats.lastCheck}`);
  if (out.failed) {
    console.log(`\n${fc.defaultReportMessage(out)}`);
    console.log(`\nthe smallest failing run's operations:\n${failedLog.join('\n')}`);
    console.log(`\ngoal every interleaving adds up: FAILED (reproduce: BENCH_SEED=${seed})`);
    process.exitCode = 1;
  } else if (out.interrupted && out.numRuns < Math.min(3, numRuns)) {
    console.log(
      `\ngoal every interleaving adds up: FAILED (the time limit after ${out.numRuns} of ${numRuns} runs)`,
    );
    process.exitCode = 1;
  } else {
    const cut = out.interrupted ? ` (the time limit after ${out.numRuns} of ${numRuns} runs)` : '';
    console.log(`\ngoal every interleaving adds up: OK${cut}`);
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stack.stop();
}

/** A bookable place of its own for a run: 08:00–22:00, slots of an hour, a guest R$ 50,00. */
async function seedPlace(client) {
  const {
    rows: [local],
  } = await client.query(
    `WITH t AS (INSERT INTO local_type (description, external_value_cents, invited_value_cents, reschedule_interval_days,
                                     max_active_per_family, max_per_family_per_day, booking_opens_hour)
                VALUES ('Salão ' || gen_random_uuid(), 5000, $1, 30, NULL, NULL, NULL) RETURNING id),
          i AS (INSERT INTO reservation_interval (description, interval_minutes)
                VALUES ('Intervalo ' || gen_random_uuid(), 60) RETURNING id)
     INSERT INTO local (description, slug, local_type_id, starts_at, ends_at, capacity, reserved,
                        reservation_minutes, restriction, status, reservation_interval_id, usage_guide)
     SELECT 'Salão da propriedade ' || gen_random_uuid(), 'salao-prop-' || gen_random_uuid(), t.id,
            '08:00', '22:00', 50, true, 60, 1, 1, i.id, '<p>Guia</p>' FROM t, i
     RETURNING id, slug`,
    [GUEST_CENTS],
  );
  return local;
}
