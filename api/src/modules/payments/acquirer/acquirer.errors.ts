/**
 * The errors both adapters throw besides the port's `AcquirerUnavailableError`. Each says what
 * is known: a rejection means the acquirer answered and did not create (or change) the payment;
 * a payment not found means the acquirer does not know that PaymentId. Messages never carry
 * card data.
 */
import type { AcquirerStatus } from './acquirer.port.js';

/** The acquirer knows no payment with this PaymentId (GET /1/sales/{PaymentId} found nothing). */
export class AcquirerPaymentNotFoundError extends Error {
  constructor(readonly paymentId: string) {
    super(`acquirer has no payment ${paymentId}`);
    this.name = 'AcquirerPaymentNotFoundError';
  }
}

/**
 * The acquirer refused the request itself (HTTP 4xx with its error list `[{ Code, Message }]`):
 * nothing was created or changed. `code` is the acquirer's (e.g. 126 "Credit Card Expiration
 * Date is invalid"), null when the answer carried none.
 */
export class AcquirerRejectedError extends Error {
  constructor(
    readonly code: number | null,
    readonly acquirerMessage: string,
    readonly httpStatus: number | null = null,
  ) {
    super(
      code === null
        ? `acquirer rejected the request: ${acquirerMessage}`
        : `acquirer rejected the request: ${code} ${acquirerMessage}`,
    );
    this.name = 'AcquirerRejectedError';
  }
}

/**
 * A void (card) or refund (Pix) the payment's state does not allow: only a PaymentConfirmed
 * card sale can be voided and only a received Pix refunded. `status` is the payment's status at
 * the time, so a caller can tell "already voided/refunded" (10/11) from "never paid".
 */
export class AcquirerVoidRefusedError extends Error {
  constructor(
    readonly paymentId: string,
    readonly status: AcquirerStatus,
    reason: string,
  ) {
    super(`payment ${paymentId} cannot be voided: ${reason}`);
    this.name = 'AcquirerVoidRefusedError';
  }
}
