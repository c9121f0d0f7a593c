import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MSG, CARD_QR_CODE_PATTERN, MSG, P, RecordStatus } from '@clube/shared';
import { dayOffset, isStored, jpeg } from '../../test/content-fixtures.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { RefreshToken } from '../auth/entities/refresh-token.entity.js';

describe('member profile (associate-profile, dependent-profile, card-layout/associate)', () => {
  let t: TestApp;
  let me: Associate;
  let token: string;
  let kid: Dependent;
  let inactiveKid: Dependent;
  let strangerKid: Dependent;
  let stranger: Associate;
  let img: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    img = await jpeg(60, 80);
    me = await t.createMember({
      name: 'Sócia Perfil',
      registration: '8001',
      phone: '11991234567',
      birthDate: '1985-03-10',
    });
    stranger = await t.createMember({ name: 'Outro Sócio' });
    const deps = t.dataSource.getRepository(Dependent);
    kid = await deps.save({
      associate: { id: me.id },
      name: 'Filho Perfil',
      parentage: 'Filho(a)',
    });
    inactiveKid = await deps.save({
      associate: { id: me.id },
      name: 'Afastado Perfil',
      parentage: 'Filho(a)',
      status: RecordStatus.Inactive,
    });
    strangerKid = await deps.save({
      associate: { id: stranger.id },
      name: 'Filha de Outro',
      parentage: 'Filho(a)',
    });
    // A real sign-in, so the export has a session (and a refresh token hash to keep out).
    const login = await t.http
      .post('/api/auth/login-associate')
      .send({ email: me.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    token = login.body.accessToken;
  });
  afterAll(() => t?.close());

  const put = (url: string, fields: Record<string, string>, image?: Buffer, as = token) => {
    const req = t.http.put(url).auth(as, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    if (image) void req.attach('image', image, 'foto.jpg');
    return req;
  };

  it('reads the signed-in member with dependents and the fields they may edit (members only)', async () => {
    expect((await t.http.get('/api/associate-profile')).status).toBe(401);
    const staff = await t.staffToken([P.listCard]);
    expect(
      (await t.http.get('/api/associate-profile').auth(staff, { type: 'bearer' })).status,
    ).toBe(401);
    const res = await t.http.get('/api/associate-profile').auth(token, { type: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: me.id,
      name: 'Sócia Perfil',
      email: me.email,
      cpf: me.cpf,
      registration: '8001',
      phone: '11991234567',
      birthDate: '1985-03-10',
      gender: { id: 0, description: 'Não Definido' },
      status: { id: 1, description: 'Ativo' },
      image: null,
      editableFields: expect.arrayContaining(['phone', 'address', 'zipcode', 'image']),
      dependentEditableFields: ['image', 'name', 'birthDate', 'gender'],
    });
    expect(res.body.editableFields).not.toContain('cpf');
    expect(res.body.dependents.map((d: { name: string }) => d.name)).toEqual([
      'Afastado Perfil',
      'Filho Perfil',
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it("changes the member's own contact data and photo ('O registro foi alterado!')", async () => {
    const res = await put(
      `/api/associate-profile/${me.id}`,
      {
        phone: '(11) 9 8888-7777',
        address: 'Rua Nova, 10',
        district: 'Centro',
        city: 'Campinas',
        zipcode: '13.010-000',
        state: 'sp',
        maritalStatus: 'Casado(a)',
        birthDate: '1985-03-11',
      },
      img,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('O registro foi alterado!');
    expect(res.body.profile).toMatchObject({
      phone: '11988887777',
      address: 'Rua Nova, 10',
      zipcode: '13010000',
      state: 'SP',
      maritalStatus: 'Casado(a)',
      birthDate: '1985-03-11',
      image: expect.stringMatching(/^\/api\/files\//),
    });
    const first = res.body.profile.image as string;
    expect(isStored(t, first)).toBe(true);
    // A new photo replaces the old one, whose bytes go.
    const again = await put(`/api/associate-profile/${me.id}`, {}, await jpeg(60, 80, '#a27'));
    expect(again.status).toBe(200);
    expect(again.body.profile.image).not.toBe(first);
    expect(isStored(t, first)).toBe(false);
    expect(isStored(t, again.body.profile.image)).toBe(true);
  });

  it("refuses another member's record (403), fields staff keep and bad values (400)", async () => {
    const before = await t.dataSource.getRepository(Associate).findOneByOrFail({ id: stranger.id });
    const other = await put(`/api/associate-profile/${stranger.id}`, { city: 'Invadida' });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: API_MSG.profileNotOwn, code: 'NOT_OWN_RECORD' });
    expect(
      (await t.dataSource.getRepository(Associate).findOneByOrFail({ id: stranger.id })).city,
    ).toBe(before.city);
    for (const locked of ['cpf', 'email', 'registration', 'status', 'name']) {
      const res = await put(`/api/associate-profile/${me.id}`, { [locked]: 'x' });
      expect(res.status).toBe(400);
    }
    const cases: [Record<string, string>, string, string][] = [
      [{ zipcode: '123' }, 'zipcode', MSG.zipcodeInvalid],
      [{ state: 'XX' }, 'state', MSG.stateInvalid],
      [{ phone: '123' }, 'phone', MSG.associatePhoneInvalid],
      [{ maritalStatus: 'Enrolado' }, 'maritalStatus', MSG.maritalStatusInvalid],
      [{ birthDate: '1985-02-30' }, 'birthDate', 'Data inválida: use o formato aaaa-mm-dd.'],
      [{ birthDate: dayOffset(2) }, 'birthDate', MSG.birthDateFuture],
      [{ city: '   ' }, 'city', MSG.required],
    ];
    for (const [fields, field, message] of cases) {
      const res = await put(`/api/associate-profile/${me.id}`, fields);
      expect([res.status, res.body.fields?.[field]]).toEqual([400, message]);
    }
    expect((await put('/api/associate-profile/abc', {})).status).toBe(400);
  });

  it("changes the member's own dependents only (another's is not found)", async () => {
    const res = await put(
      `/api/dependent-profile/${kid.id}`,
      { name: 'Filho Renomeado', birthDate: '2012-01-20', gender: '2' },
      img,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'O registro foi alterado!',
      dependent: {
        id: kid.id,
        name: 'Filho Renomeado',
        birthDate: '2012-01-20',
        gender: { id: 2, description: 'Masculino' },
        image: expect.stringMatching(/^\/api\/files\//),
      },
    });
    const first = res.body.dependent.image as string;
    const again = await put(`/api/dependent-profile/${kid.id}`, {}, await jpeg(60, 80, '#27a'));
    expect(isStored(t, first)).toBe(false);
    expect(isStored(t, again.body.dependent.image)).toBe(true);

    const theirs = await put(`/api/dependent-profile/${strangerKid.id}`, { name: 'Invadido' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(API_MSG.dependentNotFound);
    expect(
      (await t.dataSource.getRepository(Dependent).findOneByOrFail({ id: strangerKid.id })).name,
    ).toBe('Filha de Outro');
    expect((await put(`/api/dependent-profile/${randomUUID()}`, { name: 'X' })).status).toBe(404);
    const bad = await put(`/api/dependent-profile/${kid.id}`, { gender: '9' });
    expect(bad.status).toBe(400);
    expect((await put(`/api/dependent-profile/${kid.id}`, { parentage: 'Pai' })).status).toBe(400);
  });

  it('gives the card layout to members, with a default before staff save one', async () => {
    expect((await t.http.get('/api/card-layout/associate')).status).toBe(401);
    const res = await t.http.get('/api/card-layout/associate').auth(token, { type: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ image: null, textColor: '#FFFFFF' });
  });

  it('gives the card dialog: holder and active dependents, 30 days, tokens the gate accepts', async () => {
    const gate = await t.staffToken([P.listAccessValidation]);
    const verify = (qr: string) =>
      t.http.post('/api/card/verify').auth(gate, { type: 'bearer' }).send({ token: qr });
    const res = await t.http.get('/api/associate-profile/cards').auth(token, { type: 'bearer' });
    expect(res.status).toBe(200);
    const profile = (await t.http.get('/api/associate-profile').auth(token, { type: 'bearer' }))
      .body;
    // the short member numbers: '001'/'002' + 5 digits, and a QR code of a version 3 symbol
    const numberOf = async (entity: typeof Associate | typeof Dependent, id: string) =>
      String(
        (await t.dataSource.getRepository(entity).findOneByOrFail({ id })).memberNumber,
      ).padStart(5, '0');
    const myNumber = await numberOf(Associate, me.id);
    const kidNumber = await numberOf(Dependent, kid.id);
    expect(myNumber).not.toBe(kidNumber);
    expect(res.body).toEqual([
      {
        identifier: `001${myNumber}`,
        ownerType: 'Associate',
        ownerId: me.id,
        name: 'Sócia Perfil',
        registration: '8001',
        picture: profile.image,
        validity: dayOffset(30),
        cardId: null,
        qrToken: expect.stringMatching(CARD_QR_CODE_PATTERN),
      },
      {
        identifier: `002${kidNumber}`,
        ownerType: 'Dependent',
        ownerId: kid.id,
        name: 'Filho Renomeado',
        registration: '8001',
        picture: expect.stringMatching(/^\/api\/files\//),
        validity: dayOffset(30),
        cardId: null,
        qrToken: expect.stringMatching(CARD_QR_CODE_PATTERN),
      },
    ]);
    expect(res.body.some((c: { ownerId: string }) => c.ownerId === inactiveKid.id)).toBe(false);
    const holderCheck = await verify(res.body[0].qrToken);
    expect(holderCheck.body).toMatchObject({
      verdict: 'valid',
      owner: { id: me.id, name: 'Sócia Perfil' },
      card: { id: null, validity: dayOffset(30) },
    });

    // Staff issue a card: the dialog uses it, and the earlier token is replaced.
    const staff = await t.staffToken([P.insertCard]);
    const issued = await t.http
      .post('/api/card')
      .auth(staff, { type: 'bearer' })
      .field('ownerType', 'Associate')
      .field('ownerId', me.id)
      .field('expiresAt', dayOffset(10))
      .attach('picture', await jpeg(60, 80, '#777'), 'carteirinha.jpg');
    expect(issued.status).toBe(201);
    expect((await verify(res.body[0].qrToken)).body.reason).toBe(API_MSG.cardReplaced);
    const now = await t.http.get('/api/associate-profile/cards').auth(token, { type: 'bearer' });
    expect(now.body[0]).toMatchObject({
      cardId: issued.body.card.id,
      picture: issued.body.card.picture,
      // Never past the issued card's own expiry.
      validity: dayOffset(10),
    });
    expect((await verify(now.body[0].qrToken)).body).toMatchObject({
      verdict: 'valid',
      card: { id: issued.body.card.id, validity: dayOffset(10) },
    });
  });

  it('exports everything kept about the member as one JSON file, without hashes or tokens', async () => {
    const res = await t.http.get('/api/associate-profile/export').auth(token, { type: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="meus-dados-${dayOffset(0)}.json"`,
    );
    const data = res.body;
    expect(data.associate).toMatchObject({ id: me.id, cpf: me.cpf, city: 'Campinas', sports: [] });
    expect(data.dependents.map((d: { id: string }) => d.id).sort()).toEqual(
      [kid.id, inactiveKid.id].sort(),
    );
    expect(data.cards).toHaveLength(1);
    expect(data.history.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    const row = await t.dataSource.getRepository(Associate).findOneByOrFail({ id: me.id });
    const tokens = await t.dataSource.getRepository(RefreshToken).findBy({ subjectId: me.id });
    expect(text).not.toContain(row.passwordHash as string);
    for (const r of tokens) expect(text).not.toContain(r.tokenHash);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/password|hash|token|secret/i);
    expect(JSON.stringify(data.dependents)).not.toContain(strangerKid.id);
  });
});
