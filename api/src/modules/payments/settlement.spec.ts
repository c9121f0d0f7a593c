import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { IntegrationEvent } from '@clube/shared';
import { Logger } from '@nestjs/common';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { type Payer, payerFor, sandboxPayPix } from '../../test/payment-fixtures.js';
import {
  INVITED,
  outsider,
  type ReservationWorld,
  reservationWorld,
} from '../../test/reservation-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import type { Local } from '../locals/entities/local.entity.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import { AcquirerStatus } from './acquirer/acquirer.port.js';
import { RefundReason } from './entities/money-movement.entity.js';
import { PaymentState } from './entities/payment.entity.js';
import { MoneyCheckService } from './money-check.service.js';

type Body = Record<string, unknown>;

/**
 * What the settlement does with money that arrives at an awkward moment, each rule stated by
 * what a member or the club sees: the acquirer takes a paid order's money back (a void in its
 * panel, a chargeback); a Pix paid after its order was marked Expirado, or after the member
 * cancelled it; a reservation's late Pix when its slot was taken meanwhile. Every case ends with
 * the money check passing.
 */
describe('payment settlement: money arriving late, or going back', () => {
  let t: TestApp;
  let w: ReservationWorld;
  let place: Local;
  let eventLocal: Local;
  let pay: Payer;
  let n = 0;
  let day = 0;

  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    place = await w.place({ capacity: 30 });
    eventLocal = await eventPlace(t.dataSource);
    pay = await payerFor(t, w.memberToken);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const settle = () => t.app.get(DomainEvents).idle();
  const notify = (paymentId: string) =>
    t.http.post('/api/payment-order/notification').send({ PaymentId: paymentId, ChangeType: 1 });
  const orderRow = async (id: number) =>
    (
      await t.dataSource.query('SELECT status, expires_at FROM purchase_order WHERE id = $1', [id])
    )[0] as { status: OrderStatus };
  const paymentsOf = async (orderId: number) =>
    (await t.dataSource.query(
      'SELECT acquirer_payment_id AS "paymentId", state FROM payment WHERE order_id = $1 ORDER BY id',
      [orderId],
    )) as { paymentId: string; state: PaymentState }[];
  const refundsOf = async (orderId: number) =>
    (await t.dataSource.query(
      `SELECT amount_cents AS amount, reason, state, actor FROM money_movement
        WHERE order_id = $1 AND kind = 'refund' ORDER BY id`,
      [orderId],
    )) as { amount: number; reason: string; state: string; actor: string }[];
  const reservationStatus = async (orderId: number) =>
    (
      await t.dataSource.query('SELECT status FROM local_reservation WHERE order_id = $1', [
        orderId,
      ])
    )[0].status as ReservationStatus;
  const expireOrder = async (orderId: number) => {
    await t.dataSource.query(
      "UPDATE purchase_order SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [orderId],
    );
    await t.dataSource.query(
      "UPDATE ticket SET hold_expires_at = now() - interval '1 minute' WHERE order_id = $1",
      [orderId],
    );
    await t.dataSource.query(
      "UPDATE local_reservation SET hold_expires_at = now() - interval '1 minute' WHERE order_id = $1",
      [orderId],
    );
  };
  const moneyAddsUp = async () =>
    expect((await t.app.get(MoneyCheckService).run()).violations).toEqual([]);

  /** A ticket order of one outside guest (R$ 150,00) for an event with `stock` tickets. */
  async function ticketOrder(stock = 5, token = w.memberToken) {
    const event = await makeEvent(t.dataSource, eventLocal, {
      guestPriceCents: 15_000,
      ticketsTotal: stock,
    });
    n += 1;
    const res = await w.send('post', '/api/order/tickets', token, {
      event_id: event.id,
      tickets: [{ name: `Convidado ${n}`, cpf: cpfFor(97_000 + n) }],
    });
    expect(res.status).toBe(201);
    return { orderId: (res.body as { order: { id: number } }).order.id as number, event };
  }
  const buyOne = (eventId: number, token: string) => {
    n += 1;
    return w.send('post', '/api/order/tickets', token, {
      event_id: eventId,
      tickets: [{ name: `Convidado ${n}`, cpf: cpfFor(97_000 + n) }],
    });
  };
  /** A reservation of the member with one paying outside guest (R$ 25,00). */
  async function reservation(token = w.memberToken) {
    day += 1;
    const slot = await w.slotOf(place, 1 + (day % 25), day % 4);
    n += 1;
    const res = await w.book(
      place,
      slot,
      [{ name: `Convidado ${n}`, doc: outsider(700 + n) }],
      token,
    );
    expect(res.status).toBe(201);
    return { orderId: res.body.order.id as number, slot };
  }
  async function openPix(orderId: number): Promise<string> {
    const pix = await pay.pix(orderId);
    expect(pix.status).toBe(201);
    return pix.body.paymentId as string;
  }
  /** The acquirer's panel gives a captured sale's whole amount back (a void or a chargeback). */
  const acquirerTakesBack = (paymentId: string, status: AcquirerStatus) =>
    t.dataSource.query(
      'UPDATE sandbox_sale SET status = $2, refunded_cents = amount_cents WHERE payment_id = $1',
      [paymentId, status],
    );

  describe('the acquirer takes a paid order’s money back', () => {
    it('a card sale voided in the panel: the order Cancelado, its ticket back on sale, the refund in the ledger', async () => {
      const { orderId, event } = await ticketOrder(1);
      expect((await pay.credit(orderId)).status).toBe(201);
      expect((await orderRow(orderId)).status).toBe(OrderStatus.Finished);
      // sold out while paid
      expect((await buyOne(event.id, await t.memberToken())).status).toBe(409);

      const [{ paymentId }] = await paymentsOf(orderId);
      await acquirerTakesBack(paymentId, AcquirerStatus.Voided);
      expect((await notify(paymentId)).status).toBe(200);
      await settle();

      expect((await orderRow(orderId)).status).toBe(OrderStatus.Cancelled);
      expect(await paymentsOf(orderId)).toEqual([{ paymentId, state: PaymentState.Refunded }]);
      const [{ status }] = await t.dataSource.query(
        'SELECT status FROM ticket WHERE order_id = $1',
        [orderId],
      );
      expect(status).toBe(TicketStatus.Cancelled);
      expect(await refundsOf(orderId)).toEqual([
        { amount: 15_000, reason: RefundReason.AcquirerReturned, state: 'done', actor: 'system' },
      ]);
      // the place is for sale again
      expect((await buyOne(event.id, await t.memberToken())).status).toBe(201);
      await moneyAddsUp();
    });

    it('a paid reservation’s Pix returned (chargeback): the reservation Cancelada and its slot bookable again; replays change nothing', async () => {
      const { orderId, slot } = await reservation();
      const paymentId = await openPix(orderId);
      expect((await sandboxPayPix(t, paymentId)).status).toBe(200);
      await settle();
      expect(await reservationStatus(orderId)).toBe(ReservationStatus.Confirmed);

      await acquirerTakesBack(paymentId, AcquirerStatus.Refunded);
      for (let i = 0; i < 3; i += 1) expect((await notify(paymentId)).status).toBe(200);
      await settle();

      expect((await orderRow(orderId)).status).toBe(OrderStatus.Cancelled);
      expect(await reservationStatus(orderId)).toBe(ReservationStatus.Cancelled);
      expect(await refundsOf(orderId)).toEqual([
        { amount: INVITED, reason: RefundReason.AcquirerReturned, state: 'done', actor: 'system' },
      ]);
      const again = await w.book(place, slot, [], w.otherToken);
      expect(again.status).toBe(201);
      await moneyAddsUp();
    });
  });

  describe('a Pix paid late', () => {
    it('on an order already stored as Expirado: honoured while its ticket is still free', async () => {
      const { orderId } = await ticketOrder();
      const paymentId = await openPix(orderId);
      await expireOrder(orderId);
      // stored Expirado (as a write marks it), not only past its deadline
      await t.dataSource.query('UPDATE purchase_order SET status = $2 WHERE id = $1', [
        orderId,
        OrderStatus.Expired,
      ]);
      expect((await sandboxPayPix(t, paymentId)).status).toBe(200);
      await settle();
      expect((await orderRow(orderId)).status).toBe(OrderStatus.Finished);
      expect(await paymentsOf(orderId)).toEqual([{ paymentId, state: PaymentState.Paid }]);
      expect(await refundsOf(orderId)).toEqual([]);
      await moneyAddsUp();
    });

    it('on an order the member cancelled: refunded whole, the order stays Cancelado and its reservation Cancelada', async () => {
      const { orderId } = await reservation();
      const paymentId = await openPix(orderId);
      const [{ id }] = await t.dataSource.query(
        'SELECT id FROM local_reservation WHERE order_id = $1',
        [orderId],
      );
      const cancel = await w.send(
        'post',
        `/api/local-reservations-associate/${id}/cancel`,
        w.memberToken,
      );
      expect(cancel.status).toBe(200);
      expect((await orderRow(orderId)).status).toBe(OrderStatus.Cancelled);

      // the member's bank app paid the QR anyway
      await t.dataSource.query(
        `UPDATE sandbox_sale SET status = ${AcquirerStatus.PaymentConfirmed} WHERE payment_id = $1`,
        [paymentId],
      );
      expect((await notify(paymentId)).status).toBe(200);
      await settle();

      expect((await orderRow(orderId)).status).toBe(OrderStatus.Cancelled);
      expect(await reservationStatus(orderId)).toBe(ReservationStatus.Cancelled);
      expect(await refundsOf(orderId)).toEqual([
        { amount: INVITED, reason: RefundReason.OrderUnavailable, state: 'done', actor: 'system' },
      ]);
      expect(await paymentsOf(orderId)).toEqual([{ paymentId, state: PaymentState.Refunded }]);
      await moneyAddsUp();
    });

    it('on a reservation whose slot is free: the reservation Confirmada, and order.paid announced with what the Pix captured', async () => {
      const { orderId } = await reservation();
      const paymentId = await openPix(orderId);
      await expireOrder(orderId);
      expect((await sandboxPayPix(t, paymentId)).status).toBe(200);
      await settle();
      expect((await orderRow(orderId)).status).toBe(OrderStatus.Finished);
      expect(await reservationStatus(orderId)).toBe(ReservationStatus.Confirmed);
      // what the integrators' webhooks receive: the order, its kind and what the Pix captured
      const paid = (await t.dataSource.query(
        `SELECT payload FROM outbox_event WHERE type = $1 AND payload->>'orderId' = $2`,
        [IntegrationEvent.OrderPaid, String(orderId)],
      )) as { payload: Body }[];
      expect(paid).toHaveLength(1);
      expect(paid[0].payload).toEqual({
        orderId,
        kind: 'reserva',
        amountCents: INVITED,
        paymentType: 'pix',
        cardBrand: null,
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      await moneyAddsUp();
    });

    it('on a reservation whose slot another member took meanwhile: refunded, the other booking kept', async () => {
      const { orderId, slot } = await reservation();
      const paymentId = await openPix(orderId);
      await expireOrder(orderId);
      const taken = await w.book(place, slot, [], w.otherToken);
      expect(taken.status).toBe(201);
      const otherOrder = taken.body.order.id as number;

      const warned = jest.spyOn(Logger.prototype, 'warn');
      try {
        expect((await sandboxPayPix(t, paymentId)).status).toBe(200);
        await settle();
        // the club's operator reads why the money went back, and how much
        expect(warned).toHaveBeenCalledWith(
          expect.objectContaining({
            reason: RefundReason.OrderUnavailable,
            captured: INVITED,
            owed: INVITED,
          }),
          'A payment cannot settle its order: refunded',
        );
      } finally {
        warned.mockRestore();
      }

      expect(await reservationStatus(orderId)).not.toBe(ReservationStatus.Confirmed);
      expect((await orderRow(orderId)).status).not.toBe(OrderStatus.Finished);
      expect(await refundsOf(orderId)).toEqual([
        { amount: INVITED, reason: RefundReason.OrderUnavailable, state: 'done', actor: 'system' },
      ]);
      expect(await paymentsOf(orderId)).toEqual([{ paymentId, state: PaymentState.Refunded }]);
      const [sale] = await t.dataSource.query(
        'SELECT status FROM sandbox_sale WHERE payment_id = $1',
        [paymentId],
      );
      expect(sale.status).toBe(AcquirerStatus.Refunded);
      // the other member's booking (free: no guests) stands
      expect(await reservationStatus(otherOrder)).toBe(ReservationStatus.Confirmed);
      await moneyAddsUp();
    });
  });

  it('another member cannot settle, cancel or read someone else’s order through these routes', async () => {
    const { orderId } = await reservation();
    const stranger = await payerFor(t, w.otherToken);
    expect((await stranger.pix(orderId)).status).toBe(404);
    expect((await stranger.credit(orderId)).status).toBe(404);
    const body = (await w.send('get', `/api/my-order/${orderId}`, w.otherToken)).body as Body;
    expect(body['statusCode']).toBe(404);
  });
});
