import { beforeEach, describe, expect, it } from '@jest/globals';
import { encryptPayment, makeNonce, paymentPlaintext } from './encrypt-payment';
import { CUSTOMER, openPayload, paymentKeys, stubWebCrypto } from '../../../test/fixtures/checkout';

describe('the payment JWE', () => {
  beforeEach(stubWebCrypto);

  it('is a compact JWE (RSA-OAEP-256 + A256GCM, kid) the private key opens to the plaintext', async () => {
    const keys = await paymentKeys();
    const key = (await keys.publicKeyResponse().json()) as Parameters<typeof encryptPayment>[0];
    const card = {
      cardNumber: '5200000000001096',
      holder: 'Maria Souza',
      expirationDate: '12/2030',
      securityCode: '123',
      brand: 'Master',
    };
    const plaintext = paymentPlaintext(41, CUSTOMER, card);
    const jwe = await encryptPayment(key, plaintext);
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain('5200000000001096');
    const opened = await openPayload(keys.privateKey, jwe);
    expect(opened.header).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'key-test-1' });
    expect(opened.payload).toEqual({ ...plaintext });
  });

  it('makes a fresh random base64url nonce of 32 characters each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => makeNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
