import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import { AcquirerStatus } from './acquirer/acquirer.port.js';
import { Payment, PaymentState } from './entities/payment.entity.js';
import { PAY_MSG } from './payment-messages.js';

const TOKEN = 'notification-token-of-the-club-0123456789';
const KNOWN = '0f8e1c2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const UNKNOWN = '5b2f7e4c-8d1a-4f3e-9c6b-0a1b2c3d4e5f';

/**
 * A production start as a club deploys it (issue 24): NODE_ENV=production, the real acquirer
 * (Cielo's API 3.0, here a local server speaking its JSON) and a notification token. The
 * sandbox's bank and issuer are not there, a notification needs the token, and its answer tells
 * nobody whether a PaymentId exists.
 */
describe('payments in production with the real acquirer (issue 24)', () => {
  let t: TestApp;
  let acquirer: Server;
  let asked: { method: string; url: string }[] = [];
  let memberToken: string;

  beforeAll(async () => {
    acquirer = createServer((req, res) => {
      asked.push({ method: req.method ?? '', url: req.url ?? '' });
      req.resume();
      req.on('end', () => {
        const id = /\/1\/sales\/([^/?]+)$/.exec(req.url ?? '')?.[1];
        if (req.method !== 'GET' || id !== KNOWN) {
          res.writeHead(404).end();
          return;
        }
        // the Pix is still waiting for the payer's bank: nothing changes
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            MerchantOrderId: '1',
            Payment: {
              PaymentId: KNOWN,
              Type: 'Pix',
              Amount: 3000,
              Status: AcquirerStatus.Pending,
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => acquirer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(acquirer.address() as AddressInfo).port}`;
    t = await createTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PAYMENT_RECONCILE: 'false',
      EVENT_SWEEPER: 'false',
      EVENT_RELAY: 'false',
      PAYMENT_ACQUIRER: 'cielo',
      CIELO_MERCHANT_ID: '11111111-2222-3333-4444-555555555555',
      CIELO_MERCHANT_KEY: 'RANDOMKEYRANDOMKEYRANDOMKEYRANDOMKEYRAND',
      CIELO_API_URL: `${base}/api`,
      CIELO_QUERY_URL: `${base}/query`,
      CIELO_TIMEOUT_MS: '2000',
      PAYMENT_NOTIFICATION_TOKEN: TOKEN,
    });
    memberToken = await t.memberToken();
  }, 120_000);
  afterEach(() => {
    asked = [];
  });
  afterAll(async () => {
    await t?.close();
    acquirer?.closeAllConnections();
    await new Promise((resolve) => acquirer?.close(resolve));
  });

  const notify = (paymentId: string, token?: string) => {
    const req = t.http
      .post('/api/payment-order/notification')
      .send({ PaymentId: paymentId, ChangeType: 1 });
    return token === undefined ? req : req.set('X-Notification-Token', token);
  };

  it('runs the real acquirer: the public key says it is not the sandbox', async () => {
    expect(t.config.env).toBe('production');
    const res = await t.http
      .get('/api/payment-order/public-key')
      .auth(memberToken, { type: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.body.sandbox).toBe(false);
  });

  it('the sandbox’s bank and issuer are not there: 404, and the acquirer is never asked', async () => {
    const pix = await t.http.post(`/api/payment-order/sandbox/pix/${KNOWN}/pay`);
    expect(pix.status).toBe(404);
    expect(pix.body).toEqual({
      statusCode: 404,
      error: PAY_MSG.sandboxOnly,
      code: ErrorCode.NotFound,
    });

    const jwe = 'aaaa.bbbb.cccc.dddd.eeee';
    const auth = await t.http
      .post('/api/payment-order/debit-card/1/authentication')
      .auth(memberToken, { type: 'bearer' })
      .send({ encryptedData: jwe });
    expect(auth.status).toBe(404);
    expect(auth.body.error).toBe(PAY_MSG.sandboxOnly);

    const challenge = await t.http
      .post(`/api/payment-order/debit-authentication/${randomUUID()}`)
      .auth(memberToken, { type: 'bearer' })
      .send({ confirm: true });
    expect(challenge.status).toBe(404);
    expect(challenge.body.error).toBe(PAY_MSG.sandboxOnly);
    expect(asked).toEqual([]);
  });

  it('a notification without the token, or with a wrong one, is 401 and asks the acquirer nothing', async () => {
    for (const res of [
      await notify(KNOWN),
      await notify(KNOWN, ''),
      await notify(KNOWN, 'x'.repeat(TOKEN.length)),
      await notify(KNOWN, `${TOKEN}x`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        error: 'Notificação não autorizada.',
        code: ErrorCode.Unauthenticated,
      });
    }
    expect(asked).toEqual([]);
  });

  it('with the token, an unknown PaymentId is answered exactly as a known one', async () => {
    // a member's pending Pix, as the acquirer created it
    const local = await eventPlace(t.dataSource);
    const event = await makeEvent(t.dataSource, local, { guestPriceCents: 3000 });
    const order = await t.http
      .post('/api/order/tickets')
      .auth(memberToken, { type: 'bearer' })
      .send({ event_id: event.id, tickets: [{ name: 'Convidado Único', cpf: cpfFor(97_531) }] });
    expect(order.status).toBe(201);
    const orderId = (order.body as { order: { id: number } }).order.id;
    await t.dataSource.getRepository(Payment).insert({
      orderId,
      acquirer: 'cielo',
      acquirerPaymentId: KNOWN,
      requestId: randomUUID(),
      type: 'pix',
      state: PaymentState.Pending,
      acquirerStatus: AcquirerStatus.Pending,
      amount: 3000,
    });

    const known = await notify(KNOWN, TOKEN);
    // the known one was really looked up at the acquirer, on its query host
    expect(asked).toEqual([{ method: 'GET', url: `/query/1/sales/${KNOWN}` }]);
    asked = [];
    const unknown = await notify(UNKNOWN, TOKEN);
    expect(asked).toEqual([]);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ received: true });
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    // and the known payment is untouched (the Pix is still pending)
    const payment = await t.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ acquirerPaymentId: KNOWN });
    expect(payment.state).toBe(PaymentState.Pending);
  });
});
