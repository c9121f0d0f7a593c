import { describe, expect, it } from '@jest/globals';
import { heldBy, planRefund, refundsWhole } from './refund-plan.js';

// An order paid twice (a reservation paid, then guests added to a second payment): the oldest
// payment first.
const first = { id: 1, captured: 10_000, refunded: 2_500 };
const second = { id: 2, captured: 4_000, refunded: 0 };

describe('what an order can give back', () => {
  it('is what its payments captured less what was already refunded', () => {
    expect(heldBy([first, second])).toBe(11_500);
    expect(heldBy([])).toBe(0);
  });
});

describe('a refund is taken from the payments, oldest first, never above what they hold', () => {
  it('a refund the oldest payment can give comes from it alone', () => {
    expect(planRefund([first, second], 7_500)).toEqual({
      amount: 7_500,
      takes: [{ payment: first, amount: 7_500 }],
    });
  });

  it('a refund above what the oldest holds takes the rest from the next', () => {
    expect(planRefund([first, second], 9_000)).toEqual({
      amount: 9_000,
      takes: [
        { payment: first, amount: 7_500 },
        { payment: second, amount: 1_500 },
      ],
    });
  });

  it('a payment already refunded whole gives nothing and is left out', () => {
    const spent = { id: 3, captured: 5_000, refunded: 5_000 };
    expect(planRefund([spent, second], 1_000)).toEqual({
      amount: 1_000,
      takes: [{ payment: second, amount: 1_000 }],
    });
  });

  it("'all' gives back everything the payments still hold", () => {
    expect(planRefund([first, second], 'all')).toEqual({
      amount: 11_500,
      takes: [
        { payment: first, amount: 7_500 },
        { payment: second, amount: 4_000 },
      ],
    });
  });

  it("'all' of an order that holds nothing is a refund of 0, asking nothing of the acquirer", () => {
    expect(planRefund([{ id: 4, captured: 3_000, refunded: 3_000 }], 'all')).toEqual({
      amount: 0,
      takes: [],
    });
  });

  it('exactly what the payments hold is allowed; one cent more is refused', () => {
    expect(planRefund([first, second], 11_500)?.amount).toBe(11_500);
    expect(planRefund([first, second], 11_501)).toBeNull();
  });

  it.each([-1, 10.5, Number.NaN, 2 ** 53])(
    'an amount of %s cents is a bug, not a refund',
    (cents) => {
      expect(() => planRefund([first, second], cents)).toThrow(
        new RangeError(`refund of ${String(cents)} cents`),
      );
    },
  );

  it('a refund of 0 asks nothing', () => {
    expect(planRefund([first, second], 0)).toEqual({ amount: 0, takes: [] });
  });
});

describe('a refund that gives back the last of a payment turns it refunding', () => {
  it('the rest of the capture: whole', () => {
    expect(refundsWhole(first, 7_500)).toBe(true);
  });

  it('less than the rest: partial', () => {
    expect(refundsWhole(first, 7_499)).toBe(false);
    expect(refundsWhole(second, 1_000)).toBe(false);
  });
});
