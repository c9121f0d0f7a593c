import { MSG, REPORT_MAX_DAYS } from '@clube/shared';
import * as yup from 'yup';

/** The longest period the report covers (the API's limit), both ends counted. */
export const PAYMENT_REPORT_MAX_DAYS = REPORT_MAX_DAYS;
export const PERIOD_TOO_LONG = MSG.reportPeriodTooLong;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The charges report's filter: start and end days required (`yyyy-mm-dd`, DD/MM/YYYY on
 * screen), the end not before the start and at most 366 days after it; the place optional.
 */
export const paymentReportFilterSchema = yup.object({
  startsAt: yup.string().default('').required(MSG.required),
  endsAt: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('after-start', MSG.endBeforeStart, function after(value) {
      const start = (this.parent as { startsAt?: string }).startsAt;
      return !value || !start || value >= start;
    })
    .test('max-period', PERIOD_TOO_LONG, function within(value) {
      const start = (this.parent as { startsAt?: string }).startsAt;
      return !value || !start || dayNumber(value) - dayNumber(start) + 1 <= PAYMENT_REPORT_MAX_DAYS;
    }),
  local: yup.number().optional(),
});

export interface PaymentReportFilterValues {
  startsAt: string;
  endsAt: string;
  /** A place's id; undefined: every place. */
  local?: number;
}
