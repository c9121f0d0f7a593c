import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { ErrorCode, MSG, P } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { shownRows } from '../../test/sheet-reader.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Local } from '../locals/entities/local.entity.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { PAYMENT_REPORT_PERIOD_TOO_LONG } from './dto/payment-report.dto.js';

type Row = Record<string, unknown>;

/** The downloaded bytes, as exceljs' `load` types them (an ArrayBuffer-like). */
const xlsxBody = (body: unknown) =>
  body as Buffer as unknown as Parameters<ExcelJS.Xlsx['load']>[0];

const PERIOD = { startsAt: '2026-03-10', endsAt: '2026-03-11' };

describe('relatório de cobranças (POST report-payments, report-payments/export)', () => {
  let t: TestApp;
  let staff: string;
  let hall: Local;
  let party: Local;
  let bruno: { id: string };
  const ids: Record<string, number> = {};

  const report = (body: object, query = '', token = staff) =>
    t.http.post(`/api/report-payments${query}`).set('Authorization', `Bearer ${token}`).send(body);

  /**
   * A payment row as the checkout writes it, created at `createdAt` (an instant), with its
   * ledger: the capture of one that took money and, for one refunded or being refunded, the
   * refund decided a minute later.
   */
  async function payment(
    orderId: number,
    fields: { type: string; state: string; amount: number; brand?: string; createdAt: string },
  ): Promise<number> {
    const [row] = (await t.dataSource.query(
      `INSERT INTO payment (order_id, acquirer, request_id, type, state, amount_cents, brand, created_at)
       VALUES ($1, 'sandbox', $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        orderId,
        randomUUID(),
        fields.type,
        fields.state,
        fields.amount,
        fields.brand ?? null,
        fields.createdAt,
      ],
    )) as { id: number }[];
    if (['paid', 'refunding', 'refunded'].includes(fields.state)) {
      await t.dataSource.query(
        `INSERT INTO money_movement (order_id, payment_id, kind, state, amount_cents, created_at, done_at)
         VALUES ($1, $2, 'capture', 'done', $3, $4, $4)`,
        [orderId, row.id, fields.amount, fields.createdAt],
      );
    }
    if (fields.state === 'refunding' || fields.state === 'refunded') {
      await t.dataSource.query(
        `INSERT INTO money_movement (order_id, payment_id, kind, state, amount_cents, reason, actor, created_at)
         VALUES ($1, $2, 'refund', $3, $4, 'order-unavailable', 'system',
                 CAST($5 AS timestamptz) + interval '1 minute')`,
        [
          orderId,
          row.id,
          fields.state === 'refunded' ? 'done' : 'requested',
          fields.amount,
          fields.createdAt,
        ],
      );
    }
    return row.id;
  }

  async function order(associateId: string, kind: 'reserva' | 'evento', total: number) {
    return t.dataSource.getRepository(Order).save({
      associateId,
      kind,
      total,
      status: OrderStatus.Pending,
    });
  }

  /** A reservation of `local` for `orderId`, with `guests` invitations. */
  async function reservation(
    orderId: number,
    associateId: string,
    local: Local,
    startsAt: string,
    guests: number,
  ) {
    const [r] = (await t.dataSource.query(
      `INSERT INTO local_reservation (order_id, local_id, associate_id, starts_at, ends_at, status)
       VALUES ($1, $2, $3, $4, CAST($4 AS timestamptz) + interval '2 hours', 2) RETURNING id`,
      [orderId, local.id, associateId, startsAt],
    )) as { id: number }[];
    for (let i = 0; i < guests; i += 1) {
      await t.dataSource.query(
        `INSERT INTO reservation_invitation (reservation_id, name, doc, kind, value_cents)
         VALUES ($1, $2, $3, 'guest', 2500)`,
        [r.id, `Convidado ${i + 1}`, cpfFor(40_000 + orderId * 10 + i)],
      );
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken([P.listReportPayments]);
    const ana = await t.createMember({ name: 'Ana Pagadora' });
    bruno = await t.createMember({ name: 'Bruno Convidante' });
    hall = await eventPlace(t.dataSource);
    party = await eventPlace(t.dataSource);
    const ball = await makeEvent(t.dataSource, party, { title: 'Baile de Março' });

    // A reservation of the hall with 2 guests, paid by credit card.
    const booked = await order(ana.id, 'reserva', 12345);
    await reservation(booked.id, ana.id, hall, '2026-04-01T13:00:00Z', 2);
    // 23:30 of 09/03 in São Paulo: the day before the period.
    ids['before'] = await payment(booked.id, {
      type: 'credit',
      state: 'declined',
      amount: 12345,
      brand: 'Visa',
      createdAt: '2026-03-10T02:30:00Z',
    });
    ids['paid'] = await payment(booked.id, {
      type: 'credit',
      state: 'paid',
      amount: 12345,
      brand: 'Visa',
      createdAt: '2026-03-10T15:00:00Z',
    });

    // Three tickets of the ball: a declined debit, an open Pix, a failed attempt (23:59 of 11/03).
    const tickets = await order(bruno.id, 'evento', 9000);
    for (let i = 0; i < 3; i += 1) {
      await t.dataSource.query(
        `INSERT INTO ticket (event_id, order_id, associate_id, name, cpf, kind, title, value_cents, event_date, status)
         VALUES ($1, $2, $3, $4, $5, 'guest', $6, 3000, now(), 1)`,
        [ball.id, tickets.id, bruno.id, `Convidado ${i + 1}`, cpfFor(50_000 + i), ball.title],
      );
    }
    ids['declined'] = await payment(tickets.id, {
      type: 'debit',
      state: 'declined',
      amount: 9000,
      brand: 'Master',
      createdAt: '2026-03-10T03:30:00Z',
    });
    ids['pending'] = await payment(tickets.id, {
      type: 'pix',
      state: 'pending',
      amount: 9000,
      createdAt: '2026-03-11T12:00:00Z',
    });
    ids['failed'] = await payment(tickets.id, {
      type: 'debit',
      state: 'failed',
      amount: 9000,
      brand: 'Elo',
      createdAt: '2026-03-12T02:59:00Z',
    });
    // 00:00 of 12/03: the day after.
    ids['after'] = await payment(tickets.id, {
      type: 'pix',
      state: 'declined',
      amount: 9000,
      createdAt: '2026-03-12T03:00:00Z',
    });

    // Another reservation of the hall, without guests: a refunded Pix, then a card in processing.
    const other = await order(bruno.id, 'reserva', 5000);
    await reservation(other.id, bruno.id, hall, '2026-04-02T13:00:00Z', 0);
    ids['refunded'] = await payment(other.id, {
      type: 'pix',
      state: 'refunded',
      amount: 5000,
      createdAt: '2026-03-11T09:00:00Z',
    });
    ids['processing'] = await payment(other.id, {
      type: 'credit',
      state: 'processing',
      amount: 5000,
      brand: 'Elo',
      createdAt: '2026-03-11T10:00:00Z',
    });

    // A Pix paid too late, being returned: 08:00 of 11/03 (no guests, the party place).
    const late = await order(ana.id, 'reserva', 7000);
    await reservation(late.id, ana.id, party, '2026-04-03T13:00:00Z', 0);
    ids['refunding'] = await payment(late.id, {
      type: 'pix',
      state: 'refunding',
      amount: 7000,
      createdAt: '2026-03-11T11:00:00Z',
    });
  });
  afterAll(() => t?.close());

  it('lists the payments and the refunds (their own lines, negative) of the club days of the period, newest first, with Portuguese labels; the totals are net', async () => {
    const res = await report(PERIOD);
    expect(res.status).toBe(200);
    const data = res.body.data as Row[];
    expect(data.map((r) => [r['id'], r['line']])).toEqual([
      [ids['failed'], 'Pagamento'],
      [ids['pending'], 'Pagamento'],
      [ids['refunding'], 'Estorno'],
      [ids['refunding'], 'Pagamento'],
      [ids['processing'], 'Pagamento'],
      [ids['refunded'], 'Estorno'],
      [ids['refunded'], 'Pagamento'],
      [ids['paid'], 'Pagamento'],
      [ids['declined'], 'Pagamento'],
    ]);
    expect(res.body.total).toBe(9);
    const byId = new Map(data.filter((r) => r['line'] === 'Pagamento').map((r) => [r['id'], r]));
    const refundOf = (id: number) =>
      data.find((r) => r['line'] === 'Estorno' && r['id'] === id) as Row;
    expect(byId.get(ids['paid'])).toEqual({
      id: ids['paid'],
      line: 'Pagamento',
      orderId: expect.any(Number),
      locals: hall.description,
      status: 'Pago',
      associate: 'Ana Pagadora',
      cardType: 'Cartão de Crédito',
      cardBrand: 'Visa',
      invitationsQuantity: 2,
      totalPaid: 12345,
      totalPaidFormatted: 'R$ 123,45',
      createdAt: '2026-03-10T15:00:00.000Z',
    });
    expect(byId.get(ids['pending'])).toMatchObject({
      locals: 'Baile de Março',
      status: 'Aguardando pagamento',
      associate: 'Bruno Convidante',
      cardType: 'Pix',
      cardBrand: null,
      invitationsQuantity: 3,
      totalPaid: 0,
      totalPaidFormatted: 'R$ 0,00',
    });
    expect(byId.get(ids['declined'])).toMatchObject({
      status: 'Recusado',
      cardType: 'Cartão de Débito',
      cardBrand: 'Master',
      totalPaid: 0,
    });
    expect(byId.get(ids['failed'])).toMatchObject({ status: 'Falhou' });
    // A refunded payment keeps what it took; the refund is its own line, negative.
    expect(byId.get(ids['refunded'])).toMatchObject({
      status: 'Estornado',
      invitationsQuantity: 0,
      totalPaid: 5000,
    });
    expect(refundOf(ids['refunded'])).toMatchObject({
      status: 'Estornado',
      cardType: 'Pix',
      totalPaid: -5000,
      totalPaidFormatted: '-R$ 50,00',
      createdAt: '2026-03-11T09:01:00.000Z',
    });
    expect(byId.get(ids['processing'])).toMatchObject({ status: 'Processando', cardBrand: 'Elo' });
    expect(byId.get(ids['refunding'])).toMatchObject({
      locals: party.description,
      status: 'Estorno em andamento',
      totalPaid: 7000,
    });
    expect(refundOf(ids['refunding'])).toMatchObject({
      status: 'Estorno em andamento',
      totalPaid: -7000,
    });
    expect(res.body.summary).toEqual({
      payments: 7,
      paidCount: 3,
      refunds: 2,
      totalCaptured: 24345,
      totalRefunded: 12000,
      totalPaid: 12345,
      totalPaidFormatted: 'R$ 123,45',
    });
    // The chart counts what was kept: captured less refunded, per month and type.
    expect(res.body.chart).toEqual([
      { month: '2026-03', type: 'Cartão de Crédito', amount: 12345 },
    ]);
  });

  it('charts what was paid per month (club time) and payment type, the whole period', async () => {
    const ana = await t.createMember({ name: 'Ana Gráfico' });
    const paid = async (type: string, amount: number, createdAt: string, state = 'paid') => {
      const o = await order(ana.id, 'reserva', amount);
      await payment(o.id, { type, state, amount, brand: 'Visa', createdAt });
    };
    await paid('credit', 10000, '2026-05-03T15:00:00Z');
    await paid('credit', 2500, '2026-05-20T15:00:00Z');
    await paid('pix', 4000, '2026-05-21T15:00:00Z');
    // 23:00 of 31/05 in São Paulo: May, not June.
    await paid('debit', 700, '2026-06-01T02:00:00Z');
    await paid('debit', 800, '2026-06-02T15:00:00Z');
    await paid('pix', 9999, '2026-06-03T15:00:00Z', 'declined');
    await paid('pix', 9999, '2026-06-04T15:00:00Z', 'refunded');
    await paid('credit', 5000, '2026-07-01T15:00:00Z');
    const res = await report({ startsAt: '2026-05-01', endsAt: '2026-06-30' }, '?take=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.chart).toEqual([
      { month: '2026-05', type: 'Cartão de Crédito', amount: 12500 },
      { month: '2026-05', type: 'Cartão de Débito', amount: 700 },
      { month: '2026-05', type: 'Pix', amount: 4000 },
      { month: '2026-06', type: 'Cartão de Débito', amount: 800 },
    ]);
    // The refunded Pix took money (paid) and gave it back: counted in, netted out.
    expect(res.body.summary).toMatchObject({
      payments: 7,
      paidCount: 6,
      refunds: 1,
      totalRefunded: 9999,
      totalPaid: 18000,
    });
  });

  it('pages with ?skip=&take= while the summary covers the whole period', async () => {
    const first = await report(PERIOD, '?take=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((r: Row) => r['id'])).toEqual([ids['failed'], ids['pending']]);
    expect(first.body.total).toBe(9);
    expect(first.body.summary.totalPaid).toBe(12345);
    const third = await report(PERIOD, '?skip=4&take=2');
    expect(third.body.data.map((r: Row) => [r['id'], r['line']])).toEqual([
      [ids['processing'], 'Pagamento'],
      [ids['refunded'], 'Estorno'],
    ]);
  });

  it('a one-day period holds that club day only', async () => {
    const res = await report({ startsAt: '2026-03-09', endsAt: '2026-03-09' });
    expect(res.body.data.map((r: Row) => r['id'])).toEqual([ids['before']]);
    expect(res.body.summary).toMatchObject({ payments: 1, paidCount: 0, totalPaid: 0 });
  });

  it('filters by place: the reservations of the place and the events held there', async () => {
    const atHall = await report({ ...PERIOD, local: hall.id });
    expect(atHall.body.data.map((r: Row) => r['id'])).toEqual([
      ids['processing'],
      ids['refunded'],
      ids['refunded'],
      ids['paid'],
    ]);
    expect(atHall.body.summary).toMatchObject({ payments: 3, paidCount: 2, totalPaid: 12345 });
    const atParty = await report({ ...PERIOD, local: party.id });
    expect(atParty.body.data.map((r: Row) => r['id'])).toEqual([
      ids['failed'],
      ids['pending'],
      ids['refunding'],
      ids['refunding'],
      ids['declined'],
    ]);
    expect(atParty.body.summary).toEqual({
      payments: 4,
      paidCount: 1,
      refunds: 1,
      totalCaptured: 7000,
      totalRefunded: 7000,
      totalPaid: 0,
      totalPaidFormatted: 'R$ 0,00',
    });
  });

  it("filters by member: only the payments and refunds of that associate's orders", async () => {
    const ofBruno = await report({ ...PERIOD, associate: bruno.id });
    expect(ofBruno.status).toBe(200);
    expect(ofBruno.body.data.map((r: Row) => [r['id'], r['line']])).toEqual([
      [ids['failed'], 'Pagamento'],
      [ids['pending'], 'Pagamento'],
      [ids['processing'], 'Pagamento'],
      [ids['refunded'], 'Estorno'],
      [ids['refunded'], 'Pagamento'],
      [ids['declined'], 'Pagamento'],
    ]);
    expect(new Set(ofBruno.body.data.map((r: Row) => r['associate']))).toEqual(
      new Set(['Bruno Convidante']),
    );
    expect(ofBruno.body.summary).toMatchObject({
      payments: 5,
      paidCount: 1,
      refunds: 1,
      totalPaid: 0,
    });
    // With the place: Bruno's reservation of the hall only.
    const atHall = await report({ ...PERIOD, local: hall.id, associate: bruno.id });
    expect(atHall.body.data.map((r: Row) => r['id'])).toEqual([
      ids['processing'],
      ids['refunded'],
      ids['refunded'],
    ]);
    // The spreadsheet takes the same filter.
    const exported = await t.http
      .post('/api/report-payments/export')
      .set('Authorization', `Bearer ${staff}`)
      .send({ ...PERIOD, associate: bruno.id })
      .responseType('blob');
    expect(exported.status).toBe(200);
    expect(exported.headers['x-total-rows']).toBe('6');
    const shown = shownRows(exported.body);
    expect(shown.slice(1, 7).map((r) => r[3])).toEqual(Array(6).fill('Bruno Convidante'));

    // The page's 'Associado' field finds members with this report's permission alone (the CPF
    // masked: whole CPFs are for list-associate).
    const options = await t.http
      .get('/api/associates/options?search=Bruno')
      .set('Authorization', `Bearer ${staff}`);
    expect(options.status).toBe(200);
    expect(options.body).toEqual([
      {
        id: bruno.id,
        name: 'Bruno Convidante',
        cpf: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/),
      },
    ]);

    const bad = await report({ ...PERIOD, associate: 'ana' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: ErrorCode.ValidationFailed,
      fields: { associate: 'Identificador inválido.' },
    });
  });

  it('refuses a staff member without list-report-payments (403)', async () => {
    const other = await t.staffToken([P.listLocalReservation]);
    expect((await report(PERIOD, '', other)).status).toBe(403);
    const exported = await t.http
      .post('/api/report-payments/export')
      .set('Authorization', `Bearer ${other}`)
      .send(PERIOD);
    expect(exported.status).toBe(403);
    expect((await t.http.post('/api/report-payments').send(PERIOD)).status).toBe(401);
  });

  it('refuses a bad period with the error shape (400)', async () => {
    const reversed = await report({ startsAt: '2026-03-11', endsAt: '2026-03-10' });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      statusCode: 400,
      code: ErrorCode.ValidationFailed,
      fields: { endsAt: MSG.endBeforeStart },
    });
    expect(reversed.body.error).toContain(MSG.endBeforeStart);

    const tooLong = await report({ startsAt: '2025-01-01', endsAt: '2026-01-02' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ endsAt: PAYMENT_REPORT_PERIOD_TOO_LONG });
    // 366 days (both ends counted) is the longest period.
    expect((await report({ startsAt: '2024-01-01', endsAt: '2024-12-31' })).status).toBe(200);

    const missing = await report({ endsAt: '2026-03-10' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ startsAt: MSG.required });

    const badDate = await report({ startsAt: '10/03/2026', endsAt: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.fields).sort()).toEqual(['endsAt', 'startsAt']);

    const badLocal = await report({ ...PERIOD, local: 'um' });
    expect(badLocal.status).toBe(400);
    expect(badLocal.body.fields).toEqual({ local: 'Identificador inválido.' });

    const badPage = await report(PERIOD, '?take=1000');
    expect(badPage.status).toBe(400);
    expect(badPage.body.code).toBe(ErrorCode.ValidationFailed);
  });

  it('exports the whole period as an .xlsx with Portuguese headers, money and real dates', async () => {
    const res = await t.http
      .post('/api/report-payments/export')
      .set('Authorization', `Bearer ${staff}`)
      .send(PERIOD)
      .responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-cobrancas-2026-03-10-a-2026-03-11.xlsx"',
    );
    // Streamed: the row count comes first, the length is not known in advance.
    expect(res.headers['x-total-rows']).toBe('9');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-length']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBody(res.body));
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Cobranças');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Código',
      'Local/Evento',
      'Status',
      'Associado',
      'Forma de pagamento',
      'Bandeira',
      'Convidados',
      'Total pago',
      'Data',
      'Lançamento',
      'Pedido',
    ]);
    // 7 payments and 2 refunds, newest first, then the total line.
    expect(sheet.getColumn(1).values.slice(2, 11)).toEqual([
      ids['failed'],
      ids['pending'],
      ids['refunding'],
      ids['refunding'],
      ids['processing'],
      ids['refunded'],
      ids['refunded'],
      ids['paid'],
      ids['declined'],
    ]);
    expect(sheet.getRow(7).getCell(8).value).toBe(-50);
    expect(sheet.getRow(7).getCell(10).value).toBe('Estorno');
    const paid = sheet.getRow(9);
    expect((paid.values as unknown[]).slice(1)).toEqual([
      ids['paid'],
      hall.description,
      'Pago',
      'Ana Pagadora',
      'Cartão de Crédito',
      'Visa',
      2,
      123.45,
      // 15:00Z is 12:00 in São Paulo: the club's wall clock, as Excel dates have no zone.
      new Date(Date.UTC(2026, 2, 10, 12, 0, 0)),
      'Pagamento',
      expect.any(Number),
    ]);
    expect(paid.getCell(9).numFmt).toBe('dd/mm/yyyy hh:mm');
    // What a spreadsheet shows, read by another library than the writer (SheetJS): money in
    // reais (not the bare number), the club's wall clock, the net total on the last line.
    const shown = shownRows(res.body);
    expect(shown[8]?.slice(0, 9)).toEqual([
      String(ids['paid']),
      hall.description,
      'Pago',
      'Ana Pagadora',
      'Cartão de Crédito',
      'Visa',
      '2',
      'R$ 123.45',
      '10/03/2026 12:00',
    ]);
    expect(shown[6]?.[7]).toBe('-R$ 50.00');
    expect(shown[10]?.[3]).toBe('Total líquido no período (pago menos estornado)');
    expect(shown[10]?.[7]).toBe('R$ 123.45');
    expect(sheet.getRow(2).getCell(6).value).toBe('Elo');
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
    const total = sheet.getRow(11);
    expect(total.getCell(4).value).toBe('Total líquido no período (pago menos estornado)');
    expect(total.getCell(8).value).toBe(123.45);
    expect(sheet.rowCount).toBe(11);
  });

  it('exports in keyset batches: every row once, in order, across batch boundaries', async () => {
    const bulk = await t.createMember({ name: 'Bia Lote' });
    // 2,345 attempts of one day (more than two batches of 1,000), some at the same instant.
    const o = await order(bulk.id, 'reserva', 100);
    await t.dataSource.query(
      `INSERT INTO payment (order_id, acquirer, request_id, type, state, amount_cents, created_at)
       SELECT $1, 'sandbox', gen_random_uuid(), 'pix', 'declined', 100,
              TIMESTAMPTZ '2026-08-10T12:00:00Z' + (g / 3) * interval '1 second'
         FROM generate_series(1, 2345) g`,
      [o.id],
    );
    const res = await t.http
      .post('/api/report-payments/export')
      .set('Authorization', `Bearer ${staff}`)
      .send({ startsAt: '2026-08-10', endsAt: '2026-08-10' })
      .responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBe('2345');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBody(res.body));
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(1 + 2345 + 1);
    const ids = sheet.getColumn(1).values.slice(2, 2347) as number[];
    const expected = (
      (await t.dataSource.query(
        `SELECT id FROM payment WHERE order_id = $1 ORDER BY created_at DESC, id DESC`,
        [o.id],
      )) as { id: number }[]
    ).map((r) => r.id);
    expect(ids).toEqual(expected);
  });

  it('exports a place of the period only', async () => {
    const res = await t.http
      .post('/api/report-payments/export')
      .set('Authorization', `Bearer ${staff}`)
      .send({ ...PERIOD, local: party.id })
      .responseType('blob');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBody(res.body));
    const sheet = workbook.worksheets[0];
    expect(sheet.getColumn(2).values.slice(2, 7)).toEqual([
      'Baile de Março',
      'Baile de Março',
      party.description,
      party.description,
      'Baile de Março',
    ]);
    expect(sheet.getRow(7).getCell(4).value).toBe(
      'Total líquido no período (pago menos estornado)',
    );
    // The late Pix being refunded: 70,00 taken, 70,00 going back.
    expect(sheet.getRow(7).getCell(8).value).toBe(0);
  });
});
