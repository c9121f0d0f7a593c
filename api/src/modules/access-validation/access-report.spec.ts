import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { ErrorCode, MSG, P } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { seedDemoAccessAttempts } from './demo-access.js';
import { shownRows } from '../../test/sheet-reader.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Local } from '../locals/entities/local.entity.js';

type Row = Record<string, unknown>;

/** The downloaded bytes, as exceljs' `load` types them. */
const xlsxBody = (body: unknown) =>
  body as Buffer as unknown as Parameters<ExcelJS.Xlsx['load']>[0];

const PERIOD = '?accessAtFrom=2026-04-10&accessAtTo=2026-04-11';
const BRUNA_CPF = cpfFor(31_001);
const formatted = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const masked = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

describe('relatório de acessos (GET access-local, access-local/export)', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let hall: Local;
  let pool: Local;
  let gateStaffId: string;
  let eventTitle: string;
  const ids: Record<string, number> = {};

  async function attempt(fields: {
    local: Local;
    name: string | null;
    allowed: boolean;
    at: string;
    cpf?: string | null;
    reason?: string | null;
    userType?: string | null;
    kind?: 'invitation' | 'ticket' | 'card';
    code?: number;
    eventId?: number | null;
    staffId?: string | null;
  }): Promise<number> {
    const cpf = fields.cpf === undefined ? cpfFor(30_000 + Object.keys(ids).length) : fields.cpf;
    const [row] = (await t.dataSource.query(
      `INSERT INTO access_attempt (kind, code, local_id, name, doc_type, doc, user_type, allowed, reason_code, reason, created_at, event_id, staff_user_id)
       VALUES ($10, $11, $1, $2, $3, $4, $5, $6, $7, $8, $9, $12, $13) RETURNING id`,
      [
        fields.local.id,
        fields.name,
        fields.name && cpf ? 'CPF' : null,
        fields.name ? cpf : null,
        fields.name ? (fields.userType ?? 'Convidado') : null,
        fields.allowed,
        fields.allowed ? null : 'ALREADY_USED',
        fields.allowed ? null : (fields.reason ?? 'Código não encontrado.'),
        fields.at,
        fields.kind ?? 'invitation',
        fields.code ?? 1234,
        fields.eventId ?? null,
        fields.staffId ?? null,
      ],
    )) as { id: number }[];
    return row.id;
  }

  const get = (query: string, token = admin) =>
    t.http.get(`/api/access-local${query}`).set('Authorization', `Bearer ${token}`);
  const exported = (query: string, token = admin) =>
    t.http
      .get(`/api/access-local/export${query}`)
      .set('Authorization', `Bearer ${token}`)
      .responseType('blob');
  const idsOf = (body: { data: Row[] }) => body.data.map((r) => r['id']);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor(
      'staff',
      (await t.createStaff([P.listReservationInvitations], { admin: true })).id,
    );
    staff = await t.staffToken([P.listReservationInvitations]);
    hall = await eventPlace(t.dataSource);
    pool = await eventPlace(t.dataSource);
    gateStaffId = (
      await t.createStaff([P.listAccessValidation], { name: 'Marta', surname: 'Portaria' })
    ).id;
    const show = await makeEvent(t.dataSource, pool, { title: 'Show de Abril' });
    eventTitle = show.title;
    // 23:59 of 09/04 in São Paulo: the day before.
    ids['before'] = await attempt({
      local: hall,
      name: 'Bruno Antes',
      allowed: true,
      at: '2026-04-10T02:59:00Z',
    });
    ids['a1'] = await attempt({
      local: hall,
      name: 'Bruno Silva',
      allowed: true,
      at: '2026-04-10T13:00:00Z',
      userType: 'Associado',
    });
    ids['a2'] = await attempt({
      local: hall,
      name: 'Bruna Costa',
      allowed: false,
      at: '2026-04-10T14:00:00Z',
      cpf: BRUNA_CPF,
      reason: 'Convite já utilizado às 10:00.',
      code: 482913,
      staffId: gateStaffId,
    });
    ids['a3'] = await attempt({
      local: pool,
      name: 'Carlos Souza',
      allowed: true,
      at: '2026-04-11T12:00:00Z',
      userType: 'Dependente',
      kind: 'ticket',
      code: 777001,
      eventId: show.id,
      staffId: gateStaffId,
    });
    // 23:30 of 11/04: an unknown code (no person).
    ids['a4'] = await attempt({
      local: pool,
      name: null,
      allowed: false,
      at: '2026-04-12T02:30:00Z',
    });
    // 00:00 of 12/04: the day after.
    ids['after'] = await attempt({
      local: pool,
      name: 'Diana Depois',
      allowed: true,
      at: '2026-04-12T03:00:00Z',
    });
  });
  afterAll(() => t?.close());

  it('lists the attempts of the club days of the period, newest first, with the chart', async () => {
    const res = await get(PERIOD);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids['a4'], ids['a3'], ids['a2'], ids['a1']]);
    expect(res.body.total).toBe(4);
    expect(res.body.data[2]).toEqual({
      id: ids['a2'],
      localDescription: hall.description,
      name: 'Bruna Costa',
      docType: 'CPF',
      doc: formatted(BRUNA_CPF),
      accessAt: '2026-04-10T14:00:00.000Z',
      userType: 'Convidado',
      allowed: false,
      reason: 'Convite já utilizado às 10:00.',
      code: 482913,
      event: null,
      staffUser: 'Marta Portaria',
    });
    // A ticket: its event, its code and who checked it.
    expect(res.body.data[1]).toMatchObject({
      id: ids['a3'],
      code: 777001,
      event: eventTitle,
      staffUser: 'Marta Portaria',
    });
    expect(res.body.data[3]).toMatchObject({ id: ids['a1'], code: 1234, staffUser: null });
    expect(res.body.data[0]).toMatchObject({
      id: ids['a4'],
      name: null,
      doc: null,
      docType: null,
      userType: null,
      allowed: false,
      reason: 'Código não encontrado.',
    });
    expect(res.body.chart).toEqual([
      { day: '2026-04-10', localId: hall.id, local: hall.description, allowed: 1, denied: 1 },
      { day: '2026-04-11', localId: pool.id, local: pool.description, allowed: 1, denied: 1 },
    ]);
  });

  it('a one-day period holds that club day only', async () => {
    const res = await get('?accessAtFrom=2026-04-09&accessAtTo=2026-04-09');
    expect(idsOf(res.body)).toEqual([ids['before']]);
    expect(res.body.chart).toEqual([
      { day: '2026-04-09', localId: hall.id, local: hall.description, allowed: 1, denied: 0 },
    ]);
  });

  it('hides the CPF, the reason and the code from a staff member who is not an admin', async () => {
    const res = await get(PERIOD, staff);
    expect(res.status).toBe(200);
    expect(res.body.data[2]).toEqual({
      id: ids['a2'],
      localDescription: hall.description,
      name: 'Bruna Costa',
      docType: 'CPF',
      doc: masked(BRUNA_CPF),
      accessAt: '2026-04-10T14:00:00.000Z',
      userType: 'Convidado',
      allowed: false,
      reason: null,
      code: null,
      event: null,
      staffUser: 'Marta Portaria',
    });
    expect((res.body.data as Row[]).every((r) => r['reason'] === null)).toBe(true);
    // The code may still open a gate: administrators only. The event and the staff member show.
    expect((res.body.data as Row[]).every((r) => r['code'] === null)).toBe(true);
    expect(res.body.data[1]).toMatchObject({ event: eventTitle, staffUser: 'Marta Portaria' });
  });

  it('filters by place and by part of the name; pages with skip/take', async () => {
    const atHall = await get(`${PERIOD}&localId=${hall.id}`);
    expect(idsOf(atHall.body)).toEqual([ids['a2'], ids['a1']]);
    expect(atHall.body.total).toBe(2);
    expect(atHall.body.chart).toEqual([
      { day: '2026-04-10', localId: hall.id, local: hall.description, allowed: 1, denied: 1 },
    ]);
    expect(idsOf((await get(`${PERIOD}&name=brun`)).body)).toEqual([ids['a2'], ids['a1']]);
    expect(idsOf((await get(`${PERIOD}&name=${encodeURIComponent(' Bruno ')}`)).body)).toEqual([
      ids['a1'],
    ]);
    const none = await get(`${PERIOD}&name=${encodeURIComponent('%')}`);
    expect(none.body).toEqual({ data: [], total: 0, chart: [] });
    const both = await get(`${PERIOD}&localId=${pool.id}&name=carlos`);
    expect(idsOf(both.body)).toEqual([ids['a3']]);
    const page = await get(`${PERIOD}&skip=1&take=2`);
    expect(idsOf(page.body)).toEqual([ids['a3'], ids['a2']]);
    expect(page.body.total).toBe(4);
  });

  it('needs list-reservation-invitations (401, 403)', async () => {
    expect((await t.http.get(`/api/access-local${PERIOD}`)).status).toBe(401);
    const gate = await t.staffToken([P.listAccessValidation]);
    const denied = await get(PERIOD, gate);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(ErrorCode.Forbidden);
    expect((await exported(PERIOD, gate)).status).toBe(403);
  });

  it('refuses a bad filter with 400, the error shape and a Portuguese message', async () => {
    const reversed = await get('?accessAtFrom=2026-04-11&accessAtTo=2026-04-10');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      statusCode: 400,
      code: ErrorCode.ValidationFailed,
      fields: { accessAtTo: MSG.endBeforeStart },
    });
    const tooLong = await get('?accessAtFrom=2025-01-01&accessAtTo=2026-01-02');
    expect(tooLong.body.fields).toEqual({ accessAtTo: MSG.reportPeriodTooLong });
    expect((await get('?accessAtFrom=2024-01-01&accessAtTo=2024-12-31')).status).toBe(200);
    const missing = await get('?accessAtTo=2026-04-10');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['accessAtFrom']);
    const badDate = await get('?accessAtFrom=10/04/2026&accessAtTo=2026-02-30');
    expect(Object.keys(badDate.body.fields).sort()).toEqual(['accessAtFrom', 'accessAtTo']);
    const badLocal = await get(`${PERIOD}&localId=um`);
    expect(badLocal.status).toBe(400);
    expect(badLocal.body.fields).toEqual({ localId: 'Identificador inválido.' });
    expect((await get(`${PERIOD}&take=1000`)).status).toBe(400);
    const exportBad = await exported('?accessAtFrom=2026-04-11&accessAtTo=2026-04-10');
    expect(exportBad.status).toBe(400);
    expect(exportBad.headers['content-type']).toMatch(/application\/json/);
  });

  it('exports the filtered attempts as an .xlsx (admin: CPF and reason)', async () => {
    const res = await exported(PERIOD);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-acessos-2026-04-10-a-2026-04-11.xlsx"',
    );
    expect(res.headers['x-total-rows']).toBe('4');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBody(res.body));
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Acessos');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Local',
      'Evento',
      'Nome',
      'Tipo de documento',
      'Documento',
      'Data de acesso',
      'Tipo de usuário',
      'Acesso',
      'Código',
      'Motivo',
      'Validado por',
    ]);
    expect(sheet.actualRowCount).toBe(5);
    expect(sheet.getColumn(3).values.slice(2, 6)).toEqual([
      undefined,
      'Carlos Souza',
      'Bruna Costa',
      'Bruno Silva',
    ]);
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
      hall.description,
      undefined,
      'Bruna Costa',
      'CPF',
      formatted(BRUNA_CPF),
      // 14:00Z is 11:00 in São Paulo: the club's wall clock.
      new Date(Date.UTC(2026, 3, 10, 11, 0, 0)),
      'Convidado',
      'Negado',
      482913,
      'Convite já utilizado às 10:00.',
      'Marta Portaria',
    ]);
    expect(sheet.getRow(4).getCell(6).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getRow(3).getCell(8).value).toBe('Liberado');
    // Read by another library: the ticket's event, code and staff member, the local time.
    expect(shownRows(res.body)[2]).toEqual([
      pool.description,
      eventTitle,
      'Carlos Souza',
      'CPF',
      expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/),
      '11/04/2026 09:00',
      'Dependente',
      'Liberado',
      '777001',
      null,
      'Marta Portaria',
    ]);
  });

  it('exports without the reason and with masked CPFs for a non-admin, filters applied', async () => {
    const res = await exported(`${PERIOD}&localId=${hall.id}&name=bruna`, staff);
    expect(res.status).toBe(200);
    expect(res.headers['x-total-rows']).toBe('1');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBody(res.body));
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).not.toContain('Motivo');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).not.toContain('Código');
    expect(sheet.actualRowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      hall.description,
      undefined,
      'Bruna Costa',
      'CPF',
      masked(BRUNA_CPF),
      new Date(Date.UTC(2026, 3, 10, 11, 0, 0)),
      'Convidado',
      'Negado',
      'Marta Portaria',
    ]);
  });

  it('exports every row of a large day in keyset batches (ties on the time included)', async () => {
    const room = await eventPlace(t.dataSource);
    // 2,345 attempts at one instant, more than two batches of the exporter.
    await t.dataSource.query(
      `INSERT INTO access_attempt (kind, code, local_id, name, allowed, created_at)
       SELECT 'card', g, $1, 'Sócio ' || g, g % 3 <> 0, '2026-05-01T15:00:00Z'
       FROM generate_series(1, 2345) g`,
      [room.id],
    );
    const res = await exported(`?accessAtFrom=2026-05-01&accessAtTo=2026-05-01`);
    expect(res.headers['x-total-rows']).toBe('2345');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBody(res.body));
    const sheet = workbook.worksheets[0];
    expect(sheet.actualRowCount).toBe(2346);
    const names = new Set(sheet.getColumn(3).values.slice(2));
    expect(names.size).toBe(2345);
    const report = await get('?accessAtFrom=2026-05-01&accessAtTo=2026-05-01&take=1');
    expect(report.body.total).toBe(2345);
    expect(report.body.chart).toEqual([
      { day: '2026-05-01', localId: room.id, local: room.description, allowed: 1564, denied: 781 },
    ]);
  });

  it('seeds a few demo attempts once (demo data), shown by the report', async () => {
    await t.dataSource.query('DELETE FROM access_attempt');
    await t.createMember({ name: 'Sócio Demo' });
    await seedDemoAccessAttempts(t.dataSource);
    await seedDemoAccessAttempts(t.dataSource);
    const rows = (await t.dataSource.query('SELECT allowed, name FROM access_attempt')) as {
      allowed: boolean;
      name: string | null;
    }[];
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.allowed)).toHaveLength(5);
    expect(rows.filter((r) => r.name === null)).toHaveLength(2);
  });
});
