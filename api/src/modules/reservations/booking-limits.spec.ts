import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatDate } from '@clube/shared';
import { reservationWorld, type ReservationWorld } from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { occupiesSlotSql } from './reservation-status.js';

/**
 * Fair use of a place type (issue 25): a family holds at most `maxActivePerFamily` active
 * future reservations of the type and `maxPerFamilyPerDay` on one date; the member is told
 * which limit and when it frees; staff booking on the member's behalf meet the same limits.
 */
describe('reservations: fair-use limits per family and place type', () => {
  let t: TestApp;
  let w: ReservationWorld;
  let limited: LocalType;
  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    // The defaults a new place type gets: 2 active, 1 a day, dates open at 08:00.
    limited = await t.dataSource.getRepository(LocalType).save({
      description: 'Churrasqueira Limitada',
      externalValue: 5000,
      invitedValue: 2500,
      rescheduleInterval: 30,
    });
  });
  afterAll(() => t?.close());

  const place = (slug: string) => w.place({ localType: limited, slug, description: slug });
  const day = async (local: Local, n: number) => (await w.hours(local.slug))[n];
  const activeOf = async (associateId: string) =>
    Number(
      (
        await t.dataSource.query(
          `SELECT count(*) AS n FROM local_reservation r
            WHERE r.associate_id = $1 AND ${occupiesSlotSql('r')}`,
          [associateId],
        )
      )[0].n,
    );

  it('the defaults stop one family taking every slot: one a day, two ahead, each refusal saying which and when it frees', async () => {
    expect(limited).toMatchObject({
      maxActivePerFamily: 2,
      maxPerFamilyPerDay: 1,
      bookingOpensHour: 8,
    });
    const a = await place('limites-a');
    const b = await place('limites-b');
    const d1 = await day(a, 1);
    const first = await w.book(a, d1.slots[0]);
    expect(first.status).toBe(201);

    // The same date again, on another place of the type: the daily limit.
    const sameDay = await w.book(b, (await day(b, 1)).slots[1]);
    expect(sameDay.status).toBe(409);
    expect(sameDay.body).toEqual({
      statusCode: 409,
      code: 'BOOKING_LIMIT_REACHED',
      error: `Limite de 1 reserva de Churrasqueira Limitada por família no mesmo dia (${formatDate(d1.date)}) atingido. Escolha outra data.`,
    });

    const second = await w.book(a, (await day(a, 2)).slots[0]);
    expect(second.status).toBe(201);
    // A third date: two active reservations ahead is the most; told when the first ends.
    const third = await w.book(a, (await day(a, 3)).slots[0]);
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('BOOKING_LIMIT_REACHED');
    expect(third.body.error).toMatch(
      /^Limite de 2 reservas futuras ativas de Churrasqueira Limitada por família atingido\. Uma nova reserva fica possível quando uma delas terminar \(a próxima termina em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\) ou for cancelada\.$/,
    );
    // Staff booking on the member's behalf meet the same limits.
    const byStaff = await w.send('post', '/api/local-reservations', w.staff, {
      local: a.id,
      startAt: (await day(a, 4)).slots[0].startTime,
      endAt: (await day(a, 4)).slots[0].endTime,
      invitations: [],
      associate: w.member.id,
    });
    expect(byStaff.status).toBe(409);
    expect(byStaff.body.code).toBe('BOOKING_LIMIT_REACHED');
    // Another family is not affected.
    expect((await w.book(a, (await day(a, 3)).slots[0], [], w.otherToken)).status).toBe(201);
    expect(await activeOf(w.member.id)).toBe(2);

    // Cancelling one frees its place under the limit.
    const cancelled = await w.send(
      'post',
      `/api/local-reservations-associate/${second.body.localReservation.id}/cancel`,
      w.memberToken,
    );
    expect(cancelled.status).toBe(200);
    expect((await w.book(a, (await day(a, 4)).slots[0])).status).toBe(201);
  });

  // Needs a PostgreSQL server (DATABASE_URL, as CI sets it): PGlite runs one query at a time.
  (process.env['DATABASE_URL'] ? it : it.skip)(
    'one family booking from two sessions at once gets no more than its limit',
    async () => {
      const member = await t.createMember();
      const sessions = [
        await t.tokenFor('member', member.id),
        await t.tokenFor('member', member.id),
      ];
      const local = await place('limites-corrida');
      const days = (await w.hours(local.slug)).slice(1, 9);
      // Eight different dates, each session asking for four, all at once.
      const answers = await Promise.all(
        days.map((d, i) => w.book(local, d.slots[0], [], sessions[i % 2])),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 409)).toHaveLength(6);
      for (const r of answers.filter((x) => x.status === 409)) {
        expect(r.body.code).toBe('BOOKING_LIMIT_REACHED');
      }
      expect(await activeOf(member.id)).toBe(2);
    },
  );
});
