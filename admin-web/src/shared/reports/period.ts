import { MSG, REPORT_MAX_DAYS, todayIso } from '@clube/shared';
import * as yup from 'yup';

/** A report's period: first and last day, yyyy-mm-dd (DD/MM/YYYY on screen). */
export interface ReportPeriod {
  startsAt: string;
  endsAt: string;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The period's checks, as the reports' APIs make them: both days required, the end not
 * before the start and at most REPORT_MAX_DAYS (366) days after it, both ends counted.
 */
export const reportPeriodFields = {
  startsAt: yup.string().default('').required(MSG.required),
  endsAt: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('after-start', MSG.endBeforeStart, function after(value) {
      const start = (this.parent as { startsAt?: string }).startsAt;
      return !value || !start || value >= start;
    })
    .test('max-period', MSG.reportPeriodTooLong, function within(value) {
      const start = (this.parent as { startsAt?: string }).startsAt;
      return !value || !start || dayNumber(value) - dayNumber(start) + 1 <= REPORT_MAX_DAYS;
    }),
};

/** This month so far, on the club's calendar. */
export function currentMonth(): ReportPeriod {
  const today = todayIso();
  return { startsAt: `${today.slice(0, 8)}01`, endsAt: today };
}

/** Drops the fields left empty (undefined, '', null) from a filter before it is sent. */
export function withoutEmpty<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}
