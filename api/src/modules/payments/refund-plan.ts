/**
 * How a refund of an order is taken from its payments — the refunds' money rule, in one place
 * (`RefundsService` applies it under the payments' locks): never more than the order's payments
 * hold (captured less refunded, requested or done), taken from the payments in the order given
 * (oldest first), each giving at most what it holds; a payment that gives back the last of its
 * capture goes `refunding`.
 */
export interface PaymentHolding {
  captured: number;
  refunded: number;
}

/** What the payments hold now: captured less refunded. */
export const heldBy = (payments: readonly PaymentHolding[]): number =>
  payments.reduce((sum, p) => sum + p.captured - p.refunded, 0);

/** A refund decided: the amount, and what each payment gives (payments giving nothing left out). */
export interface RefundPlan<P extends PaymentHolding> {
  amount: number;
  takes: { payment: P; amount: number }[];
}

/**
 * The refund of `amount` cents (`'all'`: whatever the payments hold) split over the payments.
 * Null when more is asked than they hold; a RangeError for an amount that is not whole cents
 * or is below 0 (a bug of the caller, never a member's input).
 */
export function planRefund<P extends PaymentHolding>(
  payments: readonly P[],
  amount: number | 'all',
): RefundPlan<P> | null {
  const holds = heldBy(payments);
  const wanted = amount === 'all' ? holds : amount;
  if (!Number.isSafeInteger(wanted) || wanted < 0) {
    throw new RangeError(`refund of ${String(amount)} cents`);
  }
  if (wanted > holds) return null;
  const takes: RefundPlan<P>['takes'] = [];
  let left = wanted;
  for (const payment of payments) {
    const take = Math.min(left, payment.captured - payment.refunded);
    if (take <= 0) continue;
    takes.push({ payment, amount: take });
    left -= take;
  }
  return { amount: wanted, takes };
}

/** A refund of `amount` gives back the last of the payment's capture: it goes `refunding`. */
export const refundsWhole = (payment: PaymentHolding, amount: number): boolean =>
  payment.refunded + amount === payment.captured;
