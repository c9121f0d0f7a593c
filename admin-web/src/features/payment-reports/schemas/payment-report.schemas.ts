import { reportPeriodRules } from '@clube/shared/forms';
import * as yup from 'yup';
import type { ReportPeriod } from '../../../shared/reports';

/**
 * The charges report's filter: the report period (start and end days required, the end not
 * before the start and at most 366 days after it); the place and the member optional.
 */
export const paymentReportFilterSchema = yup.object({
  ...reportPeriodRules(),
  local: yup.number().nullable().optional(),
  associate: yup.string().nullable().optional(),
});

export interface PaymentReportFilterValues extends ReportPeriod {
  /** A place's id; empty: every place. */
  local?: number | null;
  /** The id of the associate whose orders are shown; empty: every member. */
  associate?: string | null;
}
