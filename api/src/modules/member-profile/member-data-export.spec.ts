import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { payerFor, sandboxPayPix } from '../../test/payment-fixtures.js';
import {
  outsider,
  type ReservationWorld,
  reservationWorld,
} from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { masked } from '../../test/ticket-fixtures.js';
import { EXPORTED_TABLES, NOT_EXPORTED } from './member-data-export.service.js';

type Json = Record<string, unknown>;

/** Columns that name a person or a booking of theirs even where no foreign key says so. */
const PERSON_COLUMNS = [
  'associate_id',
  'dependent_id',
  'subject_id',
  'person_id',
  'order_id',
  'reservation_id',
  'payment_id',
];

/**
 * Every table holding rows about a member or a dependent: the associate and dependent tables,
 * whatever references them by a foreign key (directly, or through an order, a reservation, a
 * ticket, a card, a payment… at any depth), and the tables with a column named like a
 * reference to a person or a booking that no foreign key declares.
 */
async function tablesAboutPeople(t: TestApp): Promise<string[]> {
  const byForeignKey: { t: string }[] = await t.dataSource.query(`
    WITH RECURSIVE fk AS (
      SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c
       WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
    ), about(t) AS (
      SELECT 'associate'::text UNION SELECT 'dependent'
      UNION SELECT fk.child FROM fk JOIN about ON fk.parent = about.t
    )
    SELECT t FROM about`);
  const byColumn: { t: string }[] = await t.dataSource.query(
    `SELECT DISTINCT table_name::text AS t FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = ANY($1::text[])`,
    [PERSON_COLUMNS],
  );
  return [...new Set([...byForeignKey, ...byColumn].map((r) => r.t))].sort();
}

/** The values at a section's path: `orders[].payments` is every order's payments together. */
function valuesAt(data: unknown, path: string): unknown[] {
  let values = [data];
  for (const part of path.split('.')) {
    const list = part.endsWith('[]');
    const key = list ? part.slice(0, -2) : part;
    values = values.map((v) => (v as Json | null)?.[key]);
    if (list) values = values.flatMap((v) => (Array.isArray(v) ? v : []));
  }
  return values.flatMap((v) => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]));
}

describe("the member's data export holds every table about the member and the dependents", () => {
  let t: TestApp;
  let w: ReservationWorld;
  let data: Json;
  let guestInvitationId: number;
  let dependentCardId: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    const { member, memberToken, other, otherToken, dependent } = w;
    const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);

    // A paid reservation with an outside guest (the order, its payment and the ledger's capture).
    const local = await w.place();
    const booked = await w.book(local, await w.slotOf(local, 3, 0), [
      { name: 'Convidada Externa', doc: outsider(1) },
    ]);
    expect(booked.status).toBe(201);
    const pix = await (await payerFor(t, memberToken)).pix(booked.body.order.id);
    expect(pix.status).toBe(201);
    expect((await sandboxPayPix(t, pix.body.paymentId)).status).toBe(200);
    guestInvitationId = booked.body.localReservation.invitations[0].id;

    // Another member invites the dependent to a reservation and buys them a ticket.
    const theirs = await w.book(
      local,
      await w.slotOf(local, 4, 0),
      [{ name: dependent.name, doc: dependent.cpf }],
      otherToken,
    );
    expect(theirs.status).toBe(201);
    const event = await makeEvent(t.dataSource, await eventPlace(t.dataSource), {
      title: 'Festa da Exportação',
    });
    const buy = (tk: string, tickets: Json[]) =>
      t.http
        .post('/api/order/tickets')
        .auth(tk, { type: 'bearer' })
        .send({ event_id: event.id, tickets });
    expect(
      (await buy(otherToken, [{ name: dependent.name, cpf: masked(dependent.cpf as string) }]))
        .status,
    ).toBe(201);
    // The member's own ticket for an outside guest, and a place on an event's waitlist.
    expect(
      (await buy(memberToken, [{ name: 'Amiga do Baile', cpf: masked(outsider(2)) }])).status,
    ).toBe(201);
    await q(
      `INSERT INTO event_waitlist (event_id, associate_id, quantity, status) VALUES ($1, $2, 2, 1)`,
      [event.id, member.id],
    );

    // A sport, cards for the member and the dependent, the calendar feed, a change (history).
    const [sport] = await q(
      `INSERT INTO sport (description, status) VALUES ('Natação', 1) RETURNING id`,
    );
    await q('INSERT INTO associate_sport (associate_id, sport_id) VALUES ($1, $2)', [
      member.id,
      sport.id,
    ]);
    await q(
      `INSERT INTO card (owner_type, associate_id, expires_at, validation_code, status)
       VALUES ('Associate', $1, '2030-01-01', 4101, 1)`,
      [member.id],
    );
    [{ id: dependentCardId }] = await q(
      `INSERT INTO card (owner_type, dependent_id, expires_at, validation_code, status)
       VALUES ('Dependent', $1, '2030-01-01', 4102, 1) RETURNING id`,
      [dependent.id],
    );
    const feed = await t.http.post('/api/associate-profile/calendar').auth(memberToken, {
      type: 'bearer',
    });
    expect(feed.status).toBe(200);
    const changed = await t.http
      .put(`/api/associate-profile/${member.id}`)
      .auth(memberToken, { type: 'bearer' })
      .field('city', 'Campinas');
    expect(changed.status).toBe(200);

    // At the gate: the dependent's card, and the member's guest's invitation.
    await q(
      `INSERT INTO access_attempt (kind, code, card_id, name, doc_type, doc, user_type, allowed)
       VALUES ('card', 4102, $1, $2, 'CPF', $3, 'Dependente', true)`,
      [dependentCardId, dependent.name, dependent.cpf],
    );
    await q(
      `INSERT INTO access_attempt (kind, code, reservation_invitation_id, name, doc_type, doc,
                                   user_type, allowed, reason_code, reason)
       VALUES ('invitation', $1, $1, 'Convidada Externa', 'CPF', $2, 'Convidado', false,
               'OTHER_DAY', 'Convite de outro dia.')`,
      [guestInvitationId, outsider(1)],
    );
    // Someone else's gate access stays out.
    await q(
      `INSERT INTO access_attempt (kind, code, name, doc_type, doc, user_type, allowed)
       VALUES ('card', 9999, $1, 'CPF', $2, 'Associado', true)`,
      [other.name, other.cpf],
    );

    const res = await t.http
      .get('/api/associate-profile/export')
      .auth(memberToken, { type: 'bearer' });
    expect(res.status).toBe(200);
    data = res.body as Json;
  });
  afterAll(() => t?.close());

  it('every table that references a member or a dependent has a section (or a reason not to)', async () => {
    const tables = await tablesAboutPeople(t);
    // The query finds what it should (a broken query would make this test prove nothing).
    expect(tables).toEqual(
      expect.arrayContaining(['purchase_order', 'payment', 'money_movement', 'access_attempt']),
    );
    const unaccounted = tables.filter((name) => !EXPORTED_TABLES[name] && !NOT_EXPORTED[name]);
    expect(unaccounted).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(20);
    // Each section is in the file and holds this member's rows.
    const empty = Object.entries(EXPORTED_TABLES)
      .filter(([, path]) => valuesAt(data, path).length === 0)
      .map(([table, path]) => `${table} → ${path}`);
    expect(empty).toEqual([]);
  });

  it("holds the orders' payments and ledger, the guests, tickets, waitlist and calendar feed", () => {
    const { member } = w;
    const [order] = data['orders'] as Json[];
    expect(order).toMatchObject({ kind: 'reserva', status: 'Finalizado', totalCents: 2500 });
    expect(order['payments']).toEqual([
      expect.objectContaining({ type: 'pix', state: 'paid', amountCents: 2500 }),
    ]);
    expect(order['ledger']).toEqual([
      expect.objectContaining({ kind: 'capture', state: 'done', amountCents: 2500 }),
    ]);
    expect(data['reservations']).toEqual([
      expect.objectContaining({
        status: 'Confirmada',
        guests: [expect.objectContaining({ name: 'Convidada Externa', cpf: outsider(1) })],
      }),
    ]);
    expect(data['tickets']).toEqual([
      expect.objectContaining({ event: 'Festa da Exportação', name: 'Amiga do Baile' }),
    ]);
    expect(data['waitlist']).toEqual([
      expect.objectContaining({ event: 'Festa da Exportação', quantity: 2, status: 'Aguardando' }),
    ]);
    expect(data['calendarFeed']).toEqual({ active: true, createdAt: expect.any(String) });
    expect((data['associate'] as Json)['sports']).toEqual([
      expect.objectContaining({ description: 'Natação' }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password|hash|token|secret/i);
    // The Pix's copy-and-paste code and the acquirer's ids stay out.
    expect(text).not.toMatch(/qrCode|acquirerPaymentId|000201/);
    expect(text).not.toContain(w.other.cpf);
    expect((data['associate'] as Json)['id']).toBe(member.id);
  });

  it("holds the dependent's data: invitations from others, their card and gate accesses", () => {
    const { dependent } = w;
    const invitations = data['invitations'] as { reservations: Json[]; tickets: Json[] };
    expect(invitations.reservations).toEqual([
      // Another family's member invited them: a paying guest of that member (issue 25).
      expect.objectContaining({ name: dependent.name, cpf: dependent.cpf, kind: 'guest' }),
    ]);
    expect(invitations.tickets).toEqual([
      expect.objectContaining({ name: dependent.name, cpf: dependent.cpf }),
    ]);
    expect(data['cards']).toEqual(
      expect.arrayContaining([expect.objectContaining({ ownerId: dependent.id })]),
    );
    const gate = data['gateAccesses'] as Json[];
    expect(gate.map((g) => g['name']).sort()).toEqual(['Convidada Externa', dependent.name].sort());
    expect(gate).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userType: 'Dependente', doc: dependent.cpf, allowed: true }),
        expect.objectContaining({ userType: 'Convidado', reason: 'Convite de outro dia.' }),
      ]),
    );
  });
});
