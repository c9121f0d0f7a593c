import { type PaymentKey, sealPayment } from '@clube/shared/checkout';
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

const NONCE_BYTES = 24;

/** base64url of bytes, without padding. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh random nonce: 24 bytes from the browser's CSPRNG, base64url (32 characters). */
export function makeNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
}

/** The plaintext of one payment attempt: the order, a fresh nonce, now, the customer, the card. */
export function paymentPlaintext(
  orderId: number,
  customer: Customer,
  card?: CardFields,
  now: number = Date.now(),
): PaymentPlaintext {
  return { orderId, nonce: makeNonce(), iat: now, customer, ...card };
}

/**
 * The compact JWE the API decrypts (`encryptedData`, sealed as `@clube/shared/checkout` says).
 * Each call makes a new nonce (a payload is accepted once, for 5 minutes).
 */
export function encryptPayment(key: PaymentKey, plaintext: PaymentPlaintext): Promise<string> {
  return sealPayment(key, plaintext);
}
