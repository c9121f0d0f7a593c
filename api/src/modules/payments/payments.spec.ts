import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { ErrorCode } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import { CUSTOMER } from '../../test/payment-fixtures.js';
import { type MailMessage, MailService } from '../../platform/mail/mail.service.js';
import { Associate } from '../associates/entities/associate.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { InvitationsDeliveryService } from '../invitations/invitations-delivery.service.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import { AcquirerStatus } from './acquirer/acquirer.port.js';
import { PaymentState } from './entities/payment.entity.js';
import { PaymentReconcilerService } from './payment-reconciler.service.js';

type Body = Record<string, unknown>;

const card = (cardNumber: string) => ({
  cardNumber,
  holder: 'CARLOS E SOUZA',
  expirationDate: '12/2030',
  securityCode: '123',
  brand: 'Visa',
});
/** Visa test numbers whose last digit picks the sandbox's outcome. */
const VISA = (last: number) => `400000000000001${last}`;

describe('payments (checkout, sandbox acquirer)', () => {
  let t: TestApp;
  let local: Local;
  let member: Associate;
  let token: string;
  let key: { kid: string; jwk: JWK };
  let mailSpy: jest.Spied<MailService['send']>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    local = await eventPlace(t.dataSource);
    member = await t.createMember();
    token = await t.tokenFor('member', member.id);
    mailSpy = jest.spyOn(t.app.get(MailService), 'send');
    const res = await t.http.get('/api/payment-order/public-key').auth(token, { type: 'bearer' });
    key = res.body as { kid: string; jwk: JWK };
  }, 120_000);
  afterAll(async () => {
    mailSpy?.mockRestore();
    await t?.close();
  });

  const idle = () => t.app.get(InvitationsDeliveryService).idle();
  const mailsTo = (email: string): MailMessage[] =>
    mailSpy.mock.calls.map(([m]) => m).filter((m) => m.to === email);

  async function jwe(plain: Body, kid = key.kid): Promise<string> {
    const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(plain)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
      .encrypt(publicKey);
  }
  const payload = (orderId: number, extra: Body = {}): Body => ({
    orderId,
    nonce: randomBytes(18).toString('base64url'),
    iat: Date.now(),
    customer: CUSTOMER,
    ...extra,
  });

  /** A paid order of an event: `guests` outside guests at R$ price each. */
  async function paidOrder(
    priceCents = 15_000,
    guests = 1,
  ): Promise<{ id: number; eventId: number }> {
    const event = await makeEvent(t.dataSource, local, {
      guestPriceCents: priceCents,
      ticketsTotal: 5,
    });
    const res = await t.http
      .post('/api/order/tickets')
      .auth(token, { type: 'bearer' })
      .send({
        event_id: event.id,
        tickets: Array.from({ length: guests }, () => {
          n += 1;
          return { name: `Convidado ${n}`, cpf: cpfFor(90_000 + n) };
        }),
      });
    expect(res.status).toBe(201);
    return { id: (res.body as { order: { id: number } }).order.id, eventId: event.id };
  }
  const payCredit = async (orderId: number, number: string, extra: Body = {}) =>
    t.http
      .put(`/api/payment-order/credit-card/${orderId}`)
      .auth(token, { type: 'bearer' })
      .send({ encryptedData: await jwe(payload(orderId, { ...card(number), ...extra })) });
  const orderOf = async (id: number) =>
    (await t.http.get(`/api/my-order/${id}`).auth(token, { type: 'bearer' })).body as Body;

  it('publishes an RSA public key (JWK, kid) for RSA-OAEP-256 + A256GCM and says it is the sandbox', () => {
    expect(key).toEqual({
      kid: expect.any(String),
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      jwk: expect.objectContaining({ kty: 'RSA', e: 'AQAB', kid: key.kid, use: 'enc' }),
      sandbox: true,
    });
  });

  it('credit card authorised: 201, order Finalizado with type and brand, tickets confirmed, one e-mail', async () => {
    const order = await paidOrder();
    const before = mailsTo(member.email).length;
    const res = await payCredit(order.id, VISA(0));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Finalizado',
      message: 'Pagamento realizado com sucesso!',
      paymentMessage: 'Operation Successful',
      order: { id: order.id, status: 'Finalizado', type: 'Cartão de Crédito', brand: 'Visa' },
    });
    const [{ status }] = await t.dataSource.query(
      'SELECT DISTINCT status FROM ticket WHERE order_id = $1',
      [order.id],
    );
    expect(status).toBe(TicketStatus.Confirmed);
    await idle();
    expect(mailsTo(member.email)).toHaveLength(before + 1);
    // the receipt with the invitations
    const mail = mailsTo(member.email).at(-1) as MailMessage;
    expect(mail.subject).toMatch(/^Convites confirmados: /);
    expect(mail.text).toContain('Recibo do pagamento');
    expect(mail.text).toContain(`Pedido nº ${order.id}`);
    expect(mail.text).toContain('Valor pago: R$ 150,00');
    expect(mail.text).toMatch(/Forma de pagamento: Cartão de Crédito · Visa · autorização \d{6}/);
    expect(mail.attachments?.length).toBe(1);
  });

  it.each([
    [2, 'Pagamento não autorizado.', '05'],
    [3, 'Cartão vencido.', '57'],
    [5, 'Cartão bloqueado.', '78'],
    [6, 'O banco emissor não respondeu a tempo. Tente novamente.', '99'],
    [7, 'Cartão cancelado.', '77'],
    [8, 'Problemas com o cartão. Fale com o banco emissor.', '70'],
  ])(
    'card ending %i: 402 "%s" in Portuguese with the acquirer\'s code %s for support, the order still Pendente and payable',
    async (last, error, returnCode) => {
      const order = await paidOrder();
      const res = await payCredit(order.id, VISA(last));
      expect(res.status).toBe(402);
      expect(res.body).toEqual({
        statusCode: 402,
        error,
        code: 'PAYMENT_DECLINED',
        paymentMessage: `Código da operadora: ${returnCode}`,
        returnCode,
      });
      // none of the acquirer's English reaches the member
      expect(JSON.stringify(res.body)).not.toMatch(
        /Not Authorized|Card Expired|Blocked Card|Time Out|Card Canceled|Problems with/,
      );
      expect((await orderOf(order.id))['status']).toBe('Pendente');
      const retry = await payCredit(order.id, VISA(4));
      expect(retry.status).toBe(201);
    },
  );

  it('a card whose expiry month has passed is refused by the API before the acquirer (400 Cartão vencido.)', async () => {
    const order = await paidOrder();
    const res = await payCredit(order.id, VISA(0), { expirationDate: '01/2020' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'Cartão vencido.',
      fields: { expirationDate: 'Cartão vencido.' },
    });
    const [{ sales }] = await t.dataSource.query(
      'SELECT count(*)::int AS sales FROM sandbox_sale WHERE merchant_order_id = $1',
      [String(order.id)],
    );
    expect(sales).toBe(0);
    expect((await payCredit(order.id, VISA(0))).status).toBe(201);
  });

  it('credit card under R$ 100,00 is refused (400); the order stays payable', async () => {
    const order = await paidOrder(9_999);
    const res = await payCredit(order.id, VISA(0));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Cartão de crédito somente para valores acima de R$ 100,00.');
    expect(res.body.code).toBe(ErrorCode.CreditBelowMinimum);
  });

  it('a payload is accepted once, fresh, for its own order, made with our key', async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    const send = (encryptedData: string, id = order.id) =>
      t.http
        .put(`/api/payment-order/credit-card/${id}`)
        .auth(token, { type: 'bearer' })
        .send({ encryptedData });

    const stale = await send(
      await jwe(payload(order.id, { ...card(VISA(2)), iat: Date.now() - 6 * 60_000 })),
    );
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe('Os dados de pagamento expiraram. Tente novamente.');
    expect(stale.body.code).toBe(ErrorCode.PaymentDataStale);

    const wrong = await send(await jwe(payload(other.id, card(VISA(2)))));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Os dados de pagamento não são deste pedido.');
    expect(wrong.body.code).toBe(ErrorCode.PaymentDataWrongOrder);

    const unknownKey = await send(await jwe(payload(order.id, card(VISA(2))), 'outra-chave'));
    expect(unknownKey.status).toBe(400);
    const good = await jwe(payload(order.id, card(VISA(2))));
    const tampered = good.slice(0, -4) + (good.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await send(tampered)).status).toBe(400);
    const notJwe = await send('4000000000000010');
    expect(notJwe.status).toBe(400);

    expect((await send(good)).status).toBe(402);
    const replay = await send(good);
    expect(replay.status).toBe(409);
    expect(replay.body.error).toBe('Estes dados de pagamento já foram usados. Tente novamente.');
    expect(replay.body.code).toBe(ErrorCode.PaymentDataReused);
  });

  it('ten payments of one order at once (double clicks, two tabs): one charge, one Finalizado', async () => {
    const order = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payCredit(order.id, VISA(1))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const [{ charges }] = await t.dataSource.query(
      `SELECT count(*)::int AS charges FROM sandbox_sale
        WHERE merchant_order_id = $1 AND status = ${AcquirerStatus.PaymentConfirmed}`,
      [String(order.id)],
    );
    expect(charges).toBe(1);
  });

  it('the billing phone is required, as the billing form says (a payload without it is refused)', async () => {
    const order = await paidOrder();
    const { Phone: _phone, ...withoutPhone } = CUSTOMER;
    const res = await t.http
      .put(`/api/payment-order/credit-card/${order.id}`)
      .auth(token, { type: 'bearer' })
      .send({
        encryptedData: await jwe(payload(order.id, { ...card(VISA(0)), customer: withoutPhone })),
      });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PAYMENT_DATA_INVALID');
    expect((await orderOf(order.id))['status']).toBe('Pendente');
  });

  it('another member’s order is not found; a paid order cannot be paid again', async () => {
    const order = await paidOrder();
    const stranger = await t.memberToken();
    const res = await t.http
      .put(`/api/payment-order/credit-card/${order.id}`)
      .auth(stranger, { type: 'bearer' })
      .send({ encryptedData: await jwe(payload(order.id, card(VISA(0)))) });
    expect(res.status).toBe(404);
    expect((await payCredit(order.id, VISA(1))).status).toBe(201);
    const again = await payCredit(order.id, VISA(1));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Este pedido já foi pago.');
    expect(again.body.code).toBe(ErrorCode.OrderAlreadyPaid);
  });

  it('the card number and security code are nowhere in the database nor in the logs after payments', async () => {
    const number = '4000000000009990';
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const order = await paidOrder();
      expect((await payCredit(order.id, '4000000000009992')).status).toBe(402);
      expect((await payCredit(order.id, number, { securityCode: '987' })).status).toBe(201);
    } finally {
      write.mockRestore();
    }
    const tables: { table_name: string }[] = await t.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    for (const { table_name } of tables) {
      const [{ dump }] = await t.dataSource.query(
        `SELECT COALESCE(string_agg(row_to_json(x)::text, ' '), '') AS dump FROM "${table_name}" x`,
      );
      expect(dump).not.toContain(number);
      expect(dump).not.toContain('4000000000009992');
    }
    expect(written.join('')).not.toContain(number);
    expect(written.join('')).not.toContain('"987"');
  });

  describe('Pix', () => {
    const putPix = async (orderId: number) =>
      t.http
        .put(`/api/payment-order/pix/${orderId}`)
        .auth(token, { type: 'bearer' })
        .send({ encryptedData: await jwe(payload(orderId)) });
    const sandboxPay = (paymentId: string) =>
      t.http.post(`/api/payment-order/sandbox/pix/${paymentId}/pay`);
    const notify = (paymentId: string) =>
      t.http.post('/api/payment-order/notification').send({ PaymentId: paymentId, ChangeType: 1 });

    it('answers the QR and the copy-paste code; the same Pix while it is open', async () => {
      const order = await paidOrder();
      const res = await putPix(order.id);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        paymentId: expect.any(String),
        qrcodeBase64Image: expect.stringMatching(/^iVBOR/),
        qrCodeString: expect.stringMatching(/^000201.*6304[0-9A-F]{4}$/),
        expiresAt: expect.any(String),
      });
      const again = await putPix(order.id);
      expect(again.body.paymentId).toBe(res.body.paymentId);
      expect((await orderOf(order.id))['status']).toBe('Pendente');
    });

    it("answers one deadline, the one that counts: the order's hold (15 min), not the QR's 2 h", async () => {
      const order = await paidOrder();
      const res = await putPix(order.id);
      const held = (await orderOf(order.id))['expiresAt'] as string;
      expect(held).toEqual(expect.any(String));
      expect(res.body.expiresAt).toBe(held);
      const minutesLeft = (Date.parse(res.body.expiresAt as string) - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(10);
      expect(minutesLeft).toBeLessThanOrEqual(15);
      // a QR asked again later still answers the hold, never its own 2 h
      const again = await putPix(order.id);
      expect(again.body.expiresAt).toBe(held);
    });

    it('the notification replayed 100 times (also at once) changes the order once and sends one e-mail', async () => {
      const order = await paidOrder();
      const { paymentId } = (await putPix(order.id)).body as { paymentId: string };
      // the bank pays; the notification of that is lost: only the replays below arrive
      await t.dataSource.query(
        `UPDATE sandbox_sale SET status = ${AcquirerStatus.PaymentConfirmed},
                end_to_end_id = 'E00000000202611231200abcdefghijk'
          WHERE payment_id = $1`,
        [paymentId],
      );
      // the e-mails of the orders paid by earlier tests are drawn in the background: let them go
      await idle();
      const before = mailsTo(member.email).length;
      const answers = await Promise.all(Array.from({ length: 50 }, () => notify(paymentId)));
      for (let i = 0; i < 50; i += 1) answers.push(await notify(paymentId));
      expect(answers.every((a) => a.status === 200 && a.body.received === true)).toBe(true);
      const o = await orderOf(order.id);
      expect(o).toMatchObject({ status: 'Finalizado', type: 'Pix' });
      await idle();
      expect(mailsTo(member.email)).toHaveLength(before + 1);
      const [{ changes }] = await t.dataSource.query(
        `SELECT count(*)::int AS changes FROM payment WHERE order_id = $1 AND state = '${PaymentState.Paid}'`,
        [order.id],
      );
      expect(changes).toBe(1);
    });

    it('the sandbox bank pays: the acquirer notifies and the order turns Finalizado', async () => {
      const order = await paidOrder();
      const { paymentId } = (await putPix(order.id)).body as { paymentId: string };
      const paid = await sandboxPay(paymentId);
      expect(paid.status).toBe(200);
      expect((await orderOf(order.id))['status']).toBe('Finalizado');
    });

    it('an unknown PaymentId is acknowledged exactly as a known one, and changes nothing', async () => {
      const order = await paidOrder();
      const { paymentId } = (await putPix(order.id)).body as { paymentId: string };
      const known = await notify(paymentId);
      const res = await notify('5b2f7e4c-8d1a-4f3e-9c6b-0a1b2c3d4e5f');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true });
      expect({ status: res.status, body: res.body }).toEqual({
        status: known.status,
        body: known.body,
      });
      expect((await orderOf(order.id))['status']).toBe('Pendente');
    });

    it('paid after the order expired: honoured while the tickets are still free', async () => {
      const order = await paidOrder();
      const { paymentId } = (await putPix(order.id)).body as { paymentId: string };
      await t.dataSource.query(
        "UPDATE purchase_order SET expires_at = now() - interval '1 minute' WHERE id = $1",
        [order.id],
      );
      await t.dataSource.query(
        "UPDATE ticket SET hold_expires_at = now() - interval '1 minute' WHERE order_id = $1",
        [order.id],
      );
      expect((await orderOf(order.id))['status']).toBe('Expirado');
      const late = await putPix(order.id);
      expect(late.body).toMatchObject({ statusCode: 409, code: ErrorCode.OrderExpired });
      await sandboxPay(paymentId);
      expect((await orderOf(order.id))['status']).toBe('Finalizado');
    });

    it('paid after the order expired and its tickets were sold: refunded, the order stays Expirado', async () => {
      const event = await makeEvent(t.dataSource, local, {
        guestPriceCents: 15_000,
        ticketsTotal: 1,
      });
      const buy = (tk: string, cpf: string) =>
        t.http
          .post('/api/order/tickets')
          .auth(tk, { type: 'bearer' })
          .send({ event_id: event.id, tickets: [{ name: 'Convidado', cpf }] });
      const first = await buy(token, cpfFor(95_001));
      const orderId = (first.body as { order: { id: number } }).order.id;
      const { paymentId } = (await putPix(orderId)).body as { paymentId: string };
      await t.dataSource.query(
        "UPDATE ticket SET hold_expires_at = now() - interval '1 minute' WHERE order_id = $1",
        [orderId],
      );
      await t.dataSource.query(
        "UPDATE purchase_order SET expires_at = now() - interval '1 minute' WHERE id = $1",
        [orderId],
      );
      const second = await buy(await t.memberToken(), cpfFor(95_002));
      expect(second.status).toBe(201);

      await sandboxPay(paymentId);
      expect((await orderOf(orderId))['status']).toBe('Expirado');
      await idle(); // the void is asked right after the settlement commits
      const [payment] = await t.dataSource.query(
        'SELECT state FROM payment WHERE acquirer_payment_id = $1',
        [paymentId],
      );
      expect(payment.state).toBe(PaymentState.Refunded);
      const [sale] = await t.dataSource.query(
        'SELECT status FROM sandbox_sale WHERE payment_id = $1',
        [paymentId],
      );
      expect(sale.status).toBe(AcquirerStatus.Refunded);
    });

    it('the reconciliation applies a payment whose notification never came', async () => {
      const order = await paidOrder();
      const { paymentId } = (await putPix(order.id)).body as { paymentId: string };
      await t.dataSource.query(
        `UPDATE sandbox_sale SET status = ${AcquirerStatus.PaymentConfirmed} WHERE payment_id = $1`,
        [paymentId],
      );
      expect((await orderOf(order.id))['status']).toBe('Pendente');
      expect(await t.app.get(PaymentReconcilerService).reconcile()).toBeGreaterThan(0);
      expect((await orderOf(order.id))['status']).toBe('Finalizado');
    });
  });

  describe('debit card with 3-D Secure', () => {
    const authenticate = async (orderId: number, number: string) =>
      t.http
        .post(`/api/payment-order/debit-card/${orderId}/authentication`)
        .auth(token, { type: 'bearer' })
        .send({ encryptedData: await jwe(payload(orderId, card(number))) });
    const answer = (referenceId: string, confirm: boolean) =>
      t.http
        .post(`/api/payment-order/debit-authentication/${referenceId}`)
        .auth(token, { type: 'bearer' })
        .send({ confirm });
    const payDebit = async (orderId: number, number: string, referenceId: string) =>
      t.http
        .put(`/api/payment-order/debit-card/${orderId}`)
        .auth(token, { type: 'bearer' })
        .send({ encryptedData: await jwe(payload(orderId, card(number))), referenceId });

    it('no challenge: authenticated at once, then the debit is paid (also under R$ 100)', async () => {
      const order = await paidOrder(5_000);
      const auth = await authenticate(order.id, '4000000000001000');
      expect(auth.status).toBe(201);
      expect(auth.body).toEqual({
        referenceId: expect.any(String),
        challenge: false,
        authenticated: true,
      });
      const res = await payDebit(order.id, '4000000000001000', auth.body.referenceId);
      expect(res.status).toBe(201);
      expect(res.body.order).toMatchObject({ status: 'Finalizado', type: 'Cartão de Débito' });
      const again = await payDebit(order.id, '4000000000001000', auth.body.referenceId);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: ErrorCode.OrderAlreadyPaid });
    });

    it('a challenge the cardholder confirms: paid; one that fails: 402 and nothing charged', async () => {
      const order = await paidOrder(5_000);
      const auth = await authenticate(order.id, '5200000000001096');
      expect(auth.body).toMatchObject({ challenge: true, authenticated: false });
      const passed = await answer(auth.body.referenceId, true);
      expect(passed.body).toMatchObject({ authenticated: true });
      expect((await payDebit(order.id, '5200000000001096', auth.body.referenceId)).status).toBe(
        201,
      );

      const other = await paidOrder(5_000);
      const failing = await authenticate(other.id, '4000000000001109');
      const failed = await answer(failing.body.referenceId, true);
      expect(failed.body).toMatchObject({ authenticated: false });
      const res = await payDebit(other.id, '4000000000001109', failing.body.referenceId);
      expect(res.status).toBe(402);
      expect(res.body.error).toBe('Autenticação do cartão recusada pelo banco emissor.');
      expect(res.body.code).toBe(ErrorCode.AuthenticationFailed);
      expect((await orderOf(other.id))['status']).toBe('Pendente');
    });

    it('the debit must use the card that was authenticated', async () => {
      const order = await paidOrder(5_000);
      const auth = await authenticate(order.id, '4000000000001000');
      const res = await payDebit(order.id, '5200000000001005', auth.body.referenceId);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('O cartão informado não é o que foi autenticado.');
      expect(res.body.code).toBe(ErrorCode.AuthenticationOtherCard);
    });
  });
});
