import {
  MSG,
  PLACE_PRICE_MAX_CENTS,
  RESCHEDULE_INTERVAL_MAX_DAYS,
  RESCHEDULE_INTERVAL_MIN_DAYS,
} from '@clube/shared';
import * as yup from 'yup';
import { moneyRule } from '../../../shared/forms/money-input';
import { requiredText } from '@clube/shared/forms';

const money = () => moneyRule(MSG.placePriceRange, PLACE_PRICE_MAX_CENTS);

/** The rich text holds no words (the editor's empty HTML or bare tags). */
const isBlankHtml = (html: string | undefined) => !html || !html.replace(/<[^>]*>/g, '').trim();

/**
 * The place type form (admin spec §5: description, external and invited values, reschedule
 * days, status required). Values are typed in reais; a contract to sign needs its text.
 */
export const localTypeSchema = yup.object({
  description: requiredText().max(150),
  associatedValue: moneyRule(MSG.placePriceRange, PLACE_PRICE_MAX_CENTS, { required: false }),
  externalValue: money(),
  invitedValue: money(),
  rescheduleInterval: yup
    .number()
    .nullable()
    .default(null)
    .typeError(MSG.rescheduleDaysRange)
    .required(MSG.required)
    .integer(MSG.rescheduleDaysRange)
    .min(RESCHEDULE_INTERVAL_MIN_DAYS, MSG.rescheduleDaysRange)
    .max(RESCHEDULE_INTERVAL_MAX_DAYS, MSG.rescheduleDaysRange),
  signContract: yup.boolean().default(false),
  contract: yup
    .string()
    .default('')
    .test('contract', MSG.contractRequired, function (html) {
      return !this.parent.signContract || !isBlankHtml(html);
    }),
  status: yup.number().default(1).required(MSG.required),
});

/** The form's values: money as typed text in reais, days empty (null) until typed. */
export interface LocalTypeValues {
  description: string;
  associatedValue: string;
  externalValue: string;
  invitedValue: string;
  rescheduleInterval: number | null;
  signContract: boolean;
  contract: string;
  status: number;
}
