import {
  API_MSG,
  BOOKING_HOUR_MAX,
  BOOKING_HOUR_RANGE_MSG,
  BOOKING_LIMIT_MAX,
  BOOKING_LIMIT_RANGE_MSG,
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

/** A whole number in range, or empty (null): no limit. */
const optionalWhole = (min: number, max: number, message: string) =>
  yup
    .number()
    .nullable()
    .default(null)
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

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
  maxActivePerFamily: optionalWhole(1, BOOKING_LIMIT_MAX, BOOKING_LIMIT_RANGE_MSG),
  maxPerFamilyPerDay: optionalWhole(1, BOOKING_LIMIT_MAX, BOOKING_LIMIT_RANGE_MSG),
  bookingOpensHour: optionalWhole(0, BOOKING_HOUR_MAX, BOOKING_HOUR_RANGE_MSG),
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
  /** Fair use (issue 25): empty is no limit (the hour: midnight). */
  maxActivePerFamily: number | null;
  maxPerFamilyPerDay: number | null;
  bookingOpensHour: number | null;
  signContract: boolean;
  contract: string;
  status: RecordStatus;
}
