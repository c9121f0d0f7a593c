import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, MSG, P } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import type { Event } from '../events/entities/event.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import { AccessValidationService } from './access-validation.service.js';

type Body = Record<string, unknown>;

/** 12:00 of 10/03/2026 in São Paulo (UTC-3): the gate's clock in these tests. */
const NOW = new Date('2026-03-10T15:00:00Z');
const MIN = 60_000;

describe('gate: event tickets (verify-ticket)', () => {
  let t: TestApp;
  let gate: string;
  let clock: Date;
  let hall: Local;
  let pool: Local;
  let ana: Associate;
  let n = 0;

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
});
