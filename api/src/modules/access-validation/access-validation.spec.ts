import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { API_MSG, ErrorCode, MSG, P, GATE_MSG } from '@clube/shared';
import { eventPlace } from '../../test/event-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
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
          // A guest from outside the club: no photo in the club's register.
          photo: null,
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
        localId: API_MSG.localNotFound,
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
