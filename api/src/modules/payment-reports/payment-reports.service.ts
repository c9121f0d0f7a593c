import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { formatCents } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import {
  keysetBatches,
  NUM_FMT,
  sendXlsx,
  type SheetColumn,
  wallClockDate,
} from '../../platform/reports/xlsx-stream.js';
import type { PaymentState, PaymentType } from '../payments/entities/payment.entity.js';
import type {
  PaymentReportChartPointDto,
  PaymentReportFilterDto,
  PaymentReportPageDto,
  PaymentReportPageQueryDto,
  PaymentReportRowDto,
  PaymentReportSummaryDto,
  PaymentStatusLabel,
  PaymentTypeLabel,
} from './dto/payment-report.dto.js';

export const PAYMENT_STATE_LABEL: Record<PaymentState, PaymentStatusLabel> = {
  processing: 'Processando',
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  declined: 'Recusado',
  refunding: 'Estorno em andamento',
  refunded: 'Estornado',
  failed: 'Falhou',
};

export const PAYMENT_TYPE_LABEL: Record<PaymentType, PaymentTypeLabel> = {
  credit: 'Cartão de Crédito',
  debit: 'Cartão de Débito',
  pix: 'Pix',
};

export { XLSX_MIME } from '../../platform/reports/xlsx-stream.js';

interface RawRow {
  id: number;
  state: PaymentState;
  type: PaymentType;
  brand: string | null;
  amount_cents: number;
  created_at: Date;
  associate: string;
  locals: string | null;
  invitations: string | number;
  /** created_at as text (microseconds kept): the export's keyset. */
  created_key: string;
}

/** A row of the export and its keyset position. */
type ExportRow = PaymentReportRowDto & { createdKey: string };

interface RawSummary {
  payments: string | number;
  paid_count: string | number;
  total_paid: string | number;
}

/**
 * The payments of the period with their order's product: a reservation (its place, its
 * guests) or an event's tickets (the event, its place, the tickets of the order). $1/$2: the
 * first and last day, $3: the club's time zone, $4: the place (null: all).
 */
const FROM_WHERE = `
  FROM payment p
  JOIN purchase_order o ON o.id = p.order_id
  JOIN associate a ON a.id = o.associate_id
  LEFT JOIN local_reservation r ON r.order_id = o.id
  LEFT JOIN local l ON l.id = r.local_id
  LEFT JOIN event e ON r.id IS NULL
    AND e.id = (SELECT min(t.event_id) FROM ticket t WHERE t.order_id = o.id)
  WHERE p.created_at >= (CAST($1 AS date)::timestamp AT TIME ZONE $3)
    AND p.created_at < ((CAST($2 AS date) + 1)::timestamp AT TIME ZONE $3)
    AND ($4::integer IS NULL OR COALESCE(r.local_id, e.local_id) = $4::integer)`;

const SELECT_COLUMNS = `
  SELECT p.id, p.state, p.type, p.brand, p.amount_cents, p.created_at,
    p.created_at::text AS created_key,
    a.name AS associate,
    COALESCE(l.description, e.title) AS locals,
    CASE WHEN r.id IS NOT NULL
      THEN (SELECT count(*) FROM reservation_invitation i WHERE i.reservation_id = r.id)
      ELSE (SELECT count(*) FROM ticket t WHERE t.order_id = o.id)
    END AS invitations`;

const SELECT_ROWS = `${SELECT_COLUMNS}
  ${FROM_WHERE}
  ORDER BY p.created_at DESC, p.id DESC`;

/** The export's first batch ($5: its size), newest first. */
const SELECT_FIRST_BATCH = `${SELECT_COLUMNS}
  ${FROM_WHERE}
  ORDER BY p.created_at DESC, p.id DESC
  LIMIT $5`;

/** The next batches: the rows after the key ($5 created_at, $6 id); $7 the batch size. */
const SELECT_NEXT_BATCH = `${SELECT_COLUMNS}
  ${FROM_WHERE}
    AND p.created_at <= $5::timestamptz
    AND (p.created_at, p.id) < ($5::timestamptz, $6::integer)
  ORDER BY p.created_at DESC, p.id DESC
  LIMIT $7`;

/** Paid per month (club time) and payment type: the chart of the report. */
const SELECT_CHART = `
  SELECT to_char(p.created_at AT TIME ZONE $3, 'YYYY-MM') AS month, p.type,
    sum(p.amount_cents) AS amount
  ${FROM_WHERE}
    AND p.state = 'paid'
  GROUP BY 1, 2
  ORDER BY 1, 2`;

const SELECT_SUMMARY = `
  SELECT count(*) AS payments,
    count(*) FILTER (WHERE p.state = 'paid') AS paid_count,
    COALESCE(sum(p.amount_cents) FILTER (WHERE p.state = 'paid'), 0) AS total_paid
  ${FROM_WHERE}`;

/** The spreadsheet's columns: Portuguese headers, widths and formats. */
const SHEET_COLUMNS = (timeZone: string): SheetColumn<PaymentReportRowDto>[] => [
  { header: 'Código', width: 10, value: (r) => r.id },
  { header: 'Local/Evento', width: 32, value: (r) => r.locals },
  { header: 'Status', width: 22, value: (r) => r.status },
  { header: 'Associado', width: 32, value: (r) => r.associate },
  { header: 'Forma de pagamento', width: 20, value: (r) => r.cardType },
  { header: 'Bandeira', width: 12, value: (r) => r.cardBrand },
  { header: 'Convidados', width: 12, value: (r) => r.invitationsQuantity },
  { header: 'Total pago', width: 16, numFmt: NUM_FMT.money, value: (r) => r.totalPaid / 100 },
  {
    header: 'Data',
    width: 18,
    numFmt: NUM_FMT.dateTime,
    value: (r) => wallClockDate(new Date(r.createdAt), timeZone),
  },
];

/** Relatório de cobranças (list-report-payments): every payment attempt of a period. */
@Injectable()
export class PaymentReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private params(filter: PaymentReportFilterDto): unknown[] {
    return [filter.startsAt, filter.endsAt, this.config.clubTimeZone, filter.local ?? null];
  }

  private toRow(r: RawRow): PaymentReportRowDto {
    const totalPaid = r.state === 'paid' ? Number(r.amount_cents) : 0;
    return {
      id: r.id,
      locals: r.locals,
      status: PAYMENT_STATE_LABEL[r.state],
      associate: r.associate,
      cardType: PAYMENT_TYPE_LABEL[r.type],
      cardBrand: r.type === 'pix' ? null : r.brand,
      invitationsQuantity: Number(r.invitations),
      totalPaid,
      totalPaidFormatted: formatCents(totalPaid),
      createdAt: new Date(r.created_at).toISOString(),
    };
  }

  /** `POST report-payments`: a page of the period's payments, newest first, and its summary. */
  async report(
    filter: PaymentReportFilterDto,
    page: PaymentReportPageQueryDto,
  ): Promise<PaymentReportPageDto> {
    const params = this.params(filter);
    const [rows, [summary], chart] = await Promise.all([
      this.db.query<RawRow[]>(`${SELECT_ROWS} LIMIT $5 OFFSET $6`, [
        ...params,
        page.take ?? 10,
        page.skip ?? 0,
      ]),
      this.db.query<RawSummary[]>(SELECT_SUMMARY, params),
      this.db.query<{ month: string; type: PaymentType; amount: string | number }[]>(
        SELECT_CHART,
        params,
      ),
    ]);
    const totals = this.toSummary(summary);
    return {
      data: rows.map((r) => this.toRow(r)),
      total: totals.payments,
      summary: totals,
      chart: chart.map((c): PaymentReportChartPointDto => ({
        month: c.month,
        type: PAYMENT_TYPE_LABEL[c.type],
        amount: Number(c.amount),
      })),
    };
  }

  private toSummary(s: RawSummary | undefined): PaymentReportSummaryDto {
    const totalPaid = Number(s?.total_paid ?? 0);
    return {
      payments: Number(s?.payments ?? 0),
      paidCount: Number(s?.paid_count ?? 0),
      totalPaid,
      totalPaidFormatted: formatCents(totalPaid),
    };
  }

  /** The spreadsheet's name: relatorio-cobrancas-<startsAt>-a-<endsAt>.xlsx. */
  static fileName(filter: PaymentReportFilterDto): string {
    return `relatorio-cobrancas-${filter.startsAt}-a-${filter.endsAt}.xlsx`;
  }

  /**
   * `POST report-payments/export`: the whole period as an .xlsx (money in reais, real dates),
   * streamed by keyset batches, with the total paid as its last line.
   */
  async export(filter: PaymentReportFilterDto, res: Response): Promise<void> {
    const params = this.params(filter);
    const [summary] = await this.db.query<RawSummary[]>(SELECT_SUMMARY, params);
    const totals = this.toSummary(summary);
    await sendXlsx(res, {
      fileName: PaymentReportsService.fileName(filter),
      sheetName: 'Cobranças',
      columns: SHEET_COLUMNS(this.config.clubTimeZone),
      totalRows: totals.payments,
      batches: keysetBatches<ExportRow, ExportRow>(
        async (after, limit) =>
          (
            await (after
              ? this.db.query<RawRow[]>(SELECT_NEXT_BATCH, [
                  ...params,
                  after.createdKey,
                  after.id,
                  limit,
                ])
              : this.db.query<RawRow[]>(SELECT_FIRST_BATCH, [...params, limit]))
          ).map((r) => ({ ...this.toRow(r), createdKey: r.created_key })),
        (r) => r,
      ),
      footer: [null, null, null, 'Total pago no período', null, null, null, totals.totalPaid / 100],
    });
  }
}
