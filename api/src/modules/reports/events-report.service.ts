import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import {
  reportBatches,
  reportPage,
  type ReportSql,
  reportSummary,
} from '../../platform/reports/report-query.js';
import {
  NUM_FMT,
  sendXlsx,
  type SheetColumn,
  wallClockDate,
} from '../../platform/reports/xlsx-stream.js';
import type {
  EventsReportFilterDto,
  EventsReportPageDto,
  EventsReportRowDto,
  EventsReportSummaryDto,
} from './dto/reports.dto.js';
import type { ReportPageQueryDto } from './dto/report-period.dto.js';
import { type EventRaw, EVENTS_SUMMARY, eventsReportSql } from './events-report.queries.js';
import { iso, num, recordStatusLabel, textArray } from './report-format.js';

/** The summary of the page plus the tickets still available: the export's totals line. */
type EventsReportTotals = EventsReportSummaryDto & { available: number };

function eventRow(r: EventRaw): EventsReportRowDto {
  return {
    id: r.id,
    title: r.title,
    local: r.local,
    status: recordStatusLabel(r.status),
    startSale: iso(r.start_sale),
    endSale: iso(r.end_sale),
    days: textArray(r.days),
    ticketsTotal: num(r.tickets_total),
    sold: num(r.sold),
    pending: num(r.pending),
    available: num(r.available),
    free: num(r.free),
    paid: num(r.paid),
    revenue: num(r.revenue),
  };
}

/** `events-report` and its export: the events of a period with their tickets. */
@Injectable()
export class EventsReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The period's totals (every event of the filter, not only a page). */
  private async totals(q: ReportSql): Promise<EventsReportTotals> {
    const s = await reportSummary<Record<string, string | number>>(this.db, q, EVENTS_SUMMARY);
    return {
      events: num(s?.['events']),
      ticketsTotal: num(s?.['tickets_total']),
      sold: num(s?.['sold']),
      pending: num(s?.['pending']),
      available: num(s?.['available']),
      free: num(s?.['free']),
      paid: num(s?.['paid']),
      revenue: num(s?.['revenue']),
    };
  }

  async page(f: EventsReportFilterDto, page: ReportPageQueryDto): Promise<EventsReportPageDto> {
    const q = eventsReportSql(f, this.config.clubTimeZone);
    const [rows, totals] = await Promise.all([
      reportPage<EventRaw>(this.db, q, page.skip, page.take),
      this.totals(q),
    ]);
    const { events, ticketsTotal, sold, pending, free, paid, revenue } = totals;
    return {
      data: rows.map(eventRow),
      total: events,
      summary: { events, ticketsTotal, sold, pending, free, paid, revenue },
    };
  }

  async export(f: EventsReportFilterDto, res: Response): Promise<void> {
    const tz = this.config.clubTimeZone;
    const q = eventsReportSql(f, tz);
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
    const t = await this.totals(q);
    await sendXlsx(res, {
      fileName: `relatorio-eventos-${f.startsAt}-a-${f.endsAt}.xlsx`,
      sheetName: 'Eventos',
      columns,
      totalRows: t.events,
      batches: reportBatches<EventRaw, EventsReportRowDto>(this.db, q, eventRow),
      // The screen's summary as the last line: the period's totals under their columns.
      footer: [
        null,
        `Total: ${t.events} ${t.events === 1 ? 'evento' : 'eventos'}`,
        null,
        null,
        null,
        null,
        null,
        t.ticketsTotal,
        t.sold,
        t.pending,
        t.available,
        t.free,
        t.paid,
        t.revenue / 100,
      ],
    });
  }
}
