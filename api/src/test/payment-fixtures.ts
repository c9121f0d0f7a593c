import { type PaymentKey, paymentPlaintext, sealPayment } from '@clube/shared/checkout';
import type { Response } from 'supertest';
import type { TestApp } from './test-app.js';

/** The customer the checkout's payloads carry (the spec's Customer). */
export const CUSTOMER = {
  Name: 'Carlos Eduardo Souza',
  Identity: '11144477735',
  IdentityType: 'CPF',
  Email: 'carlos@clube.test',
  Birthdate: '1980-05-17',
  Phone: '11987654321',
  Address: {
    Street: 'Rua das Flores',
    Number: '123',
    Complement: 'Apto 4',
    ZipCode: '01310100',
    City: 'São Paulo',
    State: 'SP',
    District: 'Bela Vista',
    Country: 'BRA',
  },
};

/** Visa test numbers whose last digit picks the sandbox's outcome (0, 1, 4: approved). */
export const VISA = (last: number) => `400000000000001${last}`;

/** A member paying through the checkout as the portal does (JWE made with the public key). */
export interface Payer {
  pix(orderId: number): Promise<Response>;
  credit(orderId: number, cardNumber?: string): Promise<Response>;
}

/** Makes the checkout's `encryptedData` for an order, as the portal does (fresh nonce, now). */
export type Cipher = (orderId: number, extra?: Record<string, unknown>) => Promise<string>;

/** The checkout's cipher with the API's published key (`GET payment-order/public-key`). */
export async function checkoutCipher(t: TestApp, token: string): Promise<Cipher> {
  const res = await t.http.get('/api/payment-order/public-key').auth(token, { type: 'bearer' });
  const key = res.body as PaymentKey;
  return (orderId, extra = {}) => sealPayment(key, paymentPlaintext(orderId, CUSTOMER, extra));
}

export async function payerFor(t: TestApp, token: string): Promise<Payer> {
  const jwe = await checkoutCipher(t, token);
  return {
    pix: async (orderId) =>
      t.http
        .put(`/api/payment-order/pix/${orderId}`)
        .auth(token, { type: 'bearer' })
        .send({ encryptedData: await jwe(orderId) }),
    credit: async (orderId, cardNumber = VISA(0)) =>
      t.http
        .put(`/api/payment-order/credit-card/${orderId}`)
        .auth(token, { type: 'bearer' })
        .send({
          encryptedData: await jwe(orderId, {
            cardNumber,
            holder: 'CARLOS E SOUZA',
            expirationDate: '12/2030',
            securityCode: '123',
            brand: 'Visa',
          }),
        }),
  };
}

/** The sandbox's simulated bank pays a Pix (then the acquirer notifies). */
export const sandboxPayPix = (t: TestApp, paymentId: string) =>
  t.http.post(`/api/payment-order/sandbox/pix/${paymentId}/pay`);
