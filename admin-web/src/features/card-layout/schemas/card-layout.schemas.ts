import { colorRule, fileRule } from '@clube/shared/forms';
import * as yup from 'yup';

/** The card layout form: the text colour (#RRGGBB) and, optionally, a new background picture. */
export const cardLayoutSchema = yup.object({
  textColor: colorRule(),
  image: fileRule(),
});
export type CardLayoutValues = yup.InferType<typeof cardLayoutSchema>;
