import ExcelJS from 'exceljs';
import { P, RecordStatus } from '@clube/shared';
import type { Associate } from '../modules/associates/entities/associate.entity.js';
import { Company } from '../modules/companies/entities/company.entity.js';
import { EventStatus } from '../modules/events/entities/event.entity.js';
import { LocalType } from '../modules/local-types/entities/local-type.entity.js';
import { Local } from '../modules/locals/entities/local.entity.js';
import { Order, OrderStatus } from '../modules/orders/entities/order.entity.js';
import { ReservationInterval } from '../modules/reservation-intervals/entities/reservation-interval.entity.js';
import { ReservationStatus } from '../modules/reservations/entities/local-reservation.entity.js';
import { TicketStatus } from '../modules/tickets/entities/ticket.entity.js';
import { cpfFor, type TestApp } from './test-app.js';

/**
 * The reports' specs' world (api/src/modules/reports/*.spec.ts): places with reservations and
 * date restrictions, associates and dependents (some blocked), events with tickets, built in
 * the database of one test app; and the requests and spreadsheet reading those specs share.
 */

export type Row = Record<string, unknown>;

/** The period the world's figures are asserted over: 10/03/2026 and 11/03/2026. */
export const PERIOD = { startsAt: '2026-03-10', endsAt: '2026-03-11' };

/** The downloaded bytes as exceljs reads them, and the first sheet. */
export async function sheetOf(body: unknown): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as Buffer as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

/** A spreadsheet row's cells, from the first. */
export const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

/** The first row of an INSERT ... RETURNING. */
function first<T>(rows: unknown): T {
  const [row] = rows as T[];
  if (!row) throw new Error('no row returned');
  return row;
}

/** The permissions of every report route. */
export const REPORT_PERMISSIONS = [
  P.listReportEvents,
  P.listLocal,
  P.listReportPeople,
  P.listAssociateDependentBlocked,
  P.reportLocalReservation,
  P.listDateRestriction,
];

/** Requests to `/api…` of the test app `app()` with the staff token `token()` (read when sent). */
export function reportRequests(app: () => TestApp, token: () => string) {
  return {
    post: (url: string, body: object, tk = token()) =>
      app().http.post(`/api${url}`).set('Authorization', `Bearer ${tk}`).send(body),
    get: (url: string, tk = token()) =>
      app().http.get(`/api${url}`).set('Authorization', `Bearer ${tk}`),
    download: (method: 'get' | 'post', url: string, body?: object) => {
      const req = app().http[method](`/api${url}`).set('Authorization', `Bearer ${token()}`);
      return (body ? req.send(body) : req).responseType('blob');
    },
  };
}

let n = 0;

/** What the world is made of, in the database of `t`. */
export function reportBuilders(t: TestApp) {
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
    fields: {
      status: ReservationStatus;
      total?: number;
      paid?: boolean;
      hold?: string;
      guests?: number;
    },
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
    status = EventStatus.Active,
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

  async function ticket(eventId: number, status: TicketStatus, value: number, hold?: string) {
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
    status: RecordStatus,
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

  async function dependent(
    associate: Associate,
    name: string,
    status: RecordStatus,
    birth?: string,
  ) {
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

  return { place, reservation, event, ticket, restriction, dependent };
}

/** The reports' world, as the specs read it. */
export interface ReportWorld {
  /** A staff token with every report's permission. */
  all: string;
  hall: Local;
  court: Local;
  party: Local;
  ana: Associate;
  bruno: Associate;
  /** Reservations, date restrictions and events by name. */
  ids: Record<string, number>;
  /** Blocked (and not blocked) people by name. */
  uuids: Record<string, string>;
}

/** The world built in the database of `t`. */
export async function buildReportWorld(t: TestApp): Promise<ReportWorld> {
  const { place, reservation, event, ticket, restriction, dependent } = reportBuilders(t);
  const ids: Record<string, number> = {};
  const uuids: Record<string, string> = {};
  const all = await t.staffToken(REPORT_PERMISSIONS);
  // Hall 08:00-22:00 (14 h a day), court 08:00-18:00 (10 h a day).
  const hall = await place('Salão Relatório', '08:00', '22:00');
  const court = await place('Quadra Relatório', '08:00', '18:00');
  const party = await place('Espaço Festas Relatório', '10:00', '20:00');

  const company = await t.dataSource
    .getRepository(Company)
    .save({ description: 'Empresa Relatório' });
  const other = await t.dataSource.getRepository(Company).save({ description: 'Outra Empresa' });
  const ana = await t.createMember({
    name: 'Ana Relatório',
    company,
    phone: '11987654321',
    birthDate: '1990-05-01',
    admissionDate: '2010-01-10',
    maritalStatus: 'Casado(a)',
  });
  const bruno = await t.createMember({
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
  await dependent(ana, 'Alice Dependente', RecordStatus.Active, '2015-01-01');

  // Blocked people: an inactive associate; a dependent inactive; an inactive associate's
  // dependents (one also inactive: two reasons).
  const dora = await t.createMember({
    name: 'Dora Inativa',
    status: RecordStatus.Inactive,
    birthDate: '1970-02-03',
  });
  uuids['dora'] = dora.id;
  const eva = await t.createMember({ name: 'Eva Ativa' });
  uuids['eva'] = eva.id;
  uuids['fabio'] = await dependent(eva, 'Fabio Dependente Inativo', RecordStatus.Inactive);
  const gil = await t.createMember({ name: 'Gil Inativo', status: RecordStatus.Inactive });
  uuids['gil'] = gil.id;
  uuids['hugo'] = await dependent(gil, 'Hugo Dependente', RecordStatus.Active);
  uuids['iris'] = await dependent(
    gil,
    'Iris Dependente Inativa',
    RecordStatus.Inactive,
    '2012-12-12',
  );

  // Reservations. 13:00Z is 10:00 in São Paulo.
  ids['hallPaid'] = await reservation(hall, ana, '2026-03-10T13:00:00Z', 4, {
    status: ReservationStatus.Confirmed,
    total: 12345,
    paid: true,
    guests: 2,
  });
  ids['hallCancelled'] = await reservation(hall, bruno, '2026-03-11T13:00:00Z', 2, {
    status: ReservationStatus.Cancelled,
    total: 5000,
  });
  ids['hallExpired'] = await reservation(hall, bruno, '2026-03-11T17:00:00Z', 1, {
    status: ReservationStatus.Pending,
    total: 5000,
    hold: '2026-03-01T12:00:00Z',
  });
  ids['courtFree'] = await reservation(court, bruno, '2026-03-10T12:00:00Z', 2, {
    status: ReservationStatus.Confirmed,
    paid: true,
  });
  // The day after the period (01:00 of 12/03 in São Paulo), and the day before.
  ids['after'] = await reservation(hall, ana, '2026-03-12T04:00:00Z', 1, {
    status: ReservationStatus.Confirmed,
    paid: true,
    total: 100,
  });
  ids['before'] = await reservation(hall, ana, '2026-03-10T02:00:00Z', 1, {
    status: ReservationStatus.Confirmed,
    paid: true,
    total: 100,
  });

  // Court closed on 11/03 (active restriction); an inactive one on the hall changes nothing.
  ids['courtClosed'] = await restriction(
    'Manutenção quadra',
    '2026-03-11',
    '2026-03-15',
    RecordStatus.Active,
    [court],
  );
  ids['hallInactive'] = await restriction(
    'Reforma cancelada',
    '2026-03-01',
    '2026-03-10',
    RecordStatus.Inactive,
    [hall, court],
  );
  ids['later'] = await restriction('Feriado', '2026-03-20', '2026-03-21', RecordStatus.Active, [
    hall,
  ]);

  // Events: one in the period at the party place (19:00 of 10/03 to 00:00), one later, one
  // in the period at the hall.
  ids['ball'] = await event(party, 'Baile Relatório', [
    ['2026-03-10T22:00:00Z', '2026-03-11T03:00:00Z'],
  ]);
  await ticket(ids['ball'], TicketStatus.Confirmed, 3000);
  await ticket(ids['ball'], TicketStatus.Confirmed, 3000);
  await ticket(ids['ball'], TicketStatus.Confirmed, 0);
  await ticket(ids['ball'], TicketStatus.Pending, 3000, '2099-01-01T00:00:00Z');
  await ticket(ids['ball'], TicketStatus.Pending, 3000, '2026-01-01T00:00:00Z');
  await ticket(ids['ball'], TicketStatus.Cancelled, 3000);
  ids['april'] = await event(party, 'Festa de Abril', [
    ['2026-04-01T22:00:00Z', '2026-04-02T02:00:00Z'],
  ]);
  ids['show'] = await event(hall, 'Show Relatório', [
    ['2026-03-09T22:00:00Z', '2026-03-10T01:00:00Z'],
    ['2026-03-11T22:00:00Z', '2026-03-12T01:00:00Z'],
  ]);
  return { all, hall, court, party, ana, bruno, ids, uuids };
}
