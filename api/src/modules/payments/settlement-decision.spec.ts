import { describe, expect, it, jest } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { PgState } from '../../platform/database/database-errors.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { AcquirerStatus, type AcquirerPayment } from './acquirer/acquirer.port.js';
import { RefundReason } from './entities/money-movement.entity.js';
import { PaymentState, RETURN_MESSAGE_LENGTH } from './entities/payment.entity.js';
import {
  type AnswerFields,
  answerFields,
  capturedAmount,
  decideSettlement,
  returnedLeft,
  takenMeanwhile,
} from './settlement-decision.js';

const owed = 12_000;
const fulfilled = (ok: boolean) => jest.fn(() => Promise.resolve(ok));

describe('a captured payment settles its order only when the order, the amount and the product all allow it', () => {
  it('a Pendente order paid exactly what it owes, its product still free, is paid', async () => {
    const fulfil = fulfilled(true);
    await expect(
      decideSettlement({ status: OrderStatus.Pending, total: owed }, owed, fulfil),
    ).resolves.toEqual({ state: PaymentState.Paid });
    expect(fulfil).toHaveBeenCalledTimes(1);
  });

  it('an Expirado order (a late Pix) is still honoured when its product is free', async () => {
    await expect(
      decideSettlement({ status: OrderStatus.Expired, total: owed }, owed, fulfilled(true)),
    ).resolves.toEqual({ state: PaymentState.Paid });
  });

  it.each([
    ['Finalizado (a second payment)', OrderStatus.Finished],
    ['Cancelado', OrderStatus.Cancelled],
  ])(
    'a %s order is never taken back: the money goes back, the product is not asked',
    async (_, status) => {
      const fulfil = fulfilled(true);
      await expect(decideSettlement({ status, total: owed }, owed, fulfil)).resolves.toEqual({
        state: PaymentState.Refunding,
        reason: RefundReason.OrderUnavailable,
      });
      expect(fulfil).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['less', owed - 1],
    ['more', owed + 1],
  ])(
    'a payment of one cent %s than the order owes goes back whole, the product not asked',
    async (_, captured) => {
      const fulfil = fulfilled(true);
      await expect(
        decideSettlement({ status: OrderStatus.Pending, total: owed }, captured, fulfil),
      ).resolves.toEqual({ state: PaymentState.Refunding, reason: RefundReason.AmountMismatch });
      expect(fulfil).not.toHaveBeenCalled();
    },
  );

  it('the right amount for an order whose slot or tickets went to somebody else goes back', async () => {
    await expect(
      decideSettlement({ status: OrderStatus.Expired, total: owed }, owed, fulfilled(false)),
    ).resolves.toEqual({ state: PaymentState.Refunding, reason: RefundReason.OrderUnavailable });
  });
});

describe('what the acquirer captured', () => {
  it('is the amount its answer gives', () => {
    expect(capturedAmount(9_900, 12_000)).toBe(9_900);
  });

  it("is the payment's own amount when the answer says 0", () => {
    expect(capturedAmount(0, 12_000)).toBe(12_000);
  });
});

describe('what a return outside the portal (void, chargeback) refunds', () => {
  it('is what the ledger had not refunded yet', () => {
    expect(returnedLeft({ captured: 12_000, refunded: 2_000 })).toBe(10_000);
  });

  it('is nothing when the payment has no money in the ledger', () => {
    expect(returnedLeft(null)).toBe(0);
  });
});

describe('what an acquirer’s answer records on its payment', () => {
  const card: AnswerFields = {
    acquirerPaymentId: 'sale-1',
    acquirerStatus: AcquirerStatus.Authorized,
    returnCode: '4',
    returnMessage: 'Operation Successful',
    tid: 'tid-1',
    authorizationCode: 'auth-1',
    endToEndId: null,
    brand: 'Visa',
    qrCodeString: null,
    qrCodeImage: null,
  };
  const bare: AcquirerPayment = {
    paymentId: 'sale-1',
    status: AcquirerStatus.PaymentConfirmed,
    amountCents: 12_000,
    returnCode: null,
    returnMessage: null,
  };

  it('a notification that says only the new status keeps what the sale’s answer recorded', () => {
    expect(answerFields(card, bare)).toEqual({
      ...card,
      acquirerStatus: AcquirerStatus.PaymentConfirmed,
    });
  });

  it('an answer that gives them replaces the return code and message, TID, authorisation and Pix ids', () => {
    const answer: AcquirerPayment = {
      ...bare,
      paymentId: 'sale-2',
      returnCode: '6',
      returnMessage: 'Confirmado',
      tid: 'tid-2',
      authorizationCode: 'auth-2',
      endToEndId: 'E2E-2',
      qrCodeString: '000201-pix',
      qrcodeBase64Image: 'iVBORw0',
    };
    expect(answerFields(card, answer)).toEqual({
      acquirerPaymentId: 'sale-2',
      acquirerStatus: AcquirerStatus.PaymentConfirmed,
      returnCode: '6',
      returnMessage: 'Confirmado',
      tid: 'tid-2',
      authorizationCode: 'auth-2',
      endToEndId: 'E2E-2',
      brand: 'Visa',
      qrCodeString: '000201-pix',
      qrCodeImage: 'iVBORw0',
    });
  });

  it('a Pix answer without its QR (a lookup) keeps the QR the member was shown', () => {
    const pix = { ...card, qrCodeString: '000201-pix', qrCodeImage: 'iVBORw0' };
    expect(answerFields(pix, { ...bare, qrCodeString: '', qrcodeBase64Image: null })).toMatchObject(
      {
        qrCodeString: '000201-pix',
        qrCodeImage: 'iVBORw0',
      },
    );
  });

  it(`a return message longer than ${RETURN_MESSAGE_LENGTH} characters is cut to fit`, () => {
    const long = `${'x'.repeat(RETURN_MESSAGE_LENGTH)}resto`;
    expect(answerFields(card, { ...bare, returnMessage: long }).returnMessage).toBe(
      'x'.repeat(RETURN_MESSAGE_LENGTH),
    );
  });

  it('the brand the member chose stays; the acquirer’s fills it only when there was none', () => {
    expect(answerFields(card, { ...bare, brand: 'Master' }).brand).toBe('Visa');
    expect(answerFields({ ...card, brand: null }, { ...bare, brand: 'Master' }).brand).toBe(
      'Master',
    );
    expect(answerFields({ ...card, brand: null }, bare).brand).toBeNull();
  });
});

describe('confirming a late payment’s product fails in the database', () => {
  const refusal = (code: string) =>
    new QueryFailedError('INSERT …', [], Object.assign(new Error('refused'), { code }));

  it.each([
    ['the slot was booked by someone else (exclusion)', PgState.ExclusionViolation],
    ['a CPF’s ticket was sold to someone else (unique)', PgState.UniqueViolation],
  ])('%s: the product is not had, the money goes back', (_, code) => {
    expect(takenMeanwhile(refusal(code))).toBe(false);
  });

  it('any other refusal or error is an error, not a refund', () => {
    const other = refusal(PgState.CheckViolation);
    expect(() => takenMeanwhile(other)).toThrow(other);
    const crash = new Error('connection lost');
    expect(() => takenMeanwhile(crash)).toThrow(crash);
  });
});
