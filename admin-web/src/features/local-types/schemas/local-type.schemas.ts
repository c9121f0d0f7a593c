import {
  API_MSG,
  PLACE_PRICE_MAX_CENTS,
  RESCHEDULE_INTERVAL_MAX_DAYS,
  RESCHEDULE_INTERVAL_MIN_DAYS,
  type RecordStatus,
} from '@clube/shared';
import {
  isBlankHtml,
  moneyRule,
  recordStatusRule,
  requiredText,
  wholeNumberRule,
} from '@clube/shared/forms';
import * as yup from 'yup';

const money = () => moneyRule(API_MSG.placePriceRange, PLACE_PRICE_MAX_CENTS);

/**
 * The place type form (admin spec §5: description, external and invited values, reschedule
 * days, status required). Values are typed in reais; a contract to sign needs its text.
 */
export const localTypeSchema = yup.object({
  description: requiredText().max(150),
  associatedValue: moneyRule(API_MSG.placePriceRange, PLACE_PRICE_MAX_CENTS, { required: false }),
  externalValue: money(),
  invitedValue: money(),
  rescheduleInterval: wholeNumberRule(
    RESCHEDULE_INTERVAL_MIN_DAYS,
    RESCHEDULE_INTERVAL_MAX_DAYS,
    API_MSG.rescheduleDaysRange,
  ),
  signContract: yup.boolean().default(false),
  contract: yup
    .string()
    .default('')
    .test('contract', API_MSG.contractRequired, function (html) {
      return !this.parent.signContract || !isBlankHtml(html);
    }),
  status: recordStatusRule(),
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
  status: RecordStatus;
}
