import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, RecordStatus } from '@clube/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LocalType } from './entities/local-type.entity.js';

type Body = Record<string, unknown>;
/** A status outside the list (Ativo, Inativo): refused. */
const NOT_A_STATUS = 5;

const PERMS = [P.listLocalType, P.insertLocalType, P.updateLocalType, P.deleteLocalType];
const valid = (description: string): Body => ({
  description,
  associatedValue: 0,
  externalValue: 15000,
  invitedValue: 2550,
});

describe('place types (local-types)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken(PERMS);
  });
  afterAll(() => t?.close());

  const send = (
    method: 'get' | 'post' | 'put' | 'delete',
    url: string,
    body?: Body,
    token = staff,
  ) => {
    const req = t.http[method](url).auth(token, { type: 'bearer' });
    return body === undefined ? req : req.send(body);
  };
  const rows = () => t.dataSource.getRepository(LocalType);

  it('guards every route by its own permission (401 without a token, 403 in Portuguese without it)', async () => {
    const routes: [string, 'get' | 'post' | 'put' | 'delete', string][] = [
      [P.listLocalType, 'get', '/api/local-types'],
      [P.listLocalType, 'get', '/api/local-types/1'],
      [P.insertLocalType, 'post', '/api/local-types'],
      [P.updateLocalType, 'put', '/api/local-types/1'],
      [P.deleteLocalType, 'delete', '/api/local-types/1'],
      [P.deleteLocalType, 'post', '/api/local-types/multiple'],
    ];
    for (const [perm, method, url] of routes) {
      expect({ url, method, status: (await t.http[method](url)).status }).toEqual({
        url,
        method,
        status: 401,
      });
      const others = await t.staffToken(PERMS.filter((p) => p !== perm));
      const res = await send(method, url, {}, others);
      expect({ url, method, status: res.status }).toEqual({ url, method, status: 403 });
      expect(res.body.error).toBe('Nível de usuário insuficiente para o acesso');
    }
  });

  it('creates a place type with cents kept as integers and the 90-day default', async () => {
    const res = await send('post', '/api/local-types', {
      ...valid('  Churrasqueira Teste  '),
      associatedValue: 123456,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      description: 'Churrasqueira Teste',
      associatedValue: 123456,
      externalValue: 15000,
      invitedValue: 2550,
      rescheduleInterval: 90,
      // The fair-use defaults: 2 active future reservations and 1 a day per family; dates
      // open at 08:00.
      maxActivePerFamily: 2,
      maxPerFamilyPerDay: 1,
      bookingOpensHour: 8,
      signContract: false,
      contract: null,
      status: { id: 1, description: 'Ativo' },
    });
    const row = await rows().findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({
      associatedValue: 123456,
      externalValue: 15000,
      invitedValue: 2550,
      rescheduleInterval: 90,
    });
    const raw = await t.dataSource.query(
      'SELECT external_value_cents, invited_value_cents FROM local_type WHERE id = $1',
      [res.body.id],
    );
    expect(raw[0]).toEqual({ external_value_cents: 15000, invited_value_cents: 2550 });

    expect((await send('get', `/api/local-types/${res.body.id}`)).body).toEqual(res.body);
    const found = await send('get', '/api/local-types?search=churrasqueira%20teste');
    expect(found.body).toEqual({ data: [res.body], total: 1 });
  });

  it('keeps the fair-use limits the back office sets: empty is no limit, out of range is refused', async () => {
    const created = await send('post', '/api/local-types', {
      ...valid('Quadra Limites'),
      maxActivePerFamily: 4,
      maxPerFamilyPerDay: null,
      bookingOpensHour: 7,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      maxActivePerFamily: 4,
      maxPerFamilyPerDay: null,
      bookingOpensHour: 7,
    });
    const bad = await send('put', `/api/local-types/${created.body.id}`, {
      maxActivePerFamily: 0,
      bookingOpensHour: 24,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      maxActivePerFamily: 'Informe um número inteiro de 1 a 365, ou deixe vazio para não limitar.',
      bookingOpensHour: 'Informe uma hora inteira de 0 a 23.',
    });
    const cleared = await send('put', `/api/local-types/${created.body.id}`, {
      maxActivePerFamily: null,
    });
    expect(cleared.body).toMatchObject({ maxActivePerFamily: null, bookingOpensHour: 7 });
  });

  it('refuses missing or wrong values in Portuguese, per field, storing nothing', async () => {
    const before = await rows().count();
    const empty = await send('post', '/api/local-types', {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.fields).toEqual({
      description: 'Este campo não pode estar vazio!',
      externalValue: 'Este campo não pode estar vazio!',
      invitedValue: 'Este campo não pode estar vazio!',
    });
    for (const value of [-1, 12.5, '1500', 100_000_001]) {
      const res = await send('post', '/api/local-types', {
        ...valid('Valor errado'),
        invitedValue: value,
      });
      expect({ value, status: res.status, field: res.body.fields?.invitedValue }).toEqual({
        value,
        status: 400,
        field: 'Informe um valor em reais, de R$ 0,00 a R$ 1.000.000,00.',
      });
    }
    for (const days of [0, 3651, 1.5]) {
      const res = await send('post', '/api/local-types', {
        ...valid('Dias errados'),
        rescheduleInterval: days,
      });
      expect(res.body.fields?.rescheduleInterval).toBe(
        'Informe um número inteiro de dias, de 1 a 3650.',
      );
    }
    const status = await send('post', '/api/local-types', {
      ...valid('Status'),
      status: NOT_A_STATUS,
    });
    expect(status.body.fields.status).toBe('Valor fora da lista permitida.');
    expect(await rows().count()).toBe(before);
  });

  it('a contract to sign needs a text; the contract is sanitized', async () => {
    const none = await send('post', '/api/local-types', {
      ...valid('Salão com contrato'),
      signContract: true,
      contract: '<script>alert(1)</script>',
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ contract: 'Informe o texto do contrato a ser assinado.' });
    expect(await rows().countBy({ description: 'Salão com contrato' })).toBe(0);

    const ok = await send('post', '/api/local-types', {
      ...valid('Salão com contrato'),
      signContract: true,
      rescheduleInterval: 30,
      contract: '<p onclick="x()">Cláusula <b>1</b></p><img src="javascript:alert(1)">',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.contract).toBe('<p>Cláusula <b>1</b></p>');
    expect(ok.body.rescheduleInterval).toBe(30);
    const row = await rows().findOneByOrFail({ id: ok.body.id });
    expect(row.contract).toBe('<p>Cláusula <b>1</b></p>');

    // Clearing the text of a contract still to sign is refused; turning it off first is not.
    const cleared = await send('put', `/api/local-types/${ok.body.id}`, { contract: '' });
    expect(cleared.status).toBe(400);
    const off = await send('put', `/api/local-types/${ok.body.id}`, {
      signContract: false,
      contract: null,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ signContract: false, contract: null });
  });

  it('edits values and status but never the description (locked on edit)', async () => {
    const created = await send('post', '/api/local-types', valid('Quadra Editar'));
    const locked = await send('put', `/api/local-types/${created.body.id}`, {
      description: 'Outro nome',
    });
    expect(locked.status).toBe(400);
    expect(locked.body.fields).toEqual({ description: 'Campo não permitido.' });

    const edited = await send('put', `/api/local-types/${created.body.id}`, {
      externalValue: 99,
      status: RecordStatus.Inactive,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Quadra Editar',
      externalValue: 99,
      invitedValue: 2550,
      status: { id: 2, description: 'Inativo' },
    });
    expect((await rows().findOneByOrFail({ id: created.body.id })).externalValue).toBe(99);
    expect((await send('put', '/api/local-types/999999', { externalValue: 1 })).status).toBe(404);
  });

  it('refuses a description in use in any case (409), deletes one and many', async () => {
    await send('post', '/api/local-types', valid('Piscina Única'));
    const dup = await send('post', '/api/local-types', valid('PISCINA ÚNICA'));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      statusCode: 409,
      error: 'Já existe um tipo de local com essa descrição.',
      code: 'DUPLICATE_DESCRIPTION',
      fields: { description: 'Já existe um tipo de local com essa descrição.' },
    });

    const a = await send('post', '/api/local-types', valid('Apagar A'));
    const b = await send('post', '/api/local-types', valid('Apagar B'));
    expect((await send('delete', `/api/local-types/${a.body.id}`)).status).toBe(204);
    expect(await rows().countBy({ id: a.body.id })).toBe(0);
    expect(
      (await send('post', '/api/local-types/multiple', { ids: [b.body.id, 999999] })).status,
    ).toBe(404);
    expect(await rows().countBy({ id: b.body.id })).toBe(1);
    expect((await send('post', '/api/local-types/multiple', { ids: [b.body.id] })).status).toBe(
      204,
    );
  });

  it('options: active place types by description, for any staff member', async () => {
    await send('post', '/api/local-types', valid('Zz Tipo Ativo'));
    await send('post', '/api/local-types', {
      ...valid('Zz Tipo Inativo'),
      status: RecordStatus.Inactive,
    });
    const anyStaff = await t.staffToken([]);
    const res = await send('get', '/api/local-types/options', undefined, anyStaff);
    expect(res.status).toBe(200);
    const names = (res.body as { description: string }[]).map((o) => o.description);
    expect(names).toContain('Zz Tipo Ativo');
    expect(names).not.toContain('Zz Tipo Inativo');
    expect((await t.http.get('/api/local-types/options')).status).toBe(401);
    const member = await t.memberToken();
    expect((await send('get', '/api/local-types/options', undefined, member)).status).toBe(401);
  });
});
