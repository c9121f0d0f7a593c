import {
  makeNonce,
  paymentPlaintext as sharedPlaintext,
  type PaymentKey,
  sealPayment,
} from '@clube/shared/checkout';
import type { Customer } from '../../../shared/cart/cart-slice';

export type { PaymentKey };

/** The card fields of the payload (absent for Pix). */
export interface CardFields {
  cardNumber: string;
  holder: string;
  /** MM/YYYY */
  expirationDate: string;
  securityCode: string;
  brand: string;
}

/** What the browser encrypts for the API (the contract's plaintext). */
export interface PaymentPlaintext extends Partial<CardFields> {
  orderId: number;
  nonce: string;
  iat: number;
  customer: Customer;
}

export { makeNonce };

/** The plaintext of one payment attempt: the order, a fresh nonce, now, the customer, the card. */
export function paymentPlaintext(
  orderId: number,
  customer: Customer,
  card?: CardFields,
  now: number = Date.now(),
): PaymentPlaintext {
  return sharedPlaintext(orderId, customer, card, now);
}

/**
 * The compact JWE the API decrypts (`encryptedData`, sealed as `@clube/shared/checkout` says).
 * Each call makes a new nonce (a payload is accepted once, for 5 minutes).
 */
export function encryptPayment(key: PaymentKey, plaintext: PaymentPlaintext): Promise<string> {
  return sealPayment(key, plaintext);
}
