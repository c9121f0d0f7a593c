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
