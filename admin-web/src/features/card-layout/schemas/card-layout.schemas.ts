import { isHexColor, MSG } from '@clube/shared';
import * as yup from 'yup';

/** Shown for a colour that is not #RRGGBB (the ticket template form's text). */
const COLOR_INVALID = 'Cor inválida.';

/** The card layout form: the text colour (#RRGGBB) and, optionally, a new background picture. */
export const cardLayoutSchema = yup.object({
  textColor: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('color', COLOR_INVALID, (value) => !value || isHexColor(value)),
  image: yup.mixed<File>().nullable().default(null),
});
export type CardLayoutValues = yup.InferType<typeof cardLayoutSchema>;
