import { describe, expect, it } from '@jest/globals';
import { AcquirerStatus as S } from './acquirer/acquirer.port.js';
import { PaymentState } from './entities/payment.entity.js';
import { paymentStep } from './payment-state.js';

const STATES: PaymentState[] = Object.values(PaymentState);
const { Processing, Pending, Paid, Declined, Refunding, Refunded, Failed } = PaymentState;

describe('paymentStep (the payment state machine)', () => {
  it.each([
    // a sale answered
    [Processing, S.PaymentConfirmed, 'settle'],
    [Processing, S.Authorized, 'settle'],
    [Processing, S.Declined, Declined],
    [Processing, S.Aborted, Declined],
    [Processing, S.Pending, Pending],
    [Processing, S.NotFinished, Pending],
    // an open Pix
    [Pending, S.PaymentConfirmed, 'settle'],
    [Pending, S.Pending, null],
    [Pending, S.Declined, Declined],
    // an answer lost while the acquirer took the money
    [Failed, S.PaymentConfirmed, 'settle'],
    [Failed, S.Declined, null],
    // a refund asked, then confirmed
    [Refunding, S.Voided, Refunded],
    [Refunding, S.Refunded, Refunded],
    [Refunding, S.PaymentConfirmed, null],
    // money returned outside the checkout (a void in the acquirer's panel, a chargeback)
    [Paid, S.Voided, 'return'],
    [Paid, S.Refunded, 'return'],
  ] as const)('%s + acquirer status %i → %s', (before, status, step) => {
    expect(paymentStep(before, status)).toBe(step);
  });

  it('news already applied changes nothing: paid stays paid, refunded and declined stay', () => {
    expect(paymentStep(Paid, S.PaymentConfirmed)).toBeNull();
    expect(paymentStep(Paid, S.Declined)).toBeNull();
    expect(paymentStep(Refunded, S.Refunded)).toBeNull();
    expect(paymentStep(Refunded, S.PaymentConfirmed)).toBeNull();
    expect(paymentStep(Declined, S.Declined)).toBeNull();
    expect(paymentStep(Declined, S.PaymentConfirmed)).toBeNull();
  });

  it('every state answers every status (no status falls through to a wrong move)', () => {
    for (const before of STATES) {
      for (const status of Object.values(S).filter((v): v is S => typeof v === 'number')) {
        const step = paymentStep(before, status);
        // applying the same answer twice is a no-op: after the move, the same news changes nothing
        if (step !== null && step !== 'settle' && step !== 'return') {
          expect(paymentStep(step, status)).toBeNull();
        }
      }
    }
  });
});
