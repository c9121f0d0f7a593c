import { CompactEncrypt, importJWK } from 'jose';
import type { Customer } from '../../../shared/cart/cart-slice';

/** The API's payment key (GET payment-order/public-key). */
export interface PaymentKey {
  kid: string;
  jwk: Record<string, unknown>;
}

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
 * The compact JWE the API decrypts (`encryptedData`): RSA-OAEP-256 wraps a fresh A256GCM
 * key for the UTF-8 JSON plaintext, the header names the key (`kid`). Nothing secret ships with
 * the bundle: only the API holds the private key. Each call makes a new nonce (a payload is
 * accepted once, for 5 minutes).
 */
export async function encryptPayment(key: PaymentKey, plaintext: PaymentPlaintext) {
  const publicKey = await importJWK({ ...key.jwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
  // Copied into this realm's Uint8Array, which jose checks for (the component tests run jose in
  // jsdom beside Node's TextEncoder).
  const bytes = Uint8Array.from(new TextEncoder().encode(JSON.stringify(plaintext)));
  return new CompactEncrypt(bytes)
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
    .encrypt(publicKey);
}
