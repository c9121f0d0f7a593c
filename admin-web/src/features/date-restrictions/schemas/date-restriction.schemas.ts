import { MSG } from '@clube/shared';
import * as yup from 'yup';
import { requiredText } from '@clube/shared/forms';

/**
 * The date restriction form (admin spec §5: description, dates, status and places required).
 * Dates are `yyyy-mm-dd` (DD/MM/YYYY on screen); the last day may equal the first.
 */
export const dateRestrictionSchema = yup.object({
  description: requiredText().max(150),
  startsAt: yup.string().default('').required(MSG.required),
  endsAt: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('after-start', MSG.endBeforeStart, function after(value) {
      const start = (this.parent as { startsAt?: string }).startsAt;
      return !value || !start || value >= start;
    }),
  locals: yup.array(yup.number().required()).default([]).min(1, MSG.required),
  status: yup.number().default(1).required(MSG.required),
});

export interface DateRestrictionValues {
  description: string;
  startsAt: string;
  endsAt: string;
  locals: number[];
  status: number;
}
