import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { P } from '@clube/shared';
import { REPORT_PERMISSIONS, reportBuilders } from '../../test/report-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import {
  ANONYMISED_GUEST_NAME,
  guestDataDue,
  guestRetentionCutoff,
} from '../reservations/guest-retention.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import { GuestRetentionService } from './guest-retention.service.js';

type Row = Record<string, unknown>;

/** The job's clock: 15/12/2027, noon UTC. */
const NOW = new Date('2027-12-15T12:00:00Z');
const HOUR = 3_600_000;

describe("guests' retention (names and CPFs anonymised after the visit or a cancellation)", () => {
  let t: TestApp;
  let job: GuestRetentionService;
  let member: Associate;
  let staff: string;
  let gate: string;
  const ids = {} as Record<
    'old' | 'recent' | 'cancelled' | 'justExpired' | 'oldEvent' | 'recentEvent',
    number
  >;
  const q = (sql: string, params: unknown[] = []): Promise<Row[]> =>
    t.dataSource.query(sql, params);
  const guestsOf = async (reservationId: number) =>
    q('SELECT name, doc, kind FROM reservation_invitation WHERE reservation_id = $1 ORDER BY id', [
      reservationId,
    ]);
  const ticketsOf = async (eventId: number) =>
    q('SELECT name, cpf, status FROM ticket WHERE event_id = $1 ORDER BY id', [eventId]);
  const post = (url: string, body: object, token = staff) =>
    t.http.post(`/api${url}`).set('Authorization', `Bearer ${token}`).send(body);
  const get = (url: string, token = staff) =>
    t.http.get(`/api${url}`).set('Authorization', `Bearer ${token}`);

  /** What the reports say of the period (their counts and totals; the access report's rows too). */
  async function reports() {
    const period = { startsAt: '2026-11-01', endsAt: '2027-10-31' };
    const bookings = await post('/local-reservations-report', period);
    const events = await post('/events-report', period);
    const charges = await post('/report-payments', period);
    const access = await get('/access-local?accessAtFrom=2026-11-01&accessAtTo=2027-10-31', gate);
    for (const res of [bookings, events, charges, access]) expect(res.status).toBe(200);
    return {
      bookings: bookings.body,
      events: events.body,
      charges: charges.body,
      access: { total: access.body.total, chart: access.body.chart },
      accessNames: (access.body.data as Row[]).map((r) => r['name']),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    job = t.app.get(GuestRetentionService);
    jest.spyOn(job, 'now').mockImplementation(() => new Date(NOW));
    staff = await t.staffToken([...REPORT_PERMISSIONS, P.listReportPayments]);
    gate = await t.tokenFor(
      'staff',
      (await t.createStaff([P.listReservationInvitations], { admin: true })).id,
    );
    member = await t.createMember({ name: 'Sócio Anfitrião' });
    const { place, reservation, event, ticket } = reportBuilders(t);
    const hall = await place('Salão Retenção', '08:00', '22:00');
    // 13:00Z is 10:00 in São Paulo; each reservation lasts 2 hours.
    ids.old = await reservation(hall, member, '2026-11-10T13:00:00Z', 2, {
      status: ReservationStatus.Confirmed,
      total: 5000,
      paid: true,
      guests: 2,
    });
    ids.recent = await reservation(hall, member, '2027-01-10T13:00:00Z', 2, {
      status: ReservationStatus.Confirmed,
      total: 5000,
      paid: true,
      guests: 2,
    });
    ids.cancelled = await reservation(hall, member, '2027-01-20T13:00:00Z', 2, {
      status: ReservationStatus.Cancelled,
      total: 2500,
      guests: 1,
    });
    // Unpaid, its hold ran out 2 hours ago: a late Pix could still revive it.
    ids.justExpired = await reservation(hall, member, '2027-12-20T13:00:00Z', 2, {
      status: ReservationStatus.Pending,
      total: 2500,
      hold: new Date(NOW.getTime() - 2 * HOUR).toISOString(),
      guests: 1,
    });
    // A club person among the old visit's guests keeps their name and CPF.
    await q(
      `INSERT INTO reservation_invitation (reservation_id, name, doc, kind, associate_id, value_cents)
       VALUES ($1, $2, $3, 'associate', $4, 0)`,
      [ids.old, member.name, member.cpf, member.id],
    );
    // The old visit's payment (the charges report counts its guests).
    await q(
      `INSERT INTO payment (order_id, acquirer, request_id, type, state, amount_cents, created_at)
       SELECT order_id, 'sandbox', gen_random_uuid(), 'pix', 'paid', 5000, '2026-11-05T12:00:00Z'
         FROM local_reservation WHERE id = $1`,
      [ids.old],
    );
    // Events: one 13 months ago, one 11 months ago (one of its tickets cancelled).
    ids.oldEvent = await event(hall, 'Baile Antigo', [
      ['2026-11-14T22:00:00Z', '2026-11-15T03:00:00Z'],
    ]);
    ids.recentEvent = await event(hall, 'Baile Recente', [
      ['2027-01-16T22:00:00Z', '2027-01-17T03:00:00Z'],
    ]);
    await ticket(ids.oldEvent, TicketStatus.Confirmed, 3000);
    await ticket(ids.recentEvent, TicketStatus.Confirmed, 3000);
    await ticket(ids.recentEvent, TicketStatus.Cancelled, 3000);
    // The gate checked a guest of each visit; the old one's reply is kept for a retried request.
    for (const [key, at] of [
      ['old', '2026-11-10T13:30:00Z'],
      ['recent', '2027-01-10T13:30:00Z'],
    ] as const) {
      const [guest = {}] = await q(
        `SELECT id, name, doc FROM reservation_invitation WHERE reservation_id = $1 AND kind = 'guest' ORDER BY id LIMIT 1`,
        [ids[key]],
      );
      await q(
        `INSERT INTO access_attempt (kind, code, reservation_invitation_id, name, doc_type, doc,
                                     user_type, allowed, reply, created_at)
         VALUES ('invitation', $1, $1, $2::text, 'CPF', $3, 'Convidado', true,
                 jsonb_build_object('response', true,
                   'person', jsonb_build_object('name', $2::text, 'userType', 'Convidado',
                                                'doc', '***.***.***-**')), $4)`,
        [guest['id'], guest['name'], guest['doc'], at],
      );
    }
  });
  afterAll(() => t?.close());

  it('the rule: 13 months after the visit yes, 11 no; a cancelled booking at once; members never', () => {
    const visit = (monthsAgo: number) => {
      const d = new Date(NOW);
      d.setUTCMonth(d.getUTCMonth() - monthsAgo);
      return d;
    };
    const guest = { isGuest: true, cancelled: false, expiredAt: null };
    expect(guestDataDue({ ...guest, visitEndsAt: visit(13) }, NOW, 12)).toBe(true);
    expect(guestDataDue({ ...guest, visitEndsAt: visit(11) }, NOW, 12)).toBe(false);
    expect(guestDataDue({ ...guest, visitEndsAt: visit(11) }, NOW, 6)).toBe(true);
    expect(guestDataDue({ ...guest, cancelled: true, visitEndsAt: visit(-1) }, NOW, 12)).toBe(true);
    const expired = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR);
    expect(guestDataDue({ ...guest, expiredAt: expired(2), visitEndsAt: NOW }, NOW, 12)).toBe(
      false,
    );
    expect(guestDataDue({ ...guest, expiredAt: expired(25), visitEndsAt: NOW }, NOW, 12)).toBe(
      true,
    );
    expect(
      guestDataDue({ ...guest, isGuest: false, cancelled: true, visitEndsAt: visit(24) }, NOW, 12),
    ).toBe(false);
    expect(guestRetentionCutoff(NOW, 12).toISOString()).toBe('2026-12-15T12:00:00.000Z');
  });

  it('anonymises the due guests in one round, keeps the others, and the reports count the same', async () => {
    const before = await reports();
    const recentGuests = await guestsOf(ids.recent);

    expect(await job.anonymise()).toEqual({
      reservationGuests: 3,
      ticketGuests: 2,
      gateAttempts: 1,
    });

    // The visit 13 months ago: its outside guests anonymised, the member kept.
    expect(await guestsOf(ids.old)).toEqual([
      { name: ANONYMISED_GUEST_NAME, doc: null, kind: 'guest' },
      { name: ANONYMISED_GUEST_NAME, doc: null, kind: 'guest' },
      { name: member.name, doc: member.cpf, kind: 'associate' },
    ]);
    // 11 months ago: kept as they were.
    expect(await guestsOf(ids.recent)).toEqual(recentGuests);
    expect(recentGuests[0]?.['name']).toBe('Convidado 1');
    // A cancelled reservation's guest at once; an unpaid one within the day's grace is kept.
    expect(await guestsOf(ids.cancelled)).toEqual([
      { name: ANONYMISED_GUEST_NAME, doc: null, kind: 'guest' },
    ]);
    expect((await guestsOf(ids.justExpired))[0]?.['doc']).toHaveLength(11);
    // Tickets: the old event's and the cancelled one; the recent confirmed one kept.
    expect(await ticketsOf(ids.oldEvent)).toEqual([
      { name: ANONYMISED_GUEST_NAME, cpf: null, status: TicketStatus.Confirmed },
    ]);
    const recentTickets = await ticketsOf(ids.recentEvent);
    expect(recentTickets[0]).toMatchObject({ status: TicketStatus.Confirmed });
    expect(recentTickets[0]?.['name']).not.toBe(ANONYMISED_GUEST_NAME);
    expect(recentTickets[0]?.['cpf']).toHaveLength(11);
    expect(recentTickets[1]).toEqual({
      name: ANONYMISED_GUEST_NAME,
      cpf: null,
      status: TicketStatus.Cancelled,
    });
    // The gate's copy of the old guest, reply included; the recent one kept.
    const attempts = await q('SELECT name, doc, reply FROM access_attempt ORDER BY created_at');
    expect(attempts[0]).toMatchObject({
      name: ANONYMISED_GUEST_NAME,
      doc: null,
      reply: { response: true, person: { name: ANONYMISED_GUEST_NAME, doc: null } },
    });
    expect(attempts[1]).toMatchObject({ name: 'Convidado 1', doc: expect.any(String) });

    // The reports count the same guests, tickets, payments and gate entries.
    const after = await reports();
    expect(after.bookings).toEqual(before.bookings);
    expect(after.events).toEqual(before.events);
    expect(after.charges).toEqual(before.charges);
    expect(after.access).toEqual(before.access);
    expect(before.access.total).toBe(2);
    expect(after.accessNames).toContain(ANONYMISED_GUEST_NAME);
    expect(JSON.stringify(before.bookings)).toMatch(/"guests":3/);

    // Idempotent: a second round finds nothing to do.
    expect(await job.anonymise()).toEqual({
      reservationGuests: 0,
      ticketGuests: 0,
      gateAttempts: 0,
    });
  });

  it('an unpaid booking a day after its hold ran out, and the 11-month visit once 13 months have passed', async () => {
    jest.spyOn(job, 'now').mockImplementation(() => new Date(NOW.getTime() + 60 * 24 * HOUR));
    expect(await job.anonymise()).toEqual({
      reservationGuests: 3,
      ticketGuests: 1,
      gateAttempts: 1,
    });
    expect(await guestsOf(ids.justExpired)).toEqual([
      { name: ANONYMISED_GUEST_NAME, doc: null, kind: 'guest' },
    ]);
  });
});
