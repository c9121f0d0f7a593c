import { ErrorCode } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';
import { PAYMENT_ACQUIRER_ID_INDEX, PAYMENT_OPEN_INDEX } from './entities/payment.entity.js';
import { PAY_MSG } from './payment-messages.js';

/** What the payments' constraints mean when a request runs into them. */
export const PAYMENTS_CONSTRAINTS: ConstraintMeanings = {
  /** A second open attempt of one order (a double click, two tabs): never two charges. */
  [PAYMENT_OPEN_INDEX]: { code: ErrorCode.PaymentInProgress, message: PAY_MSG.inProgress },
  /** The acquirer's PaymentId already recorded on another attempt. */
  [PAYMENT_ACQUIRER_ID_INDEX]: {
    code: ErrorCode.PaymentAlreadyRecorded,
    message: PAY_MSG.alreadyRecorded,
  },
};
