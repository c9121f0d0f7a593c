import { ErrorCode } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';

/**
 * A refused payment: the error shape plus `paymentMessage`, what the acquirer said (the spec's
 * checkout shows the server's message and the payment message under 'Erro').
 */
export class PaymentException extends AppException {
  constructor(status: number, code: ErrorCode, message: string, paymentMessage?: string | null) {
    super(status, code, message);
    if (paymentMessage) {
      (this.getResponse() as Record<string, unknown>)['paymentMessage'] = paymentMessage;
    }
  }

  static declined(message: string, paymentMessage?: string | null): PaymentException {
    return new PaymentException(402, ErrorCode.PaymentDeclined, message, paymentMessage);
  }
}
