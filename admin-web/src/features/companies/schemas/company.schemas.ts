import { MSG } from '@clube/shared';
import * as yup from 'yup';
import { requiredText } from '../../../shared/forms/rules';

/** The company form (admin spec §5: description required; status, new records Ativo). */
export const companySchema = yup.object({
  description: requiredText().max(150),
  status: yup.number().default(1).required(MSG.required),
});
export type CompanyValues = yup.InferType<typeof companySchema>;
