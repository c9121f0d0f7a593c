import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { crc16CcittFalse } from '../pix/br-code.js';
import {
  AcquirerPaymentNotFoundError,
  AcquirerRejectedError,
  AcquirerVoidRefusedError,
} from './acquirer.errors.js';
import {
  type AcquirerAuthentication,
  type AcquirerCustomer,
  AcquirerStatus,
  type CardSaleRequest,
} from './acquirer.port.js';
import { SandboxAcquirer, SandboxPixExpiredError, sandboxCardOutcome } from './sandbox.acquirer.js';

const customer: AcquirerCustomer = {
  name: 'Maria da Silva',
  identity: '52998224725',
  identityType: 'CPF',
  email: 'maria@teste.test',
  birthdate: '1990-05-17',
  address: {
    street: 'Rua das Flores',
    number: '123',
    complement: 'Apto 4',
    zipCode: '01310100',
    city: 'São Paulo',
    state: 'SP',
    district: 'Bela Vista',
    country: 'BRA',
  },
};

const HOLDER = 'MARIA S SILVEIRA TESTE';
/** Every card number used here: none may ever reach the sandbox's table. */
const cardsUsed = new Set<string>();

const authentication: AcquirerAuthentication = {
  cavv: 'AAABB2gHA1B5EFNjWQcDAAAAAAB=',
  xid: 'Uk5ZanBHcWw2RjRCbEN5dGtiMTB=',
  eci: '5',
  version: '2',
  referenceId: randomUUID(),
};

function card(cardNumber: string, over: Partial<CardSaleRequest> = {}): CardSaleRequest {
  cardsUsed.add(cardNumber);
  return {
    orderId: 4242,
    requestId: randomUUID(),
    amountCents: 15_000,
    type: 'CreditCard',
    card: {
      cardNumber,
      holder: HOLDER,
      expirationDate: '12/2031',
      securityCode: '4321',
      brand: 'Visa',
    },
    customer,
    softDescriptor: 'CLUBE',
    ...over,
  };
}

/** A 16-digit test card ending in `last`. */
const ending = (last: number) => `411111111111111${last}`;

describe('SandboxAcquirer', () => {
  let t: TestApp;
  let acquirer: SandboxAcquirer;

  beforeAll(async () => {
    t = await createTestApp();
    acquirer = new SandboxAcquirer(t.dataSource, t.config);
  });
  afterAll(() => t?.close());

  describe('card sale: the last digit decides, as the simulated provider', () => {
    const table: [number, AcquirerStatus, string, string][] = [
      [0, AcquirerStatus.PaymentConfirmed, '6', 'Operation Successful'],
      [1, AcquirerStatus.PaymentConfirmed, '6', 'Operation Successful'],
      [2, AcquirerStatus.Declined, '05', 'Not Authorized'],
      [3, AcquirerStatus.Declined, '57', 'Card Expired'],
      [4, AcquirerStatus.PaymentConfirmed, '6', 'Operation Successful'],
      [5, AcquirerStatus.Declined, '78', 'Blocked Card'],
      [6, AcquirerStatus.Declined, '99', 'Time Out'],
      [7, AcquirerStatus.Declined, '77', 'Card Canceled'],
      [8, AcquirerStatus.Declined, '70', 'Problems with Creditcard'],
    ];
    it.each(table)('ending in %i → Status %i, %s %s', async (last, status, code, message) => {
      const sale = await acquirer.cardSale(card(ending(last)));
      expect(sale).toMatchObject({
        status,
        returnCode: code,
        returnMessage: message,
        amountCents: 15_000,
        brand: 'Visa',
      });
      expect(sale.paymentId).toMatch(/^[0-9a-f-]{36}$/);
      expect(sale.tid).toMatch(/^\d{20}$/);
      expect(sale.proofOfSale).toMatch(/^\d{6}$/);
      if (status === AcquirerStatus.PaymentConfirmed) {
        expect(sale.authorizationCode).toMatch(/^\d{6}$/);
      } else {
        expect(sale.authorizationCode).toBeNull();
      }
      // The acquirer's ledger answers the same on a query.
      expect(await acquirer.lookup(sale.paymentId)).toEqual(sale);
    });

    it('ending in 9: authorised or Time Out, decided by the PaymentId (a query agrees)', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const sale = await acquirer.cardSale(card(ending(9)));
        const expected = sandboxCardOutcome(ending(9), sale.paymentId);
        expect(sale).toMatchObject(expected);
        expect(['6', '99']).toContain(sale.returnCode);
        expect(await acquirer.lookup(sale.paymentId)).toMatchObject(expected);
        seen.add(sale.returnCode ?? '');
      }
      // Pure function: both outcomes exist.
      expect(sandboxCardOutcome(ending(9), '00000000-0000-4000-8000-000000000000').status).toBe(
        AcquirerStatus.PaymentConfirmed,
      );
      expect(sandboxCardOutcome(ending(9), '00000000-0000-4000-8000-000000000001').status).toBe(
        AcquirerStatus.Declined,
      );
      expect(seen.size).toBeGreaterThan(0);
    });

    it('the same RequestId twice is the same sale, also when both arrive at once', async () => {
      const request = card(ending(0));
      const first = await acquirer.cardSale(request);
      const again = await acquirer.cardSale({ ...request });
      expect(again).toEqual(first);

      const burst = card(ending(1));
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => acquirer.cardSale({ ...burst })),
      );
      expect(new Set(answers.map((a) => a.paymentId)).size).toBe(1);
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM sandbox_sale WHERE request_id = $1',
        [burst.requestId],
      );
      expect(n).toBe(1);
    });

    it('a malformed expiration date is refused like the acquirer (126), nothing stored', async () => {
      const request = card(ending(0));
      request.card.expirationDate = '13/2031';
      await expect(acquirer.cardSale(request)).rejects.toMatchObject({
        name: 'AcquirerRejectedError',
        code: 126,
        acquirerMessage: 'Credit Card Expiration Date is invalid',
      });
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM sandbox_sale WHERE request_id = $1',
        [request.requestId],
      );
      expect(n).toBe(0);
      await expect(acquirer.cardSale(card(ending(0), { amountCents: 0 }))).rejects.toBeInstanceOf(
        AcquirerRejectedError,
      );
    });
  });

  describe('debit card', () => {
    it('without the issuer authentication: declined, 11 Not Authenticated', async () => {
      const sale = await acquirer.cardSale(card(ending(0), { type: 'DebitCard' }));
      expect(sale).toMatchObject({
        status: AcquirerStatus.Declined,
        returnCode: '11',
        returnMessage: 'Not Authenticated',
        authorizationCode: null,
      });
    });

    it('authenticated: the last digit decides, the 3-D Secure success cards are authorised', async () => {
      const ok = await acquirer.cardSale(card(ending(4), { type: 'DebitCard', authentication }));
      expect(ok.status).toBe(AcquirerStatus.PaymentConfirmed);
      const no = await acquirer.cardSale(card(ending(2), { type: 'DebitCard', authentication }));
      expect(no).toMatchObject({ status: AcquirerStatus.Declined, returnCode: '05' });
      for (const number of ['5200000000001096', '5200000000001005', '4000000000001000']) {
        const sale = await acquirer.cardSale(
          card(number, {
            type: 'DebitCard',
            authentication,
            card: {
              cardNumber: number,
              holder: HOLDER,
              expirationDate: '01/2030',
              securityCode: '987',
              brand: 'Master',
            },
          }),
        );
        expect(sale).toMatchObject({ status: AcquirerStatus.PaymentConfirmed, brand: 'Master' });
      }
    });
  });

  describe('pix', () => {
    it('Pending with a valid BR Code of the amount and its PNG; idempotent by RequestId', async () => {
      const request = { orderId: 77, requestId: randomUUID(), amountCents: 12_345, customer };
      const pix = await acquirer.pixSale(request);
      expect(pix.status).toBe(AcquirerStatus.Pending);
      const code = pix.qrCodeString ?? '';
      expect(code.slice(-8, -4)).toBe('6304');
      expect(code.slice(-4)).toBe(crc16CcittFalse(code.slice(0, -4)));
      expect(code).toContain('br.gov.bcb.pix');
      expect(code).toContain(t.config.payments.pix.key);
      expect(code).toContain('5406123.45');
      expect(code).toContain(pix.paymentId.replace(/-/g, '').slice(0, 25));
      expect(pix.qrcodeBase64Image?.startsWith('iVBOR')).toBe(true);
      expect(
        Buffer.from(pix.qrcodeBase64Image ?? '', 'base64')
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');

      expect(await acquirer.pixSale({ ...request })).toEqual(pix);
      expect(await acquirer.lookup(pix.paymentId)).toEqual(pix);
      const [{ expires }] = await t.dataSource.query(
        `SELECT extract(epoch FROM expires_at - created_at)::int AS expires FROM sandbox_sale
          WHERE payment_id = $1`,
        [pix.paymentId],
      );
      expect(Math.abs(expires - 7200)).toBeLessThan(5);
    });

    it('markPixPaid: 2 with an end-to-end id, idempotent, and a query says so', async () => {
      const pix = await acquirer.pixSale({
        orderId: 78,
        requestId: randomUUID(),
        amountCents: 5_000,
        customer,
      });
      const paid = await acquirer.markPixPaid(pix.paymentId);
      expect(paid.status).toBe(AcquirerStatus.PaymentConfirmed);
      expect(paid.endToEndId).toMatch(/^E[0-9A-Za-z]{31}$/);
      expect(await acquirer.markPixPaid(pix.paymentId)).toEqual(paid);
      const queried = await acquirer.lookup(pix.paymentId);
      expect(queried).toMatchObject({
        status: AcquirerStatus.PaymentConfirmed,
        endToEndId: paid.endToEndId,
        qrCodeString: pix.qrCodeString,
      });

      // A received Pix is refunded by a void: 11, once.
      const refund = await acquirer.void(pix.paymentId, 5_000);
      expect(refund.status).toBe(AcquirerStatus.Refunded);
      expect((await acquirer.lookup(pix.paymentId)).status).toBe(AcquirerStatus.Refunded);
      await expect(acquirer.void(pix.paymentId, 5_000)).rejects.toMatchObject({
        name: 'AcquirerVoidRefusedError',
        status: AcquirerStatus.Refunded,
      });
    });

    it('past its 2 h: still 12 Pending on a query, and it can no longer be paid', async () => {
      const pix = await acquirer.pixSale({
        orderId: 79,
        requestId: randomUUID(),
        amountCents: 5_000,
        customer,
      });
      await t.dataSource.query(
        `UPDATE sandbox_sale SET expires_at = now() - interval '1 minute' WHERE payment_id = $1`,
        [pix.paymentId],
      );
      await expect(acquirer.markPixPaid(pix.paymentId)).rejects.toBeInstanceOf(
        SandboxPixExpiredError,
      );
      expect((await acquirer.lookup(pix.paymentId)).status).toBe(AcquirerStatus.Pending);
      // An unpaid Pix has nothing to refund.
      await expect(acquirer.void(pix.paymentId, 5_000)).rejects.toMatchObject({
        status: AcquirerStatus.Pending,
      });
    });
  });

  describe('query, void and unknown payments', () => {
    it('an unknown PaymentId: AcquirerPaymentNotFoundError everywhere', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        await expect(acquirer.lookup(id)).rejects.toBeInstanceOf(AcquirerPaymentNotFoundError);
        await expect(acquirer.void(id, 100)).rejects.toBeInstanceOf(AcquirerPaymentNotFoundError);
        await expect(acquirer.markPixPaid(id)).rejects.toBeInstanceOf(AcquirerPaymentNotFoundError);
      }
      // markPixPaid is for a Pix only.
      const sale = await acquirer.cardSale(card(ending(0)));
      await expect(acquirer.markPixPaid(sale.paymentId)).rejects.toBeInstanceOf(
        AcquirerPaymentNotFoundError,
      );
    });

    it('void of a paid card sale → 10, ReturnCode 9; the query keeps the sale code', async () => {
      const sale = await acquirer.cardSale(card(ending(1)));
      const voided = await acquirer.void(sale.paymentId, sale.amountCents);
      expect(voided).toMatchObject({
        paymentId: sale.paymentId,
        status: AcquirerStatus.Voided,
        returnCode: '9',
        returnMessage: 'Operation Successful',
      });
      expect(await acquirer.lookup(sale.paymentId)).toMatchObject({
        status: AcquirerStatus.Voided,
        returnCode: '6',
        authorizationCode: sale.authorizationCode,
      });
      await expect(acquirer.void(sale.paymentId, sale.amountCents)).rejects.toMatchObject({
        status: AcquirerStatus.Voided,
      });
    });

    it('a declined sale cannot be voided', async () => {
      const declined = await acquirer.cardSale(card(ending(2)));
      await expect(acquirer.void(declined.paymentId, declined.amountCents)).rejects.toMatchObject({
        name: 'AcquirerVoidRefusedError',
        status: AcquirerStatus.Declined,
      });
    });

    it('partial voids add up to the amount, never above; the whole back → 10', async () => {
      const sale = await acquirer.cardSale(card(ending(0)));
      const part = await acquirer.void(sale.paymentId, 100);
      expect(part).toMatchObject({ status: AcquirerStatus.PaymentConfirmed, refundedCents: 100 });
      expect(await acquirer.lookup(sale.paymentId)).toMatchObject({
        status: AcquirerStatus.PaymentConfirmed,
        refundedCents: 100,
      });
      // More than what is left: refused, nothing changes.
      await expect(acquirer.void(sale.paymentId, sale.amountCents)).rejects.toBeInstanceOf(
        AcquirerVoidRefusedError,
      );
      expect((await acquirer.lookup(sale.paymentId)).refundedCents).toBe(100);
      const rest = await acquirer.void(sale.paymentId, sale.amountCents - 100);
      expect(rest).toMatchObject({
        status: AcquirerStatus.Voided,
        refundedCents: sale.amountCents,
      });
      await expect(acquirer.void(sale.paymentId, 1)).rejects.toMatchObject({
        status: AcquirerStatus.Voided,
      });
    });
  });

  // Needs a PostgreSQL server (DATABASE_URL, as CI sets it): PGlite runs one query at a time.
  (process.env['DATABASE_URL'] ? it : it.skip)(
    'two voids of one sale at once void it once (real PostgreSQL)',
    async () => {
      for (let round = 0; round < 5; round++) {
        const sale = await acquirer.cardSale(card(ending(0)));
        const results = await Promise.allSettled([
          acquirer.void(sale.paymentId, sale.amountCents),
          acquirer.void(sale.paymentId, sale.amountCents),
        ]);
        const done = results.filter((r) => r.status === 'fulfilled');
        const refused = results.filter((r) => r.status === 'rejected');
        expect(done).toHaveLength(1);
        expect(refused).toHaveLength(1);
        expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
          name: 'AcquirerVoidRefusedError',
          status: AcquirerStatus.Voided,
        });
      }
    },
  );

  it('the sandbox_sale rows never hold a card number nor the holder', async () => {
    const rows: { row: unknown }[] = await t.dataSource.query(
      'SELECT row_to_json(s) AS row FROM sandbox_sale s',
    );
    expect(rows.length).toBeGreaterThan(20);
    const all = JSON.stringify(rows);
    expect(cardsUsed.size).toBeGreaterThan(5);
    for (const number of cardsUsed) {
      expect(all).not.toContain(number);
    }
    expect(all.toUpperCase()).not.toContain(HOLDER);
    expect(all).not.toMatch(/security|holder|card_number|expiration/i);
  });
});
