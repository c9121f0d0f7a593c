import { describe, expect, it, jest } from '@jest/globals';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { RefundReason } from './entities/money-movement.entity.js';
import { PaymentState } from './entities/payment.entity.js';
import { capturedAmount, decideSettlement, returnedLeft } from './settlement-decision.js';

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
