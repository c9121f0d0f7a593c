import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import {
  reportBatches,
  reportCount,
  reportPage,
  reportSummary,
} from '../../platform/reports/report-query.js';
import {
  calendarDate,
  NUM_FMT,
  sendXlsx,
  type SheetColumn,
  wallClockDate,
} from '../../platform/reports/xlsx-stream.js';
import { RESERVATION_STATUS_LABELS } from '../reservations/entities/local-reservation.entity.js';
import {
  type ReservationRaw,
  RESERVATIONS_SUMMARY,
  reservationsReportSql,
  type RestrictionRaw,
  RESTRICTIONS_SUMMARY,
  restrictionsReportSql,
} from './bookings-report.queries.js';
import type {
  DateRestrictionsReportFilterDto,
  DateRestrictionsReportPageDto,
  DateRestrictionsReportRowDto,
  LocalReservationsReportFilterDto,
  LocalReservationsReportPageDto,
  LocalReservationsReportRowDto,
} from './dto/reports.dto.js';
import type { ReportPageQueryDto } from './dto/report-period.dto.js';
import { iso, num, recordStatusLabel, textArray } from './report-format.js';

const reservationStatusLabel = (status: ReservationRaw['status']): string =>
  RESERVATION_STATUS_LABELS[status] ?? String(status);

const reservationRow = (r: ReservationRaw): LocalReservationsReportRowDto => ({
  id: r.id,
  local: r.local,
  associate: r.associate,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  guests: num(r.guests),
  status: reservationStatusLabel(r.status),
  paid: r.paid,
  total: num(r.total),
});

const restrictionRow = (r: RestrictionRaw): DateRestrictionsReportRowDto => ({
  id: r.id,
  description: r.description,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  days: num(r.days),
  status: recordStatusLabel(r.status),
  locals: textArray(r.locals),
});

/** `local-reservations-report` and `date-restrictions-report`, with their exports. */
@Injectable()
export class BookingsReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async reservations(
    f: LocalReservationsReportFilterDto,
    page: ReportPageQueryDto,
  ): Promise<LocalReservationsReportPageDto> {
    const q = reservationsReportSql(f, this.config.clubTimeZone);
    const [rows, s] = await Promise.all([
      reportPage<ReservationRaw>(this.db, q, page.skip, page.take),
      reportSummary<Record<string, string | number>>(this.db, q, RESERVATIONS_SUMMARY),
    ]);
    return {
      data: rows.map(reservationRow),
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
    const tz = this.config.clubTimeZone;
    const q = reservationsReportSql(f, tz);
    // Read from the driver's rows as they come (its dates are Dates): the screen's row
    // (reservationRow, ISO strings) would cost a string and a parse per date of 50,000 rows.
    const columns: SheetColumn<ReservationRaw>[] = [
      { header: 'Código', width: 10, value: (r) => r.id },
      { header: 'Local', width: 30, value: (r) => r.local },
      { header: 'Associado', width: 32, value: (r) => r.associate },
      {
        header: 'Início',
        width: 18,
        numFmt: NUM_FMT.dateTime,
        value: (r) => wallClockDate(r.starts_at, tz),
      },
      {
        header: 'Fim',
        width: 18,
        numFmt: NUM_FMT.dateTime,
        value: (r) => wallClockDate(r.ends_at, tz),
      },
      { header: 'Convidados', width: 12, value: (r) => num(r.guests) },
      { header: 'Status', width: 12, value: (r) => reservationStatusLabel(r.status) },
      { header: 'Pago', width: 8, value: (r) => (r.paid ? 'Sim' : 'Não') },
      { header: 'Valor', width: 14, numFmt: NUM_FMT.money, value: (r) => num(r.total) / 100 },
    ];
    await sendXlsx(res, {
      fileName: `relatorio-reservas-${f.startsAt}-a-${f.endsAt}.xlsx`,
      sheetName: 'Reservas',
      columns,
      totalRows: reportCount(this.db, q),
      batches: reportBatches<ReservationRaw, ReservationRaw>(this.db, q, (r) => r),
    });
  }

  async restrictions(
    f: DateRestrictionsReportFilterDto,
    page: ReportPageQueryDto,
  ): Promise<DateRestrictionsReportPageDto> {
    const q = restrictionsReportSql(f);
    const [rows, s] = await Promise.all([
      reportPage<RestrictionRaw>(this.db, q, page.skip, page.take),
      reportSummary<Record<string, number>>(this.db, q, RESTRICTIONS_SUMMARY),
    ]);
    return {
      data: rows.map(restrictionRow),
      total: num(s?.['restrictions']),
      summary: { restrictions: num(s?.['restrictions']), active: num(s?.['active']) },
    };
  }

  async exportRestrictions(f: DateRestrictionsReportFilterDto, res: Response): Promise<void> {
    const q = restrictionsReportSql(f);
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
    await sendXlsx(res, {
      fileName: `relatorio-restricao-de-datas-${f.startsAt}-a-${f.endsAt}.xlsx`,
      sheetName: 'Restrições de datas',
      columns,
      totalRows: reportCount(this.db, q),
      batches: reportBatches<RestrictionRaw, DateRestrictionsReportRowDto>(
        this.db,
        q,
        restrictionRow,
      ),
    });
  }
}
