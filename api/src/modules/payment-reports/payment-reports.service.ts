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
import { queryOne, queryRows } from '../../platform/database/sql.js';
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
import {
  PAYMENT_REPORTS_SQL as SQL,
  type PaymentReportRow,
  type PaymentReportSummaryRow,
  type PeriodParams,
} from './payment-reports.queries.js';

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

/** A row of the export and its keyset position. */
type ExportRow = PaymentReportRowDto & { createdKey: string; lineKey: number };

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
  { header: 'Lançamento', width: 12, value: (r) => r.line },
  { header: 'Pedido', width: 10, value: (r) => r.orderId },
];

/**
 * Relatório de cobranças (list-report-payments): every payment attempt of a period and every
 * refund as its own line; the totals are net (captured less refunded), from the ledger.
 */
@Injectable()
export class PaymentReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private params(filter: PaymentReportFilterDto): PeriodParams {
    return [
      filter.startsAt,
      filter.endsAt,
      this.config.clubTimeZone,
      filter.local ?? null,
      filter.associate ?? null,
    ];
  }

  private toRow(r: PaymentReportRow): PaymentReportRowDto {
    const totalPaid = Number(r.amount_cents);
    return {
      id: r.id,
      line: r.line === 'refund' ? 'Estorno' : 'Pagamento',
      orderId: r.order_id,
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
    const [rows, summary, chart] = await Promise.all([
      queryRows(this.db, SQL.page, [...params, page.take ?? 10, page.skip ?? 0]),
      queryOne(this.db, SQL.summary, params),
      queryRows(this.db, SQL.chart, params),
    ]);
    const totals = this.toSummary(summary);
    return {
      data: rows.map((r) => this.toRow(r)),
      total: totals.payments + totals.refunds,
      summary: totals,
      chart: chart.map((c): PaymentReportChartPointDto => ({
        month: c.month,
        type: PAYMENT_TYPE_LABEL[c.type],
        amount: Number(c.amount),
      })),
    };
  }

  private toSummary(s: PaymentReportSummaryRow | null): PaymentReportSummaryDto {
    const totalCaptured = Number(s?.captured ?? 0);
    const totalRefunded = Number(s?.refunded ?? 0);
    const totalPaid = totalCaptured - totalRefunded;
    return {
      payments: Number(s?.payments ?? 0),
      paidCount: Number(s?.paid_count ?? 0),
      refunds: Number(s?.refunds ?? 0),
      totalCaptured,
      totalRefunded,
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
    const totals = this.toSummary(await queryOne(this.db, SQL.summary, params));
    await sendXlsx(res, {
      fileName: PaymentReportsService.fileName(filter),
      sheetName: 'Cobranças',
      columns: SHEET_COLUMNS(this.config.clubTimeZone),
      totalRows: totals.payments + totals.refunds,
      batches: keysetBatches<ExportRow, ExportRow>(
        async (after, limit) =>
          (
            await (after
              ? queryRows(this.db, SQL.nextBatch, [
                  ...params,
                  after.createdKey,
                  after.lineKey,
                  limit,
                ])
              : queryRows(this.db, SQL.firstBatch, [...params, limit]))
          ).map((r) => ({
            ...this.toRow(r),
            createdKey: r.created_key,
            lineKey: Number(r.line_key),
          })),
        (r) => r,
      ),
      footer: [
        null,
        null,
        null,
        'Total líquido no período (pago menos estornado)',
        null,
        null,
        null,
        totals.totalPaid / 100,
      ],
    });
  }
}
