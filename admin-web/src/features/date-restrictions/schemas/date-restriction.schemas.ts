import { MSG, type RecordStatus } from '@clube/shared';
import {
  periodEndRule,
  recordStatusRule,
  requiredDateRule,
  requiredText,
} from '@clube/shared/forms';
import * as yup from 'yup';

/**
 * The date restriction form (admin spec §5: description, dates, status and places required).
 * Dates are `yyyy-mm-dd` (DD/MM/YYYY on screen); the last day may equal the first.
 */
export const dateRestrictionSchema = yup.object({
  description: requiredText().max(150),
  startsAt: requiredDateRule(),
  endsAt: periodEndRule('startsAt'),
  locals: yup.array(yup.number().required()).default([]).min(1, MSG.required),
  status: recordStatusRule(),
});

export interface DateRestrictionValues {
  description: string;
  startsAt: string;
  endsAt: string;
  locals: number[];
  status: RecordStatus;
}
