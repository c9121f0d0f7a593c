import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, type PermissionName, RecordStatus } from '@clube/shared';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';
import { Sport } from '../sports/entities/sport.entity.js';

type Body = Record<string, unknown>;
/** A status outside the list (Ativo, Inativo): refused. */
const NOT_A_STATUS = 7;

interface Register {
  name: string;
  path: string;
  entity: EntityTarget<ObjectLiteral>;
  perms: {
    list: PermissionName;
    insert: PermissionName;
    update: PermissionName;
    del: PermissionName;
  };
  /** A valid body for a new row named `description`. */
  valid: (description: string) => Body;
  duplicate: string;
  notFound: string;
}

const REGISTERS: Register[] = [
  {
    name: 'companies',
    path: '/api/companies',
    entity: Company,
    perms: {
      list: P.listCompany,
      insert: P.insertCompany,
      update: P.updateCompany,
      del: P.deleteCompany,
    },
    valid: (description) => ({ description }),
    duplicate: 'Já existe uma empresa com essa descrição.',
    notFound: 'Empresa não encontrada.',
  },
  {
    name: 'sports',
    path: '/api/sport',
    entity: Sport,
    perms: { list: P.listSport, insert: P.insertSport, update: P.updateSport, del: P.deleteSport },
    valid: (description) => ({ description }),
    duplicate: 'Já existe uma modalidade com essa descrição.',
    notFound: 'Modalidade não encontrada.',
  },
  {
    name: 'reservation intervals',
    path: '/api/reservation-intervals',
    entity: ReservationInterval,
    perms: {
      list: P.listReservationIntervals,
      insert: P.insertReservationIntervals,
      update: P.updateReservationIntervals,
      del: P.deleteReservationIntervals,
    },
    valid: (description) => ({ description, interval: 60 }),
    duplicate: 'Já existe um intervalo com essa descrição.',
    notFound: 'Intervalo não encontrado.',
  },
];

describe('registers: companies, sports, reservation intervals', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken(
      REGISTERS.flatMap((r) => [r.perms.list, r.perms.insert, r.perms.update, r.perms.del]),
    );
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

  describe.each(REGISTERS)('$name', (r) => {
    const count = () => t.dataSource.getRepository(r.entity).count();
    const create = (body: Body) => send('post', r.path, body);

    it('guards every route by its own permission (401 without a token, 403 without it)', async () => {
      const routes: [string, 'get' | 'post' | 'put' | 'delete', string][] = [
        [r.perms.list, 'get', r.path],
        [r.perms.list, 'get', `${r.path}/1`],
        [r.perms.insert, 'post', r.path],
        [r.perms.update, 'put', `${r.path}/1`],
        [r.perms.del, 'delete', `${r.path}/1`],
        [r.perms.del, 'post', `${r.path}/multiple`],
      ];
      // Every permission of the three registers but the route's own.
      const all = REGISTERS.flatMap((x) => Object.values(x.perms));
      for (const [perm, method, url] of routes) {
        const anon = await t.http[method](url);
        expect({ route: `${method} ${url}`, status: anon.status }).toEqual({
          route: `${method} ${url}`,
          status: 401,
        });
        const others = await t.staffToken(all.filter((p) => p !== perm));
        const res = await send(method, url, {}, others);
        expect({ route: `${method} ${url}`, status: res.status }).toEqual({
          route: `${method} ${url}`,
          status: 403,
        });
      }
    });

    it('creates a row (trimmed), reads it back and finds it by search', async () => {
      const res = await create(r.valid('  Registro Alfa  '));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...r.valid('Registro Alfa'), id: expect.any(Number) });
      const row = await t.dataSource.getRepository(r.entity).findOneByOrFail({ id: res.body.id });
      expect(row['description']).toBe('Registro Alfa');

      const one = await send('get', `${r.path}/${res.body.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(res.body);

      await create(r.valid('Registro Beta'));
      const found = await send('get', `${r.path}?search=alfa`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ data: [res.body], total: 1 });
      const paged = await send('get', `${r.path}?take=1&sort=-description`);
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.total).toBeGreaterThanOrEqual(2);
    });

    it('refuses a missing description in Portuguese, storing nothing', async () => {
      const before = await count();
      const body = r.valid('');
      for (const description of ['', '   ', undefined]) {
        const res = await create({ ...body, description });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.fields.description).toBe('Este campo não pode estar vazio!');
      }
      const long = await create(r.valid('x'.repeat(151)));
      expect(long.status).toBe(400);
      expect(long.body.fields.description).toBe('Máximo de 150 caracteres!');
      expect(await count()).toBe(before);
    });

    it('refuses a description already in use, in any case (409 on description)', async () => {
      const first = await create(r.valid('Registro Único'));
      expect(first.status).toBe(201);
      const before = await count();
      const dup = await create(r.valid('REGISTRO ÚNICO'));
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({
        statusCode: 409,
        error: r.duplicate,
        code: 'DUPLICATE_DESCRIPTION',
        fields: { description: r.duplicate },
      });
      expect(await count()).toBe(before);

      const other = await create(r.valid('Registro Outro'));
      const clash = await send('put', `${r.path}/${other.body.id}`, {
        description: 'registro único',
      });
      expect(clash.status).toBe(409);
      // Its own description in another case is not a clash.
      const self = await send('put', `${r.path}/${first.body.id}`, {
        description: 'REGISTRO ÚNICO',
      });
      expect(self.status).toBe(200);
      expect(self.body.description).toBe('REGISTRO ÚNICO');
    });

    it('edits a row, 404 for a missing one, 400 for a malformed id', async () => {
      const created = await create(r.valid('Registro Editar'));
      const edited = await send('put', `${r.path}/${created.body.id}`, {
        description: 'Registro Editado',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: created.body.id, description: 'Registro Editado' });
      const blank = await send('put', `${r.path}/${created.body.id}`, { description: ' ' });
      expect(blank.status).toBe(400);
      expect(blank.body.fields.description).toBe('Este campo não pode estar vazio!');
      const missing = await send('put', `${r.path}/999999`, { description: 'Nada' });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe(r.notFound);
      expect((await send('get', `${r.path}/abc`)).status).toBe(400);
    });

    it('deletes one and many; a missing id deletes nothing', async () => {
      const a = await create(r.valid('Apagar A'));
      const b = await create(r.valid('Apagar B'));
      const c = await create(r.valid('Apagar C'));
      expect((await send('delete', `${r.path}/${a.body.id}`)).status).toBe(204);
      expect((await send('get', `${r.path}/${a.body.id}`)).status).toBe(404);

      const missing = await send('post', `${r.path}/multiple`, { ids: [b.body.id, 999999] });
      expect(missing.status).toBe(404);
      expect(await t.dataSource.getRepository(r.entity).countBy({ id: b.body.id })).toBe(1);

      const many = await send('post', `${r.path}/multiple`, { ids: [b.body.id, c.body.id] });
      expect(many.status).toBe(204);
      expect(await t.dataSource.getRepository(r.entity).countBy({ description: 'Apagar C' })).toBe(
        0,
      );
    });
  });

  describe('status (companies and sports)', () => {
    it.each([
      ['/api/companies', 'Empresa Inativa'],
      ['/api/sport', 'Modalidade Inativa'],
    ])('%s: new rows are Ativo; 2 is Inativo; anything else is refused', async (path, name) => {
      const active = await send('post', path, { description: `${name} 1` });
      expect(active.body.status).toEqual({ id: 1, description: 'Ativo' });
      const inactive = await send('post', path, {
        description: name,
        status: RecordStatus.Inactive,
      });
      expect(inactive.status).toBe(201);
      expect(inactive.body.status).toEqual({ id: 2, description: 'Inativo' });
      const bad = await send('post', path, { description: `${name} 3`, status: NOT_A_STATUS });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.status).toBe('Valor fora da lista permitida.');
      const edited = await send('put', `${path}/${active.body.id}`, {
        status: RecordStatus.Inactive,
      });
      expect(edited.body.status).toEqual({ id: 2, description: 'Inativo' });

      // The list's status filter.
      const inactives = await send(
        'get',
        `${path}?status=${RecordStatus.Inactive}&search=${encodeURIComponent(name)}`,
      );
      expect(inactives.status).toBe(200);
      expect(inactives.body.total).toBe(2);
      const actives = await send(
        'get',
        `${path}?status=${RecordStatus.Active}&search=${encodeURIComponent(name)}`,
      );
      expect(actives.body.total).toBe(0);
      const wrong = await send('get', `${path}?status=${NOT_A_STATUS}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields.status).toBe('Valor fora da lista permitida.');
    });
  });

  describe('reservation interval minutes', () => {
    it('must be a whole number of minutes from 1 to 1440', async () => {
      const before = await t.dataSource.getRepository(ReservationInterval).count();
      for (const interval of [0, 1441, 1.5, '60', -30]) {
        const res = await send('post', '/api/reservation-intervals', {
          description: `Intervalo ${String(interval)}`,
          interval,
        });
        expect({ interval, status: res.status, field: res.body.fields?.interval }).toEqual({
          interval,
          status: 400,
          field: 'Informe um número inteiro de minutos, de 1 a 1440.',
        });
      }
      const none = await send('post', '/api/reservation-intervals', { description: 'Sem minutos' });
      expect(none.body.fields.interval).toBe('Este campo não pode estar vazio!');
      expect(await t.dataSource.getRepository(ReservationInterval).count()).toBe(before);

      const ok = await send('post', '/api/reservation-intervals', {
        description: 'Dia inteiro',
        interval: 1440,
      });
      expect(ok.status).toBe(201);
      const row = await t.dataSource
        .getRepository(ReservationInterval)
        .findOneByOrFail({ id: ok.body.id });
      expect(row.interval).toBe(1440);
      const edited = await send('put', `/api/reservation-intervals/${ok.body.id}`, {
        interval: 45,
      });
      expect(edited.body).toEqual({ id: ok.body.id, description: 'Dia inteiro', interval: 45 });
    });
  });

  describe('option lookups (companies/not-permission, sport/not-permission)', () => {
    it('list the active rows by description to any staff member, not to members', async () => {
      await send('post', '/api/companies', { description: 'Zeta Lookup' });
      await send('post', '/api/companies', { description: 'Alfa Lookup' });
      await send('post', '/api/companies', {
        description: 'Beta Lookup Inativa',
        status: RecordStatus.Inactive,
      });
      await send('post', '/api/sport', { description: 'Polo Aquático' });
      await send('post', '/api/sport', { description: 'Xadrez', status: RecordStatus.Inactive });

      const anyStaff = await t.staffToken([]);
      const companies = await send('get', '/api/companies/not-permission', undefined, anyStaff);
      expect(companies.status).toBe(200);
      const names = (companies.body as { id: number; description: string }[]).map(
        (c) => c.description,
      );
      expect(names.indexOf('Alfa Lookup')).toBeGreaterThanOrEqual(0);
      expect(names.indexOf('Alfa Lookup')).toBeLessThan(names.indexOf('Zeta Lookup'));
      expect(names).not.toContain('Beta Lookup Inativa');
      expect(companies.body[0]).toEqual({
        id: expect.any(Number),
        description: expect.any(String),
      });

      const sports = await send('get', '/api/sport/not-permission', undefined, anyStaff);
      expect(sports.status).toBe(200);
      const sportNames = (sports.body as { description: string }[]).map((s) => s.description);
      expect(sportNames).toContain('Polo Aquático');
      expect(sportNames).not.toContain('Xadrez');

      expect((await t.http.get('/api/companies/not-permission')).status).toBe(401);
      const member = await t.memberToken();
      expect((await send('get', '/api/sport/not-permission', undefined, member)).status).toBe(401);
    });
  });

  it('deleting a company keeps its associates, with no company', async () => {
    const company = await send('post', '/api/companies', { description: 'Empresa Que Sai' });
    const member = await t.createMember();
    await t.dataSource
      .getRepository(Associate)
      .update({ id: member.id }, { company: { id: company.body.id } });
    expect((await send('delete', `/api/companies/${company.body.id}`)).status).toBe(204);
    const kept = await t.dataSource
      .getRepository(Associate)
      .findOneOrFail({ where: { id: member.id }, relations: { company: true } });
    expect(kept.company).toBeNull();
  });
});
