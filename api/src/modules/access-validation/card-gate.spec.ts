import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { API_MSG, P, RecordStatus } from '@clube/shared';
import { eventPlace } from '../../test/event-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import { CardTokenService } from '../cards/card-token.service.js';
import { CardStatus } from '../cards/entities/card.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { AccessValidationService } from './access-validation.service.js';

type Body = Record<string, unknown>;

/** 12:00 of 10/03/2026 in São Paulo (UTC-3): the gate's clock in these tests. */
const NOW = new Date('2026-03-10T15:00:00Z');

describe('gate: membership cards (verify-invitation with invitation=false, card/verify)', () => {
  let t: TestApp;
  let gate: string;
  let clock: Date;
  let hall: Local;
  let pool: Local;
  let ana: Associate;

  const verifyInvitation = (body: Body, requestId?: string, token = gate) => {
    const req = t.http
      .post('/api/reservation-invitations/verify-invitation')
      .set('Authorization', `Bearer ${token}`);
    if (requestId !== undefined) void req.set('X-Request-Id', requestId);
    return req.send(body);
  };
  const attempts = async (where = 'true', params: unknown[] = []) =>
    (await t.dataSource.query(
      `SELECT * FROM access_attempt WHERE ${where} ORDER BY id`,
      params,
    )) as Body[];

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
        reason: API_MSG.cardExpired,
        person: { name: 'Otto Vencido' },
      });
      const third = await t.createMember({ name: 'Ivo Inativo' });
      await card({ code: 5002, associateId: third.id, status: CardStatus.Inactive });
      expect(await byCard(5002)).toMatchObject({
        reasonCode: 'CARD_INACTIVE',
        reason: API_MSG.cardInactive,
      });
      const fourth = await t.createMember({ name: 'Olga Saiu', status: RecordStatus.Inactive });
      await card({ code: 5003, associateId: fourth.id });
      expect(await byCard(5003)).toMatchObject({
        reasonCode: 'CARD_OWNER_INACTIVE',
        reason: API_MSG.cardOwnerInactive,
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
        reason: API_MSG.cardHolderInactive,
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
      expect(bad.body).toMatchObject({ valid: false, reason: API_MSG.cardTokenInvalid });
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
      expect(unknownPlace.body.fields).toEqual({ localId: API_MSG.localNotFound });
    });
  });
});
