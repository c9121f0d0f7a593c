import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { ErrorCode, MSG, P, REPORT_MSG } from '@clube/shared';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import { Local } from '../locals/entities/local.entity.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';

type Row = Record<string, unknown>;

const PERIOD = { startsAt: '2026-03-10', endsAt: '2026-03-11' };

/** The downloaded bytes as exceljs reads them, and the first sheet. */
async function sheetOf(body: unknown): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as Buffer as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}
/** The first row of an INSERT ... RETURNING. */
function first<T>(rows: unknown): T {
  const [row] = rows as T[];
  if (!row) throw new Error('no row returned');
  return row;
}
const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

describe('relatórios (events, locals, people, blocked people, reservations, date restrictions)', () => {
  let t: TestApp;
  let all: string;
  let hall: Local;
  let court: Local;
  let party: Local;
  let ana: Associate;
  let bruno: Associate;
  const ids: Record<string, number> = {};
  const uuids: Record<string, string> = {};
  let n = 0;

  const post = (url: string, body: object, token = all) =>
    t.http.post(`/api${url}`).set('Authorization', `Bearer ${token}`).send(body);
  const get = (url: string, token = all) =>
    t.http.get(`/api${url}`).set('Authorization', `Bearer ${token}`);
  const download = (method: 'get' | 'post', url: string, body?: object) => {
    const req = t.http[method](`/api${url}`).set('Authorization', `Bearer ${all}`);
    return (body ? req.send(body) : req).responseType('blob');
  };

  async function place(description: string, startsAt: string, endsAt: string): Promise<Local> {
    n += 1;
    const localType = await t.dataSource.getRepository(LocalType).save({
      description: `Tipo Relatório ${n}`,
      externalValue: 0,
      invitedValue: 0,
    });
    const reservationInterval = await t.dataSource
      .getRepository(ReservationInterval)
      .save({ description: `Intervalo Relatório ${n}`, interval: 60 });
    return t.dataSource.getRepository(Local).save({
      description,
      slug: `relatorio-${n}`,
      localType,
      reservationInterval,
      startsAt,
      endsAt,
      capacity: 40,
      reservationTime: 60,
      restriction: 1,
      usageGuide: '<p>Guia</p>',
    });
  }

  /** A reservation (and its order) with `guests` invitations. */
  async function reservation(
    local: Local,
    who: Associate,
    startsAt: string,
    hoursLong: number,
    fields: { status: number; total?: number; paid?: boolean; hold?: string; guests?: number },
  ): Promise<number> {
    const order = await t.dataSource.getRepository(Order).save({
      associateId: who.id,
      kind: 'reserva',
      total: fields.total ?? 0,
      status: fields.paid ? OrderStatus.Finished : OrderStatus.Pending,
      paidAt: fields.paid ? new Date('2026-03-01T12:00:00Z') : null,
    });
    const r = first<{ id: number }>(
      await t.dataSource.query(
        `INSERT INTO local_reservation (order_id, local_id, associate_id, starts_at, ends_at, status, hold_expires_at)
       VALUES ($1, $2, $3, $4, CAST($4 AS timestamptz) + $5 * interval '1 hour', $6, $7) RETURNING id`,
        [order.id, local.id, who.id, startsAt, hoursLong, fields.status, fields.hold ?? null],
      ),
    );
    for (let i = 0; i < (fields.guests ?? 0); i += 1) {
      await t.dataSource.query(
        `INSERT INTO reservation_invitation (reservation_id, name, doc, kind, value_cents)
         VALUES ($1, $2, $3, 'guest', 2500)`,
        [r.id, `Convidado ${i + 1}`, cpfFor(60_000 + r.id * 10 + i)],
      );
    }
    return r.id;
  }

  async function event(
    local: Local,
    title: string,
    days: [string, string][],
    status = 1,
  ): Promise<number> {
    const e = first<{ id: number }>(
      await t.dataSource.query(
        `INSERT INTO event (title, description, local_id, start_sale, end_sale, free_limit, tickets_total, guest_price_cents, status)
       VALUES ($1, '<p>x</p>', $2, '2026-02-01T12:00:00Z', '2026-03-09T12:00:00Z', 2, 10, 3000, $3) RETURNING id`,
        [title, local.id, status],
      ),
    );
    for (const [from, to] of days) {
      await t.dataSource.query(
        'INSERT INTO event_date (event_id, starts_at, ends_at) VALUES ($1, $2, $3)',
        [e.id, from, to],
      );
    }
    return e.id;
  }

  async function ticket(eventId: number, status: number, value: number, hold?: string) {
    n += 1;
    await t.dataSource.query(
      `INSERT INTO ticket (event_id, name, cpf, kind, title, value_cents, event_date, status, hold_expires_at)
       VALUES ($1, $2, $3, 'guest', 'Convite', $4, now(), $5, $6)`,
      [eventId, `Convidado ${n}`, cpfFor(70_000 + n), value, status, hold ?? null],
    );
  }

  async function restriction(
    description: string,
    startsAt: string,
    endsAt: string,
    status: number,
    locals: Local[],
  ): Promise<number> {
    const d = first<{ id: number }>(
      await t.dataSource.query(
        `INSERT INTO date_restriction (description, starts_at, ends_at, status) VALUES ($1, $2, $3, $4) RETURNING id`,
        [description, startsAt, endsAt, status],
      ),
    );
    for (const l of locals) {
      await t.dataSource.query(
        'INSERT INTO date_restriction_local (date_restriction_id, local_id) VALUES ($1, $2)',
        [d.id, l.id],
      );
    }
    return d.id;
  }

  async function dependent(associate: Associate, name: string, status: number, birth?: string) {
    n += 1;
    const d = first<{ id: string }>(
      await t.dataSource.query(
        `INSERT INTO dependent (associate_id, name, parentage, cpf, birth_date, status)
       VALUES ($1, $2, 'Filho(a)', $3, $4, $5) RETURNING id`,
        [associate.id, name, cpfFor(80_000 + n), birth ?? null, status],
      ),
    );
    return d.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    all = await t.staffToken([
      P.listReportEvents,
      P.listLocal,
      P.listReportPeople,
      P.listAssociateDependentBlocked,
      P.reportLocalReservation,
      P.listDateRestriction,
    ]);
    // Hall 08:00-22:00 (14 h a day), court 08:00-18:00 (10 h a day).
    hall = await place('Salão Relatório', '08:00', '22:00');
    court = await place('Quadra Relatório', '08:00', '18:00');
    party = await place('Espaço Festas Relatório', '10:00', '20:00');

    const company = await t.dataSource
      .getRepository(Company)
      .save({ description: 'Empresa Relatório' });
    const other = await t.dataSource.getRepository(Company).save({ description: 'Outra Empresa' });
    ana = await t.createMember({
      name: 'Ana Relatório',
      company,
      phone: '11987654321',
      birthDate: '1990-05-01',
      admissionDate: '2010-01-10',
      maritalStatus: 'Casado(a)',
    });
    bruno = await t.createMember({
      name: 'Bruno Relatório',
      company,
      birthDate: '2000-01-01',
      admissionDate: '2020-06-01',
    });
    await t.createMember({
      name: 'Carla Relatório',
      company,
      birthDate: '1960-01-01',
      admissionDate: '2015-03-03',
    });
    await t.createMember({ name: 'Davi Outra Empresa', company: other, birthDate: '1990-05-01' });
    await dependent(ana, 'Alice Dependente', 1, '2015-01-01');

    // Blocked people: an inactive associate; a dependent inactive; an inactive associate's
    // dependents (one also inactive: two reasons).
    const dora = await t.createMember({ name: 'Dora Inativa', status: 2, birthDate: '1970-02-03' });
    uuids['dora'] = dora.id;
    const eva = await t.createMember({ name: 'Eva Ativa' });
    uuids['eva'] = eva.id;
    uuids['fabio'] = await dependent(eva, 'Fabio Dependente Inativo', 2);
    const gil = await t.createMember({ name: 'Gil Inativo', status: 2 });
    uuids['gil'] = gil.id;
    uuids['hugo'] = await dependent(gil, 'Hugo Dependente', 1);
    uuids['iris'] = await dependent(gil, 'Iris Dependente Inativa', 2, '2012-12-12');

    // Reservations. 13:00Z is 10:00 in São Paulo.
    ids['hallPaid'] = await reservation(hall, ana, '2026-03-10T13:00:00Z', 4, {
      status: 2,
      total: 12345,
      paid: true,
      guests: 2,
    });
    ids['hallCancelled'] = await reservation(hall, bruno, '2026-03-11T13:00:00Z', 2, {
      status: 3,
      total: 5000,
    });
    ids['hallExpired'] = await reservation(hall, bruno, '2026-03-11T17:00:00Z', 1, {
      status: 1,
      total: 5000,
      hold: '2026-03-01T12:00:00Z',
    });
    ids['courtFree'] = await reservation(court, bruno, '2026-03-10T12:00:00Z', 2, {
      status: 2,
      paid: true,
    });
    // The day after the period (01:00 of 12/03 in São Paulo), and the day before.
    ids['after'] = await reservation(hall, ana, '2026-03-12T04:00:00Z', 1, {
      status: 2,
      paid: true,
      total: 100,
    });
    ids['before'] = await reservation(hall, ana, '2026-03-10T02:00:00Z', 1, {
      status: 2,
      paid: true,
      total: 100,
    });

    // Court closed on 11/03 (active restriction); an inactive one on the hall changes nothing.
    ids['courtClosed'] = await restriction('Manutenção quadra', '2026-03-11', '2026-03-15', 1, [
      court,
    ]);
    ids['hallInactive'] = await restriction('Reforma cancelada', '2026-03-01', '2026-03-10', 2, [
      hall,
      court,
    ]);
    ids['later'] = await restriction('Feriado', '2026-03-20', '2026-03-21', 1, [hall]);

    // Events: one in the period at the party place (19:00 of 10/03 to 00:00), one later, one
    // in the period at the hall.
    ids['ball'] = await event(party, 'Baile Relatório', [
      ['2026-03-10T22:00:00Z', '2026-03-11T03:00:00Z'],
    ]);
    await ticket(ids['ball'], 1, 3000);
    await ticket(ids['ball'], 1, 3000);
    await ticket(ids['ball'], 1, 0);
    await ticket(ids['ball'], 2, 3000, '2099-01-01T00:00:00Z');
    await ticket(ids['ball'], 2, 3000, '2026-01-01T00:00:00Z');
    await ticket(ids['ball'], 3, 3000);
    ids['april'] = await event(party, 'Festa de Abril', [
      ['2026-04-01T22:00:00Z', '2026-04-02T02:00:00Z'],
    ]);
    ids['show'] = await event(hall, 'Show Relatório', [
      ['2026-03-09T22:00:00Z', '2026-03-10T01:00:00Z'],
      ['2026-03-11T22:00:00Z', '2026-03-12T01:00:00Z'],
    ]);
    // The embedded database on a busy machine: the setup's many inserts may take a while.
  }, 180_000);
  afterAll(() => t?.close());

  // ── Access and validation ─────────────────────────────────────────────────

  const ROUTES: [method: 'get' | 'post', url: string, permission: string, body?: object][] = [
    ['post', '/events-report', P.listReportEvents, PERIOD],
    ['post', '/events-report/export', P.listReportEvents, PERIOD],
    ['post', '/locals-report', P.listLocal, PERIOD],
    ['post', '/locals-report/export', P.listLocal, PERIOD],
    ['get', '/report-people', P.listReportPeople],
    ['get', '/report-people/export', P.listReportPeople],
    ['get', '/associate-dependent-blocked', P.listAssociateDependentBlocked],
    ['get', '/associate-dependent-blocked/export', P.listAssociateDependentBlocked],
    [
      'post',
      '/show-associate-dependent-blocked',
      P.listAssociateDependentBlocked,
      { userType: 'Associate', userId: '00000000-0000-4000-8000-000000000000' },
    ],
    ['post', '/local-reservations-report', P.reportLocalReservation, PERIOD],
    ['post', '/local-reservations-report/export', P.reportLocalReservation, PERIOD],
    ['post', '/date-restrictions-report', P.listDateRestriction, PERIOD],
    ['post', '/date-restrictions-report/export', P.listDateRestriction, PERIOD],
  ];

  it('each route needs a staff token (401) with its own permission (403)', async () => {
    const wrong = await t.staffToken([P.listReportPayments]);
    for (const [method, url, permission, body] of ROUTES) {
      const anonymous = t.http[method](`/api${url}`);
      expect([url, (await (body ? anonymous.send(body) : anonymous)).status]).toEqual([url, 401]);
      const denied = t.http[method](`/api${url}`).set('Authorization', `Bearer ${wrong}`);
      expect([url, (await (body ? denied.send(body) : denied)).status]).toEqual([url, 403]);
      const only = await t.staffToken([permission]);
      const allowed = t.http[method](`/api${url}`).set('Authorization', `Bearer ${only}`);
      const res = await (body ? allowed.send(body) : allowed);
      // The show route answers 404 for an unknown person: allowed all the same.
      expect([url, res.status]).toEqual([url, url.startsWith('/show') ? 404 : 200]);
    }
  });

  it('refuses a bad period, place or page with 400, the error shape and Portuguese messages', async () => {
    for (const url of [
      '/events-report',
      '/locals-report',
      '/local-reservations-report',
      '/date-restrictions-report',
    ]) {
      for (const suffix of ['', '/export']) {
        const reversed = await post(`${url}${suffix}`, {
          startsAt: '2026-03-11',
          endsAt: '2026-03-10',
        });
        expect([url, suffix, reversed.status]).toEqual([url, suffix, 400]);
        expect(reversed.body).toMatchObject({
          statusCode: 400,
          code: ErrorCode.ValidationFailed,
          fields: { endsAt: MSG.endBeforeStart },
        });
        const tooLong = await post(`${url}${suffix}`, {
          startsAt: '2025-01-01',
          endsAt: '2026-01-02',
        });
        expect(tooLong.status).toBe(400);
        expect(tooLong.body.fields).toEqual({ endsAt: MSG.reportPeriodTooLong });
        const missing = await post(`${url}${suffix}`, { endsAt: '2026-03-10' });
        expect(missing.body.fields).toEqual({ startsAt: MSG.required });
        const badPlace = await post(`${url}${suffix}`, { ...PERIOD, local: 'um' });
        expect(badPlace.status).toBe(400);
        expect(badPlace.body.fields).toEqual({ local: 'Identificador inválido.' });
      }
      expect((await post(`${url}?take=1000`, PERIOD)).status).toBe(400);
      // 366 days (both ends counted) is the longest period.
      expect((await post(url, { startsAt: '2024-01-01', endsAt: '2024-12-31' })).status).toBe(200);
    }
    const badAssociate = await post('/local-reservations-report', {
      ...PERIOD,
      associate: 'nao-e-uuid',
    });
    expect(badAssociate.status).toBe(400);
    expect(badAssociate.body.fields).toEqual({ associate: 'Identificador inválido.' });
  });

  // ── Events ────────────────────────────────────────────────────────────────

  it('events: the events with a day in the period, by first day, with tickets and revenue', async () => {
    const res = await post('/events-report', PERIOD);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: Row) => r['id'])).toEqual([ids['show'], ids['ball']]);
    expect(res.body.total).toBe(2);
    expect(res.body.data[1]).toEqual({
      id: ids['ball'],
      title: 'Baile Relatório',
      local: party.description,
      status: 'Ativo',
      startSale: '2026-02-01T12:00:00.000Z',
      endSale: '2026-03-09T12:00:00.000Z',
      days: ['2026-03-10'],
      ticketsTotal: 10,
      sold: 3,
      pending: 1,
      available: 6,
      free: 1,
      paid: 2,
      revenue: 6000,
    });
    // 22:00Z of 09/03 is 19:00 of 09/03 in São Paulo: the show's days are 09/03 and 11/03.
    expect(res.body.data[0]).toMatchObject({ days: ['2026-03-09', '2026-03-11'], sold: 0 });
    expect(res.body.summary).toEqual({
      events: 2,
      ticketsTotal: 20,
      sold: 3,
      pending: 1,
      free: 1,
      paid: 2,
      revenue: 6000,
    });
    const atHall = await post('/events-report', { ...PERIOD, local: hall.id });
    expect(atHall.body.data.map((r: Row) => r['id'])).toEqual([ids['show']]);
    const page = await post('/events-report?skip=1&take=1', PERIOD);
    expect(page.body.data.map((r: Row) => r['id'])).toEqual([ids['ball']]);
    expect(page.body.total).toBe(2);
    const april = await post('/events-report', { startsAt: '2026-04-01', endsAt: '2026-04-01' });
    expect(april.body.data.map((r: Row) => r['id'])).toEqual([ids['april']]);
  });

  it('events: the export has the same rows', async () => {
    const res = await download('post', '/events-report/export', PERIOD);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-eventos-2026-03-10-a-2026-03-11.xlsx"',
    );
    expect(res.headers['x-total-rows']).toBe('2');
    const sheet = await sheetOf(res.body);
    expect(sheet.name).toBe('Eventos');
    expect(values(sheet.getRow(1))).toEqual([
      'Código',
      'Evento',
      'Local',
      'Status',
      'Início das vendas',
      'Fim das vendas',
      'Dias',
      'Convites à venda',
      'Vendidos',
      'Pendentes',
      'Disponíveis',
      'Gratuitos',
      'Pagos',
      'Receita',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(values(sheet.getRow(3))).toEqual([
      ids['ball'],
      'Baile Relatório',
      party.description,
      'Ativo',
      new Date(Date.UTC(2026, 1, 1, 9, 0, 0)),
      new Date(Date.UTC(2026, 2, 9, 9, 0, 0)),
      '10/03/2026',
      10,
      3,
      1,
      6,
      1,
      2,
      60,
    ]);
    expect(sheet.getRow(2).getCell(7).value).toBe('09/03/2026, 11/03/2026');
  });

  // ── Places and occupancy ──────────────────────────────────────────────────

  it('locals: occupancy = confirmed hours booked / open hours of the days without an active restriction', async () => {
    const res = await post('/locals-report', PERIOD);
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data as Row[]).map((r) => [r['id'], r]));
    expect(byId.get(hall.id)).toEqual({
      id: hall.id,
      description: 'Salão Relatório',
      type: expect.stringMatching(/^Tipo Relatório/),
      capacity: 40,
      status: 'Ativo',
      // The 4 h confirmed one; not the cancelled, the expired, nor those of other days.
      reservations: 1,
      hoursBooked: 4,
      openHours: 28,
      occupancyPercent: 14.3,
      guests: 2,
      revenue: 12345,
    });
    // Closed on 11/03 (active restriction): open 10 h, 2 h booked.
    expect(byId.get(court.id)).toMatchObject({
      reservations: 1,
      hoursBooked: 2,
      openHours: 10,
      occupancyPercent: 20,
      guests: 0,
      revenue: 0,
    });
    // By description; the chart covers every place.
    const names = (res.body.data as Row[]).map((r) => r['description'] as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.body.chart).toContainEqual({
      localId: court.id,
      local: 'Quadra Relatório',
      occupancyPercent: 20,
    });
    expect(res.body.chart).toHaveLength(res.body.total);

    const one = await post('/locals-report', { ...PERIOD, local: court.id });
    expect(one.body.total).toBe(1);
    expect(one.body.summary).toEqual({
      locals: 1,
      reservations: 1,
      hoursBooked: 2,
      openHours: 10,
      occupancyPercent: 20,
      guests: 0,
      revenue: 0,
    });
    // A reservation crossing the period's end counts only its hours inside (01:00 of 12/03
    // is outside the period 10/03..11/03 entirely; the one of 23:00 of 09/03 too).
    const first = await post('/locals-report', {
      startsAt: '2026-03-09',
      endsAt: '2026-03-09',
      local: hall.id,
    });
    expect(first.body.data[0]).toMatchObject({ reservations: 1, hoursBooked: 1, openHours: 14 });
  });

  it('locals: the export has the same figures (occupancy as an Excel percentage)', async () => {
    const res = await download('post', '/locals-report/export', { ...PERIOD, local: hall.id });
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBe('1');
    const sheet = await sheetOf(res.body);
    expect(values(sheet.getRow(1))).toEqual([
      'Código',
      'Local',
      'Tipo',
      'Capacidade',
      'Status',
      'Reservas',
      'Horas reservadas',
      'Horas de funcionamento',
      'Ocupação',
      'Convidados',
      'Receita',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('Salão Relatório');
    expect(row.getCell(7).value).toBe(4);
    expect(row.getCell(8).value).toBe(28);
    expect(row.getCell(9).value).toBeCloseTo(0.143);
    expect(row.getCell(9).numFmt).toBe('0.0%');
    expect(row.getCell(11).value).toBe(123.45);
  });

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
      '11987654321',
      ana.email,
      new Date(Date.UTC(2010, 0, 10)),
      new Date(Date.UTC(1990, 4, 1)),
      'Casado(a)',
    ]);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd/mm/yyyy');
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
