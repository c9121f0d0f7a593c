import { describe, expect, it } from '@jest/globals';
import { AcquirerStatus as S } from './acquirer/acquirer.port.js';
import type { PaymentState } from './entities/payment.entity.js';
import { paymentStep } from './payment-state.js';

const STATES: PaymentState[] = [
  'processing',
  'pending',
  'paid',
  'declined',
  'refunding',
  'refunded',
  'failed',
];

describe('paymentStep (the payment state machine)', () => {
  it.each([
    // a sale answered
    ['processing', S.PaymentConfirmed, 'settle'],
    ['processing', S.Authorized, 'settle'],
    ['processing', S.Declined, 'declined'],
    ['processing', S.Aborted, 'declined'],
    ['processing', S.Pending, 'pending'],
    ['processing', S.NotFinished, 'pending'],
    // an open Pix
    ['pending', S.PaymentConfirmed, 'settle'],
    ['pending', S.Pending, null],
    ['pending', S.Declined, 'declined'],
    // an answer lost while the acquirer took the money
    ['failed', S.PaymentConfirmed, 'settle'],
    ['failed', S.Declined, null],
    // a refund asked, then confirmed
    ['refunding', S.Voided, 'refunded'],
    ['refunding', S.Refunded, 'refunded'],
    ['refunding', S.PaymentConfirmed, null],
    // money returned outside the checkout (a void in the acquirer's panel, a chargeback)
    ['paid', S.Voided, 'return'],
    ['paid', S.Refunded, 'return'],
  ] as const)('%s + acquirer status %i → %s', (before, status, step) => {
    expect(paymentStep(before, status)).toBe(step);
  });

  it('news already applied changes nothing: paid stays paid, refunded and declined stay', () => {
    expect(paymentStep('paid', S.PaymentConfirmed)).toBeNull();
    expect(paymentStep('paid', S.Declined)).toBeNull();
    expect(paymentStep('refunded', S.Refunded)).toBeNull();
    expect(paymentStep('refunded', S.PaymentConfirmed)).toBeNull();
    expect(paymentStep('declined', S.Declined)).toBeNull();
    expect(paymentStep('declined', S.PaymentConfirmed)).toBeNull();
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
