import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import { translateDbError } from '../../platform/database/database-errors.js';
import {
  outsider,
  type ReservationWorld,
  reservationWorld,
} from '../../test/reservation-fixtures.js';
import { type Cipher, checkoutCipher } from '../../test/payment-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PaymentState } from './entities/payment.entity.js';

type Body = Record<string, unknown>;

const card = (cardNumber: string) => ({
  cardNumber,
  holder: 'CARLOS E SOUZA',
  expirationDate: '12/2030',
  securityCode: '123',
  brand: 'Visa',
});

/** Each refusal of the checkout a member can meet, with its own code (the portal branches on it). */
describe('checkout refusals (codes)', () => {
  let t: TestApp;
  let w: ReservationWorld;
  let encrypt: Cipher;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    encrypt = await checkoutCipher(t, w.memberToken);
  });
  afterAll(() => t?.close());

  const pay = async (path: string, orderId: number, extra: Body = {}, body: Body = {}) =>
    w.send('put', `/api/payment-order/${path}/${orderId}`, w.memberToken, {
      encryptedData: await encrypt(orderId, extra),
      ...body,
    });
  /** A Pendente reservation with one paying guest: its order (R$ 25,00) and reservation. */
  const pendingOrder = async () => {
    const local = await w.place();
    n += 1;
    const res = await w.book(local, await w.slotOf(local), [
      { name: 'Pagante', doc: outsider(500 + n) },
    ]);
    expect(res.status).toBe(201);
    return { orderId: res.body.order.id as number, id: res.body.localReservation.id as number };
  };

  it('an order cancelled, already paid (free) or past its deadline cannot be paid', async () => {
    const cancelled = await pendingOrder();
    const cancel = `/api/local-reservations-associate/${cancelled.id}/cancel`;
    expect((await w.send('post', cancel, w.memberToken)).status).toBe(200);
    expect((await pay('pix', cancelled.orderId)).body).toEqual({
      statusCode: 409,
      error: 'Este pedido foi cancelado.',
      code: ErrorCode.OrderCancelled,
    });

    const local = await w.place();
    const free = await w.book(local, await w.slotOf(local), []);
    expect((await pay('pix', free.body.order.id)).body).toEqual({
      statusCode: 409,
      error: 'Este pedido já foi pago.',
      code: ErrorCode.OrderAlreadyPaid,
    });

    const late = await pendingOrder();
    await t.dataSource.query(
      "UPDATE purchase_order SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [late.orderId],
    );
    expect((await pay('pix', late.orderId)).body).toEqual({
      statusCode: 409,
      error: 'O prazo de pagamento deste pedido terminou. Faça um novo pedido.',
      code: ErrorCode.OrderExpired,
    });
  });

  it('a card of no known brand; a debit without a valid authentication', async () => {
    const { orderId } = await pendingOrder();
    const unknown = await pay('credit-card', orderId, card('9999999999999999'));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      statusCode: 400,
      error: 'Bandeira do cartão não reconhecida.',
      code: ErrorCode.CardBrandUnknown,
      fields: { cardNumber: 'Bandeira do cartão não reconhecida.' },
    });
    const debit = await pay('debit-card', orderId, card('4000000000001000'), {
      referenceId: randomUUID(),
    });
    expect(debit.status).toBe(400);
    expect(debit.body).toEqual({
      statusCode: 400,
      error: 'Autenticação não encontrada ou expirada. Tente novamente.',
      code: ErrorCode.AuthenticationNotFound,
    });
  });

  it('a payment already under way; a second open attempt refused by the database', async () => {
    const { orderId } = await pendingOrder();
    const open = `INSERT INTO payment (order_id, acquirer, request_id, type, state, amount_cents)
                  VALUES ($1, 'sandbox', $2, 'credit', '${PaymentState.Processing}', 2500)`;
    await t.dataSource.query(open, [orderId, randomUUID()]);
    expect((await pay('pix', orderId)).body).toEqual({
      statusCode: 409,
      error: 'Já há um pagamento em andamento para este pedido. Aguarde a confirmação.',
      code: ErrorCode.PaymentInProgress,
    });
    const refusal = await t.dataSource.query(open, [orderId, randomUUID()]).catch((e) => e);
    expect(translateDbError(refusal)?.getResponse()).toEqual({
      statusCode: 409,
      error: 'Já há um pagamento em andamento para este pedido. Aguarde a confirmação.',
      code: ErrorCode.PaymentInProgress,
    });
  });

  it('a Pix past its lifetime can no longer be paid at the sandbox bank', async () => {
    const { orderId } = await pendingOrder();
    const pix = await pay('pix', orderId);
    expect(pix.status).toBe(201);
    await t.dataSource.query(
      "UPDATE sandbox_sale SET expires_at = now() - interval '1 minute' WHERE payment_id = $1",
      [pix.body.paymentId],
    );
    const res = await t.http.post(`/api/payment-order/sandbox/pix/${pix.body.paymentId}/pay`);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Este Pix expirou.',
      code: ErrorCode.PixExpired,
    });
  });
});
