import { PgState, pgRefusal } from '../../platform/database/database-errors.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { orderSettleable } from '../orders/order-status.js';
import type { AcquirerPayment } from './acquirer/acquirer.port.js';
import { RefundReason } from './entities/money-movement.entity.js';
import { type Payment, PaymentState, RETURN_MESSAGE_LENGTH } from './entities/payment.entity.js';

/**
 * What a payment captured at the acquirer does to its order — the settlement's rule, in one
 * place (`PaymentSettlementService` applies it under the order's lock):
 *
 * - the order must still be settleable (Pendente, or Expirado: a late Pix) — a Finalizado or
 *   Cancelado order is never taken back, its money goes back (`order-unavailable`);
 * - the amount captured must be exactly what the order owes at that moment, else the whole of it
 *   goes back (`amount-mismatch`) — the product is not even asked;
 * - then the product (the slot, the tickets) must still be had (`fulfil`), else the money goes
 *   back (`order-unavailable`).
 *
 * Only when all three hold is the payment `paid` (and the order Finalizado).
 */
export type Settlement =
  | { state: typeof PaymentState.Paid }
  | { state: typeof PaymentState.Refunding; reason: RefundReason };

export async function decideSettlement(
  order: { status: OrderStatus; total: number },
  captured: number,
  fulfil: () => Promise<boolean>,
): Promise<Settlement> {
  if (!orderSettleable(order.status)) {
    return { state: PaymentState.Refunding, reason: RefundReason.OrderUnavailable };
  }
  if (captured !== order.total) {
    return { state: PaymentState.Refunding, reason: RefundReason.AmountMismatch };
  }
  if (!(await fulfil())) {
    return { state: PaymentState.Refunding, reason: RefundReason.OrderUnavailable };
  }
  return { state: PaymentState.Paid };
}

/**
 * What the acquirer captured: the amount its answer gives, or — when it says 0 (an answer
 * without the amount) — the payment's own amount.
 */
export const capturedAmount = (answerCents: number, paymentAmount: number): number =>
  answerCents || paymentAmount;

/**
 * What goes back when the acquirer returns a paid payment's money outside the portal (a void,
 * a chargeback): what the ledger had not refunded yet — nothing when it holds nothing.
 */
export const returnedLeft = (money: { captured: number; refunded: number } | null): number =>
  money ? money.captured - money.refunded : 0;

/** The payment's fields an acquirer's answer writes (`answerFields`). */
export type AnswerFields = Pick<
  Payment,
  | 'acquirerPaymentId'
  | 'acquirerStatus'
  | 'returnCode'
  | 'returnMessage'
  | 'tid'
  | 'authorizationCode'
  | 'endToEndId'
  | 'brand'
  | 'qrCodeString'
  | 'qrCodeImage'
>;

/**
 * What an acquirer's answer records on its payment: its id and status always; its return code,
 * message (cut to the column's length), TID, authorisation code, Pix end-to-end id and QR when
 * it gives them — an answer that leaves one out (a notification, a lookup) keeps what an earlier
 * answer said; the card brand the member chose is never replaced, the acquirer's only fills it.
 */
export const answerFields = (payment: AnswerFields, answer: AcquirerPayment): AnswerFields => ({
  acquirerPaymentId: answer.paymentId,
  acquirerStatus: answer.status,
  returnCode: answer.returnCode ?? payment.returnCode,
  returnMessage: answer.returnMessage?.slice(0, RETURN_MESSAGE_LENGTH) ?? payment.returnMessage,
  tid: answer.tid ?? payment.tid,
  authorizationCode: answer.authorizationCode ?? payment.authorizationCode,
  endToEndId: answer.endToEndId ?? payment.endToEndId,
  brand: payment.brand ?? answer.brand ?? null,
  qrCodeString: answer.qrCodeString || payment.qrCodeString,
  qrCodeImage: answer.qrcodeBase64Image || payment.qrCodeImage,
});

/**
 * Confirming a late payment's product failed in the database: when it is because somebody else
 * took the slot (the reservations' exclusion constraint) or a CPF's ticket (a unique index)
 * meanwhile, the product is simply not had (`false`: the money goes back); any other failure is
 * an error, thrown again.
 */
export function takenMeanwhile(err: unknown): false {
  const code = pgRefusal(err)?.code;
  if (code === PgState.ExclusionViolation || code === PgState.UniqueViolation) return false;
  throw err;
}
