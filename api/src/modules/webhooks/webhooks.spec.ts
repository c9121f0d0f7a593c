import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { IntegrationEvent, P, WEBHOOK_MSG } from '@clube/shared';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { startReceiver, type Receiver } from '../../test/webhook-receiver.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { OrderPaid } from '../payments/payment.events.js';
import { WebhookWorker } from './webhook-worker.service.js';

const ALL = [P.listWebhook, P.insertWebhook, P.updateWebhook, P.deleteWebhook];

/**
 * Outbound webhooks (issue 27): staff register endpoints; each integration event is delivered
 * to them signed as Standard Webhooks says (checked with the `standardwebhooks` package),
 * retried on its schedule with the same webhook-id, each attempt logged; 'Reenviar'.
 */
describe('webhooks', () => {
  let t: TestApp;
  let staff: string;
  let receiver: Receiver;
  let events: DomainEvents;
  let worker: WebhookWorker;
  let orderId = 9000;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken(ALL);
    receiver = await startReceiver();
    events = t.app.get(DomainEvents);
    worker = t.app.get(WebhookWorker);
  }, 60_000);
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  const send = (
    method: 'get' | 'post' | 'put' | 'delete',
    url: string,
    body?: object,
    tk = staff,
  ) => t.http[method](url).set('Authorization', `Bearer ${tk}`).send(body);

  /** An order paid, as the settlement announces it; resolves once its deliveries were tried. */
  const orderPaid = async () => {
    orderId += 1;
    await t.dataSource.transaction((tx) =>
      events.record(
        tx,
        OrderPaid.of({
          orderId,
          kind: 'reserva',
          amountCents: 15000,
          paymentType: 'credit',
          cardBrand: 'Visa',
          paidAt: new Date().toISOString(),
        }),
      ),
    );
    await events.idle();
    await worker.idle();
    return orderId;
  };

  const register = async (events: string[] = [IntegrationEvent.OrderPaid], url = receiver.url) => {
    const res = await send('post', '/api/webhooks', { url, description: 'Contábil', events });
    expect(res.status).toBe(201);
    return res.body as { id: number; secret: string };
  };

  it('staff keep the endpoints; the secret is shown once; others get 403', async () => {
    const created = await send('post', '/api/webhooks', {
      url: 'https://contabil.exemplo.com.br/hook',
      description: 'Sistema contábil',
      events: [IntegrationEvent.OrderPaid, IntegrationEvent.AccessGranted],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: 'https://contabil.exemplo.com.br/hook',
      events: ['order.paid', 'access.granted'],
      active: true,
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const id = created.body.id as number;

    const got = await send('get', `/api/webhooks/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.secret).toBeUndefined();
    const listed = await send('get', '/api/webhooks?search=contabil.exemplo');
    expect(listed.body).toMatchObject({ total: 1, data: [{ id }] });

    const edited = await send('put', `/api/webhooks/${id}`, {
      active: false,
      events: ['order.refunded'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ active: false, events: ['order.refunded'] });

    const rotated = await send('post', `/api/webhooks/${id}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);

    const reader = await t.staffToken([P.listWebhook]);
    expect((await send('get', '/api/webhooks', undefined, reader)).status).toBe(200);
    expect(
      (await send('post', '/api/webhooks', { url: receiver.url, events: ['order.paid'] }, reader))
        .status,
    ).toBe(403);
    expect((await send('delete', `/api/webhooks/${id}`, undefined, reader)).status).toBe(403);
    const none = await t.staffToken([P.listNews]);
    expect((await send('get', '/api/webhooks', undefined, none)).status).toBe(403);

    expect((await send('delete', `/api/webhooks/${id}`)).status).toBe(204);
    expect((await send('get', `/api/webhooks/${id}`)).status).toBe(404);
  });

  it('refuses URLs that are not http(s), plain http away from localhost, and no events', async () => {
    const ftp = await send('post', '/api/webhooks', {
      url: 'ftp://exemplo.com/x',
      events: ['order.paid'],
    });
    expect(ftp.status).toBe(400);
    expect(ftp.body).toMatchObject({
      error: WEBHOOK_MSG.urlInvalid,
      fields: { url: WEBHOOK_MSG.urlInvalid },
    });
    const http = await send('post', '/api/webhooks', {
      url: 'http://exemplo.com/x',
      events: ['order.paid'],
    });
    expect(http.status).toBe(400);
    expect(http.body.error).toBe(WEBHOOK_MSG.urlHttpOnlyLocal);
    const noEvents = await send('post', '/api/webhooks', {
      url: 'https://exemplo.com/x',
      events: [],
    });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.fields.events).toBe(WEBHOOK_MSG.eventsRequired);
    const unknown = await send('post', '/api/webhooks', {
      url: 'https://exemplo.com/x',
      events: ['order.lost'],
    });
    expect(unknown.status).toBe(400);
  });

  it('an order paid is delivered once, signed as Standard Webhooks says', async () => {
    const { id, secret } = await register();
    const other = await register([IntegrationEvent.AccessGranted]);
    const before = receiver.received.length;
    const paid = await orderPaid();
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1); // the endpoint taking only access.granted got nothing
    const [message] = got;
    const verified = new Webhook(secret).verify(
      message.body,
      message.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({
      type: 'order.paid',
      data: { orderId: paid, kind: 'reserva', amountCents: 15000, paymentType: 'credit' },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        message.body,
        message.headers as Record<string, string>,
      ),
    ).toThrow();

    const deliveries = await send('get', `/api/webhooks/${id}/deliveries`);
    expect(deliveries.body).toMatchObject({
      total: 1,
      data: [
        {
          eventType: 'order.paid',
          messageId: message.headers['webhook-id'],
          status: { description: 'Entregue' },
          attempts: 1,
          lastStatusCode: 200,
          payload: { type: 'order.paid', data: { orderId: paid } },
          attemptLog: [{ statusCode: 200, manual: false }],
        },
      ],
    });
    expect((await send('get', `/api/webhooks/${other.id}/deliveries`)).body.total).toBe(0);
    // The event handled again (a crash after the handler): still one delivery per endpoint.
    expect(await worker.deliverDue()).toBe(0);
    await send('delete', `/api/webhooks/${id}`);
    await send('delete', `/api/webhooks/${other.id}`);
  });

  it('a receiver failing three times, then 200, gets the same webhook-id each time; Reenviar', async () => {
    const { id, secret } = await register();
    const before = receiver.received.length;
    receiver.answers.push(500, 503, 500);
    const start = Date.now();
    await orderPaid(); // the first attempt, at once: 500
    const later = (ms: number) => new Date(start + ms);
    expect(await worker.deliverDue(later(1000))).toBe(0); // not due before its 5 s
    expect(await worker.deliverDue(later(10_000))).toBe(1); // 503
    expect(await worker.deliverDue(later(60_000))).toBe(0); // next after 5 min
    expect(await worker.deliverDue(later(10 * 60_000))).toBe(1); // 500
    expect(await worker.deliverDue(later(60 * 60_000))).toBe(1); // 200
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(4);
    const ids = new Set(got.map((m) => m.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const m of got) {
      expect(() =>
        new Webhook(secret).verify(m.body, m.headers as Record<string, string>),
      ).not.toThrow();
    }
    expect(new Set(got.map((m) => m.body)).size).toBe(1);

    const [delivery] = (await send('get', `/api/webhooks/${id}/deliveries`)).body.data;
    expect(delivery).toMatchObject({
      status: { description: 'Entregue' },
      attempts: 4,
      lastStatusCode: 200,
    });
    expect(delivery.attemptLog.map((a: { statusCode: number }) => a.statusCode)).toEqual([
      200, 500, 503, 500,
    ]);

    // Reenviar: one more attempt now, same webhook-id, logged as manual.
    const reader = await t.staffToken([P.listWebhook]);
    expect(
      (await send('post', `/api/webhooks/deliveries/${delivery.id}/resend`, undefined, reader))
        .status,
    ).toBe(403);
    const resent = await send('post', `/api/webhooks/deliveries/${delivery.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.attempts).toBe(5);
    expect(resent.body.attemptLog).toHaveLength(5);
    expect(resent.body.attemptLog[0]).toMatchObject({ statusCode: 200, manual: true });
    const last = receiver.received[receiver.received.length - 1];
    expect(last.headers['webhook-id']).toBe(delivery.messageId);
    expect((await send('post', '/api/webhooks/deliveries/999999/resend')).status).toBe(404);
    await send('delete', `/api/webhooks/${id}`);
  });

  it('gives up after the schedule (Falhou); a refused connection is logged', async () => {
    const gone = await startReceiver();
    await gone.close();
    const { id } = await register([IntegrationEvent.OrderPaid], gone.url);
    const start = Date.now();
    await orderPaid();
    for (let hour = 1; hour <= 40; hour += 1)
      await worker.deliverDue(new Date(start + hour * 3600_000));
    const [delivery] = (await send('get', `/api/webhooks/${id}/deliveries`)).body.data;
    expect(delivery).toMatchObject({
      status: { description: 'Falhou' },
      attempts: 8,
      lastStatusCode: null,
      nextAttemptAt: null,
    });
    expect(delivery.attemptLog[0].error).toEqual(expect.any(String));
    await send('delete', `/api/webhooks/${id}`);
  });
});
