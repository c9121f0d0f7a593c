import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, MSG, P, GATE_MSG, RecordStatus } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import { CardTokenService } from '../cards/card-token.service.js';
import { CardStatus } from '../cards/entities/card.entity.js';
import type { Event } from '../events/entities/event.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import { AccessValidationService } from './access-validation.service.js';
import { GATE_EARLY_ENTRY_MINUTES } from './gate-rules.js';

type Body = Record<string, unknown>;

/** 12:00 of 10/03/2026 in São Paulo (UTC-3): the gate's clock in these tests. */
const NOW = new Date('2026-03-10T15:00:00Z');
const MIN = 60_000;

describe('gate: verify-invitation, verify-ticket, card/verify', () => {
  let t: TestApp;
  let gate: string;
  let gateUserId: string;
  let clock: Date;
  let hall: Local;
  let pool: Local;
  let ana: Associate;
  let n = 0;

  const verifyInvitation = (body: Body, requestId?: string, token = gate) => {
    const req = t.http
      .post('/api/reservation-invitations/verify-invitation')
      .set('Authorization', `Bearer ${token}`);
    if (requestId !== undefined) void req.set('X-Request-Id', requestId);
    return req.send(body);
  };
  const verifyTicket = (body: Body, requestId?: string, token = gate) => {
    const req = t.http.post('/api/tickets/verify-ticket').set('Authorization', `Bearer ${token}`);
    if (requestId !== undefined) void req.set('X-Request-Id', requestId);
    return req.send(body);
  };
  const attempts = async (where = 'true', params: unknown[] = []) =>
    (await t.dataSource.query(
      `SELECT * FROM access_attempt WHERE ${where} ORDER BY id`,
      params,
    )) as Body[];

  /** A reservation of `local` (its own order) with one guest; returns the invitation id (the code). */
  async function invitation(
    local: Local,
    startsAt: string,
    endsAt: string,
    fields: {
      status?: number;
      hold?: string | null;
      kind?: string;
      name?: string;
      usedAt?: string;
    } = {},
  ): Promise<number> {
    n += 1;
    const order = await t.dataSource
      .getRepository(Order)
      .save({ associateId: ana.id, kind: 'reserva', total: 0, status: OrderStatus.Pending });
    const [r] = (await t.dataSource.query(
      `INSERT INTO local_reservation (order_id, local_id, associate_id, starts_at, ends_at, status, hold_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        order.id,
        local.id,
        ana.id,
        startsAt,
        endsAt,
        fields.status ?? ReservationStatus.Confirmed,
        fields.hold ?? null,
      ],
    )) as { id: number }[];
    const [i] = (await t.dataSource.query(
      `INSERT INTO reservation_invitation (reservation_id, name, doc, kind, value_cents, used_at)
       VALUES ($1, $2, $3, $4, 0, $5) RETURNING id`,
      [
        r.id,
        fields.name ?? `Convidado ${n}`,
        cpfFor(70_000 + n),
        fields.kind ?? 'guest',
        fields.usedAt ?? null,
      ],
    )) as { id: number }[];
    return i.id;
  }

  /** An event at `local` whose days are exactly `days` ([start, end] instants). */
  async function eventOn(local: Local, title: string, days: [string, string][]): Promise<Event> {
    const e = await makeEvent(t.dataSource, local, { title });
    await t.dataSource.query('DELETE FROM event_date WHERE event_id = $1', [e.id]);
    for (const [s, e2] of days) {
      await t.dataSource.query(
        'INSERT INTO event_date (event_id, starts_at, ends_at) VALUES ($1, $2, $3)',
        [e.id, s, e2],
      );
    }
    return e;
  }

  async function ticket(
    event: Event | null,
    fields: { status?: number; hold?: string | null; name?: string; kind?: string | null } = {},
  ): Promise<number> {
    n += 1;
    const [row] = (await t.dataSource.query(
      `INSERT INTO ticket (event_id, associate_id, name, cpf, kind, title, value_cents, event_date, status, hold_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, 0, now(), $7, $8) RETURNING id`,
      [
        event?.id ?? null,
        ana.id,
        fields.name ?? `Portador ${n}`,
        cpfFor(80_000 + n),
        fields.kind === undefined ? 'guest' : fields.kind,
        event?.title ?? 'Convite avulso',
        fields.status ?? TicketStatus.Confirmed,
        fields.hold ?? null,
      ],
    )) as { id: number }[];
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await t.createStaff([P.listAccessValidation]);
    gateUserId = staff.id;
    gate = await t.tokenFor('staff', staff.id);
    ana = await t.createMember({ name: 'Ana Reservante' });
    hall = await eventPlace(t.dataSource);
    pool = await eventPlace(t.dataSource);
    const service = t.app.get(AccessValidationService);
    jest.spyOn(service, 'now').mockImplementation(() => new Date(clock));
  });
  beforeEach(() => {
    clock = NOW;
  });
  afterAll(() => t?.close());

  describe('reservation invitations (invitation=true)', () => {
    it('lets a guest in from 30 minutes before the slot, once; records the attempt', async () => {
      expect(GATE_EARLY_ENTRY_MINUTES).toBe(30);
      const hall = await eventPlace(t.dataSource);
      // 12:20 to 14:00 in São Paulo: 20 minutes early.
      const code = await invitation(hall, '2026-03-10T15:20:00Z', '2026-03-10T17:00:00Z', {
        name: 'Bianca Convidada',
      });
      const res = await verifyInvitation({ code, invitation: true, localId: hall.id });
      expect(res.status).toBe(200);
      const [row] = await attempts('reservation_invitation_id = $1', [code]);
      expect(res.body).toEqual({
        response: true,
        title: 'Acesso liberado',
        reasonCode: null,
        reason: null,
        person: {
          name: 'Bianca Convidada',
          userType: 'Convidado',
          doc: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/),
        },
        place: hall.description,
        usedAt: NOW.toISOString(),
        attemptId: row['id'],
      });
      const [inv] = (await t.dataSource.query(
        'SELECT doc, used_at FROM reservation_invitation WHERE id = $1',
        [code],
      )) as { doc: string; used_at: Date }[];
      expect(res.body.person.doc).toBe(`***.${inv.doc.slice(3, 6)}.${inv.doc.slice(6, 9)}-**`);
      expect(new Date(inv.used_at).toISOString()).toBe(NOW.toISOString());
      expect(row).toMatchObject({
        kind: 'invitation',
        code,
        local_id: hall.id,
        name: 'Bianca Convidada',
        doc_type: 'CPF',
        doc: inv.doc,
        user_type: 'Convidado',
        allowed: true,
        reason_code: null,
        reason: null,
        staff_user_id: gateUserId,
        request_id: null,
      });

      // The same code again, five minutes later: refused with the time of the first entry.
      clock = new Date(NOW.getTime() + 5 * MIN);
      const again = await verifyInvitation({ code, invitation: true, localId: hall.id });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        response: false,
        title: 'Acesso negado',
        reasonCode: 'ALREADY_USED',
        reason: 'Convite já utilizado às 12:00.',
        usedAt: NOW.toISOString(),
        person: { name: 'Bianca Convidada' },
      });
      // The next day, the date is said too.
      clock = new Date('2026-03-11T13:00:00Z');
      const nextDay = await verifyInvitation({ code, invitation: true, localId: hall.id });
      expect(nextDay.body.reason).toBe('Convite já utilizado em 10/03/2026 às 12:00.');
      const rows = await attempts('reservation_invitation_id = $1', [code]);
      expect(rows.map((r) => [r['allowed'], r['reason_code']])).toEqual([
        [true, null],
        [false, 'ALREADY_USED'],
        [false, 'ALREADY_USED'],
      ]);
      expect(rows[1]['reason']).toBe('Convite já utilizado às 12:00.');
    });

    it('refuses outside the slot: more than 30 minutes early, or after its end', async () => {
      const hall = await eventPlace(t.dataSource);
      // 12:40 to 14:00: 40 minutes early.
      const early = await invitation(hall, '2026-03-10T15:40:00Z', '2026-03-10T17:00:00Z');
      const res = await verifyInvitation({ code: early, invitation: true, localId: hall.id });
      expect(res.body).toMatchObject({
        response: false,
        title: 'Acesso negado',
        reasonCode: 'OUTSIDE_SLOT',
        reason: 'Fora do horário do convite: das 12:40 às 14:00.',
        usedAt: null,
      });
      // 10:00 to 11:00: over.
      const over = await invitation(hall, '2026-03-10T13:00:00Z', '2026-03-10T14:00:00Z');
      const late = await verifyInvitation({ code: over, invitation: true, localId: hall.id });
      expect(late.body).toMatchObject({
        reasonCode: 'OUTSIDE_SLOT',
        reason: 'Fora do horário do convite: das 10:00 às 11:00.',
      });
      // Exactly 30 minutes before 12:40 (12:10): in.
      clock = new Date('2026-03-10T15:10:00Z');
      const onTime = await verifyInvitation({ code: early, invitation: true, localId: hall.id });
      expect(onTime.body).toMatchObject({ response: true, title: 'Acesso liberado' });
      const used = (await t.dataSource.query(
        'SELECT used_at FROM reservation_invitation WHERE id = ANY($1)',
        [[early, over]],
      )) as { used_at: Date | null }[];
      expect(used.filter((u) => u.used_at !== null)).toHaveLength(1);
    });

    it('refuses another day with the invitation date and slot', async () => {
      const room = await eventPlace(t.dataSource);
      const code = await invitation(room, '2026-03-11T13:00:00Z', '2026-03-11T15:00:00Z');
      const res = await verifyInvitation({ code, invitation: true, localId: room.id });
      expect(res.body).toMatchObject({
        response: false,
        reasonCode: 'OTHER_DAY',
        reason: 'Convite para outro dia: 11/03/2026 das 10:00 às 12:00.',
      });
    });

    it('refuses another place, naming the place of the invitation', async () => {
      const code = await invitation(pool, '2026-03-10T14:30:00Z', '2026-03-10T17:00:00Z');
      const res = await verifyInvitation({ code, invitation: true, localId: hall.id });
      expect(res.body).toMatchObject({
        response: false,
        reasonCode: 'OTHER_PLACE',
        reason: `Convite de outro local: ${pool.description}.`,
        place: pool.description,
      });
      const [row] = await attempts('reservation_invitation_id = $1', [code]);
      // The attempt is of the gate's place.
      expect(row).toMatchObject({ local_id: hall.id, allowed: false, reason_code: 'OTHER_PLACE' });
      expect(
        (await verifyInvitation({ code, invitation: true, localId: pool.id })).body.response,
      ).toBe(true);
    });

    it('refuses a cancelled, unpaid or expired reservation', async () => {
      const slot = ['2026-03-10T14:30:00Z', '2026-03-10T16:00:00Z'] as const;
      const room = await eventPlace(t.dataSource);
      const cancelled = await invitation(room, ...slot, { status: ReservationStatus.Cancelled });
      const unpaid = await invitation(room, ...slot, {
        status: ReservationStatus.Pending,
        hold: '2026-03-10T15:10:00Z',
      });
      const lapsed = await invitation(room, ...slot, { status: ReservationStatus.Expired });
      const expired = await invitation(await eventPlace(t.dataSource), ...slot, {
        status: ReservationStatus.Pending,
        hold: '2026-03-10T14:59:00Z',
      });
      const check = async (code: number, local: Local) =>
        (await verifyInvitation({ code, invitation: true, localId: local.id })).body as Body;
      expect(await check(cancelled, room)).toMatchObject({
        response: false,
        reasonCode: 'CANCELLED',
        reason: 'Reserva cancelada.',
      });
      expect(await check(unpaid, room)).toMatchObject({
        response: false,
        reasonCode: 'UNPAID',
        reason: 'Pagamento pendente.',
      });
      expect(await check(lapsed, room)).toMatchObject({
        response: false,
        reasonCode: 'EXPIRED',
        reason: 'Reserva expirada sem pagamento.',
      });
      expect(await check(expired, room)).toMatchObject({
        reasonCode: 'EXPIRED',
        reason: 'Reserva expirada sem pagamento.',
      });
      const used = (await t.dataSource.query(
        'SELECT count(*)::int AS n FROM reservation_invitation WHERE id = ANY($1) AND used_at IS NOT NULL',
        [[cancelled, unpaid, lapsed, expired]],
      )) as { n: number }[];
      expect(used[0].n).toBe(0);
    });

    it('says an unknown code is unknown (200, recorded), never 404', async () => {
      const res = await verifyInvitation({ code: 987654, invitation: true, localId: hall.id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        response: false,
        title: 'Acesso negado',
        reasonCode: 'UNKNOWN_CODE',
        reason: 'Código não encontrado.',
        person: null,
        place: null,
        usedAt: null,
      });
      const [row] = await attempts('id = $1', [res.body.attemptId]);
      expect(row).toMatchObject({
        kind: 'invitation',
        code: 987654,
        local_id: hall.id,
        allowed: false,
        reason_code: 'UNKNOWN_CODE',
        reason: 'Código não encontrado.',
        name: null,
      });
    });

    it('shows a club member guest as Associado', async () => {
      const hall = await eventPlace(t.dataSource);
      const code = await invitation(hall, '2026-03-10T14:00:00Z', '2026-03-10T14:50:00Z', {
        kind: 'associate',
        name: 'Sócio Convidado',
      });
      clock = new Date('2026-03-10T14:10:00Z');
      const res = await verifyInvitation({ code, invitation: true, localId: hall.id });
      expect(res.body).toMatchObject({
        response: true,
        person: { name: 'Sócio Convidado', userType: 'Associado' },
      });
    });
  });

  describe('idempotent retry (X-Request-Id)', () => {
    it('answers a retry with the stored reply: one entry, one attempt row', async () => {
      const pool = await eventPlace(t.dataSource);
      const code = await invitation(pool, '2026-03-10T16:00:00Z', '2026-03-10T17:00:00Z');
      clock = new Date('2026-03-10T15:40:00Z');
      const first = await verifyInvitation({ code, invitation: true, localId: pool.id }, 'tent-1');
      expect(first.body).toMatchObject({ response: true });
      clock = new Date('2026-03-10T15:45:00Z');
      const retry = await verifyInvitation({ code, invitation: true, localId: pool.id }, 'tent-1');
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      const rows = await attempts('reservation_invitation_id = $1', [code]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ request_id: 'tent-1', allowed: true });
      // A new id: a new attempt, refused as used.
      const fresh = await verifyInvitation({ code, invitation: true, localId: pool.id }, 'tent-2');
      expect(fresh.body).toMatchObject({
        response: false,
        reasonCode: 'ALREADY_USED',
        reason: 'Convite já utilizado às 12:40.',
      });
      expect(await attempts('reservation_invitation_id = $1', [code])).toHaveLength(2);
      // The same id for another code: 409, nothing recorded.
      const other = await verifyInvitation(
        { code: code + 100_000, invitation: true, localId: pool.id },
        'tent-1',
      );
      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({
        code: ErrorCode.GateRequestIdReused,
        error: GATE_MSG.gateRequestIdReused,
        fields: { 'X-Request-Id': GATE_MSG.gateRequestIdReused },
      });
      // Another staff member may use the same id: his own attempt.
      const colleague = await t.staffToken([P.listAccessValidation]);
      const theirs = await verifyInvitation(
        { code, invitation: true, localId: pool.id },
        'tent-1',
        colleague,
      );
      expect(theirs.body).toMatchObject({ response: false, reasonCode: 'ALREADY_USED' });
      expect(await attempts('reservation_invitation_id = $1', [code])).toHaveLength(3);
    });

    it('answers two simultaneous requests with the same id alike, with one attempt row', async () => {
      const hall = await eventPlace(t.dataSource);
      const code = await invitation(hall, '2026-03-10T17:00:00Z', '2026-03-10T18:00:00Z');
      clock = new Date('2026-03-10T16:50:00Z');
      const body = { code, invitation: true, localId: hall.id };
      const [a, b] = await Promise.all([
        verifyInvitation(body, 'mesma-tentativa'),
        verifyInvitation(body, 'mesma-tentativa'),
      ]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body).toEqual(b.body);
      expect(a.body.response).toBe(true);
      expect(await attempts('reservation_invitation_id = $1', [code])).toHaveLength(1);
    });
  });

  describe('event tickets (verify-ticket)', () => {
    let party: Event;
    let gala: Event;
    let later: Event;
    beforeAll(async () => {
      // 10/03 from 10:00 to 23:00 in São Paulo.
      party = await eventOn(hall, 'Festa de Março', [
        ['2026-03-10T13:00:00Z', '2026-03-11T02:00:00Z'],
      ]);
      gala = await eventOn(pool, 'Baile de Gala', [
        ['2026-03-10T13:00:00Z', '2026-03-11T02:00:00Z'],
      ]);
      later = await eventOn(hall, 'Show de Sábado', [
        ['2026-03-12T22:00:00Z', '2026-03-13T02:00:00Z'],
        ['2026-03-14T22:00:00Z', '2026-03-15T02:00:00Z'],
      ]);
    });

    it('lets a ticket in once, on a day of its event', async () => {
      const code = await ticket(party, { name: 'Carla Ingresso' });
      const res = await verifyTicket({ eventId: party.id, ticketId: code });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        response: true,
        title: 'Acesso liberado',
        reasonCode: null,
        reason: null,
        person: { name: 'Carla Ingresso', userType: 'Convidado' },
        place: 'Festa de Março',
        usedAt: NOW.toISOString(),
      });
      clock = new Date(NOW.getTime() + 20 * MIN);
      const again = await verifyTicket({ eventId: party.id, ticketId: code });
      expect(again.body).toMatchObject({
        response: false,
        title: 'Acesso negado',
        reasonCode: 'ALREADY_USED',
        reason: 'Ingresso já utilizado às 12:00.',
        usedAt: NOW.toISOString(),
      });
      const rows = await attempts('ticket_id = $1', [code]);
      expect(rows.map((r) => [r['kind'], r['event_id'], r['local_id'], r['allowed']])).toEqual([
        ['ticket', party.id, hall.id, true],
        ['ticket', party.id, hall.id, false],
      ]);
    });

    it('refuses a ticket of another event, cancelled, unpaid, expired or unknown', async () => {
      const check = async (ticketId: number) =>
        (await verifyTicket({ eventId: party.id, ticketId })).body as Body;
      expect(await check(await ticket(gala))).toMatchObject({
        response: false,
        reasonCode: 'OTHER_EVENT',
        reason: 'Ingresso de outro evento: Baile de Gala.',
      });
      expect(await check(await ticket(party, { status: TicketStatus.Cancelled }))).toMatchObject({
        reasonCode: 'CANCELLED',
        reason: 'Ingresso cancelado.',
      });
      expect(
        await check(
          await ticket(party, { status: TicketStatus.Pending, hold: '2026-03-10T15:05:00Z' }),
        ),
      ).toMatchObject({ reasonCode: 'UNPAID', reason: 'Pagamento pendente.' });
      expect(
        await check(
          await ticket(party, { status: TicketStatus.Pending, hold: '2026-03-10T14:00:00Z' }),
        ),
      ).toMatchObject({ reasonCode: 'EXPIRED', reason: 'Ingresso expirado sem pagamento.' });
      expect(await check(await ticket(party, { status: TicketStatus.Expired }))).toMatchObject({
        reasonCode: 'EXPIRED',
        reason: 'Ingresso expirado sem pagamento.',
      });
      expect(await check(99_999_999)).toMatchObject({
        response: false,
        reasonCode: 'UNKNOWN_CODE',
        reason: 'Código não encontrado.',
        person: null,
      });
    });

    it('refuses a ticket on a day its event does not happen', async () => {
      const code = await ticket(later);
      const res = await verifyTicket({ eventId: later.id, ticketId: code });
      expect(res.body).toMatchObject({
        response: false,
        reasonCode: 'OTHER_DAY',
        reason: 'Ingresso para outro dia: 12/03/2026.',
      });
      // 19:30 of 14/03, the second day: in.
      clock = new Date('2026-03-14T22:30:00Z');
      expect((await verifyTicket({ eventId: later.id, ticketId: code })).body.response).toBe(true);
    });

    it('refuses an unknown event with 400, never 404', async () => {
      const res = await verifyTicket({ eventId: 999_999, ticketId: 1 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: ErrorCode.ValidationFailed,
        fields: { eventId: MSG.eventNotFound },
      });
    });
  });

  describe("membership cards: the 'Convite' toggle off, and card/verify", () => {
    let dependentId: string;
    const card = async (fields: {
      code: number;
      associateId?: string;
      dependentId?: string;
      expires?: string;
      status?: number;
    }) => {
      const [row] = (await t.dataSource.query(
        `INSERT INTO card (owner_type, associate_id, dependent_id, expires_at, validation_code, status)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          fields.dependentId ? 'Dependent' : 'Associate',
          fields.dependentId ? null : fields.associateId,
          fields.dependentId ?? null,
          fields.expires ?? '2027-12-31',
          fields.code,
          fields.status ?? CardStatus.Active,
        ],
      )) as { id: number }[];
      return row.id;
    };
    const byCard = async (code: number) =>
      (await verifyInvitation({ code, invitation: false, localId: hall.id })).body as Body;

    beforeAll(async () => {
      const [d] = (await t.dataSource.query(
        `INSERT INTO dependent (associate_id, name, parentage, cpf, status)
         VALUES ($1, 'Davi Dependente', 'Filho', $2, 1) RETURNING id`,
        [ana.id, cpfFor(90_001)],
      )) as { id: string }[];
      dependentId = d.id;
    });

    it('lets an active member in with the card code, as often as he comes', async () => {
      const cardId = await card({ code: 4321, associateId: ana.id });
      const first = await byCard(4321);
      expect(first).toMatchObject({
        response: true,
        title: 'Acesso liberado',
        reasonCode: null,
        person: { name: 'Ana Reservante', userType: 'Associado' },
        place: hall.description,
        usedAt: null,
      });
      expect((await byCard(4321)).response).toBe(true);
      const rows = await attempts('card_id = $1', [cardId]);
      expect(rows.map((r) => [r['kind'], r['code'], r['allowed'], r['user_type']])).toEqual([
        ['card', 4321, true, 'Associado'],
        ['card', 4321, true, 'Associado'],
      ]);
    });

    it('refuses an expired or inactive card, an inactive person or holder', async () => {
      const other = await t.createMember({ name: 'Otto Vencido' });
      await card({ code: 5001, associateId: other.id, expires: '2026-03-09' });
      expect(await byCard(5001)).toMatchObject({
        response: false,
        reasonCode: 'CARD_EXPIRED',
        reason: MSG.cardExpired,
        person: { name: 'Otto Vencido' },
      });
      const third = await t.createMember({ name: 'Ivo Inativo' });
      await card({ code: 5002, associateId: third.id, status: CardStatus.Inactive });
      expect(await byCard(5002)).toMatchObject({
        reasonCode: 'CARD_INACTIVE',
        reason: MSG.cardInactive,
      });
      const fourth = await t.createMember({ name: 'Olga Saiu', status: RecordStatus.Inactive });
      await card({ code: 5003, associateId: fourth.id });
      expect(await byCard(5003)).toMatchObject({
        reasonCode: 'CARD_OWNER_INACTIVE',
        reason: MSG.cardOwnerInactive,
      });
      const holder = await t.createMember({ name: 'Hugo Titular', status: RecordStatus.Inactive });
      const [dep] = (await t.dataSource.query(
        `INSERT INTO dependent (associate_id, name, parentage, status)
         VALUES ($1, 'Lia Filha', 'Filha', $2) RETURNING id`,
        [holder.id, RecordStatus.Active],
      )) as { id: string }[];
      await card({ code: 5004, dependentId: dep.id });
      expect(await byCard(5004)).toMatchObject({
        reasonCode: 'CARD_HOLDER_INACTIVE',
        reason: MSG.cardHolderInactive,
        person: { name: 'Lia Filha', userType: 'Dependente', doc: null },
      });
      await card({ code: 5005, dependentId });
      expect(await byCard(5005)).toMatchObject({
        response: true,
        person: { name: 'Davi Dependente', userType: 'Dependente' },
      });
      expect(await byCard(77_777)).toMatchObject({
        response: false,
        reasonCode: 'UNKNOWN_CODE',
        reason: 'Código não encontrado.',
      });
    });

    it('card/verify keeps its reply and records the check with the place', async () => {
      const member = await t.createMember({ name: 'Quintino QR' });
      const cardId = await card({ code: 6060, associateId: member.id });
      const token = t.app
        .get(CardTokenService)
        .sign(
          { kind: 'card', cardId, code: 6060, ownerType: 'Associate', ownerId: member.id },
          '2027-12-31',
        );
      const send = (body: Body, requestId?: string) => {
        const req = t.http.post('/api/card/verify').set('Authorization', `Bearer ${gate}`);
        if (requestId) void req.set('X-Request-Id', requestId);
        return req.send(body);
      };
      const res = await send({ token, localId: pool.id }, 'qr-1');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        verdict: 'valid',
        valid: true,
        title: 'Acesso liberado',
        reason: null,
        owner: { name: 'Quintino QR' },
        card: { id: cardId },
      });
      expect((await send({ token, localId: pool.id }, 'qr-1')).body).toEqual(res.body);
      const rows = await attempts('card_id = $1', [cardId]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'card',
        code: 6060,
        local_id: pool.id,
        allowed: true,
        name: 'Quintino QR',
        doc: member.cpf,
        user_type: 'Associado',
        request_id: 'qr-1',
      });
      // Without a place, and a tampered token: still recorded.
      const bad = await send({ token: `${token}x` });
      expect(bad.status).toBe(200);
      expect(bad.body).toMatchObject({ valid: false, reason: MSG.cardTokenInvalid });
      const [last] = await attempts(
        "id = (SELECT max(id) FROM access_attempt WHERE kind = 'card')",
      );
      expect(last).toMatchObject({
        allowed: false,
        reason_code: 'CARD_INVALID',
        local_id: null,
        card_id: null,
      });
      const unknownPlace = await send({ token, localId: 999_999 });
      expect(unknownPlace.status).toBe(400);
      expect(unknownPlace.body.fields).toEqual({ localId: MSG.localNotFound });
    });
  });

  describe('access and bad input', () => {
    const good = () => ({ code: 1234, invitation: true, localId: hall.id });

    it('needs a staff token (401) with list-access-validation (403)', async () => {
      expect(
        (await t.http.post('/api/reservation-invitations/verify-invitation').send(good())).status,
      ).toBe(401);
      expect(
        (await t.http.post('/api/tickets/verify-ticket').send({ eventId: 1, ticketId: 1 })).status,
      ).toBe(401);
      const other = await t.staffToken([P.listReservationInvitations, P.listCard]);
      const denied = await verifyInvitation(good(), undefined, other);
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe(ErrorCode.Forbidden);
      expect((await verifyTicket({ eventId: 1, ticketId: 1 }, undefined, other)).status).toBe(403);
      expect(
        (
          await t.http
            .post('/api/card/verify')
            .set('Authorization', `Bearer ${other}`)
            .send({ token: 'a.b.c' })
        ).status,
      ).toBe(403);
      const member = await t.memberToken();
      expect((await verifyInvitation(good(), undefined, member)).status).toBe(401);
    });

    it('answers bad input with 400, the error shape and a Portuguese message', async () => {
      const before = (await attempts()).length;
      const expect400 = async (res: { status: number; body: Body }, fields: Body) => {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed });
        expect(res.body['fields']).toEqual(fields);
      };
      await expect400(await verifyInvitation({ ...good(), code: 0 }), {
        code: MSG.accessCodeInvalid,
      });
      await expect400(await verifyInvitation({ ...good(), code: 2_147_483_647 }), {
        code: MSG.accessCodeInvalid,
      });
      await expect400(await verifyInvitation({ ...good(), code: '1234' }), {
        code: MSG.accessCodeInvalid,
      });
      await expect400(await verifyInvitation({ ...good(), code: 12.5 }), {
        code: MSG.accessCodeInvalid,
      });
      await expect400(await verifyInvitation({ code: 1234, localId: hall.id }), {
        invitation: MSG.required,
      });
      await expect400(await verifyInvitation({ ...good(), localId: 999_999 }), {
        localId: MSG.localNotFound,
      });
      await expect400(await verifyTicket({ eventId: 1, ticketId: -3 }), {
        ticketId: MSG.eventCodeInvalid,
      });
      await expect400(await verifyTicket({ eventId: 'x', ticketId: 3 }), {
        eventId: 'Identificador inválido.',
      });
      await expect400(await verifyInvitation(good(), 'tem espaço'), {
        'X-Request-Id': GATE_MSG.gateRequestIdInvalid,
      });
      await expect400(await verifyInvitation(good(), 'a'.repeat(65)), {
        'X-Request-Id': GATE_MSG.gateRequestIdInvalid,
      });
      const extra = await verifyInvitation({ ...good(), hack: 1 });
      expect(extra.status).toBe(400);
      const notJson = await t.http
        .post('/api/reservation-invitations/verify-invitation')
        .set('Authorization', `Bearer ${gate}`)
        .set('Content-Type', 'application/json')
        .send('{"code":');
      expect(notJson.status).toBe(400);
      expect(notJson.body.error).toEqual(expect.any(String));
      // Nothing was recorded for a request that never reached the check.
      expect(await attempts()).toHaveLength(before);
    });
  });
});
