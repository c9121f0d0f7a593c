import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  outsider,
  reservationWorld,
  type ReservationWorld,
} from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { setClubSettings } from '../../test/club-settings.js';
import type { Local } from '../locals/entities/local.entity.js';

/**
 * A guest's visits a month (issue 25): one outside guest CPF is invited to at most the
 * settings' cap (4 by default) of reservations in a calendar month, whoever invites them.
 */
describe('reservations: visits a month per outside guest, across hosts', () => {
  let t: TestApp;
  let w: ReservationWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
  });
  afterAll(() => t?.close());

  /** The offered dates of one calendar month with their slots: the month with the most. */
  const monthOf = async (local: Local) => {
    const days = await w.hours(local.slug);
    const byMonth = new Map<string, typeof days>();
    for (const d of days) {
      const key = d.date.slice(0, 7);
      byMonth.set(key, [...(byMonth.get(key) ?? []), d]);
    }
    const [month, list] = [...byMonth.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    // A day of another month with two slots (today, near a month's end, may have one left).
    const other = days.find((d) => !d.date.startsWith(month) && d.slots.length >= 2);
    return { month, days: list, other };
  };

  it('the fifth visit of a month is refused, whoever invites; another month is free; a guest edit counts too', async () => {
    const local = await w.place();
    const { month, days, other } = await monthOf(local);
    expect(days.length).toBeGreaterThanOrEqual(6);
    const visitor = { name: 'Visitante Frequente', doc: outsider(501) };
    for (const d of days.slice(0, 4)) {
      expect((await w.book(local, d.slots[0], [visitor])).status).toBe(201);
    }
    const [y, m] = month.split('-');
    const fifth = await w.book(local, days[4].slots[0], [visitor], w.otherToken);
    expect(fifth.status).toBe(409);
    expect(fifth.body.code).toBe('GUEST_VISITS_LIMIT');
    expect(fifth.body.error).toBe(
      `O convidado de CPF ***.${visitor.doc.slice(3, 6)}.${visitor.doc.slice(6, 9)}-** já tem 4 visitas em ${m}/${y}, o limite do clube por mês. Ele pode ser convidado de novo a partir de ${m === '12' ? `01/01/${Number(y) + 1}` : `01/${String(Number(m) + 1).padStart(2, '0')}/${y}`}.`,
    );
    expect(fifth.body.fields).toEqual({ 'invitations.0.doc': fifth.body.error });
    // Another month is another count.
    if (other) expect((await w.book(local, other.slots[1], [visitor])).status).toBe(201);
    // Adding the visitor to a reservation of the full month by editing its guests: refused too.
    const plain = await w.book(local, days[5].slots[0], [], w.otherToken);
    expect(plain.status).toBe(201);
    const edit = await w.send(
      'put',
      `/api/local-reservations-associate/${plain.body.localReservation.id}`,
      w.otherToken,
      { invitations: [visitor] },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('GUEST_VISITS_LIMIT');
    // The club may lift the cap: then the visit goes.
    await setClubSettings(t, { guest_visits_per_month: null });
    try {
      expect((await w.book(local, days[4].slots[1], [visitor], w.otherToken)).status).toBe(201);
    } finally {
      await setClubSettings(t, { guest_visits_per_month: 4 });
    }
  });

  // Needs a PostgreSQL server (DATABASE_URL, as CI sets it): PGlite runs one query at a time.
  (process.env['DATABASE_URL'] ? it : it.skip)(
    'six hosts inviting the same visitor at once in one month: four visits, no more',
    async () => {
      const local = await w.place();
      const { days } = await monthOf(local);
      const visitor = { name: 'Visitante Disputado', doc: outsider(502) };
      const hosts = [];
      for (let i = 0; i < 6; i++)
        hosts.push(await t.tokenFor('member', (await t.createMember()).id));
      const answers = await Promise.all(
        hosts.map((tk, i) => w.book(local, days[i].slots[2], [visitor], tk)),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 409, 409]);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM reservation_invitation WHERE doc = $1`,
        [visitor.doc],
      );
      expect(n).toBe(4);
    },
  );
});
