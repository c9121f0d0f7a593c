import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, formatCpf, MSG, REPORT_MSG } from '@clube/shared';
import {
  buildReportWorld,
  PERIOD,
  reportRequests,
  type Row,
  sheetOf,
  values,
} from '../../test/report-fixtures.js';
import { shownRows } from '../../test/sheet-reader.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import type { Local } from '../locals/entities/local.entity.js';

describe('relatórios: people, blocked people, reservations, date restrictions', () => {
  let t: TestApp;
  let all: string;
  let hall: Local;
  let court: Local;
  let ana: Associate;
  let bruno: Associate;
  let ids: Record<string, number>;
  let uuids: Record<string, string>;
  const { post, get, download } = reportRequests(
    () => t,
    () => all,
  );

  beforeAll(async () => {
    t = await createTestApp();
    ({ all, hall, court, ana, bruno, ids, uuids } = await buildReportWorld(t));
    // The embedded database on a busy machine: the setup's many inserts may take a while.
  }, 180_000);
  afterAll(() => t?.close());

  // ── People ────────────────────────────────────────────────────────────────

  it('people: the associate list filters (company, dependents, age, admission), by name', async () => {
    const company = (await t.dataSource.getRepository(Company).findOneByOrFail({
      description: 'Empresa Relatório',
    })) as Company;
    const names = async (query: string) => {
      const res = await get(`/report-people?company=${company.id}${query}`);
      expect(res.status).toBe(200);
      return (res.body.data as Row[]).map((r) => r['name']);
    };
    expect(await names('')).toEqual(['Ana Relatório', 'Bruno Relatório', 'Carla Relatório']);
    expect(await names('&hasDependents=true')).toEqual(['Ana Relatório']);
    expect(await names('&hasDependents=false')).toEqual(['Bruno Relatório', 'Carla Relatório']);
    expect(await names('&ageMin=30&ageMax=40')).toEqual(['Ana Relatório']);
    expect(await names('&ageMin=60')).toEqual(['Carla Relatório']);
    expect(await names('&admissionFrom=2014-01-01&admissionTo=2016-01-01')).toEqual([
      'Carla Relatório',
    ]);
    expect(await names('&search=bru')).toEqual(['Bruno Relatório']);
    const res = await get(`/report-people?company=${company.id}&take=1&skip=0`);
    expect(res.body.total).toBe(3);
    expect(res.body.data[0]).toEqual({
      id: ana.id,
      name: 'Ana Relatório',
      company: 'Empresa Relatório',
      phone: '11987654321',
      email: ana.email,
      admissionDate: '2010-01-10',
      birthDate: '1990-05-01',
      maritalStatus: 'Casado(a)',
    });
  });

  it('people: bad filters are 400 with Portuguese messages', async () => {
    const young = await get('/report-people?ageMin=5');
    expect(young.status).toBe(400);
    expect(young.body.fields).toEqual({ ageMin: 'Informe uma idade de 10 a 100 anos.' });
    const crossed = await get('/report-people?ageMin=50&ageMax=40');
    expect(crossed.status).toBe(400);
    expect(crossed.body.fields).toEqual({ ageMax: REPORT_MSG.reportAgeMaxBelowMin });
    const dates = await get(
      '/report-people/export?admissionFrom=2020-01-01&admissionTo=2019-01-01',
    );
    expect(dates.status).toBe(400);
    expect(dates.body.fields).toEqual({ admissionTo: MSG.endBeforeStart });
    const company = await get('/report-people?company=abc');
    expect(company.status).toBe(400);
    expect(company.body.code).toBe(ErrorCode.ValidationFailed);
    expect((await get('/report-people?hasDependents=talvez')).status).toBe(400);
  });

  it("people: the export has the spec's columns with real dates", async () => {
    const company = await t.dataSource
      .getRepository(Company)
      .findOneByOrFail({ description: 'Empresa Relatório' });
    const res = await download('get', `/report-people/export?company=${company.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBe('3');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="relatorio-pessoas-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await sheetOf(res.body);
    expect(values(sheet.getRow(1))).toEqual([
      'Nome',
      'Empresa',
      'Telefone',
      'E-mail',
      'Data de admissão',
      'Data de nascimento',
      'Estado civil',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(values(sheet.getRow(2))).toEqual([
      'Ana Relatório',
      'Empresa Relatório',
      '(11) 9 8765-4321',
      ana.email,
      new Date(Date.UTC(2010, 0, 10)),
      new Date(Date.UTC(1990, 4, 1)),
      'Casado(a)',
    ]);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd/mm/yyyy');
    // Read by another library than the writer: the phone as the screen masks it, real dates.
    expect(shownRows(res.body)[1]).toEqual([
      'Ana Relatório',
      'Empresa Relatório',
      '(11) 9 8765-4321',
      ana.email,
      '10/01/2010',
      '01/05/1990',
      'Casado(a)',
    ]);
  });

  it('people: the name search narrows the page and the export alike', async () => {
    const company = await t.dataSource
      .getRepository(Company)
      .findOneByOrFail({ description: 'Empresa Relatório' });
    const page = await get(
      `/report-people?company=${company.id}&search=${encodeURIComponent('ANA rel')}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.data.map((r: Row) => r['name'])).toEqual(['Ana Relatório']);
    expect(page.body.total).toBe(1);
    const res = await download(
      'get',
      `/report-people/export?company=${company.id}&search=${encodeURIComponent('ANA rel')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBe('1');
    expect(shownRows(res.body).map((r) => r[0])).toEqual(['Nome', 'Ana Relatório']);
  });

  // ── Blocked people ────────────────────────────────────────────────────────

  it('blocked people: inactive associates, inactive dependents and dependents of inactive associates', async () => {
    const res = await get('/associate-dependent-blocked');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: uuids['dora'],
        userType: 'Associate',
        name: 'Dora Inativa',
        cpf: expect.stringMatching(/^\d{11}$/),
        birthDate: '1970-02-03',
        reasonsString: REPORT_MSG.blockedAssociateInactive,
      },
      expect.objectContaining({
        id: uuids['fabio'],
        userType: 'Dependent',
        reasonsString: REPORT_MSG.blockedDependentInactive,
      }),
      expect.objectContaining({ id: uuids['gil'], userType: 'Associate' }),
      expect.objectContaining({
        id: uuids['hugo'],
        userType: 'Dependent',
        reasonsString: REPORT_MSG.blockedHolderInactive,
      }),
      expect.objectContaining({
        id: uuids['iris'],
        birthDate: '2012-12-12',
        reasonsString: `${REPORT_MSG.blockedDependentInactive} ${REPORT_MSG.blockedHolderInactive}`,
      }),
    ]);
    expect(res.body.total).toBe(5);
    const dependents = await get('/associate-dependent-blocked?userType=Dependent&take=2');
    expect(dependents.body.data.map((r: Row) => r['id'])).toEqual([uuids['fabio'], uuids['hugo']]);
    expect(dependents.body.total).toBe(3);
    const search = await get('/associate-dependent-blocked?search=iris');
    expect(search.body.data.map((r: Row) => r['id'])).toEqual([uuids['iris']]);
    const bad = await get('/associate-dependent-blocked?userType=Convidado');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ userType: 'Use Associate ou Dependent.' });
  });

  it('blocked people: one person with the list of reasons (empty when not blocked), 404, 400', async () => {
    const iris = await post('/show-associate-dependent-blocked', {
      userType: 'Dependent',
      userId: uuids['iris'],
    });
    expect(iris.status).toBe(200);
    expect(iris.body).toEqual({
      id: uuids['iris'],
      userType: 'Dependent',
      name: 'Iris Dependente Inativa',
      cpf: expect.stringMatching(/^\d{11}$/),
      birthDate: '2012-12-12',
      reasons: [REPORT_MSG.blockedDependentInactive, REPORT_MSG.blockedHolderInactive],
    });
    const eva = await post('/show-associate-dependent-blocked', {
      userType: 'Associate',
      userId: uuids['eva'],
    });
    expect(eva.body).toMatchObject({ name: 'Eva Ativa', reasons: [] });
    // The right id with the wrong type is nobody.
    const wrongType = await post('/show-associate-dependent-blocked', {
      userType: 'Associate',
      userId: uuids['iris'],
    });
    expect(wrongType.status).toBe(404);
    expect(wrongType.body).toMatchObject({
      code: ErrorCode.NotFound,
      error: REPORT_MSG.blockedPersonNotFound,
    });
    const bad = await post('/show-associate-dependent-blocked', { userType: 'X', userId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      userType: 'Use Associate ou Dependent.',
      userId: 'Identificador inválido.',
    });
  });

  it('blocked people: the export', async () => {
    const res = await download('get', '/associate-dependent-blocked/export?userType=Dependent');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBe('3');
    const sheet = await sheetOf(res.body);
    expect(values(sheet.getRow(1))).toEqual([
      'Nome',
      'Tipo',
      'CPF',
      'Data de nascimento',
      'Motivos',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(1).value).toBe('Iris Dependente Inativa');
    expect(sheet.getRow(4).getCell(2).value).toBe('Dependente');
    expect(sheet.getRow(4).getCell(4).value).toEqual(new Date(Date.UTC(2012, 11, 12)));
    expect(sheet.getRow(4).getCell(5).value).toBe(
      `${REPORT_MSG.blockedDependentInactive} ${REPORT_MSG.blockedHolderInactive}`,
    );
    // The CPF as the screen shows it (formatCpf), read by another library than the writer.
    const irisCpf = (await get('/associate-dependent-blocked?search=iris')).body.data[0].cpf;
    const iris = shownRows(res.body)[3];
    expect(iris?.slice(0, 4)).toEqual([
      'Iris Dependente Inativa',
      'Dependente',
      formatCpf(irisCpf),
      '12/12/2012',
    ]);
    expect(iris?.[2]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });

  // ── Reservations ──────────────────────────────────────────────────────────

  it('reservations: those starting on the club days of the period, by start, with status and payment', async () => {
    const res = await post('/local-reservations-report', PERIOD);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: Row) => r['id'])).toEqual([
      ids['courtFree'],
      ids['hallPaid'],
      ids['hallCancelled'],
      ids['hallExpired'],
    ]);
    expect(res.body.data[1]).toEqual({
      id: ids['hallPaid'],
      local: 'Salão Relatório',
      associate: 'Ana Relatório',
      startsAt: '2026-03-10T13:00:00.000Z',
      endsAt: '2026-03-10T17:00:00.000Z',
      guests: 2,
      status: 'Confirmada',
      paid: true,
      total: 12345,
    });
    expect(res.body.data[2]).toMatchObject({ status: 'Cancelada', paid: false });
    // A Pendente whose hold ran out reads Expirada.
    expect(res.body.data[3]).toMatchObject({ status: 'Expirada', paid: false });
    expect(res.body.summary).toEqual({
      reservations: 4,
      confirmed: 2,
      guests: 2,
      paidTotal: 12345,
    });

    const ofBruno = await post('/local-reservations-report', { ...PERIOD, associate: bruno.id });
    expect(ofBruno.body.data.map((r: Row) => r['id'])).toEqual([
      ids['courtFree'],
      ids['hallCancelled'],
      ids['hallExpired'],
    ]);
    const atCourt = await post('/local-reservations-report', { ...PERIOD, local: court.id });
    expect(atCourt.body.data.map((r: Row) => r['id'])).toEqual([ids['courtFree']]);
    const day9 = await post('/local-reservations-report', {
      startsAt: '2026-03-09',
      endsAt: '2026-03-09',
    });
    expect(day9.body.data.map((r: Row) => r['id'])).toEqual([ids['before']]);
  });

  it('reservations: the export', async () => {
    const res = await download('post', '/local-reservations-report/export', PERIOD);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBe('4');
    const sheet = await sheetOf(res.body);
    expect(values(sheet.getRow(1))).toEqual([
      'Código',
      'Local',
      'Associado',
      'Início',
      'Fim',
      'Convidados',
      'Status',
      'Pago',
      'Valor',
    ]);
    expect(values(sheet.getRow(3))).toEqual([
      ids['hallPaid'],
      'Salão Relatório',
      'Ana Relatório',
      new Date(Date.UTC(2026, 2, 10, 10, 0, 0)),
      new Date(Date.UTC(2026, 2, 10, 14, 0, 0)),
      2,
      'Confirmada',
      'Sim',
      123.45,
    ]);
    expect(sheet.rowCount).toBe(5);
  });

  // ── Date restrictions ─────────────────────────────────────────────────────

  it('date restrictions: those overlapping the period, with their places and status', async () => {
    const res = await post('/date-restrictions-report', PERIOD);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: ids['hallInactive'],
        description: 'Reforma cancelada',
        startsAt: '2026-03-01',
        endsAt: '2026-03-10',
        days: 10,
        status: 'Inativo',
        locals: ['Quadra Relatório', 'Salão Relatório'],
      },
      {
        id: ids['courtClosed'],
        description: 'Manutenção quadra',
        startsAt: '2026-03-11',
        endsAt: '2026-03-15',
        days: 5,
        status: 'Ativo',
        locals: ['Quadra Relatório'],
      },
    ]);
    expect(res.body.summary).toEqual({ restrictions: 2, active: 1 });
    const atHall = await post('/date-restrictions-report', {
      startsAt: '2026-03-01',
      endsAt: '2026-03-31',
      local: hall.id,
    });
    expect(atHall.body.data.map((r: Row) => r['id'])).toEqual([ids['hallInactive'], ids['later']]);
  });

  it('date restrictions: the export', async () => {
    const res = await download('post', '/date-restrictions-report/export', PERIOD);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBe('2');
    const sheet = await sheetOf(res.body);
    expect(values(sheet.getRow(1))).toEqual([
      'Código',
      'Descrição',
      'Início',
      'Fim',
      'Dias',
      'Status',
      'Locais',
    ]);
    expect(values(sheet.getRow(2))).toEqual([
      ids['hallInactive'],
      'Reforma cancelada',
      new Date(Date.UTC(2026, 2, 1)),
      new Date(Date.UTC(2026, 2, 10)),
      10,
      'Inativo',
      'Quadra Relatório, Salão Relatório',
    ]);
  });
});
