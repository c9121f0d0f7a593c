import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { MSG, REPORT_MAX_DAYS } from '@clube/shared';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { ListQueryDto, PageOf } from '../../../platform/http/pagination.js';
import { IsIsoDate, IsNotBefore, propertyRule } from '../../../platform/http/validators.js';

const INT_MAX = 2_147_483_647;
const BAD_ID = 'Identificador inválido.';

/** The longest period the report (and its spreadsheet) covers, in days, both ends counted. */
export const PAYMENT_REPORT_MAX_DAYS = REPORT_MAX_DAYS;

export const PAYMENT_REPORT_PERIOD_TOO_LONG = MSG.reportPeriodTooLong;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** `endsAt` at most PAYMENT_REPORT_MAX_DAYS days (both ends counted) after `startsAt`. */
const IsWithinReportPeriod = propertyRule(
  'isWithinReportPeriod',
  PAYMENT_REPORT_PERIOD_TOO_LONG,
  (v, args) => {
    const start = (args?.object as { startsAt?: unknown } | undefined)?.startsAt;
    if (typeof v !== 'string' || typeof start !== 'string') return true;
    const days = dayNumber(v) - dayNumber(start) + 1;
    return !Number.isFinite(days) || days <= PAYMENT_REPORT_MAX_DAYS;
  },
);

/**
 * `POST report-payments` and `POST report-payments/export`: the payments created on the club's
 * days `startsAt`..`endsAt` (time zone of the club), optionally of one place and of one
 * associate's orders.
 */
export class PaymentReportFilterDto {
  @ApiProperty({
    format: 'date',
    example: '2026-01-01',
    description: 'Primeiro dia (aaaa-mm-dd, fuso do clube).',
  })
  @IsIsoDate()
  startsAt: string;

  @ApiProperty({
    format: 'date',
    example: '2026-01-31',
    description: `Último dia (aaaa-mm-dd, fuso do clube), não antes de startsAt; período de até ${PAYMENT_REPORT_MAX_DAYS} dias.`,
  })
  @IsIsoDate()
  @IsNotBefore('startsAt')
  @IsWithinReportPeriod()
  endsAt: string;

  @ApiPropertyOptional({
    minimum: 1,
    description:
      'Só cobranças deste local (id): reservas do local e convites de eventos realizados nele.',
  })
  @IsOptional()
  @IsInt({ message: BAD_ID })
  @Min(1, { message: BAD_ID })
  @Max(INT_MAX, { message: BAD_ID })
  local?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Só cobranças dos pedidos deste associado (id).',
  })
  @IsOptional()
  @IsString({ message: BAD_ID })
  @MaxLength(36, { message: BAD_ID })
  @IsUUID('all', { message: BAD_ID })
  associate?: string;
}

/** `?skip=&take=` of the report's page (10 rows by default). */
export class PaymentReportPageQueryDto extends PickType(ListQueryDto, ['skip', 'take'] as const) {}

export const PAYMENT_STATUS_LABELS = [
  'Processando',
  'Aguardando pagamento',
  'Pago',
  'Recusado',
  'Estorno em andamento',
  'Estornado',
  'Falhou',
] as const;
export type PaymentStatusLabel = (typeof PAYMENT_STATUS_LABELS)[number];

export const PAYMENT_TYPE_LABELS = ['Cartão de Crédito', 'Cartão de Débito', 'Pix'] as const;
export type PaymentTypeLabel = (typeof PAYMENT_TYPE_LABELS)[number];

export const PAYMENT_REPORT_LINES = ['Pagamento', 'Estorno'] as const;
export type PaymentReportLine = (typeof PAYMENT_REPORT_LINES)[number];

/**
 * One line of the period: a payment (attempt), the spec's "Payment report row", or a refund
 * of one, as its own line with a negative value.
 */
export class PaymentReportRowDto {
  @ApiProperty({ description: 'Id do pagamento (num estorno: o pagamento estornado).' })
  id: number;

  @ApiProperty({
    enum: PAYMENT_REPORT_LINES,
    description: "'Pagamento': uma tentativa de pagamento; 'Estorno': dinheiro devolvido dela.",
  })
  line: PaymentReportLine;

  @ApiProperty({ description: 'Id do pedido.' })
  orderId: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Reserva: o local; convites de evento: o título do evento.',
  })
  locals: string | null;

  @ApiProperty({ enum: PAYMENT_STATUS_LABELS, description: 'Situação do pagamento.' })
  status: PaymentStatusLabel;

  @ApiProperty({ description: 'Nome do associado.' })
  associate: string;

  @ApiProperty({ enum: PAYMENT_TYPE_LABELS, description: 'Forma de pagamento.' })
  cardType: PaymentTypeLabel;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Bandeira do cartão (Visa, Master...); null no Pix.',
  })
  cardBrand: string | null;

  @ApiProperty({ description: 'Convidados da reserva ou convites do pedido.' })
  invitationsQuantity: number;

  @ApiProperty({
    description:
      'Pagamento: valor capturado em centavos (0 se não pago, mesmo que depois estornado); estorno: o valor devolvido, negativo.',
  })
  totalPaid: number;

  @ApiProperty({ example: 'R$ 1.234,56' })
  totalPaidFormatted: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** The whole period (not only the page). */
export class PaymentReportSummaryDto {
  @ApiProperty({ description: 'Pagamentos (tentativas) no período.' })
  payments: number;

  @ApiProperty({ description: 'Pagamentos que capturaram dinheiro (pagos, ainda que estornados).' })
  paidCount: number;

  @ApiProperty({ description: 'Estornos no período.' })
  refunds: number;

  @ApiProperty({ description: 'Soma capturada em centavos.' })
  totalCaptured: number;

  @ApiProperty({ description: 'Soma estornada em centavos (positiva).' })
  totalRefunded: number;

  @ApiProperty({ description: 'Total líquido em centavos: capturado menos estornado.' })
  totalPaid: number;

  @ApiProperty({ example: 'R$ 1.234,56' })
  totalPaidFormatted: string;
}

/** One bar of the chart: what was paid in a month (club time) by one payment type. */
export class PaymentReportChartPointDto {
  @ApiProperty({
    example: '2026-03',
    pattern: '^\\d{4}-\\d{2}$',
    description: 'Mês (aaaa-mm, fuso do clube).',
  })
  month: string;

  @ApiProperty({ enum: PAYMENT_TYPE_LABELS, description: 'Forma de pagamento.' })
  type: PaymentTypeLabel;

  @ApiProperty({ description: 'Soma líquida em centavos: capturado menos estornado no mês.' })
  amount: number;
}

export class PaymentReportPageDto extends PageOf(PaymentReportRowDto) {
  @ApiProperty({ type: PaymentReportSummaryDto })
  summary: PaymentReportSummaryDto;

  @ApiProperty({
    type: [PaymentReportChartPointDto],
    description:
      'Pago por mês e forma de pagamento no período inteiro, em ordem de mês (meses e formas sem pagamento ficam de fora).',
  })
  chart: PaymentReportChartPointDto[];
}
