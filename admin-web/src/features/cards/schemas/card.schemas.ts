import {
  API_MSG,
  CARD_VALIDATION_CODE_MAX,
  CARD_VALIDATION_CODE_MIN,
  CARD_VALIDITY_YEARS,
  MSG,
  todayIso,
  type CardOwnerType,
  type RecordStatus,
} from '@clube/shared';
import { fileRule, recordStatusRule, requiredDateRule, wholeNumberRule } from '@clube/shared/forms';
import dayjs from 'dayjs';
import * as yup from 'yup';

export interface CardValues {
  ownerType: CardOwnerType;
  /** Associate or dependent id. */
  ownerId: string | null;
  /** The cropped picture chosen in this form. */
  picture: File | null;
  /** yyyy-mm-dd. */
  expiresAt: string;
  validationCode: number | null;
  status: RecordStatus;
}

/** A new card's validity: today (club time zone) plus 3 years (admin spec §9). */
export function defaultExpiry(now: Date = new Date()): string {
  return dayjs(todayIso(undefined, now)).add(CARD_VALIDITY_YEARS, 'year').format('YYYY-MM-DD');
}

/** A new card's validation code: drawn from 1 to 99999 (admin spec §9). */
export function randomValidationCode(random: () => number = Math.random): number {
  const span = CARD_VALIDATION_CODE_MAX - CARD_VALIDATION_CODE_MIN + 1;
  return CARD_VALIDATION_CODE_MIN + Math.floor(random() * span);
}

/** The card form: owner, expiry, code (1 to 99999) and status; a picture on creation. */
export function cardSchema(creating: boolean) {
  return yup.object({
    ownerType: yup.string().required(MSG.required),
    ownerId: yup.string().nullable().default(null).required(MSG.required),
    picture: fileRule({ required: creating }),
    expiresAt: requiredDateRule(),
    validationCode: wholeNumberRule(
      CARD_VALIDATION_CODE_MIN,
      CARD_VALIDATION_CODE_MAX,
      API_MSG.cardCodeRange,
    ),
    status: recordStatusRule(),
  });
}
