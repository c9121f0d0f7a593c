import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, MSG, P } from '@clube/shared';
import { makeEvent } from '../../test/event-fixtures.js';
import {
  buildReportWorld,
  PERIOD,
  reportBuilders,
  reportRequests,
  type Row,
  sheetOf,
  values,
} from '../../test/report-fixtures.js';
import { shownRows } from '../../test/sheet-reader.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ticketBuyers } from '../../test/ticket-fixtures.js';
import type { Local } from '../locals/entities/local.entity.js';

describe('relatórios: access and validation, events, locals', () => {
  let t: TestApp;
  let all: string;
  let hall: Local;
  let court: Local;
  let party: Local;
  let ids: Record<string, number>;
  const { post, get, download } = reportRequests(
    () => t,
    () => all,
  );

  beforeAll(async () => {
    t = await createTestApp();
    ({ all, hall, court, party, ids } = await buildReportWorld(t));
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
    // The two events and the totals line.
    expect(sheet.rowCount).toBe(4);
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

    // What a spreadsheet shows, read by another library than the writer: money in reais,
    // dates as dates, and the screen's summary as the last line under its columns.
    const shown = shownRows(res.body);
    expect(shown).toHaveLength(4);
    expect(shown[2]).toEqual([
      String(ids['ball']),
      'Baile Relatório',
      party.description,
      'Ativo',
      '01/02/2026 09:00',
      '09/03/2026 09:00',
      '10/03/2026',
      '10',
      '3',
      '1',
      '6',
      '1',
      '2',
      'R$ 60.00',
    ]);
    expect(shown[3]).toEqual([
      null,
      'Total: 2 eventos',
      null,
      null,
      null,
      null,
      null,
      '20',
      '3',
      '1',
      '16',
      '1',
      '2',
      'R$ 60.00',
    ]);
  });

  it("events: the report's sold, held and available are the event's own, after a purchase, an expiry and a waitlist offer", async () => {
    const { newMember, dependentsOf, buy, guest, depGuest, expireHolds, send } = ticketBuyers(
      () => t,
    );
    // An event of 3 tickets on sale now, one day in 10 days, at a place of its own; guests
    // from outside the club pay, so their purchases are held (Pendente) until paid.
    const theatre = await reportBuilders(t).place('Teatro Relatório', '08:00', '22:00');
    const event = await makeEvent(t.dataSource, theatre, { ticketsTotal: 3, title: 'Peça' });
    const staff = await t.staffToken([P.listReportEvents, P.listEvent]);
    const day = (offset: number) =>
      new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);
    const period = { startsAt: day(-1), endsAt: day(20), local: theatre.id };
    const waitUrl = `/api/events/${event.id}/waitlist`;

    /**
     * The events report's row of the event must say what the event itself says: its
     * `available` is the public page's tickets for sale and the back office's remaining, its
     * sold and held together the back office's sold (the active tickets).
     */
    const expectFigures = async (expected: {
      sold: number;
      pending: number;
      available: number;
    }) => {
      const report = await post('/events-report', period, staff);
      expect(report.status).toBe(200);
      const row = (report.body.data as Row[]).find((r) => r['id'] === event.id);
      const page = await t.http.get(`/api/events-public/${event.id}`);
      const office = await get(`/events/${event.id}`, staff);
      expect([page.status, office.status]).toEqual([200, 200]);
      expect({
        sold: row?.['sold'],
        pending: row?.['pending'],
        available: row?.['available'],
        forSale: page.body.numberOfTicketsForSale,
        remaining: office.body.remaining,
        active: office.body.sold,
      }).toEqual({
        ...expected,
        forSale: expected.available,
        remaining: expected.available,
        active: expected.sold + expected.pending,
      });
    };
    await expectFigures({ sold: 0, pending: 0, available: 3 });

    // A purchase: a dependent free (Confirmado), then a paying guest (held).
    const a = await newMember();
    const [dependent] = await dependentsOf(a.member, 1);
    const free = await buy(event, [depGuest(dependent)], a.token);
    expect([free.status, free.body.order?.status]).toEqual([201, 'Finalizado']);
    const held = await buy(event, [guest(90)], a.token);
    expect([held.status, held.body.order?.status]).toEqual([201, 'Pendente']);
    await expectFigures({ sold: 1, pending: 1, available: 1 });

    // The hold runs out (still written Pendente): its ticket is for sale again.
    await expireHolds(event.id);
    await expectFigures({ sold: 1, pending: 0, available: 2 });

    // Sold out by another member's held purchase; a third joins the waitlist.
    const b = await newMember();
    const soldOut = await buy(event, [guest(91), guest(92)], b.token);
    expect([soldOut.status, soldOut.body.order?.status]).toEqual([201, 'Pendente']);
    await expectFigures({ sold: 1, pending: 2, available: 0 });
    const c = await newMember();
    expect((await send('post', waitUrl, c.token, { quantity: 2 })).status).toBe(201);

    // The holds run out: until the line is served the tickets read as for sale; the next
    // purchase finds them and offers them to the first in line, whose open offer holds them.
    await expireHolds(event.id);
    await expectFigures({ sold: 1, pending: 0, available: 2 });
    const { token: stranger } = await newMember();
    const refused = await buy(event, [guest(93)], stranger);
    expect([refused.status, refused.body.error]).toEqual([409, 'Venda de convite esgotada']);
    expect((await send('get', waitUrl, c.token)).body.entry).toMatchObject({
      status: 'Oferta enviada',
      offeredQuantity: 2,
    });
    await expectFigures({ sold: 1, pending: 0, available: 0 });

    // The offered member buys them: held by his purchase now.
    const bought = await buy(event, [guest(94), guest(95)], c.token);
    expect([bought.status, bought.body.order?.status]).toEqual([201, 'Pendente']);
    await expectFigures({ sold: 1, pending: 2, available: 0 });
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
});
