import { statement } from '../../platform/database/sql.js';

/**
 * The payments' part of the member's data export (LGPD, art. 18): the payments and the ledger
 * (captures and refunds) of the member's orders. What the club keeps of a card is its brand;
 * the acquirer's ids, codes and Pix payloads stay out (they identify the sale, not the person).
 */

export interface MemberPaymentRow {
  id: number;
  orderId: number;
  type: string;
  state: string;
  amountCents: number;
  brand: string | null;
  returnMessage: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

/** The payments of the member's orders, oldest first. $1 the associate. */
export const memberPayments = statement<MemberPaymentRow, [associateId: string]>(
  'payments.memberData',
  `SELECT p.id, p.order_id AS "orderId", p.type, p.state, p.amount_cents AS "amountCents",
          p.brand, p.return_message AS "returnMessage", p.paid_at AS "paidAt",
          p.created_at AS "createdAt"
     FROM payment p JOIN purchase_order o ON o.id = p.order_id
    WHERE o.associate_id = $1
    ORDER BY p.created_at, p.id`,
);

export interface MemberMovementRow {
  id: number;
  orderId: number;
  paymentId: number;
  kind: string;
  state: string;
  amountCents: number;
  reason: string | null;
  createdAt: Date;
  doneAt: Date | null;
}

/** The ledger rows (captures, refunds) of the member's orders, oldest first. $1 the associate. */
export const memberMovements = statement<MemberMovementRow, [associateId: string]>(
  'payments.memberLedger',
  `SELECT m.id, m.order_id AS "orderId", m.payment_id AS "paymentId", m.kind, m.state,
          m.amount_cents AS "amountCents", m.reason, m.created_at AS "createdAt",
          m.done_at AS "doneAt"
     FROM money_movement m JOIN purchase_order o ON o.id = m.order_id
    WHERE o.associate_id = $1
    ORDER BY m.created_at, m.id`,
);
