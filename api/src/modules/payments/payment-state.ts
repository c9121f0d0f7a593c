import { AcquirerStatus, PAID_STATUSES } from './acquirer/acquirer.port.js';
import { PaymentState } from './entities/payment.entity.js';

/**
 * What an acquirer's status means for a payment in a given state — the payment's state machine,
 * in one place:
 *
 *   processing ─201/12─▶ pending ─paid─▶ (settle) ─▶ paid | refunding ─voided─▶ refunded
 *        │                  │
 *        └──────declined────┴──────▶ declined          paid ─voided outside─▶ (return) refunded
 *
 * - `settle`: paid at the acquirer, not applied yet: the order and its product are confirmed (or
 *   the payment goes `refunding` when they can no longer be had). Also from `failed`: an answer
 *   that was lost while the acquirer did take the money.
 * - `return`: a paid payment voided or refunded at the acquirer (outside the checkout): the order
 *   is cancelled and the payment `refunded`.
 * - a state: the payment simply moves there.
 * - null: nothing to change (the same news again, or news that cannot apply: a decline after the
 *   payment was paid, a replayed notification).
 */
export type PaymentStep = 'settle' | 'return' | PaymentState | null;

const DECLINED: readonly AcquirerStatus[] = [AcquirerStatus.Declined, AcquirerStatus.Aborted];
const RETURNED: readonly AcquirerStatus[] = [AcquirerStatus.Voided, AcquirerStatus.Refunded];

const { Processing, Pending, Paid, Declined, Refunding, Refunded, Failed } = PaymentState;

export function paymentStep(before: PaymentState, status: AcquirerStatus): PaymentStep {
  if (PAID_STATUSES.includes(status)) {
    return before === Processing || before === Pending || before === Failed ? 'settle' : null;
  }
  if (DECLINED.includes(status)) {
    return before === Processing || before === Pending ? Declined : null;
  }
  if (RETURNED.includes(status)) {
    if (before === Paid) return 'return';
    return before === Refunding ? Refunded : null;
  }
  return before === Processing ? Pending : null;
}
