import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, P, RecordStatus } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { type Payer, payerFor, sandboxPayPix } from '../../test/payment-fixtures.js';
import {
  INVITED,
  outsider,
  type ReservationWorld,
  reservationWorld,
  STAFF_PERMS,
} from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { type MailMessage, MailService } from '../../platform/mail/mail.service.js';
import type { Local } from '../locals/entities/local.entity.js';
import {
  ACQUIRER,
  type AcquirerPort,
  AcquirerStatus,
  AcquirerUnavailableError,
} from './acquirer/acquirer.port.js';
import { PaymentState } from './entities/payment.entity.js';
import { MoneyCheckService } from './money-check.service.js';
import { PaymentReconcilerService } from './payment-reconciler.service.js';

type Body = Record<string, unknown>;

/**
 * Money that adds up (issue 24): a payment confirms only what it paid for; cancelling or
 * removing paying guests refunds through the acquirer; staff cancel with a reason; the ledger
 * proves every order (the money check) — and finds a tampered one.
 */
describe('money: pay what is owed, refund what is cancelled', () => {
  let t: TestApp;
  let w: ReservationWorld;
  let local: Local;
  let pay: Payer;
  let mailSpy: jest.Spied<MailService['send']>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    local = await w.place({ capacity: 30 });
    pay = await payerFor(t, w.memberToken);
    mailSpy = jest.spyOn(t.app.get(MailService), 'send');
  }, 120_000);
  afterAll(async () => {
    mailSpy?.mockRestore();
    await t?.close();
  });

  const settle = () => t.app.get(DomainEvents).idle();
  const guests = (count: number): Body[] =>
    Array.from({ length: count }, () => {
      n += 1;
      return { name: `Convidado ${n}`, doc: outsider(400 + n) };
    });
  let day = 0;
  /** A reservation with `count` paying guests: its id and order id. */
  async function booked(count: number): Promise<{ id: number; orderId: number }> {
    day += 1;
    const res = await w.book(local, await w.slotOf(local, 2 + (day % 20), day % 4), guests(count));
    expect(res.status).toBe(201);
    return { id: res.body.localReservation.id, orderId: res.body.order.id };
  }
  async function paidByPix(orderId: number): Promise<string> {
    const pix = await pay.pix(orderId);
    expect(pix.status).toBe(201);
    expect((await sandboxPayPix(t, pix.body.paymentId)).status).toBe(200);
    await settle();
    return pix.body.paymentId as string;
  }
  const myOrder = async (id: number) =>
    (await w.send('get', `/api/my-order/${id}`, w.memberToken)).body as Body;
  const editGuests = (id: number, list: Body[]) =>
    w.send('put', `/api/local-reservations-associate/${id}`, w.memberToken, { invitations: list });
  const sale = async (paymentId: string) =>
    (
      await t.dataSource.query(
        'SELECT status, amount_cents, refunded_cents FROM sandbox_sale WHERE payment_id = $1',
        [paymentId],
      )
    )[0] as { status: number; amount_cents: number; refunded_cents: number };
  const ledger = async (orderId: number) =>
    (await t.dataSource.query(
      `SELECT kind, state, amount_cents AS amount, reason FROM money_movement
        WHERE order_id = $1 ORDER BY id`,
      [orderId],
    )) as { kind: string; state: string; amount: number; reason: string | null }[];
  const mailsTo = (email: string): MailMessage[] =>
    mailSpy.mock.calls.map(([m]) => m).filter((m) => m.to === email);

  it('finding 1: a Pix made for 1 guest, paid after the guests were raised to 20, does not confirm the order: it is refunded, and a new Pix asks the new total', async () => {
    const r = await booked(1);
    const first = await pay.pix(r.orderId);
    expect(first.status).toBe(201);
    expect((await editGuests(r.id, guests(20))).status).toBe(200);
    expect((await myOrder(r.orderId))['total']).toBe(20 * INVITED);

    // Asked again: a new QR, for R$ 500,00 — never the old R$ 25,00 one.
    const second = await pay.pix(r.orderId);
    expect(second.status).toBe(201);
    expect(second.body.paymentId).not.toBe(first.body.paymentId);
    expect(second.body.qrCodeString).toContain('5406500.00');

    // The member pays the old QR anyway: the money goes back, the order stays unpaid.
    expect((await sandboxPayPix(t, first.body.paymentId)).status).toBe(200);
    await settle();
    expect((await myOrder(r.orderId))['status']).toBe('Pendente');
    expect(await sale(first.body.paymentId)).toMatchObject({
      amount_cents: INVITED,
      refunded_cents: INVITED,
    });
    expect(await ledger(r.orderId)).toEqual([
      { kind: 'capture', state: 'done', amount: INVITED, reason: null },
      { kind: 'refund', state: 'done', amount: INVITED, reason: 'amount-mismatch' },
    ]);

    // The right amount confirms it.
    expect((await sandboxPayPix(t, second.body.paymentId)).status).toBe(200);
    await settle();
    const order = await myOrder(r.orderId);
    expect(order).toMatchObject({ status: 'Finalizado', total: 20 * INVITED });
    expect((await t.app.get(MoneyCheckService).run()).violations).toEqual([]);
  });

  it('while a card payment waits for its answer the guests cannot change the total (409 PAYMENT_ANSWER_PENDING)', async () => {
    const r = await booked(1);
    await t.dataSource.query(
      `INSERT INTO payment (order_id, acquirer, request_id, type, state, amount_cents)
       VALUES ($1, 'sandbox', gen_random_uuid(), 'credit', '${PaymentState.Processing}', $2)`,
      [r.orderId, INVITED],
    );
    const res = await editGuests(r.id, guests(3));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ErrorCode.PaymentAnswerPending);
    expect((await myOrder(r.orderId))['total']).toBe(INVITED);
    await t.dataSource.query(`UPDATE payment SET state = 'failed' WHERE order_id = $1`, [
      r.orderId,
    ]);
  });

  it('finding 3: the member cancels a paid reservation before its deadline: refunded whole through the acquirer, shown as Estornado, e-mailed', async () => {
    const r = await booked(2);
    const paymentId = await paidByPix(r.orderId);
    const before = mailsTo(w.member.email).length;
    const res = await w.send(
      'post',
      `/api/local-reservations-associate/${r.id}/cancel`,
      w.memberToken,
    );
    expect(res.status).toBe(200);
    await settle();
    expect(await sale(paymentId)).toMatchObject({
      status: AcquirerStatus.Refunded,
      refunded_cents: 2 * INVITED,
    });
    expect(await myOrder(r.orderId)).toMatchObject({
      status: 'Cancelado',
      refund: 'Estornado',
      refunded: 2 * INVITED,
      refundedFormatted: 'R$ 50,00',
      refundPending: false,
    });
    const mails = mailsTo(w.member.email).slice(before);
    expect(mails.map((m) => m.subject)).toContain(`Estorno de R$ 50,00 — pedido ${r.orderId}`);
    expect(mails.find((m) => m.subject.startsWith('Estorno'))?.text).toContain(
      'Motivo: Cancelamento pelo associado.',
    );
  });

  it('removing one paying guest from a paid reservation refunds the difference (Estorno parcial)', async () => {
    const r = await booked(3);
    const paymentId = await paidByPix(r.orderId);
    const current = (
      await w.send('get', `/api/local-reservations-associate/${r.id}`, w.memberToken)
    ).body as { invitations: { name: string; doc: string }[] };
    const kept = current.invitations.slice(0, 2).map((i) => ({ name: i.name, doc: i.doc }));
    const res = await editGuests(r.id, kept);
    expect(res.status).toBe(200);
    await settle();
    expect(await sale(paymentId)).toMatchObject({
      status: AcquirerStatus.PaymentConfirmed,
      refunded_cents: INVITED,
    });
    expect(await myOrder(r.orderId)).toMatchObject({
      status: 'Finalizado',
      total: 2 * INVITED,
      refund: 'Estorno parcial',
      refunded: INVITED,
    });
    // Adding a paying guest back to a paid reservation is still refused (it would cost more).
    expect((await editGuests(r.id, [...kept, ...guests(1)])).status).toBe(409);
    expect((await t.app.get(MoneyCheckService).run()).violations).toEqual([]);
  });

  it("staff delete a paid reservation: refunded, and the answer says so ('Excluída. Valor estornado…')", async () => {
    const r = await booked(1);
    const paymentId = await paidByPix(r.orderId);
    const res = await w.send('delete', `/api/local-reservations/${r.id}`, w.staff);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Excluída. Valor estornado ao associado: R$ 25,00.');
    await settle();
    expect(await sale(paymentId)).toMatchObject({ refunded_cents: INVITED });
    expect((await ledger(r.orderId)).at(-1)).toMatchObject({
      kind: 'refund',
      state: 'done',
      reason: 'staff-cancelled',
    });
    // The charges report shows the refund as its own line, and nets it out.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const reporter = await t.staffToken([P.listReportPayments]);
    const report = await w.send('post', '/api/report-payments?take=100', reporter, {
      startsAt: day(-1),
      endsAt: day(1),
    });
    expect(report.status).toBe(200);
    const lines = (report.body.data as Body[]).filter((l) => l['orderId'] === r.orderId);
    expect(lines.map((l) => [l['line'], l['status'], l['totalPaid']])).toEqual([
      ['Estorno', 'Estornado', -INVITED],
      ['Pagamento', 'Estornado', INVITED],
    ]);
  });

  it('staff cancel an order with a reason (refund-order permission); nobody else can; twice is a 409', async () => {
    const r = await booked(2);
    const paymentId = await paidByPix(r.orderId);
    const url = `/api/orders/${r.orderId}/cancel`;
    const noPermission = await t.staffToken(STAFF_PERMS);
    const refunder = await t.staffToken([P.refundOrder]);
    expect((await w.send('post', url, null, { reason: 'Teste' })).status).toBe(401);
    expect((await w.send('post', url, w.memberToken, { reason: 'Teste' })).status).toBe(401);
    expect((await w.send('post', url, noPermission, { reason: 'Teste' })).status).toBe(403);
    const blank = await w.send('post', url, refunder, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Informe o motivo do cancelamento.');
    expect(await sale(paymentId)).toMatchObject({ refunded_cents: 0 });

    const done = await w.send('post', url, refunder, { reason: 'Viagem do associado' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: 'Pedido cancelado. Valor estornado ao associado: R$ 50,00.',
      refunded: 2 * INVITED,
      refundedFormatted: 'R$ 50,00',
    });
    await settle();
    expect(await sale(paymentId)).toMatchObject({ refunded_cents: 2 * INVITED });
    const reservation = await w.send(
      'get',
      `/api/local-reservations-associate/${r.id}`,
      w.memberToken,
    );
    expect(reservation.body.status).toBe('Cancelada');
    const again = await w.send('post', url, refunder, { reason: 'De novo' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.OrderNotRefundable);
    expect(
      (await w.send('post', '/api/orders/999999/cancel', refunder, { reason: 'x y z' })).status,
    ).toBe(404);
  });

  it('a refund the acquirer could not take is retried by the reconciliation until done, never twice', async () => {
    const r = await booked(1);
    const paymentId = await paidByPix(r.orderId);
    const acquirer = t.app.get<AcquirerPort>(ACQUIRER);
    const voids = jest
      .spyOn(acquirer, 'void')
      .mockRejectedValueOnce(new AcquirerUnavailableError('down'));
    try {
      await w.send('post', `/api/local-reservations-associate/${r.id}/cancel`, w.memberToken);
      await settle();
      expect(await sale(paymentId)).toMatchObject({ refunded_cents: 0 });
      expect((await myOrder(r.orderId))['refundPending']).toBe(true);
      // The reconciliation asks again once the refund has waited a minute.
      await t.dataSource.query(
        "UPDATE money_movement SET created_at = now() - interval '2 minutes' WHERE order_id = $1",
        [r.orderId],
      );
      await t.app.get(PaymentReconcilerService).reconcile();
      await t.app.get(PaymentReconcilerService).reconcile();
      await settle();
      expect(await sale(paymentId)).toMatchObject({ refunded_cents: INVITED });
      expect(await myOrder(r.orderId)).toMatchObject({ refund: 'Estornado', refundPending: false });
      expect(voids).toHaveBeenCalledTimes(2);
    } finally {
      voids.mockRestore();
    }
  });

  describe('tickets', () => {
    let eventPlaceLocal: Local;
    beforeAll(async () => {
      eventPlaceLocal = await eventPlace(t.dataSource);
    });
    async function boughtPaid(count: number, fields: Parameters<typeof makeEvent>[2] = {}) {
      const event = await makeEvent(t.dataSource, eventPlaceLocal, {
        guestPriceCents: 3_000,
        ticketsTotal: 10,
        ...fields,
      });
      const res = await w.send('post', '/api/order/tickets', w.memberToken, {
        event_id: event.id,
        tickets: guests(count).map((g) => ({ name: g['name'], cpf: g['doc'] })),
      });
      expect(res.status).toBe(201);
      const orderId = res.body.order.id as number;
      const paymentId = await paidByPix(orderId);
      const mine = await w.send('get', `/api/associate/tickets/${event.id}`, w.memberToken);
      const list = mine.body as { id: number; canCancel: boolean; cancelUntil: string | null }[];
      return { event, orderId, paymentId, ids: list.map((x) => x.id), list };
    }
    const cancelTicket = (id: number, token = w.memberToken) =>
      w.send('post', `/api/associate/tickets/${id}/cancel`, token);

    it('the member cancels a ticket before the deadline: its value refunded, its place back; the last one cancels the order', async () => {
      const b = await boughtPaid(2);
      // 10 days ahead, 48 hours to spare: the list says so, with until when.
      expect(b.list[0]).toMatchObject({ canCancel: true, cancelUntil: expect.any(String) });
      expect((await cancelTicket(b.ids[0], w.otherToken)).status).toBe(404);
      const one = await cancelTicket(b.ids[0]);
      expect(one.status).toBe(200);
      expect(one.body.status).toBe('Cancelado');
      await settle();
      expect(await sale(b.paymentId)).toMatchObject({ refunded_cents: 3_000 });
      expect(await myOrder(b.orderId)).toMatchObject({
        status: 'Finalizado',
        total: 3_000,
        refund: 'Estorno parcial',
        refunded: 3_000,
      });
      expect((await cancelTicket(b.ids[0])).status).toBe(409);
      expect((await cancelTicket(b.ids[1])).status).toBe(200);
      await settle();
      expect(await myOrder(b.orderId)).toMatchObject({ status: 'Cancelado', refund: 'Estornado' });
      expect(await sale(b.paymentId)).toMatchObject({ refunded_cents: 6_000 });
    });

    it("after the event's cancel deadline the member is told until when it was", async () => {
      const b = await boughtPaid(1, { days: [1] });
      expect(b.list[0]).toMatchObject({ canCancel: false, cancelUntil: null });
      const res = await cancelTicket(b.ids[0]);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(ErrorCode.TicketNotCancellable);
      expect(res.body.error).toMatch(
        /^O prazo para cancelar este convite terminou \(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)\.$/,
      );
      expect(await sale(b.paymentId)).toMatchObject({ refunded_cents: 0 });
    });

    it('staff cancelling a purchased ticket in the register refund its value', async () => {
      const b = await boughtPaid(2);
      const staff = await t.staffToken([P.listTicket, P.updateTicket]);
      const res = await w.send('put', `/api/tickets/${b.ids[1]}`, staff, {
        status: RecordStatus.Inactive,
      });
      expect(res.status).toBe(200);
      await settle();
      expect(await sale(b.paymentId)).toMatchObject({ refunded_cents: 3_000 });
      expect((await ledger(b.orderId)).at(-1)).toMatchObject({ reason: 'staff-cancelled' });
      expect((await t.app.get(MoneyCheckService).run()).violations).toEqual([]);
    });
  });

  it('the money check proves every order, and finds one that does not add up', async () => {
    const check = t.app.get(MoneyCheckService);
    const clean = await check.run();
    expect(clean.violations).toEqual([]);
    expect(clean.captured).toBeGreaterThan(0);
    expect(clean.refunded).toBeGreaterThan(0);
    // A confirmed reservation whose money went back without its cancellation.
    const r = await booked(1);
    await paidByPix(r.orderId);
    await t.dataSource.query(
      `INSERT INTO money_movement (order_id, payment_id, kind, state, amount_cents, reason, actor, done_at)
       SELECT order_id, payment_id, 'refund', 'done', amount_cents, 'staff-cancelled', 'system', now()
         FROM money_movement WHERE order_id = $1 AND kind = 'capture'`,
      [r.orderId],
    );
    const found = await check.run();
    expect(found.violations.map((v) => v.rule).sort()).toEqual([
      'acquirer sale = ledger',
      'captured − refunded = owed',
    ]);
    expect(found.violations.every((v) => v.orderId === r.orderId)).toBe(true);
    await t.dataSource.query("DELETE FROM money_movement WHERE order_id = $1 AND kind = 'refund'", [
      r.orderId,
    ]);
  });
});
