import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { API_MSG, CARD_VALIDATION_CODE_MAX, P, RecordStatus } from '@clube/shared';
import { dayOffset, isStored, jpeg, PDF } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Associate, AssociateStatus } from '../associates/entities/associate.entity.js';
import { Associate as AssociateEntity } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { AuditLog } from '../audit/entities/audit-log.entity.js';
import { StoredFile } from '../files/entities/stored-file.entity.js';
import { CardsService } from './cards.service.js';
import { Card, CardStatus } from './entities/card.entity.js';

type Fields = Record<string, string>;
const PERMS = [P.listCard, P.insertCard, P.updateCard, P.deleteCard];
const DENIED = 'Nível de usuário insuficiente para o acesso';

/** Today + n years in the club's zone, as the API computes a default expiry. */
function yearsFromToday(n: number): string {
  const [y, m, d] = dayOffset(0).split('-').map(Number);
  const last = new Date(Date.UTC(y + n, m, 0)).getUTCDate();
  return `${y + n}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

describe('membership cards (card)', () => {
  let t: TestApp;
  let staff: string;
  let gate: string;
  let img: Buffer;
  let holder: Associate;
  let other: Associate;
  let dependent: Dependent;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken(PERMS);
    gate = await t.staffToken([P.listAccessValidation]);
    img = await jpeg(60, 80);
    holder = await t.createMember({
      name: 'Carlos Titular',
      registration: '7001',
      birthDate: '1980-05-14',
    });
    other = await t.createMember({ name: 'Outra Pessoa', registration: '7002' });
    dependent = await t.dataSource.getRepository(Dependent).save({
      associate: { id: holder.id },
      name: 'Mariana Dependente',
      parentage: 'Cônjuge',
      birthDate: '1982-09-30',
      cpf: null,
    });
  });
  afterAll(() => t?.close());

  const send = (
    method: 'post' | 'put',
    url: string,
    fields: Fields,
    picture: Buffer | null = img,
    token = staff,
  ) => {
    const req = t.http[method](url).auth(token, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    if (picture) void req.attach('picture', picture, 'foto.jpg');
    return req;
  };
  const verify = (token: string, as = gate) =>
    t.http.post('/api/card/verify').auth(as, { type: 'bearer' }).send({ token });
  const cards = () => t.dataSource.getRepository(Card).count();
  const ownerCard = async (ownerId: string, ownerType = 'Associate', extra: Fields = {}) => {
    const res = await send('post', '/api/card', { ownerType, ownerId, ...extra });
    expect(res.status).toBe(201);
    return res.body.card as {
      id: number;
      qrToken: string;
      validationCode: number;
      picture: string;
    };
  };
  const deactivate = (id: number) => send('put', `/api/card/${id}`, { status: '2' }, null);

  it('asks for the card permissions (403 in Portuguese) and the access-validation one to verify', async () => {
    expect((await t.http.get('/api/card')).status).toBe(401);
    const none = await t.staffToken([]);
    const list = await t.http.get('/api/card').auth(none, { type: 'bearer' });
    expect(list.status).toBe(403);
    expect(list.body.error).toBe(DENIED);
    const lister = await t.staffToken([P.listCard]);
    const create = await send(
      'post',
      '/api/card',
      { ownerType: 'Associate', ownerId: holder.id },
      img,
      lister,
    );
    expect(create.status).toBe(403);
    expect(create.body.error).toBe(DENIED);
    expect(await cards()).toBe(0);
    const member = await t.memberToken();
    expect((await t.http.get('/api/card').auth(member, { type: 'bearer' })).status).toBe(401);
    const check = await verify('x', staff);
    expect(check.status).toBe(403);
    expect(check.body.error).toBe(DENIED);
  });

  it('refuses bad input with Portuguese messages, saving nothing', async () => {
    const files = await t.dataSource.getRepository(StoredFile).count();
    const cases: [Fields, string, string, Buffer | null][] = [
      [{ ownerType: 'Socio', ownerId: holder.id }, 'ownerType', API_MSG.cardOwnerTypeInvalid, img],
      [
        { ownerType: 'Associate', ownerId: randomUUID() },
        'ownerId',
        API_MSG.cardOwnerNotFound,
        img,
      ],
      [{ ownerType: 'Dependent', ownerId: holder.id }, 'ownerId', API_MSG.cardOwnerNotFound, img],
      [{ ownerType: 'Associate', ownerId: 'abc' }, 'ownerId', API_MSG.cardOwnerNotFound, img],
      [
        { ownerType: 'Associate', ownerId: holder.id, expiresAt: '2027-02-30' },
        'expiresAt',
        'Data inválida: use o formato aaaa-mm-dd.',
        img,
      ],
      [
        { ownerType: 'Associate', ownerId: holder.id, expiresAt: '30/01/2027' },
        'expiresAt',
        'Data inválida: use o formato aaaa-mm-dd.',
        img,
      ],
      [
        { ownerType: 'Associate', ownerId: holder.id, validationCode: '100000' },
        'validationCode',
        API_MSG.cardCodeRange,
        img,
      ],
      [
        { ownerType: 'Associate', ownerId: holder.id, validationCode: '0' },
        'validationCode',
        API_MSG.cardCodeRange,
        img,
      ],
      [
        { ownerType: 'Associate', ownerId: holder.id, validationCode: '12a' },
        'validationCode',
        API_MSG.cardCodeRange,
        img,
      ],
      [
        { ownerType: 'Associate', ownerId: holder.id },
        'picture',
        API_MSG.cardPictureRequired,
        null,
      ],
    ];
    for (const [fields, field, message, picture] of cases) {
      const res = await send('post', '/api/card', fields, picture);
      expect([res.status, res.body.fields?.[field]]).toEqual([400, message]);
      expect(typeof res.body.error).toBe('string');
    }
    const pdf = await send(
      'post',
      '/api/card',
      { ownerType: 'Associate', ownerId: holder.id },
      PDF,
    );
    expect(pdf.status).toBe(415);
    expect(await cards()).toBe(0);
    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(files);
  });

  it("issues a card with the defaults (3 years, a random code) and says 'Carteirinha cadastrada'", async () => {
    const res = await send('post', '/api/card', { ownerType: 'Associate', ownerId: holder.id });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Carteirinha cadastrada');
    const card = res.body.card;
    expect(card).toMatchObject({
      ownerType: 'Associate',
      ownerId: holder.id,
      ownerName: 'Carlos Titular',
      registration: '7001',
      cpf: holder.cpf,
      birthDate: '1980-05-14',
      expiresAt: yearsFromToday(3),
      expired: false,
      status: { id: 1, description: 'Ativo' },
      owner: { type: 'Associate', holder: { id: holder.id, name: 'Carlos Titular' } },
    });
    expect(card.validationCode).toBeGreaterThanOrEqual(1);
    expect(card.validationCode).toBeLessThanOrEqual(CARD_VALIDATION_CODE_MAX);
    expect(card.picture).toMatch(/^\/api\/files\//);
    expect(isStored(t, card.picture)).toBe(true);
    expect(card.qrToken.split('.')).toHaveLength(3);
    // The QR carries a signed token, not the bare code.
    expect(card.qrToken).not.toBe(String(card.validationCode));

    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ entityType: 'card', entityId: String(card.id) });
    expect(audit).toMatchObject({ action: 'create', associateId: holder.id });
    expect(audit.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['ownerType', 'ownerId', 'expiresAt', 'validationCode']),
    );

    const got = await t.http.get(`/api/card/${card.id}`).auth(staff, { type: 'bearer' });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: card.id, validationCode: card.validationCode });

    // One active card per person.
    const again = await send('post', '/api/card', { ownerType: 'Associate', ownerId: holder.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ACTIVE_CARD_EXISTS',
      error: API_MSG.cardOwnerHasActiveCard,
    });
    await t.http.delete(`/api/card/${card.id}`).auth(staff, { type: 'bearer' }).expect(204);
  });

  it("prints the holder's registration on a dependent's card", async () => {
    const card = await ownerCard(dependent.id, 'Dependent', {
      expiresAt: '2030-01-31',
      validationCode: '4242',
    });
    expect(card).toMatchObject({
      ownerType: 'Dependent',
      ownerName: 'Mariana Dependente',
      registration: '7001',
      birthDate: '1982-09-30',
      expiresAt: '2030-01-31',
      validationCode: 4242,
      owner: { holder: { id: holder.id, name: 'Carlos Titular' } },
    });
    await t.http.delete(`/api/card/${card.id}`).auth(staff, { type: 'bearer' }).expect(204);
  });

  it('keeps validation codes unique among active cards (409 in Portuguese)', async () => {
    const a = await ownerCard(holder.id, 'Associate', { validationCode: '12345' });
    const clash = await send('post', '/api/card', {
      ownerType: 'Associate',
      ownerId: other.id,
      validationCode: '12345',
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      code: 'DUPLICATE_VALIDATION_CODE',
      error: API_MSG.cardCodeInUse,
      fields: { validationCode: API_MSG.cardCodeInUse },
    });
    // An inactive card frees its code.
    expect((await deactivate(a.id)).status).toBe(200);
    const b = await ownerCard(other.id, 'Associate', { validationCode: '12345' });
    // ...and reactivating the old one now clashes.
    const back = await send('put', `/api/card/${a.id}`, { status: '1' }, null);
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('DUPLICATE_VALIDATION_CODE');
    await t.http
      .post('/api/card/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [a.id, b.id] })
      .expect(204);
    expect(await cards()).toBe(0);
  });

  it('lists with search on name or CPF and filters on status and owner kind', async () => {
    const a = await ownerCard(holder.id);
    const d = await ownerCard(dependent.id, 'Dependent');
    const o = await ownerCard(other.id);
    await deactivate(o.id);
    const list = (q: string) =>
      t.http
        .get(`/api/card?${q}`)
        .auth(staff, { type: 'bearer' })
        .then((r) => {
          expect(r.status).toBe(200);
          return (r.body.data as { id: number }[]).map((c) => c.id).sort();
        });
    expect((await t.http.get('/api/card').auth(staff, { type: 'bearer' })).body.total).toBe(3);
    expect(await list('search=titular')).toEqual([a.id]);
    expect(await list('search=mariana')).toEqual([d.id]);
    const masked = holder.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    expect(await list(`search=${encodeURIComponent(masked)}`)).toEqual([a.id]);
    expect(await list('ownerType=Dependent')).toEqual([d.id]);
    expect(await list(`status=${CardStatus.Inactive}`)).toEqual([o.id]);
    const bad = await t.http.get('/api/card?ownerType=X').auth(staff, { type: 'bearer' });
    expect(bad.status).toBe(400);
    await t.http
      .post('/api/card/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [a.id, d.id, o.id] })
      .expect(204);
  });

  it('replaces the picture on edit (the old file goes) and audits the change', async () => {
    const card = await ownerCard(holder.id);
    const next = await send(
      'put',
      `/api/card/${card.id}`,
      { expiresAt: '2031-12-31' },
      await jpeg(60, 80, '#a27'),
    );
    expect(next.status).toBe(200);
    expect(next.body.message).toBe('O registro foi alterado!');
    expect(next.body.card.picture).not.toBe(card.picture);
    expect(isStored(t, card.picture)).toBe(false);
    expect(isStored(t, next.body.card.picture)).toBe(true);
    const log = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ entityType: 'card', entityId: String(card.id), action: 'update' });
    expect(log.changes.map((c) => c.field).sort()).toEqual(['expiresAt', 'picture']);
    await t.http.delete(`/api/card/${card.id}`).auth(staff, { type: 'bearer' }).expect(204);
    expect(isStored(t, next.body.card.picture)).toBe(false);
    expect(
      await t.dataSource
        .getRepository(AuditLog)
        .countBy({ entityId: String(card.id), action: 'delete' }),
    ).toBe(1);
    expect(
      (await t.http.delete(`/api/card/${card.id}`).auth(staff, { type: 'bearer' })).status,
    ).toBe(404);
  });

  it('draws again when the drawn code is taken by another save meanwhile', async () => {
    const taken = await ownerCard(other.id, 'Associate', { validationCode: '31337' });
    const service = t.app.get(CardsService);
    const draw = jest
      .spyOn(service as unknown as { drawCode: () => Promise<number> }, 'drawCode')
      .mockResolvedValueOnce(31337);
    const card = await ownerCard(holder.id);
    expect(draw).toHaveBeenCalledTimes(2);
    draw.mockRestore();
    expect(card.validationCode).not.toBe(31337);
    await t.http
      .post('/api/card/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [taken.id, card.id] })
      .expect(204);
  });

  describe('the gate check (POST card/verify)', () => {
    it('accepts a live card, with the photo, name, kind and validity read now', async () => {
      const card = await ownerCard(holder.id, 'Associate', { expiresAt: '2032-06-30' });
      const res = await verify(card.qrToken);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        verdict: 'valid',
        valid: true,
        title: 'Acesso liberado',
        reason: null,
        owner: {
          type: 'Associate',
          id: holder.id,
          name: 'Carlos Titular',
          registration: '7001',
          photo: card.picture,
          status: { id: 1, description: 'Ativo' },
        },
        card: { id: card.id, validity: '2032-06-30', status: { id: 1, description: 'Ativo' } },
      });
      await t.http.delete(`/api/card/${card.id}`).auth(staff, { type: 'bearer' }).expect(204);
    });

    it('refuses a copied card whose code was changed, and an altered or unknown token', async () => {
      const card = await ownerCard(holder.id);
      const copied = card.qrToken;
      const changed = await send(
        'put',
        `/api/card/${card.id}`,
        { validationCode: String((card.validationCode % 99_998) + 1) },
        null,
      );
      expect(changed.status).toBe(200);
      const old = await verify(copied);
      expect(old.body).toMatchObject({
        verdict: 'refused',
        valid: false,
        title: 'Acesso negado',
        reason: API_MSG.cardReplaced,
      });
      expect(old.body.owner.name).toBe('Carlos Titular');
      expect((await verify(changed.body.card.qrToken)).body.verdict).toBe('valid');

      // The payload changed to the new code, the signature kept: refused.
      const [h, p, s] = copied.split('.');
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
      const forged = [
        h,
        Buffer.from(JSON.stringify({ ...claims, v: changed.body.card.validationCode })).toString(
          'base64url',
        ),
        s,
      ].join('.');
      for (const token of [forged, `${copied}x`, 'abc.def.ghi', String(card.validationCode)]) {
        const res = await verify(token);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          verdict: 'refused',
          reason: API_MSG.cardTokenInvalid,
          owner: null,
          card: null,
        });
      }
      const empty = await t.http.post('/api/card/verify').auth(gate, { type: 'bearer' }).send({});
      expect(empty.status).toBe(400);
      await t.http.delete(`/api/card/${card.id}`).auth(staff, { type: 'bearer' }).expect(204);
      expect((await verify(changed.body.card.qrToken)).body.reason).toBe(API_MSG.cardNotFound);
    });

    it('refuses an expired card, an inactive card and an inactive owner', async () => {
      const expired = await ownerCard(other.id, 'Associate', { expiresAt: dayOffset(-1) });
      expect((await verify(expired.qrToken)).body).toMatchObject({
        verdict: 'refused',
        reason: API_MSG.cardExpired,
      });
      await t.http.delete(`/api/card/${expired.id}`).auth(staff, { type: 'bearer' }).expect(204);

      const card = await ownerCard(dependent.id, 'Dependent');
      expect((await verify(card.qrToken)).body.verdict).toBe('valid');
      await t.dataSource
        .getRepository(AssociateEntity)
        .update({ id: holder.id }, { status: AssociateStatus.Inactive });
      expect((await verify(card.qrToken)).body.reason).toBe(API_MSG.cardHolderInactive);
      await t.dataSource
        .getRepository(AssociateEntity)
        .update({ id: holder.id }, { status: AssociateStatus.Active });
      await t.dataSource
        .getRepository(Dependent)
        .update({ id: dependent.id }, { status: RecordStatus.Inactive });
      expect((await verify(card.qrToken)).body.reason).toBe(API_MSG.cardOwnerInactive);
      await t.dataSource
        .getRepository(Dependent)
        .update({ id: dependent.id }, { status: RecordStatus.Active });
      await deactivate(card.id);
      expect((await verify(card.qrToken)).body).toMatchObject({
        reason: API_MSG.cardInactive,
        card: { id: card.id, status: { id: 2 } },
      });
      await t.http.delete(`/api/card/${card.id}`).auth(staff, { type: 'bearer' }).expect(204);
    });
  });

  (process.env['DATABASE_URL'] ? it : it.skip)(
    'keeps active codes unique when saves race (PostgreSQL)',
    async () => {
      const people = await Promise.all(
        Array.from({ length: 12 }, (_, i) => t.createMember({ name: `Corrida ${i}` })),
      );
      // Same typed code at once: one card, the others 409.
      const typed = await Promise.all(
        people.slice(0, 4).map((p) =>
          send('post', '/api/card', {
            ownerType: 'Associate',
            ownerId: p.id,
            validationCode: '777',
          }),
        ),
      );
      expect(typed.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      // Drawn codes at once: all issued, all distinct.
      const drawn = await Promise.all(
        people
          .slice(4)
          .map((p) => send('post', '/api/card', { ownerType: 'Associate', ownerId: p.id })),
      );
      expect(drawn.map((r) => r.status)).toEqual(drawn.map(() => 201));
      const codes = drawn.map((r) => r.body.card.validationCode as number);
      expect(new Set(codes).size).toBe(codes.length);
      // Two cards for one person (without a card yet) at once: one 201, one 409.
      const lone = await t.createMember({ name: 'Corrida Única' });
      const twice = await Promise.all([
        send('post', '/api/card', { ownerType: 'Associate', ownerId: lone.id }),
        send('post', '/api/card', { ownerType: 'Associate', ownerId: lone.id }),
      ]);
      expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    },
  );
});
