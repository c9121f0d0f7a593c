import { ErrorCode } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { acquirerCodeText } from './payment-messages.js';

/**
 * A refused payment: the error shape plus `paymentMessage` (the spec's checkout shows the
 * server's message and the payment message under 'Erro').
 */
export class PaymentException extends AppException {
  constructor(status: number, code: ErrorCode, message: string, paymentMessage?: string | null) {
    super(status, code, message);
    if (paymentMessage) {
      (this.getResponse() as Record<string, unknown>)['paymentMessage'] = paymentMessage;
    }
  }

  /**
   * 402: `message` says why in Portuguese (`declineMessage`); the acquirer's return code goes
   * with it for support (`paymentMessage` 'Código da operadora: 05', and `returnCode`). The
   * acquirer's own English text (ReturnMessage) never reaches the member.
   */
  static declined(message: string, returnCode?: string | null): PaymentException {
    const code = returnCode?.trim() || null;
    const refused = new PaymentException(
      402,
      ErrorCode.PaymentDeclined,
      message,
      code ? acquirerCodeText(code) : null,
    );
    if (code) (refused.getResponse() as Record<string, unknown>)['returnCode'] = code;
    return refused;
  }
}
