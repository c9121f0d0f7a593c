#!/usr/bin/env node
// Reservations under a race (issue 11): TWO built API processes on one fresh PostgreSQL database,
// a bookable place and members with their sessions seeded in SQL (bench/lib/two-apis.mjs), then BENCH_REQUESTS (200) simultaneous
// `POST order/local-reservation` for ONE slot, spread over both processes and the members. The
// exclusion constraint must leave exactly one reservation; the others are 409 with the Portuguese
// message. Printed beside references of the same run (the same number of simultaneous
// `GET health` and `GET locals/public/hours-valid/{slug}`), since these machines are noisy.
// Exits 1 unless exactly one reservation (and only 201/409 answers). Then one member books eight
// dates of a place type limited to two a family at once, over both processes: exactly two.
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/reservation-race.mjs
// DATABASE_URL names the server (that default); a database of its own is created and dropped.
// BENCH_REQUESTS (200), BENCH_MEMBERS (20), BENCH_PORT (3420; the second process uses +1).
import { burst, pct, seedMembersWithTokens, startTwoApis, table } from './lib/two-apis.mjs';

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Math.max(2, Number(process.env.BENCH_REQUESTS ?? 200));
const members = Math.max(1, Number(process.env.BENCH_MEMBERS ?? 20));
const firstPort = Number(process.env.BENCH_PORT ?? 3420);
const ports = [firstPort, firstPort + 1];
const SLOT_TAKEN =
  'Este horário acabou de ser reservado por outro associado. Escolha outro horário.';

let stack;
try {
  stack = await startTwoApis({ server, name: 'bench_race', ports });
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
const { db, base } = stack;

try {
  const { localId, slug } = await seedPlace(db);
  const tokens = await seedMembersWithTokens(
    db,
    stack.secrets.JWT_MEMBER_SECRET,
    members,
    700_000_000,
  );
  const hoursRes = await fetch(`${base(0)}/locals/public/hours-valid/${slug}`);
  const days = (await hoursRes.json()).days;
  const slot = days[2].slots[0];

  const health = await burst(requests, (i) => fetch(`${base(i)}/health`));
  const hours = await burst(requests, (i) => fetch(`${base(i)}/locals/public/hours-valid/${slug}`));
  const bodies = [];
  const race = await burst(requests, async (i) => {
    const res = await fetch(`${base(i)}/order/local-reservation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[i % tokens.length]}`,
      },
      body: JSON.stringify({
        local: localId,
        startAt: slot.startTime,
        endAt: slot.endTime,
        // Half with a paying guest (a hold), half free (confirmed at once).
        invitations: i % 2 ? [{ name: 'Convidado', doc: '11144477735' }] : [],
      }),
    });
    bodies.push(await res.json().catch(() => null));
    return res;
  });
  const [{ n: inDb }] = (
    await db.query(
      `SELECT count(*)::int AS n FROM local_reservation
        WHERE local_id = $1 AND (status = 2 OR (status = 1 AND hold_expires_at > now()))`,
      [localId],
    )
  ).rows;
  const wrongMessage = bodies.filter((b) => b?.statusCode === 409 && b.error !== SLOT_TAKEN);

  const count = (r, s) => r.statuses.filter((x) => x === s).length;
  const other = (r) => r.statuses.filter((x) => x !== 201 && x !== 409 && x !== 200).length;
  console.log(
    `\nreservation race: ${requests} simultaneous requests over 2 API processes (ports ${ports.join(', ')}), ${tokens.length} members, one slot (${slot.startTime})\n`,
  );
  table(
    [44, 9, 6, 6, 6, 6, 8, 8],
    [
      ['', 'requests', '200', '201', '409', 'other', 'p50 ms', 'p99 ms'],
      ...[
        ['reference: GET health', health],
        ['reference: GET locals/public/hours-valid', hours],
        ['POST order/local-reservation (one slot)', race],
      ].map(([label, r]) => [
        label,
        r.statuses.length,
        count(r, 200),
        count(r, 201),
        count(r, 409),
        other(r),
        pct(r.times, 50).toFixed(1),
        pct(r.times, 99).toFixed(1),
      ]),
    ],
  );
  console.log(`\nactive reservations of the place in the database: ${inDb} (must be 1)`);
  if (wrongMessage.length) console.log(`409s without the expected message: ${wrongMessage.length}`);
  const ok =
    inDb === 1 &&
    count(race, 201) === 1 &&
    count(race, 409) === requests - 1 &&
    wrongMessage.length === 0;
  console.log(ok ? 'OK: exactly one reservation.' : 'FAILED: expected exactly one reservation.');

  // The family's fair-use limits (issue 25): ONE member, the same moment, eight different dates
  // of a place type allowing two active reservations a family, spread over both processes. The
  // family's row lock must let exactly two through, whichever process each request reached.
  const family = await seedPlace(db, 'churrasqueira-da-corrida', true);
  const [member] = await seedMembersWithTokens(db, stack.secrets.JWT_MEMBER_SECRET, 1, 710_000_000);
  const familyDays = (
    await (await fetch(`${base(0)}/locals/public/hours-valid/${family.slug}`)).json()
  ).days.slice(1, 9);
  const familyBodies = [];
  const familyRace = await burst(familyDays.length, async (i) => {
    const res = await fetch(`${base(i)}/order/local-reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member}` },
      body: JSON.stringify({
        local: family.localId,
        startAt: familyDays[i].slots[0].startTime,
        endAt: familyDays[i].slots[0].endTime,
        invitations: [],
      }),
    });
    familyBodies.push(await res.json().catch(() => null));
    return res;
  });
  const [{ n: familyInDb }] = (
    await db.query(
      `SELECT count(*)::int AS n FROM local_reservation WHERE local_id = $1 AND status = 2`,
      [family.localId],
    )
  ).rows;
  const limitCode = familyBodies.filter((b) => b?.code === 'BOOKING_LIMIT_REACHED').length;
  console.log(
    `\nfamily limit race: 1 member, ${familyDays.length} dates at once over 2 API processes, limit 2 active a family\n` +
      `answers 201: ${count(familyRace, 201)}, 409 BOOKING_LIMIT_REACHED: ${limitCode}, other: ${familyRace.statuses.filter((x) => x !== 201 && x !== 409).length}; reservations in the database: ${familyInDb} (must be 2)`,
  );
  const familyOk =
    familyInDb === 2 && count(familyRace, 201) === 2 && limitCode === familyDays.length - 2;
  console.log(
    familyOk ? 'OK: the family got its two, no more.' : 'FAILED: the family limit did not hold.',
  );
  process.exitCode = ok && familyOk ? 0 : 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stack.stop();
}

async function seedPlace(client, slug = 'salao-da-corrida', limits = false) {
  const type = await client.query(
    `INSERT INTO local_type (description, external_value_cents, invited_value_cents, reschedule_interval_days,
                             max_active_per_family, max_per_family_per_day, booking_opens_hour)
     VALUES ($1, 5000, 2500, 30, $2, $3, NULL) RETURNING id`,
    // The slot race: no family limits (a member's ten requests all race for the slot). The family
    // race: two active reservations of the type per family, one a day.
    limits ? [`Churrasqueira ${slug}`, 2, 1] : [`Salão ${slug}`, null, null],
  );
  const interval = await client.query(
    `INSERT INTO reservation_interval (description, interval_minutes) VALUES ($1, 60) RETURNING id`,
    [`1 hora ${slug}`],
  );
  const local = await client.query(
    `INSERT INTO local (description, slug, local_type_id, starts_at, ends_at, capacity, reserved,
                        reservation_minutes, restriction, status, reservation_interval_id, usage_guide)
     VALUES ($3, $3, $1, '10:00', '22:00', 20, true, 240, 1, 1, $2, '<p>Guia</p>')
     RETURNING id, slug`,
    [type.rows[0].id, interval.rows[0].id, slug],
  );
  return { localId: local.rows[0].id, slug: local.rows[0].slug };
}
