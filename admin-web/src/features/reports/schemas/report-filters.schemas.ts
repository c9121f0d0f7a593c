import { MSG } from '@clube/shared';
import * as yup from 'yup';
import {
  reportPeriodFields,
  withoutEmpty,
  type ReportPeriod,
} from '../../../shared/reports/period';
import type { EventsReportFilterDto } from '../api/reports-api';

/** The period reports' body: the period and an optional place (events, places, date restrictions). */
export type ReportPeriodFilterDto = EventsReportFilterDto;

/** The longest name searched (the API's limit). */
export const NAME_FILTER_MAX = 150;

/** A period report's filter: the period, and where the report has them a place, an associate, a name. */
export interface PeriodReportFilterValues extends ReportPeriod {
  /** A place's id; undefined: every place. */
  local?: number;
  /** An associate's id; undefined: every associate. */
  associate?: string;
  /** Part of a person's name; '' : anyone. */
  name?: string;
}

/** The period and the place, as the period reports' APIs take them. */
export const periodBody = (filter: PeriodReportFilterValues): ReportPeriodFilterDto =>
  withoutEmpty({
    startsAt: filter.startsAt,
    endsAt: filter.endsAt,
    local: filter.local,
  }) as ReportPeriodFilterDto;

export const periodReportFilterSchema = yup.object({
  ...reportPeriodFields,
  local: yup.number().optional(),
  associate: yup.string().optional(),
  name: yup
    .string()
    .trim()
    .max(NAME_FILTER_MAX, `Máximo de ${NAME_FILTER_MAX} caracteres!`)
    .optional(),
});

/** The people report's filter (the associates' list filters). */
export interface PeopleReportFilterValues {
  company?: number;
  /** 'true': with dependents; 'false': without; undefined: both. */
  dependents?: 'true' | 'false';
  ages: [number, number];
  admissionFrom: string;
  admissionTo: string;
}

export const peopleReportFilterSchema = yup.object({
  company: yup.number().optional(),
  dependents: yup.string().oneOf(['true', 'false']).optional(),
  ages: yup.array(yup.number().required()).length(2).required(),
  admissionFrom: yup.string().default(''),
  admissionTo: yup
    .string()
    .default('')
    .test('after-start', MSG.endBeforeStart, function after(value) {
      const start = (this.parent as { admissionFrom?: string }).admissionFrom;
      return !value || !start || value >= start;
    }),
});
