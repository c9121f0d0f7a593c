import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { reportAll, reportBatches, reportCount } from '../../platform/reports/report-query.js';
import { NUM_FMT, sendXlsx, type SheetColumn } from '../../platform/reports/xlsx-stream.js';
import type {
  LocalsReportFilterDto,
  LocalsReportPageDto,
  LocalsReportRowDto,
} from './dto/reports.dto.js';
import type { ReportPageQueryDto } from './dto/report-period.dto.js';
import { type LocalRaw, placesReportSql } from './places-report.queries.js';
import { hours, num, percent, recordStatusLabel } from './report-format.js';

function localRow(r: LocalRaw): LocalsReportRowDto {
  const booked = num(r.booked_seconds);
  const open = num(r.open_seconds);
  return {
    id: r.id,
    description: r.description,
    type: r.type,
    capacity: num(r.capacity),
    status: recordStatusLabel(r.status),
    reservations: num(r.reservations),
    hoursBooked: hours(booked),
    openHours: hours(open),
    occupancyPercent: percent(booked, open),
    guests: num(r.guests),
    revenue: num(r.revenue),
  };
}

/** `locals-report` and its export: the places' occupancy in a period. */
@Injectable()
export class PlacesReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(f: LocalsReportFilterDto, page: ReportPageQueryDto): Promise<LocalsReportPageDto> {
    // Places are few: the chart and the totals read them all.
    const all = await reportAll<LocalRaw>(this.db, placesReportSql(f, this.config.clubTimeZone));
    const skip = page.skip ?? 0;
    const rows = all.map(localRow);
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

  async export(f: LocalsReportFilterDto, res: Response): Promise<void> {
    const q = placesReportSql(f, this.config.clubTimeZone);
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
    await sendXlsx(res, {
      fileName: `relatorio-locais-${f.startsAt}-a-${f.endsAt}.xlsx`,
      sheetName: 'Locais',
      columns,
      totalRows: reportCount(this.db, q),
      batches: reportBatches<LocalRaw, LocalsReportRowDto>(this.db, q, localRow),
    });
  }
}
