import { statement } from '../../platform/database/sql.js';
import type { OrderStateRow } from '../orders/orders.queries.js';
import { AuthenticationState } from './entities/payment-authentication.entity.js';
import { PaymentState } from './entities/payment.entity.js';

/**
 * The payments' SQL (`payment`, `payment_authentication`, `payment_nonce`); the order's writes
 * a settlement makes are the orders' (`orders.queries.ts`).
 */

export interface ChallengeRow {
  id: string;
  state: AuthenticationState;
  challenge_passes: boolean;
}

/** A member's 3-D Secure authentication still valid, locked for the cardholder's answer. */
export const lockMemberAuthentication = statement<
  ChallengeRow,
  [referenceId: string, associateId: string]
>(
  'payments.lockMemberAuthentication',
  `SELECT a.id, a.state, a.challenge_passes FROM payment_authentication a
     JOIN purchase_order o ON o.id = a.order_id
    WHERE a.id = $1 AND o.associate_id = $2 AND a.expires_at > now()
    FOR UPDATE OF a`,
);

/**
 * The order of a payment, its row locked — before the payment's: the order every change of what
 * an order owes takes. What it owes now and its status, as `orders.lock` answers them.
 */
export const lockOrderOfPayment = statement<OrderStateRow, [paymentId: number]>(
  'payments.lockOrderOf',
  `SELECT o.status, o.kind, o.total_cents AS total FROM purchase_order o
     JOIN payment p ON p.order_id = o.id
    WHERE p.id = $1
    FOR UPDATE OF o`,
);

/** The product of a paid order is confirmed under a savepoint: a refusal undoes only it. */
export const savepointFulfil = statement('payments.savepoint', 'SAVEPOINT fulfil');
export const releaseFulfil = statement('payments.releaseSavepoint', 'RELEASE SAVEPOINT fulfil');
export const rollbackFulfil = statement(
  'payments.rollbackSavepoint',
  'ROLLBACK TO SAVEPOINT fulfil',
);

/** Sales whose answer never came (no PaymentId) for `$1` seconds: `failed`, nothing is known. */
export const giveUpUnansweredSales = statement<void, [olderThanSeconds: number]>(
  'payments.giveUpUnanswered',
  `UPDATE payment SET state = '${PaymentState.Failed}', updated_at = now()
    WHERE state = '${PaymentState.Processing}' AND acquirer_payment_id IS NULL
      AND created_at < now() - make_interval(secs => $1)`,
);

/** Payment payloads' nonces past their use (a payload that old is refused anyway). */
export const deleteStaleNonces = statement(
  'payments.deleteStaleNonces',
  'DELETE FROM payment_nonce WHERE expires_at < now()',
);

/** An unpaid Pix older than `$2` seconds: `failed`, its QR dropped. */
export const giveUpPix = statement<void, [paymentId: number, olderThanSeconds: number]>(
  'payments.giveUpPix',
  `UPDATE payment SET state = '${PaymentState.Failed}', qr_code_image = NULL, updated_at = now()
    WHERE id = $1 AND state = '${PaymentState.Pending}'
      AND created_at < now() - make_interval(secs => $2)`,
);

/** The order's other attempts still open (a Pix not paid): dropped once another paid it. */
export const dropOtherOpenPayments = statement<void, [orderId: number, paidPaymentId: number]>(
  'payments.dropOtherOpen',
  `UPDATE payment SET state = '${PaymentState.Failed}', qr_code_image = NULL, updated_at = now()
    WHERE order_id = $1 AND id <> $2
      AND state IN ('${PaymentState.Processing}', '${PaymentState.Pending}')`,
);

/** The order's attempts still open on the acquirer's side (a card being answered, a Pix). */
export const openPaymentsOf = statement<{ id: number; state: PaymentState }, [orderId: number]>(
  'payments.openOf',
  `SELECT id, state FROM payment
    WHERE order_id = $1 AND state IN ('${PaymentState.Processing}', '${PaymentState.Pending}')
    FOR UPDATE`,
);

/** The order's open Pix dropped (its total is changing): paid later, it is refunded. */
export const dropOpenPix = statement<void, [orderId: number]>(
  'payments.dropOpenPix',
  `UPDATE payment SET state = '${PaymentState.Failed}', qr_code_image = NULL, updated_at = now()
    WHERE order_id = $1 AND state = '${PaymentState.Pending}'`,
);
