import { IntegrationEvent } from '@clube/shared';
import { eventKind } from '../../platform/events/domain-event.js';
import type { OrderKind } from '../orders/entities/order.entity.js';
import type { PaymentType } from './entities/payment.entity.js';

/**
 * What the payments announce after their commits (platform/events). A refund is asked of the
 * acquirer after the transaction that decided it (`RefundRequested`, handled by the refunds
 * themselves: durable, so a crash between the commit and the acquirer loses none), and the
 * member is told once the acquirer confirmed it (`PaymentRefunded`). `order.paid` and
 * `order.refunded` also go to the integrators' webhooks (payloads in webhooks/dto).
 */
export const RefundRequested = eventKind<{ movementId: number }>('refund.requested');

/** Money of an order went back at the acquirer (a ledger refund confirmed). */
export interface OrderRefundedPayload {
  movementId: number;
  orderId: number;
  /** What this refund gave back, in cents. */
  amountCents: number;
}
export const PaymentRefunded = eventKind<OrderRefundedPayload>(IntegrationEvent.OrderRefunded);

/** An order became Finalizado: its payment captured and its product confirmed. */
export interface OrderPaidPayload {
  orderId: number;
  kind: OrderKind;
  /** What the payment captured, in cents. */
  amountCents: number;
  paymentType: PaymentType;
  cardBrand: string | null;
  paidAt: string;
}
export const OrderPaid = eventKind<OrderPaidPayload>(IntegrationEvent.OrderPaid);
