import { statement } from '../../platform/database/sql.js';
import { PaymentState } from '../payments/entities/payment.entity.js';

/** The invitations' SQL (the e-mails' reads of other modules' rows). */

export interface ReceiptRow {
  total: number;
  paid_at: Date | null;
  type: string | null;
  brand: string | null;
  authorization_code: string | null;
}

/** What a receipt shows of an order: its total, when and how it was paid. */
export const orderReceipt = statement<ReceiptRow, [orderId: number]>(
  'invitations.orderReceipt',
  `SELECT o.total_cents AS total, o.paid_at, p.type, p.brand, p.authorization_code
     FROM purchase_order o
     LEFT JOIN payment p ON p.order_id = o.id AND p.state = '${PaymentState.Paid}'
    WHERE o.id = $1`,
);
