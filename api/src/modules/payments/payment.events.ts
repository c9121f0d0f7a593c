import { eventKind } from '../../platform/events/domain-event.js';

/**
 * What the payments announce after their commits (platform/events). A refund is asked of the
 * acquirer after the transaction that decided it (`RefundRequested`, handled by the refunds
 * themselves: durable, so a crash between the commit and the acquirer loses none), and the
 * member is told once the acquirer confirmed it (`PaymentRefunded`).
 */
export const RefundRequested = eventKind<{ movementId: number }>('refund.requested');
export const PaymentRefunded = eventKind<{ movementId: number; orderId: number }>('order.refunded');
