import { CREDIT_CARD_MIN_TOTAL_CENTS, LABELS } from '@clube/shared';
import { paths } from '../../../core/paths';
import type { PaymentType } from '../../../shared/cart/cart-slice';

/** The spec's choices, in its order. */
export const PAYMENT_TYPES: readonly PaymentType[] = ['debit', 'credit', 'pix'];

export const PAYMENT_TYPE_LABEL: Record<PaymentType, string> = {
  debit: LABELS.debitCard,
  credit: LABELS.creditCard,
  pix: LABELS.pix,
};

/** The credit option's label when the total is under the minimum (spec: only above R$ 100). */
export const CREDIT_CARD_MINIMUM_LABEL = `${LABELS.creditCard} (somente para valores acima de R$ 100,00)`;

/** Credit card needs a total of at least R$ 100,00 (spec §5, §9). */
export function creditAllowed(totalCents: number): boolean {
  return totalCents >= CREDIT_CARD_MIN_TOTAL_CENTS;
}

/** The route of each payment type's step. */
export const PAYMENT_TYPE_PATH: Record<PaymentType, string> = {
  credit: paths.memberCheckoutCreditCard,
  debit: paths.memberCheckoutDebit,
  pix: paths.memberCheckoutPix,
};
