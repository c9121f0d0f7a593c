import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';

type Body = Record<string, unknown>;
const GATES = 8;

/**
 * Gate phones scanning one code at the same moment, on the real PostgreSQL server (CI sets
 * DATABASE_URL; on PGlite the requests run one after the other, so this only checks the
 * outcome): exactly one 'Acesso liberado', the others 'já utilizado' with the winner's time,
 * one used_at; and one request retried at once with the same X-Request-Id: the same answer,
 * one attempt row.
 */
describe(`gate under concurrency (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let tokens: string[];
  let ana: Associate;
  let n = 0;

  /** An invitation of a fresh place whose slot is on now (started 10 minutes ago). */
  async function invitationNow(): Promise<{ code: number; local: Local }> {
    n += 1;
    const local = await eventPlace(t.dataSource);
    const order = await t.dataSource
      .getRepository(Order)
      .save({ associateId: ana.id, kind: 'reserva', total: 0, status: OrderStatus.Pending });
    const [r] = (await t.dataSource.query(
      `INSERT INTO local_reservation (order_id, local_id, associate_id, starts_at, ends_at, status)
       VALUES ($1, $2, $3, now() - interval '10 minutes', now() + interval '1 hour', 2) RETURNING id`,
      [order.id, local.id, ana.id],
    )) as { id: number }[];
    const [i] = (await t.dataSource.query(
      `INSERT INTO reservation_invitation (reservation_id, name, doc, kind, value_cents)
       VALUES ($1, $2, $3, 'guest', 0) RETURNING id`,
      [r.id, `Convidado Corrida ${n}`, cpfFor(60_000 + n)],
    )) as { id: number }[];
    return { code: i.id, local };
  }

  const scan = (token: string, body: Body, requestId?: string) => {
    const req = t.http
      .post('/api/reservation-invitations/verify-invitation')
      .set('Authorization', `Bearer ${token}`);
    if (requestId) void req.set('X-Request-Id', requestId);
    return req.send(body);
  };
  const attemptsOf = async (column: string, id: number) =>
    (await t.dataSource.query(`SELECT * FROM access_attempt WHERE ${column} = $1`, [id])) as Body[];

  beforeAll(async () => {
    t = await createTestApp();
    ana = await t.createMember({ name: 'Ana Corrida' });
    tokens = [];
    for (let i = 0; i < GATES; i++) tokens.push(await t.staffToken([P.listAccessValidation]));
  }, 120_000);
  afterAll(() => t?.close());

  it('two gates scanning one invitation at once: one liberado, one already used', async () => {
    for (let round = 0; round < 5; round++) {
      const { code, local } = await invitationNow();
      const body = { code, invitation: true, localId: local.id };
      const [a, b] = await Promise.all([scan(tokens[0], body), scan(tokens[1], body)]);
      const replies = [a.body, b.body] as Body[];
      expect([a.status, b.status]).toEqual([200, 200]);
      const won = replies.filter((r) => r['title'] === 'Acesso liberado');
      const lost = replies.filter((r) => r['reasonCode'] === 'ALREADY_USED');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]['usedAt']).toBe(won[0]['usedAt']);
      expect(lost[0]['reason']).toMatch(/^Convite já utilizado às \d{2}:\d{2}\.$/);
      const [inv] = (await t.dataSource.query(
        'SELECT used_at FROM reservation_invitation WHERE id = $1',
        [code],
      )) as { used_at: Date }[];
      expect(new Date(inv.used_at).toISOString()).toBe(won[0]['usedAt']);
      const rows = await attemptsOf('reservation_invitation_id', code);
      expect(rows.map((r) => r['allowed']).sort()).toEqual([false, true]);
    }
  });

  it(`${GATES} gates at once on one invitation and one ticket: exactly one entry each`, async () => {
    const { code, local } = await invitationNow();
    const body = { code, invitation: true, localId: local.id };
    const replies = await Promise.all(tokens.map((token) => scan(token, body)));
    expect(replies.filter((r) => r.body.response === true)).toHaveLength(1);
    expect(replies.filter((r) => r.body.reasonCode === 'ALREADY_USED')).toHaveLength(GATES - 1);
    expect(await attemptsOf('reservation_invitation_id', code)).toHaveLength(GATES);

    const now = Date.now();
    const event = await makeEvent(t.dataSource, local, { title: 'Festa Corrida', days: [0] });
    await t.dataSource.query(
      'UPDATE event_date SET starts_at = $2, ends_at = $3 WHERE event_id = $1',
      [event.id, new Date(now - 3600_000), new Date(now + 3600_000)],
    );
    const [ticket] = (await t.dataSource.query(
      `INSERT INTO ticket (event_id, associate_id, name, cpf, kind, title, value_cents, event_date, status)
       VALUES ($1, $2, 'Portador Corrida', $3, 'guest', 'Festa Corrida', 0, now(), 1) RETURNING id`,
      [event.id, ana.id, cpfFor(61_000)],
    )) as { id: number }[];
    const tickets = await Promise.all(
      tokens.map((token) =>
        t.http
          .post('/api/tickets/verify-ticket')
          .set('Authorization', `Bearer ${token}`)
          .send({ eventId: event.id, ticketId: ticket.id }),
      ),
    );
    expect(tickets.map((r) => r.status)).toEqual(tokens.map(() => 200));
    expect(tickets.filter((r) => r.body.response === true)).toHaveLength(1);
    expect(tickets.filter((r) => r.body.reasonCode === 'ALREADY_USED')).toHaveLength(GATES - 1);
  });

  it('one request sent several times at once with the same X-Request-Id: one answer, one row', async () => {
    for (let round = 0; round < 3; round++) {
      const { code, local } = await invitationNow();
      const body = { code, invitation: true, localId: local.id };
      const id = `retry-${round}-${code}`;
      const replies = await Promise.all([1, 2, 3, 4].map(() => scan(tokens[0], body, id)));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      for (const r of replies) expect(r.body).toEqual(replies[0].body);
      expect(replies[0].body.response).toBe(true);
      const rows = await attemptsOf('reservation_invitation_id', code);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ request_id: id, allowed: true });
    }
  });
});
