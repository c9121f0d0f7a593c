import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { ErrorCode, onlyDigits, todayIso, REPORT_MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import {
  calendarDate,
  NUM_FMT,
  sendXlsx,
  type SheetColumn,
  wallClockDate,
} from '../../platform/reports/xlsx-stream.js';
import type {
  BlockedPeoplePageDto,
  BlockedPeopleQueryDto,
  BlockedPersonDto,
  BlockedPersonRowDto,
  BlockedUserType,
  DateRestrictionsReportFilterDto,
  DateRestrictionsReportPageDto,
  DateRestrictionsReportRowDto,
  EventsReportFilterDto,
  EventsReportPageDto,
  EventsReportRowDto,
  LocalReservationsReportFilterDto,
  LocalReservationsReportPageDto,
  LocalReservationsReportRowDto,
  LocalsReportFilterDto,
  LocalsReportPageDto,
  LocalsReportRowDto,
  PeopleReportPageDto,
  PeopleReportQueryDto,
  PeopleReportRowDto,
  ShowBlockedPersonDto,
} from './dto/reports.dto.js';
import type { ReportPageQueryDto } from './dto/report-period.dto.js';
import { reportBatches, reportCount, reportPage, type ReportSql } from './report-query.js';

const STATUS_LABEL: Record<number, string> = { 1: 'Ativo', 2: 'Inativo' };
const RESERVATION_LABEL: Record<number, string> = {
  1: 'Pendente',
  2: 'Confirmada',
  3: 'Cancelada',
  4: 'Expirada',
};

/** The period's bounds as instants: $1 first day, $2 last day, $3 the club's time zone. */
const PERIOD_START = `(CAST($1 AS date)::timestamp AT TIME ZONE $3)`;
const PERIOD_END = `((CAST($2 AS date) + 1)::timestamp AT TIME ZONE $3)`;

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: Date | string) => new Date(v).toISOString();
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Hours with two decimals. */
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
/** booked / open as a percentage with one decimal (0 when the place never opens). */
const percent = (booked: number, open: number) =>
  open > 0 ? Math.round((booked / open) * 1000) / 10 : 0;

/** `yyyy-mm-dd` minus whole years (29 February becomes 28 February). */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dd = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

// ── Raw rows ────────────────────────────────────────────────────────────────

interface EventRaw {
  id: number;
  title: string;
  local: string;
  status: number;
  start_sale: Date;
  end_sale: Date;
  first_day: Date;
  days: string[] | string;
  tickets_total: number;
  sold: number;
  pending: number;
  free: number;
  paid: number;
  revenue: string | number;
}

interface LocalRaw {
  id: number;
  description: string;
  type: string;
  capacity: number;
  status: number;
  reservations: number;
  booked_seconds: number | string;
  open_seconds: number | string;
  guests: number;
  revenue: string | number;
}

interface PersonRaw {
  id: string;
  name: string;
  company: string | null;
  phone: string | null;
  email: string;
  admission_date: string | null;
  birth_date: string | null;
  marital_status: string | null;
}

interface BlockedRaw {
  id: string;
  user_type: BlockedUserType;
  name: string;
  cpf: string | null;
  birth_date: string | null;
  reasons: string[] | string;
}

interface ReservationRaw {
  id: number;
  local: string;
  associate: string;
  starts_at: Date;
  ends_at: Date;
  guests: number;
  status: number;
  paid: boolean;
  total: number;
}

interface RestrictionRaw {
  id: number;
  description: string;
  starts_at: string;
  ends_at: string;
  days: number;
  status: number;
  locals: string[] | string;
}

/** A text[] from the driver (an array), or its literal when a driver leaves it as text. */
function textArray(v: string[] | string | null): string[] {
  if (Array.isArray(v)) return v;
  if (!v || v === '{}') return [];
  return (
    v
      .slice(1, -1)
      .match(/"(?:[^"\\]|\\.)*"|[^,]+/g)
      ?.map((s) => (s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s)) ?? []
  );
}

/**
 * The back office's reports (issue 14): events, places and occupancy, people, blocked people,
 * place reservations and date restrictions. Each is one SQL read three ways (a page, its
 * totals, the streamed spreadsheet by keyset batches: platform/reports).
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get tz(): string {
    return this.config.clubTimeZone;
  }

  // ── Events ────────────────────────────────────────────────────────────────

  /**
   * The events with a day touching the period (club days), by first day: the stock, the
   * tickets sold (Confirmado), pending (Pendente still held), free and paid, and the revenue.
   */
  private eventsSql(f: EventsReportFilterDto): ReportSql {
    return {
      sql: `
        SELECT e.id, e.title, l.description AS local, e.status, e.start_sale, e.end_sale,
          d.first_day, d.days, e.tickets_total,
          COALESCE(t.sold, 0)::int AS sold, COALESCE(t.pending, 0)::int AS pending,
          COALESCE(t.free, 0)::int AS free, COALESCE(t.paid, 0)::int AS paid,
          COALESCE(t.revenue, 0)::bigint AS revenue
        FROM event e
        JOIN local l ON l.id = e.local_id
        JOIN LATERAL (
          SELECT min(ed.starts_at) AS first_day,
            array_agg(to_char(ed.starts_at AT TIME ZONE $3, 'YYYY-MM-DD') ORDER BY ed.starts_at) AS days
          FROM event_date ed WHERE ed.event_id = e.id
        ) d ON d.first_day IS NOT NULL
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE tk.status = 1) AS sold,
            count(*) FILTER (WHERE tk.status = 2
              AND (tk.hold_expires_at IS NULL OR tk.hold_expires_at > now())) AS pending,
            count(*) FILTER (WHERE tk.status = 1 AND tk.value_cents = 0) AS free,
            count(*) FILTER (WHERE tk.status = 1 AND tk.value_cents > 0) AS paid,
            sum(tk.value_cents) FILTER (WHERE tk.status = 1) AS revenue
          FROM ticket tk WHERE tk.event_id = e.id
        ) t ON true
        WHERE EXISTS (
            SELECT 1 FROM event_date ed WHERE ed.event_id = e.id
              AND ed.starts_at < ${PERIOD_END} AND ed.ends_at > ${PERIOD_START})
          AND ($4::integer IS NULL OR e.local_id = $4::integer)`,
      params: [f.startsAt, f.endsAt, this.tz, f.local ?? null],
      key: 'first_day',
      keyType: 'timestamptz',
      id: 'id',
      idType: 'integer',
    };
  }

  private eventRow(r: EventRaw): EventsReportRowDto {
    const sold = num(r.sold);
    const pending = num(r.pending);
    return {
      id: r.id,
      title: r.title,
      local: r.local,
      status: STATUS_LABEL[r.status] ?? String(r.status),
      startSale: iso(r.start_sale),
      endSale: iso(r.end_sale),
      days: textArray(r.days),
      ticketsTotal: num(r.tickets_total),
      sold,
      pending,
      available: Math.max(0, num(r.tickets_total) - sold - pending),
      free: num(r.free),
      paid: num(r.paid),
      revenue: num(r.revenue),
    };
  }

  async events(f: EventsReportFilterDto, page: ReportPageQueryDto): Promise<EventsReportPageDto> {
    const q = this.eventsSql(f);
    const [rows, [s]] = await Promise.all([
      reportPage<EventRaw>(this.db, q, page.skip, page.take),
      this.db.query<Record<string, string | number>[]>(
        `SELECT count(*)::int AS events, COALESCE(sum(tickets_total), 0) AS tickets_total,
           COALESCE(sum(sold), 0) AS sold, COALESCE(sum(pending), 0) AS pending,
           COALESCE(sum(free), 0) AS free, COALESCE(sum(paid), 0) AS paid,
           COALESCE(sum(revenue), 0) AS revenue
         FROM (${q.sql}) q`,
        q.params,
      ),
    ]);
    return {
      data: rows.map((r) => this.eventRow(r)),
      total: num(s?.['events']),
      summary: {
        events: num(s?.['events']),
        ticketsTotal: num(s?.['tickets_total']),
        sold: num(s?.['sold']),
        pending: num(s?.['pending']),
        free: num(s?.['free']),
        paid: num(s?.['paid']),
        revenue: num(s?.['revenue']),
      },
    };
  }

  async exportEvents(f: EventsReportFilterDto, res: Response): Promise<void> {
    const q = this.eventsSql(f);
    const tz = this.tz;
    const brDay = (d: string) => d.split('-').reverse().join('/');
    const columns: SheetColumn<EventsReportRowDto>[] = [
      { header: 'Código', width: 10, value: (r) => r.id },
      { header: 'Evento', width: 32, value: (r) => r.title },
      { header: 'Local', width: 28, value: (r) => r.local },
      { header: 'Status', width: 10, value: (r) => r.status },
      {
        header: 'Início das vendas',
        width: 18,
        numFmt: NUM_FMT.dateTime,
        value: (r) => wallClockDate(new Date(r.startSale), tz),
      },
      {
        header: 'Fim das vendas',
        width: 18,
        numFmt: NUM_FMT.dateTime,
        value: (r) => wallClockDate(new Date(r.endSale), tz),
      },
      { header: 'Dias', width: 28, value: (r) => r.days.map(brDay).join(', ') },
      { header: 'Convites à venda', width: 14, value: (r) => r.ticketsTotal },
      { header: 'Vendidos', width: 10, value: (r) => r.sold },
      { header: 'Pendentes', width: 10, value: (r) => r.pending },
      { header: 'Disponíveis', width: 11, value: (r) => r.available },
      { header: 'Gratuitos', width: 10, value: (r) => r.free },
      { header: 'Pagos', width: 10, value: (r) => r.paid },
      { header: 'Receita', width: 16, numFmt: NUM_FMT.money, value: (r) => r.revenue / 100 },
    ];
    const total = await reportCount(this.db, q);
    await sendXlsx(res, {
      fileName: `relatorio-eventos-${f.startsAt}-a-${f.endsAt}.xlsx`,
      sheetName: 'Eventos',
      columns,
      totalRows: total,
      batches: reportBatches<EventRaw, EventsReportRowDto>(this.db, q, (r) => this.eventRow(r)),
    });
  }

  // ── Places and occupancy ──────────────────────────────────────────────────

  /**
   * Every place (or one), by description: its confirmed reservations touching the period,
   * the hours they book inside it, the hours it is open (its daily hours × the period's days
   * without an active date restriction of the place), guests and what was paid.
   */
  private localsSql(f: LocalsReportFilterDto): ReportSql {
    return {
      sql: `
        SELECT l.id, l.description, lt.description AS type, l.capacity, l.status,
          COALESCE(r.reservations, 0)::int AS reservations,
          COALESCE(r.booked_seconds, 0)::float8 AS booked_seconds,
          (EXTRACT(EPOCH FROM (l.ends_at - l.starts_at)) * o.open_days)::float8 AS open_seconds,
          COALESCE(r.guests, 0)::int AS guests,
          COALESCE(r.revenue, 0)::bigint AS revenue
        FROM local l
        JOIN local_type lt ON lt.id = l.local_type_id
        CROSS JOIN LATERAL (
          SELECT count(*) AS open_days
          FROM generate_series(CAST($1 AS date), CAST($2 AS date), interval '1 day') g(day)
          WHERE NOT EXISTS (
            SELECT 1 FROM date_restriction dr
            JOIN date_restriction_local drl ON drl.date_restriction_id = dr.id
            WHERE drl.local_id = l.id AND dr.status = 1
              AND CAST(g.day AS date) BETWEEN dr.starts_at AND dr.ends_at)
        ) o
        LEFT JOIN LATERAL (
          SELECT count(*) AS reservations,
            sum(EXTRACT(EPOCH FROM (LEAST(lr.ends_at, ${PERIOD_END})
              - GREATEST(lr.starts_at, ${PERIOD_START})))) AS booked_seconds,
            sum((SELECT count(*) FROM reservation_invitation i WHERE i.reservation_id = lr.id)) AS guests,
            sum(CASE WHEN po.paid_at IS NOT NULL THEN po.total_cents ELSE 0 END) AS revenue
          FROM local_reservation lr
          JOIN purchase_order po ON po.id = lr.order_id
          WHERE lr.local_id = l.id AND lr.status = 2
            AND lr.starts_at < ${PERIOD_END} AND lr.ends_at > ${PERIOD_START}
        ) r ON true
        WHERE ($4::integer IS NULL OR l.id = $4::integer)`,
      params: [f.startsAt, f.endsAt, this.tz, f.local ?? null],
      key: 'description',
      keyType: 'text',
      id: 'id',
      idType: 'integer',
    };
  }

  private localRow(r: LocalRaw): LocalsReportRowDto {
    const booked = num(r.booked_seconds);
    const open = num(r.open_seconds);
    return {
      id: r.id,
      description: r.description,
      type: r.type,
      capacity: num(r.capacity),
      status: STATUS_LABEL[r.status] ?? String(r.status),
      reservations: num(r.reservations),
      hoursBooked: hours(booked),
      openHours: hours(open),
      occupancyPercent: percent(booked, open),
      guests: num(r.guests),
      revenue: num(r.revenue),
    };
  }

  async locals(f: LocalsReportFilterDto, page: ReportPageQueryDto): Promise<LocalsReportPageDto> {
    const q = this.localsSql(f);
    // Places are few: the chart and the totals read them all.
    const all = await this.db.query<LocalRaw[]>(
      `SELECT q.* FROM (${q.sql}) q ORDER BY q.description, q.id`,
      q.params,
    );
    const skip = page.skip ?? 0;
    const rows = all.map((r) => this.localRow(r));
    const booked = all.reduce((s, r) => s + num(r.booked_seconds), 0);
    const open = all.reduce((s, r) => s + num(r.open_seconds), 0);
    return {
      data: rows.slice(skip, skip + (page.take ?? 10)),
      total: rows.length,
      summary: {
        locals: rows.length,
        reservations: rows.reduce((s, r) => s + r.reservations, 0),
        hoursBooked: hours(booked),
        openHours: hours(open),
        occupancyPercent: percent(booked, open),
        guests: rows.reduce((s, r) => s + r.guests, 0),
        revenue: rows.reduce((s, r) => s + r.revenue, 0),
      },
      chart: rows.map((r) => ({
        localId: r.id,
        local: r.description,
        occupancyPercent: r.occupancyPercent,
      })),
    };
  }

  async exportLocals(f: LocalsReportFilterDto, res: Response): Promise<void> {
    const q = this.localsSql(f);
    const columns: SheetColumn<LocalsReportRowDto>[] = [
      { header: 'Código', width: 10, value: (r) => r.id },
      { header: 'Local', width: 32, value: (r) => r.description },
      { header: 'Tipo', width: 22, value: (r) => r.type },
      { header: 'Capacidade', width: 12, value: (r) => r.capacity },
      { header: 'Status', width: 10, value: (r) => r.status },
      { header: 'Reservas', width: 10, value: (r) => r.reservations },
      { header: 'Horas reservadas', width: 16, numFmt: '0.00', value: (r) => r.hoursBooked },
      { header: 'Horas de funcionamento', width: 22, numFmt: '0.00', value: (r) => r.openHours },
      {
        header: 'Ocupação',
        width: 12,
        numFmt: NUM_FMT.percent,
        value: (r) => r.occupancyPercent / 100,
      },
      { header: 'Convidados', width: 12, value: (r) => r.guests },
      { header: 'Receita', width: 16, numFmt: NUM_FMT.money, value: (r) => r.revenue / 100 },
    ];
    const total = await reportCount(this.db, q);
    await sendXlsx(res, {
      fileName: `relatorio-locais-${f.startsAt}-a-${f.endsAt}.xlsx`,
      sheetName: 'Locais',
      columns,
      totalRows: total,
      batches: reportBatches<LocalRaw, LocalsReportRowDto>(this.db, q, (r) => this.localRow(r)),
    });
  }

  // ── People ────────────────────────────────────────────────────────────────

  /** The associates by the list's filters (`GET v1/associate`), by name. */
  private peopleSql(f: PeopleReportQueryDto): ReportSql {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const search = f.search?.trim();
    if (search) {
      const digits = onlyDigits(search);
      if (/^[\d\s.\-/]+$/.test(search) && digits.length > 0) {
        const p = param(`${likeEscape(digits)}%`);
        where.push(`(a.cpf LIKE ${p} OR a.registration LIKE ${p})`);
      } else {
        const p = param(`%${likeEscape(search.toLowerCase())}%`);
        where.push(
          `(f_unaccent(lower(a.name)) LIKE f_unaccent(${p}) OR f_unaccent(lower(a.email)) LIKE f_unaccent(${p}))`,
        );
      }
    }
    if (f.company !== undefined) where.push(`a.company_id = ${param(f.company)}`);
    if (f.hasDependents !== undefined) {
      where.push(
        `${f.hasDependents ? '' : 'NOT '}EXISTS (SELECT 1 FROM dependent d WHERE d.associate_id = a.id)`,
      );
    }
    const today = todayIso(this.tz);
    if (f.ageMin !== undefined)
      where.push(`a.birth_date <= ${param(yearsBefore(today, f.ageMin))}`);
    if (f.ageMax !== undefined) {
      where.push(`a.birth_date > ${param(yearsBefore(today, f.ageMax + 1))}`);
    }
    if (f.admissionFrom) where.push(`a.admission_date >= ${param(f.admissionFrom)}`);
    if (f.admissionTo) where.push(`a.admission_date <= ${param(f.admissionTo)}`);
    return {
      sql: `
        SELECT a.id, a.name, c.description AS company, a.phone, a.email,
          a.admission_date::text AS admission_date, a.birth_date::text AS birth_date,
          a.marital_status
        FROM associate a LEFT JOIN company c ON c.id = a.company_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
      key: 'name',
      keyType: 'text',
      id: 'id',
      idType: 'uuid',
    };
  }

  private personRow(r: PersonRaw): PeopleReportRowDto {
    return {
      id: r.id,
      name: r.name,
      company: r.company,
      phone: r.phone,
      email: r.email,
      admissionDate: r.admission_date,
      birthDate: r.birth_date,
      maritalStatus: r.marital_status,
    };
  }

  async people(f: PeopleReportQueryDto): Promise<PeopleReportPageDto> {
    const q = this.peopleSql(f);
    const [rows, total] = await Promise.all([
      reportPage<PersonRaw>(this.db, q, f.skip, f.take),
      reportCount(this.db, q),
    ]);
    return { data: rows.map((r) => this.personRow(r)), total };
  }

  async exportPeople(f: PeopleReportQueryDto, res: Response): Promise<void> {
    const q = this.peopleSql(f);
    const columns: SheetColumn<PeopleReportRowDto>[] = [
      { header: 'Nome', width: 36, value: (r) => r.name },
      { header: 'Empresa', width: 24, value: (r) => r.company },
      { header: 'Telefone', width: 16, value: (r) => r.phone },
      { header: 'E-mail', width: 32, value: (r) => r.email },
      {
        header: 'Data de admissão',
        width: 16,
        numFmt: NUM_FMT.date,
        value: (r) => calendarDate(r.admissionDate),
      },
      {
        header: 'Data de nascimento',
        width: 18,
        numFmt: NUM_FMT.date,
        value: (r) => calendarDate(r.birthDate),
      },
      { header: 'Estado civil', width: 16, value: (r) => r.maritalStatus },
    ];
    const total = await reportCount(this.db, q);
    await sendXlsx(res, {
      fileName: `relatorio-pessoas-${todayIso(this.tz)}.xlsx`,
      sheetName: 'Pessoas',
      columns,
      totalRows: total,
      batches: reportBatches<PersonRaw, PeopleReportRowDto>(this.db, q, (r) => this.personRow(r)),
    });
  }

  // ── Blocked people ────────────────────────────────────────────────────────

  /**
   * Who is blocked, and why, from the data (no table of its own): an inactive associate; a
   * dependent who is inactive or whose associate is. By name.
   */
  private blockedSql(f: { userType?: BlockedUserType; search?: string; id?: string }): ReportSql {
    const params: unknown[] = [
      REPORT_MSG.blockedAssociateInactive,
      REPORT_MSG.blockedDependentInactive,
      REPORT_MSG.blockedHolderInactive,
    ];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where: string[] = ['cardinality(b.reasons) > 0'];
    if (f.userType) where.push(`b.user_type = ${param(f.userType)}`);
    if (f.id) where.push(`b.id = CAST(${param(f.id)} AS uuid)`);
    const search = f.search?.trim();
    if (search) {
      const digits = onlyDigits(search);
      if (/^[\d\s.\-/]+$/.test(search) && digits.length > 0) {
        where.push(`b.cpf LIKE ${param(`${likeEscape(digits)}%`)}`);
      } else {
        where.push(
          `f_unaccent(lower(b.name)) LIKE f_unaccent(${param(`%${likeEscape(search.toLowerCase())}%`)})`,
        );
      }
    }
    return {
      sql: `
        SELECT b.* FROM (
          SELECT a.id, 'Associate'::text AS user_type, a.name, a.cpf::text AS cpf,
            a.birth_date::text AS birth_date,
            array_remove(ARRAY[CASE WHEN a.status = 2 THEN $1::text END], NULL) AS reasons
          FROM associate a
          UNION ALL
          SELECT d.id, 'Dependent'::text, d.name, d.cpf::text, d.birth_date::text,
            array_remove(ARRAY[CASE WHEN d.status = 2 THEN $2::text END,
                               CASE WHEN a.status = 2 THEN $3::text END], NULL)
          FROM dependent d JOIN associate a ON a.id = d.associate_id
        ) b
        WHERE ${where.join(' AND ')}`,
      params,
      key: 'name',
      keyType: 'text',
      id: 'id',
      idType: 'uuid',
    };
  }

  private blockedRow(r: BlockedRaw): BlockedPersonRowDto {
    return {
      id: r.id,
      userType: r.user_type,
      name: r.name,
      cpf: r.cpf,
      birthDate: r.birth_date,
      reasonsString: textArray(r.reasons).join(' '),
    };
  }

  async blocked(f: BlockedPeopleQueryDto): Promise<BlockedPeoplePageDto> {
    const q = this.blockedSql(f);
    const [rows, total] = await Promise.all([
      reportPage<BlockedRaw>(this.db, q, f.skip, f.take),
      reportCount(this.db, q),
    ]);
    return { data: rows.map((r) => this.blockedRow(r)), total };
  }

  /** One person (blocked or not: `reasons` empty), or 404. */
  async showBlocked(body: ShowBlockedPersonDto): Promise<BlockedPersonDto> {
    const q = this.blockedSql({ userType: body.userType, id: body.userId });
    const [r] = await this.db.query<BlockedRaw[]>(
      q.sql.replace('WHERE cardinality(b.reasons) > 0 AND', 'WHERE'),
      q.params,
    );
    if (!r) {
      throw new AppException(404, ErrorCode.NotFound, REPORT_MSG.blockedPersonNotFound);
    }
    return {
      id: r.id,
      userType: r.user_type,
      name: r.name,
      cpf: r.cpf,
      birthDate: r.birth_date,
      reasons: textArray(r.reasons),
    };
  }

  async exportBlocked(f: BlockedPeopleQueryDto, res: Response): Promise<void> {
    const q = this.blockedSql(f);
    const columns: SheetColumn<BlockedPersonRowDto>[] = [
      { header: 'Nome', width: 36, value: (r) => r.name },
      {
        header: 'Tipo',
        width: 12,
        value: (r) => (r.userType === 'Associate' ? 'Associado' : 'Dependente'),
      },
      { header: 'CPF', width: 16, value: (r) => r.cpf },
      {
        header: 'Data de nascimento',
        width: 18,
        numFmt: NUM_FMT.date,
        value: (r) => calendarDate(r.birthDate),
      },
      { header: 'Motivos', width: 48, value: (r) => r.reasonsString },
    ];
    const total = await reportCount(this.db, q);
    await sendXlsx(res, {
      fileName: `relatorio-pessoas-bloqueadas-${todayIso(this.tz)}.xlsx`,
      sheetName: 'Pessoas bloqueadas',
      columns,
      totalRows: total,
      batches: reportBatches<BlockedRaw, BlockedPersonRowDto>(this.db, q, (r) =>
        this.blockedRow(r),
      ),
    });
  }

  // ── Place reservations ────────────────────────────────────────────────────

  /**
   * The reservations starting on the period's club days (optionally of one place, of one
   * associate), by start: guests, status as it stands (a Pendente whose hold ran out reads
   * Expirada) and whether its order was paid (or free).
   */
  private reservationsSql(f: LocalReservationsReportFilterDto): ReportSql {
    return {
      sql: `
        SELECT r.id, l.description AS local, a.name AS associate, r.starts_at, r.ends_at,
          (SELECT count(*) FROM reservation_invitation i WHERE i.reservation_id = r.id)::int AS guests,
          CASE WHEN r.status = 1 AND r.hold_expires_at IS NOT NULL AND r.hold_expires_at <= now()
            THEN 4 ELSE r.status END AS status,
          (o.paid_at IS NOT NULL) AS paid, o.total_cents AS total
        FROM local_reservation r
        JOIN local l ON l.id = r.local_id
        JOIN associate a ON a.id = r.associate_id
        JOIN purchase_order o ON o.id = r.order_id
        WHERE r.starts_at >= ${PERIOD_START} AND r.starts_at < ${PERIOD_END}
          AND ($4::integer IS NULL OR r.local_id = $4::integer)
          AND ($5::uuid IS NULL OR r.associate_id = $5::uuid)`,
      params: [f.startsAt, f.endsAt, this.tz, f.local ?? null, f.associate ?? null],
      key: 'starts_at',
      keyType: 'timestamptz',
      id: 'id',
      idType: 'integer',
    };
  }

  private reservationRow(r: ReservationRaw): LocalReservationsReportRowDto {
    return {
      id: r.id,
      local: r.local,
      associate: r.associate,
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      guests: num(r.guests),
      status: RESERVATION_LABEL[r.status] ?? String(r.status),
      paid: r.paid,
      total: num(r.total),
    };
  }

  async reservations(
    f: LocalReservationsReportFilterDto,
    page: ReportPageQueryDto,
  ): Promise<LocalReservationsReportPageDto> {
    const q = this.reservationsSql(f);
    const [rows, [s]] = await Promise.all([
      reportPage<ReservationRaw>(this.db, q, page.skip, page.take),
      this.db.query<Record<string, string | number>[]>(
        `SELECT count(*)::int AS reservations,
           count(*) FILTER (WHERE q.status = 2)::int AS confirmed,
           COALESCE(sum(q.guests), 0) AS guests,
           COALESCE(sum(q.total) FILTER (WHERE q.paid), 0) AS paid_total
         FROM (${q.sql}) q`,
        q.params,
      ),
    ]);
    return {
      data: rows.map((r) => this.reservationRow(r)),
      total: num(s?.['reservations']),
      summary: {
        reservations: num(s?.['reservations']),
        confirmed: num(s?.['confirmed']),
        guests: num(s?.['guests']),
        paidTotal: num(s?.['paid_total']),
      },
    };
  }

  async exportReservations(f: LocalReservationsReportFilterDto, res: Response): Promise<void> {
    const q = this.reservationsSql(f);
    const tz = this.tz;
    const columns: SheetColumn<LocalReservationsReportRowDto>[] = [
      { header: 'Código', width: 10, value: (r) => r.id },
      { header: 'Local', width: 30, value: (r) => r.local },
      { header: 'Associado', width: 32, value: (r) => r.associate },
      {
        header: 'Início',
        width: 18,
        numFmt: NUM_FMT.dateTime,
        value: (r) => wallClockDate(new Date(r.startsAt), tz),
      },
      {
        header: 'Fim',
        width: 18,
        numFmt: NUM_FMT.dateTime,
        value: (r) => wallClockDate(new Date(r.endsAt), tz),
      },
      { header: 'Convidados', width: 12, value: (r) => r.guests },
      { header: 'Status', width: 12, value: (r) => r.status },
      { header: 'Pago', width: 8, value: (r) => (r.paid ? 'Sim' : 'Não') },
      { header: 'Valor', width: 14, numFmt: NUM_FMT.money, value: (r) => r.total / 100 },
    ];
    const total = await reportCount(this.db, q);
    await sendXlsx(res, {
      fileName: `relatorio-reservas-${f.startsAt}-a-${f.endsAt}.xlsx`,
      sheetName: 'Reservas',
      columns,
      totalRows: total,
      batches: reportBatches<ReservationRaw, LocalReservationsReportRowDto>(this.db, q, (r) =>
        this.reservationRow(r),
      ),
    });
  }

  // ── Date restrictions ─────────────────────────────────────────────────────

  /** The restrictions overlapping the period (optionally of one place), by first day. */
  private restrictionsSql(f: DateRestrictionsReportFilterDto): ReportSql {
    return {
      sql: `
        SELECT dr.id, dr.description, dr.starts_at::text AS starts_at, dr.ends_at::text AS ends_at,
          (dr.ends_at - dr.starts_at + 1)::int AS days, dr.status,
          COALESCE((SELECT array_agg(l.description ORDER BY l.description)
            FROM date_restriction_local drl JOIN local l ON l.id = drl.local_id
            WHERE drl.date_restriction_id = dr.id), '{}'::varchar[]) AS locals
        FROM date_restriction dr
        WHERE dr.starts_at <= CAST($2 AS date) AND dr.ends_at >= CAST($1 AS date)
          AND ($3::integer IS NULL OR EXISTS (
            SELECT 1 FROM date_restriction_local drl
            WHERE drl.date_restriction_id = dr.id AND drl.local_id = $3::integer))`,
      params: [f.startsAt, f.endsAt, f.local ?? null],
      key: 'starts_at',
      keyType: 'text',
      id: 'id',
      idType: 'integer',
    };
  }

  private restrictionRow(r: RestrictionRaw): DateRestrictionsReportRowDto {
    return {
      id: r.id,
      description: r.description,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      days: num(r.days),
      status: STATUS_LABEL[r.status] ?? String(r.status),
      locals: textArray(r.locals),
    };
  }

  async restrictions(
    f: DateRestrictionsReportFilterDto,
    page: ReportPageQueryDto,
  ): Promise<DateRestrictionsReportPageDto> {
    const q = this.restrictionsSql(f);
    const [rows, [s]] = await Promise.all([
      reportPage<RestrictionRaw>(this.db, q, page.skip, page.take),
      this.db.query<Record<string, number>[]>(
        `SELECT count(*)::int AS restrictions, count(*) FILTER (WHERE q.status = 1)::int AS active
         FROM (${q.sql}) q`,
        q.params,
      ),
    ]);
    return {
      data: rows.map((r) => this.restrictionRow(r)),
      total: num(s?.['restrictions']),
      summary: { restrictions: num(s?.['restrictions']), active: num(s?.['active']) },
    };
  }

  async exportRestrictions(f: DateRestrictionsReportFilterDto, res: Response): Promise<void> {
    const q = this.restrictionsSql(f);
    const columns: SheetColumn<DateRestrictionsReportRowDto>[] = [
      { header: 'Código', width: 10, value: (r) => r.id },
      { header: 'Descrição', width: 32, value: (r) => r.description },
      {
        header: 'Início',
        width: 12,
        numFmt: NUM_FMT.date,
        value: (r) => calendarDate(r.startsAt),
      },
      { header: 'Fim', width: 12, numFmt: NUM_FMT.date, value: (r) => calendarDate(r.endsAt) },
      { header: 'Dias', width: 8, value: (r) => r.days },
      { header: 'Status', width: 10, value: (r) => r.status },
      { header: 'Locais', width: 48, value: (r) => r.locals.join(', ') },
    ];
    const total = await reportCount(this.db, q);
    await sendXlsx(res, {
      fileName: `relatorio-restricao-de-datas-${f.startsAt}-a-${f.endsAt}.xlsx`,
      sheetName: 'Restrições de datas',
      columns,
      totalRows: total,
      batches: reportBatches<RestrictionRaw, DateRestrictionsReportRowDto>(this.db, q, (r) =>
        this.restrictionRow(r),
      ),
    });
  }
}
