import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { queryRows, statement } from '../../platform/database/sql.js';
import { ORDER_PRODUCTS, type OrderProducts } from '../orders/order-products.js';
import { AcquirerStatus } from './acquirer/acquirer.port.js';
import { MovementKind, MovementState } from './entities/money-movement.entity.js';
import { PaymentState } from './entities/payment.entity.js';

/** One thing the check found wrong. */
export interface MoneyViolation {
  rule: string;
  orderId: number | null;
  paymentId: number | null;
  detail: string;
}

export interface MoneyCheckResult {
  orders: number;
  payments: number;
  captured: number;
  refunded: number;
  /** Refunds still waiting for the acquirer's confirmation (not a violation). */
  refundsRequested: number;
  violations: MoneyViolation[];
}

const CAPTURE = `'${MovementKind.Capture}'`;
const REFUND = `'${MovementKind.Refund}'`;
const DONE = `'${MovementState.Done}'`;
const SALE_PAID = [
  AcquirerStatus.PaymentConfirmed,
  AcquirerStatus.Authorized,
  AcquirerStatus.Voided,
  AcquirerStatus.Refunded,
].join(', ');

const LEDGER_BY_ORDER = `
  SELECT order_id,
         COALESCE(sum(amount_cents) FILTER (WHERE kind = ${CAPTURE}), 0)::int AS captured,
         COALESCE(sum(amount_cents) FILTER (WHERE kind = ${REFUND}), 0)::int AS refunded
    FROM money_movement GROUP BY order_id`;

/** Per order: captured − refunded against what its product holds confirmed. */
const ordersOff = (owedSql: string) =>
  statement<{ id: number; status: number; owed: number; captured: number; refunded: number }>(
    'moneyCheck.orders',
    `WITH owed AS (${owedSql}), ledger AS (${LEDGER_BY_ORDER})
     SELECT o.id, o.status, COALESCE(w.owed, 0)::int AS owed,
            COALESCE(l.captured, 0)::int AS captured, COALESCE(l.refunded, 0)::int AS refunded
       FROM purchase_order o
       LEFT JOIN owed w ON w.order_id = o.id
       LEFT JOIN ledger l ON l.order_id = o.id
      WHERE COALESCE(l.captured, 0) - COALESCE(l.refunded, 0) <> COALESCE(w.owed, 0)
      ORDER BY o.id`,
  );

/** Per payment: refunds never above its capture; a paid payment has its capture. */
const paymentsOff = statement<{
  id: number;
  order_id: number;
  state: string;
  captured: number;
  refunded: number;
}>(
  'moneyCheck.payments',
  `SELECT p.id, p.order_id, p.state,
          COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${CAPTURE}), 0)::int AS captured,
          COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${REFUND}), 0)::int AS refunded
     FROM payment p LEFT JOIN money_movement m ON m.payment_id = p.id
    GROUP BY p.id
   HAVING COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${REFUND}), 0)
        > COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${CAPTURE}), 0)
       OR (p.state IN ('${PaymentState.Paid}', '${PaymentState.Refunding}', '${PaymentState.Refunded}')
           AND COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${CAPTURE}), 0) = 0
           AND p.amount_cents > 0)`,
);

/**
 * The sandbox acquirer's sales against the ledger: a sale that took money has exactly its
 * capture, and what the acquirer voided is what the ledger's confirmed refunds say (a refund
 * still requested may already be voided: it is counted on either side).
 */
const salesOff = statement<{
  payment_id: string;
  id: number | null;
  order_id: number | null;
  sale_amount: number;
  sale_refunded: number;
  captured: number;
  refunded_done: number;
  refunded_all: number;
}>(
  'moneyCheck.sales',
  `SELECT s.payment_id, p.id, p.order_id, s.amount_cents AS sale_amount,
          s.refunded_cents AS sale_refunded,
          COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${CAPTURE}), 0)::int AS captured,
          COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${REFUND} AND m.state = ${DONE}), 0)::int AS refunded_done,
          COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${REFUND}), 0)::int AS refunded_all
     FROM sandbox_sale s
     LEFT JOIN payment p ON p.acquirer_payment_id = s.payment_id::text
     LEFT JOIN money_movement m ON m.payment_id = p.id
    WHERE s.status IN (${SALE_PAID})
    GROUP BY s.payment_id, p.id
   HAVING COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${CAPTURE}), 0) <> s.amount_cents
       OR s.refunded_cents < COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${REFUND} AND m.state = ${DONE}), 0)
       OR s.refunded_cents > COALESCE(sum(m.amount_cents) FILTER (WHERE m.kind = ${REFUND}), 0)`,
);

const totals = statement<{
  orders: number;
  payments: number;
  captured: number;
  refunded: number;
  requested: number;
}>(
  'moneyCheck.totals',
  `SELECT (SELECT count(*) FROM purchase_order)::int AS orders,
          (SELECT count(*) FROM payment)::int AS payments,
          COALESCE(sum(amount_cents) FILTER (WHERE kind = ${CAPTURE}), 0)::int AS captured,
          COALESCE(sum(amount_cents) FILTER (WHERE kind = ${REFUND}), 0)::int AS refunded,
          count(*) FILTER (WHERE kind = ${REFUND} AND state <> ${DONE})::int AS requested
     FROM money_movement`,
);

/**
 * The money check (`npm run money:check`; CI runs it after the concurrency benchmarks): from
 * the ledger, for every order, captured − refunded = what its confirmed guests and tickets owe
 * (each product says what its orders owe: `OrderProduct.owedSql`) — so no order is Finalizado
 * with less captured than owed, and none keeps money for what it no longer holds; no payment
 * refunded above its capture; every sale the sandbox acquirer took money for matches the
 * ledger's capture and refunds.
 */
@Injectable()
export class MoneyCheckService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ORDER_PRODUCTS) private readonly products: OrderProducts,
  ) {}

  async run(): Promise<MoneyCheckResult> {
    const owedSql = this.products
      .all()
      .map((p) => p.owedSql)
      .join(' UNION ALL ');
    const violations: MoneyViolation[] = [];
    for (const o of await queryRows(this.db, ordersOff(owedSql), [])) {
      violations.push({
        rule: 'captured − refunded = owed',
        orderId: o.id,
        paymentId: null,
        detail: `order ${o.id} (status ${o.status}): captured ${o.captured} − refunded ${o.refunded} ≠ owed ${o.owed}`,
      });
    }
    for (const p of await queryRows(this.db, paymentsOff, [])) {
      violations.push({
        rule: 'refund ≤ capture; a paid payment has its capture',
        orderId: p.order_id,
        paymentId: p.id,
        detail: `payment ${p.id} (${p.state}): captured ${p.captured}, refunded ${p.refunded}`,
      });
    }
    for (const s of await queryRows(this.db, salesOff, [])) {
      violations.push({
        rule: 'acquirer sale = ledger',
        orderId: s.order_id,
        paymentId: s.id,
        detail: `sale ${s.payment_id}: amount ${s.sale_amount}, voided ${s.sale_refunded}; ledger captured ${s.captured}, refunded ${s.refunded_done} done / ${s.refunded_all} in all`,
      });
    }
    const t = (await queryRows(this.db, totals, []))[0];
    return {
      orders: t?.orders ?? 0,
      payments: t?.payments ?? 0,
      captured: t?.captured ?? 0,
      refunded: t?.refunded ?? 0,
      refundsRequested: t?.requested ?? 0,
      violations,
    };
  }
}
