import { statement } from '../../platform/database/sql.js';
import { MovementKind, MovementState } from './entities/money-movement.entity.js';
import { PaymentState } from './entities/payment.entity.js';

/**
 * The ledger's SQL (`money_movement`): what a payment captured and what went back. Refunds
 * count from the moment they are requested (the money is no longer the club's to keep).
 */

const CAPTURE = `'${MovementKind.Capture}'`;
const REFUND = `'${MovementKind.Refund}'`;

export interface PaymentMoneyRow {
  id: number;
  order_id: number;
  state: PaymentState;
  acquirer_payment_id: string | null;
  captured: number;
  refunded: number;
}

const paymentMoney = `
  SELECT p.id, p.order_id, p.state, p.acquirer_payment_id,
         COALESCE(SUM(m.amount_cents) FILTER (WHERE m.kind = ${CAPTURE}), 0)::int AS captured,
         COALESCE(SUM(m.amount_cents) FILTER (WHERE m.kind = ${REFUND}), 0)::int AS refunded
    FROM payment p LEFT JOIN money_movement m ON m.payment_id = p.id`;

/**
 * The order's payments that hold money (captured more than was refunded), locked: the one a
 * refund is taken from. Oldest first (an order has one paid payment; a late Pix that could
 * not confirm it is refunded whole on its own).
 */
export const lockPaidPayments = statement<PaymentMoneyRow, [orderId: number]>(
  'ledger.lockPaidPayments',
  `${paymentMoney}
    WHERE p.order_id = $1 AND p.id IN (
          SELECT id FROM payment WHERE order_id = $1 AND state IN ('${PaymentState.Paid}')
          FOR UPDATE)
    GROUP BY p.id
   HAVING COALESCE(SUM(m.amount_cents) FILTER (WHERE m.kind = ${CAPTURE}), 0)
        > COALESCE(SUM(m.amount_cents) FILTER (WHERE m.kind = ${REFUND}), 0)
    ORDER BY p.id`,
);

/** One payment's captured and refunded money. */
export const paymentMoneyOf = statement<PaymentMoneyRow, [paymentId: number]>(
  'ledger.paymentMoney',
  `${paymentMoney} WHERE p.id = $1 GROUP BY p.id`,
);

/** The capture of a payment (once: the unique partial index). */
export const insertCapture = statement<void, [orderId: number, paymentId: number, amount: number]>(
  'ledger.insertCapture',
  `INSERT INTO money_movement (order_id, payment_id, kind, state, amount_cents, done_at)
   VALUES ($1, $2, ${CAPTURE}, '${MovementState.Done}', $3, now())
   ON CONFLICT DO NOTHING`,
);

/** A refund decided now; done once the acquirer confirms it. */
export const insertRefund = statement<
  { id: number },
  [
    orderId: number,
    paymentId: number,
    amount: number,
    reason: string,
    actor: string,
    note: string | null,
    done: boolean,
  ]
>(
  'ledger.insertRefund',
  `INSERT INTO money_movement (order_id, payment_id, kind, state, amount_cents, reason, actor, note, done_at)
   VALUES ($1, $2, ${REFUND},
           CASE WHEN $7::boolean THEN '${MovementState.Done}' ELSE '${MovementState.Requested}' END,
           $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END)
   RETURNING id`,
);

export interface RefundRow {
  id: number;
  order_id: number;
  amount: number;
  acquirer_payment_id: string | null;
}

/** The payment a refund is taken from. */
export const refundPayment = statement<{ payment_id: number }, [movementId: number]>(
  'ledger.refundPayment',
  'SELECT payment_id FROM money_movement WHERE id = $1',
);

/** The payment's refunds claimed by this process for `$2` seconds, unless another holds them. */
export const claimRefunds = statement<{ id: number }, [paymentId: number, seconds: number]>(
  'ledger.claimRefunds',
  `UPDATE payment SET refund_claimed_until = now() + make_interval(secs => $2)
    WHERE id = $1 AND (refund_claimed_until IS NULL OR refund_claimed_until < now())
   RETURNING id`,
);

/** The claim given up. */
export const releaseRefunds = statement<void, [paymentId: number]>(
  'ledger.releaseRefunds',
  'UPDATE payment SET refund_claimed_until = NULL WHERE id = $1',
);

/** The payment's oldest refund still to ask of the acquirer. */
export const oldestRequestedRefund = statement<RefundRow, [paymentId: number]>(
  'ledger.oldestRequestedRefund',
  `SELECT m.id, m.order_id, m.amount_cents AS amount, p.acquirer_payment_id
     FROM money_movement m JOIN payment p ON p.id = m.payment_id
    WHERE m.payment_id = $1 AND m.kind = ${REFUND} AND m.state = '${MovementState.Requested}'
    ORDER BY m.id LIMIT 1`,
);

/** The refunds of a payment already confirmed by the acquirer (cents). */
export const refundedDone = statement<{ done: number }, [paymentId: number]>(
  'ledger.refundedDone',
  `SELECT COALESCE(SUM(amount_cents), 0)::int AS done FROM money_movement
    WHERE payment_id = $1 AND kind = ${REFUND} AND state = '${MovementState.Done}'`,
);

/** The acquirer confirmed the refund. */
export const markRefundDone = statement<void, [movementId: number]>(
  'ledger.markRefundDone',
  `UPDATE money_movement SET state = '${MovementState.Done}', done_at = now() WHERE id = $1`,
);

/** Refunds still waiting for the acquirer for `$1` seconds or more (the reconciliation's). */
export const requestedRefunds = statement<{ payment_id: number }, [olderThanSeconds: number]>(
  'ledger.requestedRefunds',
  `SELECT payment_id FROM money_movement
    WHERE kind = ${REFUND} AND state = '${MovementState.Requested}'
      AND created_at < now() - make_interval(secs => $1)
    GROUP BY payment_id ORDER BY min(id) LIMIT 200`,
);

export interface RefundMailRow {
  email: string | null;
  name: string;
  order_id: number;
  amount: number;
  reason: string;
}

/** What the member's refund e-mail needs. */
export const refundForMail = statement<RefundMailRow, [movementId: number]>(
  'ledger.refundForMail',
  `SELECT a.email, a.name, m.order_id, m.amount_cents AS amount, m.reason
     FROM money_movement m
     JOIN purchase_order o ON o.id = m.order_id
     JOIN associate a ON a.id = o.associate_id
    WHERE m.id = $1`,
);

export interface OrderMoneyRow {
  order_id: number;
  captured: number;
  refunded: number;
  requested: number;
}

/** Per order: captured, refunded (confirmed) and refunds still on their way. */
export const moneyOfOrders = statement<OrderMoneyRow, [orderIds: number[]]>(
  'ledger.moneyOfOrders',
  `SELECT order_id,
          COALESCE(SUM(amount_cents) FILTER (WHERE kind = ${CAPTURE}), 0)::int AS captured,
          COALESCE(SUM(amount_cents) FILTER (WHERE kind = ${REFUND} AND state = '${MovementState.Done}'), 0)::int AS refunded,
          COALESCE(SUM(amount_cents) FILTER (WHERE kind = ${REFUND} AND state = '${MovementState.Requested}'), 0)::int AS requested
     FROM money_movement WHERE order_id = ANY($1)
    GROUP BY order_id`,
);
