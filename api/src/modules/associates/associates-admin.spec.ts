import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MSG, formatCpf, MSG, P } from '@clube/shared';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import { Company } from '../companies/entities/company.entity.js';
import { Sport } from '../sports/entities/sport.entity.js';
import { Associate } from './entities/associate.entity.js';
import { Dependent } from './entities/dependent.entity.js';

const ALL = [P.listAssociate, P.insertAssociate, P.updateAssociate, P.deleteAssociate];
const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
/** CPFs of this file: far from the ones test-app's helpers hand out. */
let next = 70_000;
const newCpf = () => cpfFor(next++);

type Body = Record<string, unknown>;

describe('associates (back office)', () => {
  let t: TestApp;
  let staff: string;
  let companyId: number;
  let sportIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ PORTAL_ORIGIN: 'http://portal.test' });
    staff = await t.staffToken(ALL);
    const companies = t.dataSource.getRepository(Company);
    companyId = (await companies.save({ description: 'Empresa Associados' })).id;
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

  it('guards every route by its permission (401, then 403 in Portuguese)', async () => {
    const routes: [string | null, 'get' | 'post' | 'put' | 'delete', string][] = [
      [P.listAssociate, 'get', '/api/v1/associate'],
      [P.listAssociate, 'get', `/api/associate/${UUID}`],
      [P.listAssociate, 'get', `/api/associate/${UUID}/history`],
      [P.insertAssociate, 'post', '/api/associate'],
      [P.updateAssociate, 'put', `/api/associate/${UUID}`],
      [P.updateAssociate, 'post', `/api/associate/${UUID}/dependents`],
      [P.deleteAssociate, 'delete', `/api/associate/${UUID}`],
      [P.deleteAssociate, 'post', '/api/associate/multiple'],
      [null, 'post', '/api/verify-cpf'],
    ];
    for (const [perm, method, url] of routes) {
      expect({ url, status: (await t.http[method](url)).status }).toEqual({ url, status: 401 });
      const others = await t.staffToken(
        perm ? ALL.filter((p) => p !== perm) : [P.listAssociate, P.deleteAssociate],
      );
      const res = await t.http[method](url)
        .auth(others, { type: 'bearer' })
        .send(method === 'post' && url.endsWith('verify-cpf') ? { cpf: newCpf() } : {});
      expect({ url, status: res.status }).toEqual({ url, status: 403 });
      expect(res.body.error).toBe('Nível de usuário insuficiente para o acesso');
    }
    // A member token is not a staff token.
    const member = await t.memberToken();
    expect((await as(member).get('/api/v1/associate')).status).toBe(401);
    // Lists of values: any staff member.
    const bare = await t.staffToken([]);
    for (const url of ['/api/marital-status', '/api/genders']) {
      expect({ url, status: (await as(bare).get(url)).status }).toEqual({ url, status: 200 });
    }
  });

  it('people lookups need the permission of a screen that uses them; the CPF is hidden unless the caller may list associates', async () => {
    const member = await t.createMember();
    const [dependent] = await t.dataSource.query<{ id: string; cpf: string }[]>(
      `INSERT INTO dependent (associate_id, name, cpf, birth_date, parentage)
       VALUES ($1, 'Lia Lookup', $2, '2010-01-01', 'Filho(a)') RETURNING id, cpf`,
      [member.id, newCpf()],
    );
    const lookups = [
      `/api/associates/options?search=${member.cpf}`,
      `/api/dependents/options?associateId=${member.id}`,
    ];
    // A staff account with no permission, or only unrelated ones, reads no one.
    for (const token of [await t.staffToken([]), await t.staffToken([P.listNews])]) {
      for (const url of lookups) {
        const res = await as(token).get(url);
        expect({ url, status: res.status }).toEqual({ url, status: 403 });
        expect(JSON.stringify(res.body)).not.toContain(member.cpf);
      }
    }
    // The cards' form: names, and the CPF with only its middle digits.
    const cards = await t.staffToken([P.insertCard]);
    const hidden = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
    const a = await as(cards).get(lookups[0]);
    expect(a.status).toBe(200);
    expect(a.body).toEqual([{ id: member.id, name: member.name, cpf: hidden(member.cpf) }]);
    const d = await as(cards).get(lookups[1]);
    expect(d.body).toEqual([
      { id: dependent.id, name: 'Lia Lookup', cpf: hidden(dependent.cpf), associateId: member.id },
    ]);
    // Whoever may list associates sees the whole CPF.
    const lister = await t.staffToken([P.listAssociate]);
    expect((await as(lister).get(lookups[0])).body[0].cpf).toBe(member.cpf);
    expect((await as(lister).get(lookups[1])).body[0].cpf).toBe(dependent.cpf);
  });

  it('keeps the member routes: associate/me is not read as an id', async () => {
    const member = await t.memberToken();
    const me = await as(member).get('/api/associate/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toMatch(/@teste\.test$/);
    expect((await api().get('/api/associate/not-a-uuid')).status).toBe(400);
    expect((await api().get(`/api/associate/${UUID}`)).status).toBe(404);
  });

  it('answers each missing required field in Portuguese (400), storing nothing', async () => {
    const before = await t.dataSource.getRepository(Associate).count();
    const res = await api().post('/api/associate', { dependents: [{}] });
    expect(res.status).toBe(400);
    for (const field of [
      'cpf',
      'rg',
      'name',
      'email',
      'phone',
      'address',
      'district',
      'city',
      'zipcode',
      'state',
      'company',
      'maritalStatus',
      'dependents.0.name',
      'dependents.0.parentage',
      'dependents.0.cpf',
    ]) {
      expect({ field, message: res.body.fields[field] }).toEqual({ field, message: MSG.required });
    }
    const bad = await api().post(
      '/api/associate',
      valid({
        cpf: '123.456.789',
        phone: '(11) 9123',
        zipcode: '04.567-00',
        state: 'XX',
        maritalStatus: 'Noivo(a)',
        email: 'não-é-email',
        birthDate: '2020-02-30',
        dependents: [dependent({ cpf: '111.444.777-00' })],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      cpf: 'Este campo não pode conter menos que 11 caracteres!',
      phone: MSG.associatePhoneInvalid,
      zipcode: MSG.zipcodeInvalid,
      state: MSG.stateInvalid,
      maritalStatus: MSG.maritalStatusInvalid,
      email: MSG.adminRecoveryEmail,
      birthDate: 'Data inválida: use o formato aaaa-mm-dd.',
      'dependents.0.cpf': 'CPF inválido.',
    });
    const four = await api().post(
      '/api/associate',
      valid({ dependents: [dependent(), dependent(), dependent(), dependent()] }),
    );
    expect(four.status).toBe(400);
    expect(four.body.fields.dependents).toBe(API_MSG.dependentsMax);
    const noCompany = await api().post('/api/associate', valid({ company: 99999 }));
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.fields).toEqual({ company: API_MSG.companyNotFound });
    expect(await t.dataSource.getRepository(Associate).count()).toBe(before);
  });

  it('creates an associate with sports and dependents; masks stored as digits; welcome e-mail sets the password', async () => {
    const cpf = newCpf();
    const depCpf = newCpf();
    const res = await api().post(
      '/api/associate',
      valid({
        cpf: formatCpf(cpf),
        email: '  Novo.Socio@Teste.TEST ',
        sports: sportIds,
        birthDate: '1980-05-14',
        admissionDate: '2020-01-10',
        registration: 'M-5001',
        dependents: [dependent({ cpf: formatCpf(depCpf), name: 'Ana Filha', gender: 1 })],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      cpf,
      email: 'novo.socio@teste.test',
      phone: '11991234567',
      zipcode: '04567000',
      state: 'SP',
      birthDate: '1980-05-14',
      admissionDate: '2020-01-10',
      company: { id: companyId, description: 'Empresa Associados' },
      maritalStatus: 'Casado(a)',
      status: { id: 1, description: 'Ativo' },
      gender: { id: 0, description: 'Não Definido' },
      isFirstAccess: true,
      version: 1,
      registration: 'M-5001',
    });
    expect(res.body.sports.map((s: { id: number }) => s.id).sort()).toEqual([...sportIds].sort());
    expect(res.body.dependents).toEqual([
      expect.objectContaining({
        name: 'Ana Filha',
        cpf: depCpf,
        gender: { id: 1, description: 'Feminino' },
        status: { id: 1, description: 'Ativo' },
      }),
    ]);
    const row = await t.dataSource.getRepository(Associate).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ cpf, passwordHash: null, isFirstAccess: true });
    expect((await api().get(`/api/associate/${res.body.id}`)).body).toEqual(res.body);

    // The welcome e-mail's link sets the password; then the member signs in.
    const dir = join(t.config.dataDir, 'outbox');
    const mails = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    const eml = mails.find((m) => m.includes('novo.socio@teste.test'))?.replace(/=\r?\n/g, '');
    const link = /http:\/\/portal\.test\/associado\/validador\/([A-Za-z0-9_-]+)/.exec(eml ?? '');
    expect(link).not.toBeNull();
    const noPassword = await t.http
      .post('/api/auth/login-associate')
      .send({ email: 'novo.socio@teste.test', password: 'qualquer-1' });
    expect(noPassword.status).toBe(401);
    const set = await t.http.post('/api/recovery-password').send({
      email: 'novo.socio@teste.test',
      password: 'minha-senha-1',
      passwordConfirmation: 'minha-senha-1',
      code: link?.[1],
      associate: true,
    });
    expect(set.status).toBe(200);
    const login = await t.http
      .post('/api/auth/login-associate')
      .send({ email: 'novo.socio@teste.test', password: 'minha-senha-1' });
    expect(login.status).toBe(200);
    expect(login.body.isFirstAccess).toBe(false);
  });

  it('verify-cpf finds an associate or a dependent (and says which), else 404', async () => {
    const depCpf = newCpf();
    const a = await create({ dependents: [dependent({ cpf: depCpf, name: 'Beto Dependente' })] });
    const asInsert = await t.staffToken([P.insertAssociate]);
    const byAssociate = await as(asInsert).post('/api/verify-cpf', { cpf: formatCpf(a.cpf) });
    expect(byAssociate.status).toBe(200);
    expect(byAssociate.body).toMatchObject({ kind: 'associate', dependent: null });
    expect(byAssociate.body.associate).toMatchObject({ id: a.id, cpf: a.cpf });
    const asUpdate = await t.staffToken([P.updateAssociate]);
    const byDependent = await as(asUpdate).post('/api/verify-cpf', { cpf: depCpf });
    expect(byDependent.status).toBe(200);
    expect(byDependent.body).toMatchObject({
      kind: 'dependent',
      associate: null,
      dependent: { name: 'Beto Dependente', cpf: depCpf, associateId: a.id },
    });
    const none = await api().post('/api/verify-cpf', { cpf: newCpf() });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('Nenhum cadastro encontrado para este CPF.');
    const short = await api().post('/api/verify-cpf', { cpf: '1234567' });
    expect(short.status).toBe(400);
    expect(short.body.fields.cpf).toBe(MSG.cpfMin11);
  });

  it('turns a dependent found by verify-cpf into an associate in one transaction', async () => {
    const grownUp = newCpf();
    const family = await create({
      dependents: [dependent({ cpf: grownUp, name: 'Rafa Crescido' }), dependent()],
    });
    const found = await api().post('/api/verify-cpf', { cpf: grownUp });
    const dependentId = (found.body as { dependent: { id: string } }).dependent.id;

    // Without saying so, the CPF is still someone else's.
    const plain = await api().post('/api/associate', valid({ cpf: grownUp }));
    expect(plain.status).toBe(409);
    expect(plain.body.fields.cpf).toBe(API_MSG.associateCpfTaken);

    // The CPF typed must be the dependent's; nothing changes otherwise.
    const mismatch = await api().post(
      '/api/associate',
      valid({ cpf: newCpf(), promoteDependentId: dependentId }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields.cpf).toBe(API_MSG.promoteCpfMismatch);
    // A failure after the dependent was removed (e-mail taken) undoes the removal too.
    const taken = await api().post(
      '/api/associate',
      valid({ cpf: grownUp, promoteDependentId: dependentId, email: family.email }),
    );
    expect(taken.status).toBe(409);
    expect((await api().get(`/api/associate/${family.id}`)).body.dependents).toHaveLength(2);

    const promoted = await api().post(
      '/api/associate',
      valid({ cpf: grownUp, name: 'Rafa Crescido', promoteDependentId: dependentId }),
    );
    expect(promoted.status).toBe(201);
    expect(promoted.body).toMatchObject({ cpf: grownUp, name: 'Rafa Crescido' });
    const after = (await api().get(`/api/associate/${family.id}`)).body as {
      dependents: unknown[];
      version: number;
    };
    expect(after.dependents).toHaveLength(1);
    expect(after.version).toBe(family.version + 1);
    const history = await api().get(`/api/associate/${family.id}/history`);
    expect(history.body.data[0]).toMatchObject({
      entityType: 'dependent',
      entityId: dependentId,
      action: 'delete',
    });
    const again = await api().post(
      '/api/associate',
      valid({ cpf: newCpf(), promoteDependentId: dependentId }),
    );
    expect(again.status).toBe(400);
    expect(again.body.fields.promoteDependentId).toBe(API_MSG.promoteDependentGone);
  });

  it('keeps one CPF per person across associates and dependents (409 on the field), in the database too', async () => {
    const a = await create({ dependents: [dependent()] });
    const got = await api().get(`/api/associate/${a.id}`);
    const depCpf = got.body.dependents[0].cpf as string;
    // New associate with a dependent's CPF.
    const asAssociate = await api().post('/api/associate', valid({ cpf: depCpf }));
    expect(asAssociate.status).toBe(409);
    expect(asAssociate.body).toMatchObject({
      code: 'DUPLICATE_CPF',
      fields: { cpf: API_MSG.associateCpfTaken },
    });
    // New dependent with an associate's CPF.
    const asDependent = await api().post(
      '/api/associate',
      valid({ dependents: [dependent({ cpf: a.cpf })] }),
    );
    expect(asDependent.status).toBe(409);
    expect(asDependent.body.fields).toEqual({ 'dependents.0.cpf': API_MSG.associateCpfTaken });
    const added = await api().post(`/api/associate/${a.id}/dependents`, dependent({ cpf: a.cpf }));
    expect(added.status).toBe(409);
    // The database refuses it even without the service's check.
    await expect(
      t.dataSource.query(
        "INSERT INTO dependent (associate_id, name, parentage, cpf) VALUES ($1, 'X', 'Y', $2)",
        [a.id, a.cpf],
      ),
    ).rejects.toThrow(/person_cpf|duplicate key/);
    // Two creations with the same CPF at the same moment: one wins.
    const cpf = newCpf();
    const both = await Promise.all([
      api().post('/api/associate', valid({ cpf })),
      api().post('/api/associate', valid({ cpf })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    // The same CPF as a new associate and as a new dependent at the same moment: one wins.
    const host = await create();
    const shared = newCpf();
    const mixed = await Promise.all([
      api().post('/api/associate', valid({ cpf: shared })),
      api().post(`/api/associate/${host.id}/dependents`, dependent({ cpf: shared })),
    ]);
    expect(mixed.map((r) => r.status).sort()).toEqual([201, 409]);
    for (const r of mixed.filter((x) => x.status === 409))
      expect(r.body.code).toBe('DUPLICATE_CPF');
    // A freed CPF (dependent deleted) can be used again.
    const removed = await api().put(`/api/associate/${a.id}`, {
      version: got.body.version,
      dependents: [],
    });
    expect(removed.status).toBe(200);
    expect((await api().post('/api/associate', valid({ cpf: depCpf }))).status).toBe(201);
  });

  it('refuses a 4th dependent, also when two are added at the same moment', async () => {
    const a = await create({ dependents: [dependent(), dependent()] });
    const both = await Promise.all([
      api().post(`/api/associate/${a.id}/dependents`, dependent()),
      api().post(`/api/associate/${a.id}/dependents`, dependent()),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.status === 409);
    expect(refused?.body).toMatchObject({
      code: 'TOO_MANY_DEPENDENTS',
      error: API_MSG.dependentsMax,
    });
    expect(await t.dataSource.getRepository(Dependent).countBy({ associate: { id: a.id } })).toBe(
      3,
    );
  });
});
