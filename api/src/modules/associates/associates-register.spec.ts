import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { API_MSG, ErrorCode, formatCpf, isValidCpf, P, RecordStatus } from '@clube/shared';
import {
  DEMO_MEMBER_DEPENDENTS,
  resetDemoMember,
  seedDemoAssociates,
} from '../../seed/demo-associates.js';
import { DEMO_MEMBER } from '../../seed/demo-seed.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { AuditLog } from '../audit/entities/audit-log.entity.js';
import { RefreshToken } from '../auth/entities/refresh-token.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { Sport } from '../sports/entities/sport.entity.js';
import { Associate } from './entities/associate.entity.js';
import { Dependent } from './entities/dependent.entity.js';

const ALL = [P.listAssociate, P.insertAssociate, P.updateAssociate, P.deleteAssociate];
/** CPFs of this file: far from the ones test-app's helpers hand out. */
let next = 75_000;
const newCpf = () => cpfFor(next++);

type Body = Record<string, unknown>;

describe('associates (back office): edits, list, delete, demo data', () => {
  let t: TestApp;
  let staff: string;
  let companyId: number;
  let otherCompanyId: number;
  let sportIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ PORTAL_ORIGIN: 'http://portal.test' });
    staff = await t.staffToken(ALL);
    const companies = t.dataSource.getRepository(Company);
    companyId = (await companies.save({ description: 'Empresa Associados' })).id;
    otherCompanyId = (await companies.save({ description: 'Outra Empresa' })).id;
    const sports = t.dataSource.getRepository(Sport);
    sportIds = [
      (await sports.save({ description: 'Natação Teste' })).id,
      (await sports.save({ description: 'Tênis Teste' })).id,
    ];
  });
  afterAll(() => t?.close());

  const as = (token: string) => ({
    get: (url: string) => t.http.get(url).auth(token, { type: 'bearer' }),
    post: (url: string, body?: Body) =>
      t.http
        .post(url)
        .auth(token, { type: 'bearer' })
        .send(body ?? {}),
    put: (url: string, body: Body) => t.http.put(url).auth(token, { type: 'bearer' }).send(body),
    delete: (url: string) => t.http.delete(url).auth(token, { type: 'bearer' }),
  });
  const api = () => as(staff);

  let n = 0;
  const valid = (over: Body = {}): Body => {
    n++;
    return {
      cpf: formatCpf(newCpf()),
      rg: '12.345.678-9',
      name: `José Álvaro Teste ${n}`,
      email: `associado${n}@teste.test`,
      phone: '(11) 9 9123-4567',
      address: 'Rua das Acácias, 250',
      district: 'Jardim Colibri',
      city: 'São Paulo',
      zipcode: '04.567-000',
      state: 'sp',
      company: companyId,
      maritalStatus: 'Casado(a)',
      ...over,
    };
  };
  const dependent = (over: Body = {}): Body => ({
    name: 'Dependente Teste',
    parentage: 'Filho(a)',
    cpf: newCpf(),
    ...over,
  });
  const create = async (over: Body = {}) => {
    const res = await api().post('/api/associate', valid(over));
    expect(res.status).toBe(201);
    return res.body as { id: string; version: number; cpf: string; email: string } & Body;
  };

  it('edits with an optimistic check, syncs dependents and writes the history with field diffs', async () => {
    const a = await create({
      dependents: [dependent({ name: 'Fica' }), dependent({ name: 'Sai' })],
    });
    const loaded = (await api().get(`/api/associate/${a.id}`)).body;
    const fica = loaded.dependents.find((d: { name: string }) => d.name === 'Fica');
    const res = await api().put(`/api/associate/${a.id}`, {
      version: loaded.version,
      phone: '(21) 9 8888-7777',
      company: otherCompanyId,
      sports: [sportIds[0]],
      dependents: [
        { id: fica.id, name: 'Fica Renomeado', parentage: 'Filho(a)', cpf: fica.cpf },
        dependent({ name: 'Entra' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phone: '21988887777',
      company: { id: otherCompanyId },
      version: loaded.version + 1,
    });
    expect(res.body.dependents.map((d: { name: string }) => d.name).sort()).toEqual([
      'Entra',
      'Fica Renomeado',
    ]);
    // Someone else's form, loaded before this save: refused.
    const stale = await api().put(`/api/associate/${a.id}`, {
      version: loaded.version,
      name: 'Outro Nome',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_UPDATE', error: API_MSG.associateStale });
    expect((await api().get(`/api/associate/${a.id}`)).body.name).toBe(loaded.name);

    const history = await api().get(`/api/associate/${a.id}/history?take=20`);
    expect(history.status).toBe(200);
    const entries = history.body.data as {
      entityType: string;
      action: string;
      changes: { field: string; from: unknown; to: unknown }[];
      actor: { name: string };
    }[];
    expect(history.body.total).toBe(entries.length);
    expect(entries[entries.length - 1]).toMatchObject({
      entityType: 'associate',
      action: 'create',
    });
    const update = entries.find((e) => e.entityType === 'associate' && e.action === 'update');
    expect(update?.actor.name).toMatch(/^Equipe/);
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'phone', from: '11991234567', to: '21988887777' },
        { field: 'company', from: companyId, to: otherCompanyId },
        { field: 'sports', from: [], to: [sportIds[0]] },
      ]),
    );
    expect(entries.filter((e) => e.entityType === 'dependent').map((e) => e.action)).toEqual(
      expect.arrayContaining(['create', 'create', 'delete', 'update', 'create']),
    );
    const renamed = entries.find((e) => e.entityType === 'dependent' && e.action === 'update');
    expect(renamed?.changes).toEqual([{ field: 'name', from: 'Fica', to: 'Fica Renomeado' }]);
    const raw = JSON.stringify(await t.dataSource.getRepository(AuditLog).find());
    expect(raw).not.toMatch(/password|argon2/i);
  });

  it('Inativo ends the member sessions at once and refuses sign-in', async () => {
    const member = await t.createMember({ company: { id: companyId } as Company });
    const token = await t.tokenFor('member', member.id);
    expect((await as(token).get('/api/associate/me')).status).toBe(200);
    const loaded = (await api().get(`/api/associate/${member.id}`)).body;
    const res = await api().put(`/api/associate/${member.id}`, {
      version: loaded.version,
      status: RecordStatus.Inactive,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toEqual({ id: 2, description: 'Inativo' });
    expect((await as(token).get('/api/associate/me')).status).toBe(401);
    const live = await t.dataSource
      .getRepository(RefreshToken)
      .createQueryBuilder('r')
      .where('r.subject_id = :id AND r.revoked_at IS NULL', { id: member.id })
      .getCount();
    expect(live).toBe(0);
    const login = await t.http
      .post('/api/auth/login-associate')
      .send({ email: member.email, password: 'senha-teste-1' });
    expect(login.status).toBe(400);
    expect(login.body.code).toBe('ACCESS_BLOCKED');
  });

  it('lists with search (name without accents, CPF masked, e-mail, registration) and filters', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const old = await create({
      name: `Márcia ${tag} Antiga`,
      birthDate: '1950-03-01',
      admissionDate: '1990-06-01',
      registration: `R${tag}`,
      dependents: [dependent()],
    });
    const young = await create({
      name: `Joao ${tag} Jovem`,
      birthDate: '2005-03-01',
      admissionDate: '2024-06-01',
      company: otherCompanyId,
    });
    const list = (q: string) => api().get(`/api/v1/associate?${q}`);
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((r) => r.id);

    const byName = await list(`search=${encodeURIComponent(`marcia ${tag.toLowerCase()}`)}`);
    expect(byName.status).toBe(200);
    expect(ids(byName)).toEqual([old.id]);
    expect(byName.body.data[0]).toMatchObject({
      cpf: old.cpf,
      dependentsCount: 1,
      company: { id: companyId },
      status: { id: 1, description: 'Ativo' },
      birthDate: '1950-03-01',
    });
    expect(ids(await list(`search=${encodeURIComponent(formatCpf(young.cpf))}`))).toEqual([
      young.id,
    ]);
    expect(ids(await list(`search=${encodeURIComponent(young.email)}`))).toEqual([young.id]);
    expect(ids(await list(`search=R${tag}`))).toEqual([old.id]);
    const both = `search=${tag}`;
    expect((await list(both)).body.total).toBe(2);
    expect(ids(await list(`${both}&hasDependents=true`))).toEqual([old.id]);
    expect(ids(await list(`${both}&hasDependents=false`))).toEqual([young.id]);
    expect(ids(await list(`${both}&company=${otherCompanyId}`))).toEqual([young.id]);
    expect(ids(await list(`${both}&ageMin=60&ageMax=100`))).toEqual([old.id]);
    expect(ids(await list(`${both}&ageMin=10&ageMax=30`))).toEqual([young.id]);
    expect(ids(await list(`${both}&admissionFrom=2000-01-01`))).toEqual([young.id]);
    expect(ids(await list(`${both}&admissionTo=2000-01-01`))).toEqual([old.id]);
    const paged = await list(`${both}&take=1&skip=1&sort=-name`);
    expect(paged.body).toMatchObject({ total: 2 });
    // Descending: Márcia, then Joao.
    expect(ids(paged)).toEqual([young.id]);
    const badAge = await list('ageMin=5');
    expect(badAge.status).toBe(400);
    expect((await list('sort=senha')).status).toBe(400);

    const options = await api().get(`/api/associates/options?search=${tag}`);
    expect(options.body.map((o: { id: string }) => o.id).sort()).toEqual([old.id, young.id].sort());
    const deps = await api().get(`/api/dependents/options?associateId=${old.id}`);
    expect(deps.body).toEqual([expect.objectContaining({ associateId: old.id })]);
    expect((await api().get('/api/marital-status')).body).toContainEqual({
      id: 'Casado(a)',
      description: 'Casado(a)',
    });
  });

  it('deletes an associate with its dependents; the history stays', async () => {
    const a = await create({ dependents: [dependent()] });
    const res = await api().delete(`/api/associate/${a.id}`);
    expect(res.status).toBe(204);
    expect(await t.dataSource.getRepository(Associate).countBy({ id: a.id })).toBe(0);
    expect(await t.dataSource.getRepository(Dependent).countBy({ associate: { id: a.id } })).toBe(
      0,
    );
    expect(
      await t.dataSource.query('SELECT 1 FROM person_cpf WHERE cpf = $1', [a.cpf]),
    ).toHaveLength(0);
    const history = await api().get(`/api/associate/${a.id}/history`);
    expect(history.body.data[0]).toMatchObject({ entityType: 'associate', action: 'delete' });
    expect((await api().delete(`/api/associate/${a.id}`)).status).toBe(404);
  });
  it('refuses to delete an associate with orders (409 ASSOCIATE_HAS_ORDERS): inactivate instead', async () => {
    const a = await create();
    await t.dataSource
      .getRepository(Order)
      .save({ associateId: a.id, kind: 'reserva', total: 0, status: OrderStatus.Pending });
    const res = await api().delete(`/api/associate/${a.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Este associado tem reservas ou pedidos e não pode ser excluído; inative-o.',
      code: ErrorCode.AssociateHasOrders,
    });
    expect(await t.dataSource.getRepository(Associate).countBy({ id: a.id })).toBe(1);
    const loaded = (await api().get(`/api/associate/${a.id}`)).body;
    const inactive = await api().put(`/api/associate/${a.id}`, {
      version: loaded.version,
      status: RecordStatus.Inactive,
    });
    expect(inactive.status).toBe(200);
  });

  it('bulk delete (POST associate/multiple): all or none; one with orders refuses the batch, naming him', async () => {
    const [a, b, c] = [await create({ dependents: [dependent()] }), await create(), await create()];
    const count = (ids: string[]) =>
      t.dataSource.getRepository(Associate).countBy(ids.map((id) => ({ id })));
    await t.dataSource
      .getRepository(Order)
      .save({ associateId: c.id, kind: 'reserva', total: 0, status: OrderStatus.Pending });
    const refused = await api().post('/api/associate/multiple', { ids: [a.id, b.id, c.id] });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: `${String(c.name)} tem reservas ou pedidos e não pode ser excluído; inative-o. Nenhum associado foi excluído.`,
      code: ErrorCode.AssociateHasOrders,
    });
    expect(await count([a.id, b.id, c.id])).toBe(3);

    const done = await api().post('/api/associate/multiple', { ids: [a.id, b.id] });
    expect(done.status).toBe(204);
    expect(await count([a.id, b.id])).toBe(0);
    expect(await t.dataSource.getRepository(Dependent).countBy({ associate: { id: a.id } })).toBe(
      0,
    );
    const history = await api().get(`/api/associate/${b.id}/history`);
    expect(history.body.data[0]).toMatchObject({ entityType: 'associate', action: 'delete' });

    const bad = await api().post('/api/associate/multiple', { ids: ['nope'] });
    expect(bad.status).toBe(400);
    expect((await api().post('/api/associate/multiple', { ids: [] })).status).toBe(400);
    const others = await t.staffToken([P.listAssociate, P.insertAssociate, P.updateAssociate]);
    const forbidden = await as(others).post('/api/associate/multiple', { ids: [c.id] });
    expect(forbidden.status).toBe(403);
  });

  it('seeds about 40 demo associates once (valid CPFs, 0 to 3 dependents)', async () => {
    await seedDemoAssociates(t.dataSource);
    await seedDemoAssociates(t.dataSource);
    const rows = await t.dataSource
      .getRepository(Associate)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.dependents', 'd')
      .where("a.email LIKE 'associado__@clube.test'")
      .getMany();
    expect(rows).toHaveLength(40);
    for (const a of rows) {
      expect(isValidCpf(a.cpf)).toBe(true);
      expect(a.dependents.length).toBeLessThanOrEqual(3);
      for (const d of a.dependents) expect(isValidCpf(d.cpf ?? '')).toBe(true);
    }
    expect(new Set(rows.map((a) => a.dependents.length))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('reset-demo-member restores the demo member password, first access and two dependents', async () => {
    const member = await t.createMember({ email: DEMO_MEMBER.email, isFirstAccess: true });
    const token = await t.tokenFor('member', member.id);
    await t.dataSource.getRepository(Dependent).insert({
      associate: member,
      name: 'Extra',
      parentage: 'Filho(a)',
      cpf: newCpf(),
    });
    expect(await resetDemoMember(t.dataSource, DEMO_MEMBER)).toBe(true);
    expect(await resetDemoMember(t.dataSource, DEMO_MEMBER)).toBe(true);
    const deps = await t.dataSource
      .getRepository(Dependent)
      .find({ where: { associate: { id: member.id } }, order: { name: 'ASC' } });
    expect(deps.map((d) => [d.name, d.cpf, d.parentage])).toEqual(
      DEMO_MEMBER_DEPENDENTS.map((d) => [d.name, d.cpf, d.parentage]),
    );
    expect((await as(token).get('/api/associate/me')).status).toBe(401);
    const login = await t.http
      .post('/api/auth/login-associate')
      .send({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(login.status).toBe(200);
    expect(login.body.isFirstAccess).toBe(false);
  });
  it('keeps the associate when the welcome e-mail fails', async () => {
    const mail = t.app.get(MailService);
    const spy = jest.spyOn(mail, 'send').mockRejectedValueOnce(new Error('SMTP fora do ar'));
    try {
      const res = await api().post('/api/associate', valid());
      expect(res.status).toBe(201);
      expect(await t.dataSource.getRepository(Associate).countBy({ id: res.body.id })).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});
