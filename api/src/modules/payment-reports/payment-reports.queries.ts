// The payments report's SQL (Relatório de cobranças): it reads the payments' ledger and the
// orders' and products' tables of other modules.
import { MovementKind, MovementState } from '../payments/entities/money-movement.entity.js';
import { PaymentState, type PaymentType } from '../payments/entities/payment.entity.js';
import { statement } from '../../platform/database/sql.js';

const CAPTURE = `'${MovementKind.Capture}'`;
const REFUND = `'${MovementKind.Refund}'`;

/**
 * The report's lines, from the ledger (the payments' `money_movement`: what was captured and
 * what went back is the payments' rule, not re-derived from a payment's state here): every
 * payment attempt, with what it captured (0 when it took no money), and every refund as its own
 * line, negative, dated when it was decided. `line_key` orders lines of the same instant and is
 * the export's keyset (payments even, refunds odd).
 */
const LINES = `
  SELECT p.id * 2 AS line_key, 'payment' AS line, p.id, p.order_id, p.state, p.type, p.brand,
         p.created_at,
         COALESCE((SELECT sum(c.amount_cents) FROM money_movement c
                    WHERE c.payment_id = p.id AND c.kind = ${CAPTURE}), 0)::int AS amount_cents
    FROM payment p
  UNION ALL
  SELECT m.id * 2 + 1, 'refund', p.id, m.order_id,
         CASE WHEN m.state = '${MovementState.Done}' THEN '${PaymentState.Refunded}'
              ELSE '${PaymentState.Refunding}' END,
         p.type, p.brand, m.created_at, -m.amount_cents
    FROM money_movement m JOIN payment p ON p.id = m.payment_id
   WHERE m.kind = ${REFUND}`;

/** SQL: the line `x` is a payment that captured money. */
const IS_CAPTURE = `(x.line = 'payment' AND x.amount_cents > 0)`;
/** SQL: the line `x` is a refund. */
const IS_REFUND = `x.line = 'refund'`;

/** A line of the period (a payment or a refund) with its order's product. */
export interface PaymentReportRow {
  line_key: string | number;
  line: 'payment' | 'refund';
  id: number;
  order_id: number;
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
  refunds: string | number;
  captured: string | number;
  refunded: string | number;
}

export interface PaymentReportChartRow {
  month: string;
  type: PaymentType;
  amount: string | number;
}

/**
 * $1/$2: the first and last day, $3: the club's time zone, $4: the place (null: all), $5: the
 * associate who placed the order (null: all).
 */
export type PeriodParams = [
  startsAt: string,
  endsAt: string,
  timeZone: string,
  local: number | null,
  associate: string | null,
];

/**
 * The payments of the period with their order's product: a reservation (its place, its
 * guests) or an event's tickets (the event, its place, the tickets of the order).
 */
const FROM_WHERE = `
  FROM (${LINES}) x
  JOIN purchase_order o ON o.id = x.order_id
  JOIN associate a ON a.id = o.associate_id
  LEFT JOIN local_reservation r ON r.order_id = o.id
  LEFT JOIN local l ON l.id = r.local_id
  LEFT JOIN event e ON r.id IS NULL
    AND e.id = (SELECT min(t.event_id) FROM ticket t WHERE t.order_id = o.id)
  WHERE x.created_at >= (CAST($1 AS date)::timestamp AT TIME ZONE $3)
    AND x.created_at < ((CAST($2 AS date) + 1)::timestamp AT TIME ZONE $3)
    AND ($4::integer IS NULL OR COALESCE(r.local_id, e.local_id) = $4::integer)
    AND ($5::uuid IS NULL OR o.associate_id = $5::uuid)`;

const SELECT_COLUMNS = `
  SELECT x.line_key, x.line, x.id, x.order_id, x.state, x.type, x.brand, x.amount_cents,
    x.created_at, x.created_at::text AS created_key,
    a.name AS associate,
    COALESCE(l.description, e.title) AS locals,
    CASE WHEN r.id IS NOT NULL
      THEN (SELECT count(*) FROM reservation_invitation i WHERE i.reservation_id = r.id)
      ELSE (SELECT count(*) FROM ticket t WHERE t.order_id = o.id)
    END AS invitations`;

const NEWEST_FIRST = 'ORDER BY x.created_at DESC, x.line_key DESC';

export const PAYMENT_REPORTS_SQL = {
  /** A page of the period's payments, newest first: $6 how many, $7 after how many. */
  page: statement<PaymentReportRow, [...PeriodParams, take: number, skip: number]>(
    'payment-report-page',
    `${SELECT_COLUMNS} ${FROM_WHERE} ${NEWEST_FIRST} LIMIT $6 OFFSET $7`,
  ),
  /** The export's first batch ($6: its size), newest first. */
  firstBatch: statement<PaymentReportRow, [...PeriodParams, limit: number]>(
    'payment-report-first-batch',
    `${SELECT_COLUMNS} ${FROM_WHERE} ${NEWEST_FIRST} LIMIT $6`,
  ),
  /** The next batches: the rows after the key ($6 created_at, $7 line_key); $8 the batch size. */
  nextBatch: statement<
    PaymentReportRow,
    [...PeriodParams, afterCreatedAt: string, afterKey: number, limit: number]
  >(
    'payment-report-next-batch',
    `${SELECT_COLUMNS} ${FROM_WHERE}
        AND x.created_at <= $6::timestamptz
        AND (x.created_at, x.line_key) < ($6::timestamptz, $7::bigint)
      ${NEWEST_FIRST}
      LIMIT $8`,
  ),
  /** Net paid (captured less refunded) per month (club time) and payment type: the chart. */
  chart: statement<PaymentReportChartRow, PeriodParams>(
    'payment-report-chart',
    `SELECT to_char(x.created_at AT TIME ZONE $3, 'YYYY-MM') AS month, x.type,
        sum(x.amount_cents) AS amount
      ${FROM_WHERE}
        AND (${IS_CAPTURE} OR ${IS_REFUND})
      GROUP BY 1, 2
     HAVING sum(x.amount_cents) <> 0
      ORDER BY 1, 2`,
  ),
  /** How many payments, how many took money, how many refunds; captured and refunded. */
  summary: statement<PaymentReportSummaryRow, PeriodParams>(
    'payment-report-summary',
    `SELECT count(*) FILTER (WHERE x.line = 'payment') AS payments,
        count(*) FILTER (WHERE ${IS_CAPTURE}) AS paid_count,
        count(*) FILTER (WHERE ${IS_REFUND}) AS refunds,
        COALESCE(sum(x.amount_cents) FILTER (WHERE ${IS_CAPTURE}), 0) AS captured,
        COALESCE(-sum(x.amount_cents) FILTER (WHERE ${IS_REFUND}), 0) AS refunded
      ${FROM_WHERE}`,
  ),
};
