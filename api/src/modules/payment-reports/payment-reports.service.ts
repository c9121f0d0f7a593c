import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import { formatCents } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import type { PaymentState, PaymentType } from '../payments/entities/payment.entity.js';
import type {
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

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheet's columns: Portuguese headers, widths and formats. */
const SHEET_COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: 'Código', key: 'id', width: 10 },
  { header: 'Local/Evento', key: 'locals', width: 32 },
  { header: 'Status', key: 'status', width: 22 },
  { header: 'Associado', key: 'associate', width: 32 },
  { header: 'Forma de pagamento', key: 'cardType', width: 20 },
  { header: 'Bandeira', key: 'cardBrand', width: 12 },
  { header: 'Convidados', key: 'invitationsQuantity', width: 12 },
  { header: 'Total pago', key: 'totalPaid', width: 16, style: { numFmt: 'R$ #,##0.00' } },
  { header: 'Data', key: 'createdAt', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
];

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
}

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

const SELECT_ROWS = `
  SELECT p.id, p.state, p.type, p.brand, p.amount_cents, p.created_at,
    a.name AS associate,
    COALESCE(l.description, e.title) AS locals,
    CASE WHEN r.id IS NOT NULL
      THEN (SELECT count(*) FROM reservation_invitation i WHERE i.reservation_id = r.id)
      ELSE (SELECT count(*) FROM ticket t WHERE t.order_id = o.id)
    END AS invitations
  ${FROM_WHERE}
  ORDER BY p.created_at DESC, p.id DESC`;

const SELECT_SUMMARY = `
  SELECT count(*) AS payments,
    count(*) FILTER (WHERE p.state = 'paid') AS paid_count,
    COALESCE(sum(p.amount_cents) FILTER (WHERE p.state = 'paid'), 0) AS total_paid
  ${FROM_WHERE}`;

/** The wall clock of `instant` in `timeZone`, as a Date whose UTC fields read it (Excel dates have no zone). */
function wallClockDate(instant: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return new Date(
    Date.UTC(
      parts['year'] ?? 0,
      (parts['month'] ?? 1) - 1,
      parts['day'] ?? 1,
      parts['hour'] ?? 0,
      parts['minute'] ?? 0,
      parts['second'] ?? 0,
    ),
  );
}

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
    const [rows, [summary]] = await Promise.all([
      this.db.query<RawRow[]>(`${SELECT_ROWS} LIMIT $5 OFFSET $6`, [
        ...params,
        page.take ?? 10,
        page.skip ?? 0,
      ]),
      this.db.query<RawSummary[]>(SELECT_SUMMARY, params),
    ]);
    const totals = this.toSummary(summary);
    return { data: rows.map((r) => this.toRow(r)), total: totals.payments, summary: totals };
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

  /** `POST report-payments/export`: the whole period as an .xlsx (money in reais, real dates). */
  async spreadsheet(filter: PaymentReportFilterDto): Promise<Buffer> {
    const rows = (await this.db.query<RawRow[]>(SELECT_ROWS, this.params(filter))).map((r) =>
      this.toRow(r),
    );
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Clube';
    const sheet = workbook.addWorksheet('Cobranças', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = SHEET_COLUMNS;
    sheet.getRow(1).font = { bold: true };
    const timeZone = this.config.clubTimeZone;
    for (const r of rows) {
      sheet.addRow({
        id: r.id,
        locals: r.locals,
        status: r.status,
        associate: r.associate,
        cardType: r.cardType,
        cardBrand: r.cardBrand,
        invitationsQuantity: r.invitationsQuantity,
        totalPaid: r.totalPaid / 100,
        createdAt: wallClockDate(new Date(r.createdAt), timeZone),
      });
    }
    const paid = rows.reduce((sum, r) => sum + r.totalPaid, 0);
    const total = sheet.addRow({ associate: 'Total pago no período', totalPaid: paid / 100 });
    total.font = { bold: true };
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
