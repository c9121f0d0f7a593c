import { MSG } from '@clube/shared';
import * as yup from 'yup';
import { requiredText } from '../../../shared/forms/rules';

/** The sport form (admin spec §5: description required; status, new records Ativo). */
export const sportSchema = yup.object({
  description: requiredText().max(150),
  status: yup.number().default(1).required(MSG.required),
});
export type SportValues = yup.InferType<typeof sportSchema>;
