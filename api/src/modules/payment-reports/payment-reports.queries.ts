// The payments report's SQL (Relatório de cobranças): it reads the payments' and orders' tables
// of other modules, and takes from them what a payment's state means.
import type { PaymentState, PaymentType } from '../payments/entities/payment.entity.js';
import { statement } from '../../platform/database/sql.js';

/**
 * The state of a payment whose money was taken and kept: what the report counts as paid.
 * The payments module names no such rule yet (payments/payment-state.ts): until it does, the
 * state's name, checked against its PaymentState type.
 */
export const PAID_STATE = 'paid' satisfies PaymentState;

/** SQL: the payment `p` counts as paid. */
const IS_PAID = `p.state = '${PAID_STATE}'`;

/** A payment of the period with its order's product, as the statements answer it. */
export interface PaymentReportRow {
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

export interface PaymentReportSummaryRow {
  payments: string | number;
  paid_count: string | number;
  total_paid: string | number;
}

export interface PaymentReportChartRow {
  month: string;
  type: PaymentType;
  amount: string | number;
}

/** $1/$2: the first and last day, $3: the club's time zone, $4: the place (null: all). */
export type PeriodParams = [
  startsAt: string,
  endsAt: string,
  timeZone: string,
  local: number | null,
];

/**
 * The payments of the period with their order's product: a reservation (its place, its
 * guests) or an event's tickets (the event, its place, the tickets of the order).
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

const NEWEST_FIRST = 'ORDER BY p.created_at DESC, p.id DESC';

export const PAYMENT_REPORTS_SQL = {
  /** A page of the period's payments, newest first: $5 how many, $6 after how many. */
  page: statement<PaymentReportRow, [...PeriodParams, take: number, skip: number]>(
    'payment-report-page',
    `${SELECT_COLUMNS} ${FROM_WHERE} ${NEWEST_FIRST} LIMIT $5 OFFSET $6`,
  ),
  /** The export's first batch ($5: its size), newest first. */
  firstBatch: statement<PaymentReportRow, [...PeriodParams, limit: number]>(
    'payment-report-first-batch',
    `${SELECT_COLUMNS} ${FROM_WHERE} ${NEWEST_FIRST} LIMIT $5`,
  ),
  /** The next batches: the rows after the key ($5 created_at, $6 id); $7 the batch size. */
  nextBatch: statement<
    PaymentReportRow,
    [...PeriodParams, afterCreatedAt: string, afterId: number, limit: number]
  >(
    'payment-report-next-batch',
    `${SELECT_COLUMNS} ${FROM_WHERE}
        AND p.created_at <= $5::timestamptz
        AND (p.created_at, p.id) < ($5::timestamptz, $6::integer)
      ${NEWEST_FIRST}
      LIMIT $7`,
  ),
  /** Paid per month (club time) and payment type: the chart of the report. */
  chart: statement<PaymentReportChartRow, PeriodParams>(
    'payment-report-chart',
    `SELECT to_char(p.created_at AT TIME ZONE $3, 'YYYY-MM') AS month, p.type,
        sum(p.amount_cents) AS amount
      ${FROM_WHERE}
        AND ${IS_PAID}
      GROUP BY 1, 2
      ORDER BY 1, 2`,
  ),
  /** How many payments, how many paid, the total paid. */
  summary: statement<PaymentReportSummaryRow, PeriodParams>(
    'payment-report-summary',
    `SELECT count(*) AS payments,
        count(*) FILTER (WHERE ${IS_PAID}) AS paid_count,
        COALESCE(sum(p.amount_cents) FILTER (WHERE ${IS_PAID}), 0) AS total_paid
      ${FROM_WHERE}`,
  ),
};
