import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { setClubSettings } from '../../test/club-settings.js';
import {
  INVITED,
  type ReservationWorld,
  reservationWorld,
} from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Body, masked, outsider, PRICE, ticketBuyers } from '../../test/ticket-fixtures.js';
import type { Dependent } from '../associates/entities/dependent.entity.js';
import type { Local } from '../locals/entities/local.entity.js';

/**
 * The quotes (`POST order/tickets/quote`, `POST order/local-reservation/quote`): the price an
 * order would have, before the member commits, from the order's own pricing; nothing written or
 * held; no more a CPF oracle than the order itself.
 */
describe('order quotes: the total before the order', () => {
  let t: TestApp;
  let local: Local;
  let w: ReservationWorld;
  let deps: Dependent[];
  const { send, dependentsOf, newMember, buy } = ticketBuyers(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    local = await eventPlace(t.dataSource);
    w = await reservationWorld(t);
    deps = await dependentsOf(w.member, 2);
  }, 60_000);
  afterAll(() => t?.close());

  const quoteTickets = (eventId: number, tickets: Body[], tk = w.memberToken) =>
    send('post', '/api/order/tickets/quote', tk, { event_id: eventId, tickets });
  const quoteReservation = (localId: number, invitations: Body[] | null, tk = w.memberToken) =>
    send('post', '/api/order/local-reservation/quote', tk, { local: localId, invitations });
  const rowCounts = async () =>
    (
      await t.dataSource.query(
        `SELECT (SELECT count(*) FROM purchase_order)::int AS orders,
                (SELECT count(*) FROM ticket)::int AS tickets,
                (SELECT count(*) FROM local_reservation)::int AS reservations`,
      )
    )[0] as Record<string, number>;

  it('tickets: each guest priced (a dependent within the free limit free, an outsider the guest price) and the total; nothing saved, nothing held', async () => {
    const event = await makeEvent(t.dataSource, local, { ticketsTotal: 3, freeLimit: 1 });
    const before = await rowCounts();
    const guests = [
      { name: 'Qualquer Nome', cpf: masked(deps[0].cpf ?? '') },
      { name: deps[1].name, cpf: masked(deps[1].cpf ?? '') },
      { name: 'Convidada de Fora', cpf: outsider(501) },
    ];
    const res = await quoteTickets(event.id, guests);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      guests: [
        // the family's person carries the record's name, as the order would write it
        { name: deps[0].name, cpf: deps[0].cpf, free: true, value: 0, valueFormatted: 'R$ 0,00' },
        // beyond the free limit (1), a dependent pays as the order would make them pay
        {
          name: deps[1].name,
          cpf: deps[1].cpf,
          free: false,
          value: PRICE,
          valueFormatted: 'R$ 30,00',
        },
        {
          name: 'Convidada de Fora',
          cpf: outsider(501),
          free: false,
          value: PRICE,
          valueFormatted: 'R$ 30,00',
        },
      ],
      total: 2 * PRICE,
      totalFormatted: 'R$ 60,00',
    });
    expect(await rowCounts()).toEqual(before);
    // No stock taken: the three tickets are still for sale, and the order costs what was quoted.
    const bought = await buy(event, guests, w.memberToken);
    expect(bought.status).toBe(201);
    expect(bought.body.order.total).toBe(res.body.total);
  });

  it("tickets: the order's refusals come early (a CPF that already has a ticket, a duplicate CPF)", async () => {
    const event = await makeEvent(t.dataSource, local, { ticketsTotal: 5 });
    expect((await buy(event, [{ name: 'Já Tem', cpf: outsider(510) }], w.memberToken)).status).toBe(
      201,
    );
    const taken = await quoteTickets(event.id, [{ name: 'Já Tem', cpf: outsider(510) }]);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CPF_HAS_TICKET');
    const twice = await quoteTickets(event.id, [
      { name: 'Um', cpf: outsider(511) },
      { name: 'Dois', cpf: outsider(511) },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ 'tickets.1.cpf': 'CPF JÁ INSERIDO' });
  });

  it("no CPF oracle: another family's associate is quoted like any outsider, and quoted CPFs count in the order's daily limit", async () => {
    const event = await makeEvent(t.dataSource, local, { ticketsTotal: 5 });
    // Named as on record, with the club's default (other families pay): the answer is the same
    // as a stranger's — paid, no kind.
    const other = await quoteTickets(event.id, [{ name: w.other.name, cpf: w.other.cpf }]);
    expect(other.status).toBe(200);
    expect(other.body.guests).toEqual([expect.objectContaining({ free: false, value: PRICE })]);
    expect(Object.keys(other.body.guests[0] as Body).sort()).toEqual(
      ['cpf', 'free', 'name', 'value', 'valueFormatted'].sort(),
    );
    // A quote is limited like the order: the 61st different CPF outside the family in 24 h.
    const { token: checker } = await newMember();
    const place = await w.place({ capacity: 60 });
    const batch = Array.from({ length: 60 }, (_, i) => ({
      name: `Visita ${i}`,
      doc: outsider(600 + i),
    }));
    const sixty = await quoteReservation(place.id, batch, checker);
    expect(sixty.status).toBe(200);
    expect(sixty.body.total).toBe(60 * INVITED);
    const over = await quoteTickets(event.id, [{ name: 'Mais Um', cpf: outsider(700) }], checker);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/^Limite de 60 CPFs de convidados de fora da sua família/);
    // ... and the order after the quotes meets the same count.
    const order = await buy(event, [{ name: 'Mais Um', cpf: outsider(700) }], checker);
    expect(order.status).toBe(429);
  });

  it('reservations: the dependent free, an outsider at the place type invited value, the total; nothing saved', async () => {
    const place = await w.place();
    const before = await rowCounts();
    const res = await quoteReservation(place.id, [
      { name: 'Filho', doc: w.dependent.cpf },
      { name: 'Convidado de Fora', doc: outsider(520) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      guests: [
        {
          name: w.dependent.name,
          cpf: w.dependent.cpf,
          free: true,
          value: 0,
          valueFormatted: 'R$ 0,00',
        },
        {
          name: 'Convidado de Fora',
          cpf: outsider(520),
          free: false,
          value: INVITED,
          valueFormatted: 'R$ 25,00',
        },
      ],
      total: INVITED,
      totalFormatted: 'R$ 25,00',
    });
    expect(await rowCounts()).toEqual(before);
    // The setting that lets other families go free changes the quote as it changes the order.
    await setClubSettings(t, { other_families_free: true });
    try {
      const lenient = await quoteReservation(place.id, [{ name: w.other.name, doc: w.other.cpf }]);
      expect(lenient.body.guests[0]).toMatchObject({ free: true, value: 0 });
    } finally {
      await setClubSettings(t, { other_families_free: false });
    }
    // More guests than the place holds, a made-up name for a club person: the booking's 400s.
    const crowded = await quoteReservation(
      place.id,
      [1, 2, 3, 4].map((i) => ({ name: `Pessoa ${i}`, doc: outsider(530 + i) })),
    );
    expect(crowded.status).toBe(400);
    const borrowed = await quoteReservation(place.id, [{ name: 'Penetra', doc: w.other.cpf }]);
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.fields).toHaveProperty(['invitations.0.name']);
    // No token: 401.
    expect((await quoteReservation(place.id, [], '')).status).toBe(401);
  });
});
