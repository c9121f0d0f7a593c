import { statement } from '../../platform/database/sql.js';
import { type OrderKind, OrderStatus } from './entities/order.entity.js';

/**
 * The orders' SQL (`purchase_order`): the writes that move an order for money or time, run by
 * the payments' settlement and the reservations' lazy expiry inside their transactions.
 */

export interface OrderStateRow {
  status: OrderStatus;
  kind: OrderKind;
  /** What the order owes now, in cents. */
  total: number;
}

/** The order row locked for a settlement or a change of what it owes. */
export const lockOrder = statement<OrderStateRow, [orderId: number]>(
  'orders.lock',
  'SELECT status, kind, total_cents AS total FROM purchase_order WHERE id = $1 FOR UPDATE',
);

/** What the order owes changes (guests or tickets removed from it, or added while Pendente). */
export const setOrderTotal = statement<void, [orderId: number, totalCents: number]>(
  'orders.setTotal',
  'UPDATE purchase_order SET total_cents = $2, updated_at = now() WHERE id = $1',
);

/** Cancelado (by the member or staff, with what was paid refunded): its deadline dropped. */
export const cancelOrder = statement<void, [orderId: number]>(
  'orders.cancel',
  `UPDATE purchase_order SET status = ${OrderStatus.Cancelled}, expires_at = NULL,
          updated_at = now()
    WHERE id = $1`,
);

/** Paid: Finalizado now, with how it was paid; its deadline no longer applies. */
export const markOrderPaid = statement<
  void,
  [orderId: number, paymentType: string, cardBrand: string | null]
>(
  'orders.markPaid',
  `UPDATE purchase_order SET status = ${OrderStatus.Finished}, paid_at = now(), expires_at = NULL,
          payment_type = $2, card_brand = $3, updated_at = now()
    WHERE id = $1`,
);

/** The money of a Finalizado order went back (a void or refund at the acquirer): Cancelado. */
export const cancelRefundedOrder = statement<void, [orderId: number]>(
  'orders.cancelRefunded',
  `UPDATE purchase_order SET status = ${OrderStatus.Cancelled}, updated_at = now()
    WHERE id = $1 AND status = ${OrderStatus.Finished}`,
);

/** Pendente orders whose product's hold ran out, marked Expirado. */
export const expireOrders = statement<void, [orderIds: number[]]>(
  'orders.expire',
  `UPDATE purchase_order SET status = ${OrderStatus.Expired}, updated_at = now()
    WHERE id = ANY($1) AND status = ${OrderStatus.Pending}`,
);
