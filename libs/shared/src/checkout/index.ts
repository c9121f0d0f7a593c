/**
 * `@clube/shared/checkout`: how a payment's data is sealed for the API (`encryptedData` of
 * `PUT payment-order/pix|credit-card|debit-card/{orderId}`), in one place for the portal, the
 * API's tests and the benches. Needs jose; the main entry `@clube/shared` stays free of it.
 */
import { CompactEncrypt, importJWK } from 'jose';

/** The API's payment key (`GET payment-order/public-key`). */
export interface PaymentKey {
  kid: string;
  jwk: Record<string, unknown>;
}

const NONCE_BYTES = 24;

/** base64url of bytes, without padding. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh random nonce: 24 bytes from the platform's CSPRNG, base64url (32 characters). */
export function makeNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
}

/**
 * The plaintext of one payment attempt: the order, a fresh nonce, now, the customer, and
 * `extra` (a card's fields; none for a Pix; a test may also override the others with it).
 */
export function paymentPlaintext<C, E extends object = object>(
  orderId: number,
  customer: C,
  extra?: E,
  now: number = Date.now(),
): { orderId: number; nonce: string; iat: number; customer: C } & Partial<E> {
  return { orderId, nonce: makeNonce(), iat: now, customer, ...(extra as Partial<E>) };
}

/**
 * The compact JWE the API decrypts: RSA-OAEP-256 wraps a fresh A256GCM key for the UTF-8 JSON
 * of `plaintext` (the order, a fresh nonce, the time, the customer and, for a card, its fields),
 * and the header names the key (`kid`). Nothing secret is needed: only the API holds the
 * private key.
 */
export async function sealPayment(key: PaymentKey, plaintext: object): Promise<string> {
  const publicKey = await importJWK({ ...key.jwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
  // Copied into this realm's Uint8Array, which jose checks for (the portal's component tests
  // run jose in jsdom beside Node's TextEncoder).
  const bytes = Uint8Array.from(new TextEncoder().encode(JSON.stringify(plaintext)));
  return new CompactEncrypt(bytes)
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
    .encrypt(publicKey);
}
