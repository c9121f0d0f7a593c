import { optionalTextRule, periodEndRule, reportPeriodRules } from '@clube/shared/forms';
import * as yup from 'yup';
import type { ReportPeriod } from '../../../shared/reports/period';

/** The longest name searched (the API's limit). */
export const NAME_FILTER_MAX = 150;

/** A period report's filter: the period, and where the report has them a place, an associate, a name. */
export interface PeriodReportFilterValues extends ReportPeriod {
  /** A place's id; empty: every place. */
  local?: number | null;
  /** An associate's id; empty: every associate. */
  associate?: string | null;
  /** Part of a person's name; '': anyone. */
  name?: string;
}

export const periodReportFilterSchema = yup.object({
  ...reportPeriodRules(),
  local: yup.number().nullable().optional(),
  associate: yup.string().nullable().optional(),
  name: optionalTextRule(NAME_FILTER_MAX),
});

/** The people report's filter (the associates' list filters). */
export interface PeopleReportFilterValues {
  /** Part of the associate's name (the list's search); '': anyone. */
  name?: string;
  company?: number | null;
  /** 'true': with dependents; 'false': without; empty: both. */
  dependents?: 'true' | 'false' | null;
  ages: [number, number];
  admissionFrom: string;
  admissionTo: string;
}

export const peopleReportFilterSchema = yup.object({
  name: optionalTextRule(NAME_FILTER_MAX),
  company: yup.number().nullable().optional(),
  dependents: yup.string().nullable().oneOf(['true', 'false', null]).optional(),
  ages: yup.array(yup.number().required()).length(2).required(),
  admissionFrom: yup.string().default(''),
  admissionTo: periodEndRule('admissionFrom', { required: false }),
});
