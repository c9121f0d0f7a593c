import { isHexColor, MSG } from '@clube/shared';
import * as yup from 'yup';

/** Shown for a colour that is not #RRGGBB. */
export const COLOR_INVALID = 'Cor inválida.';

/** The ticket template form when editing (the saved image stays unless a new one is chosen). */
export const ticketTemplateSchema = yup.object({
  title: yup.string().default('').trim().required(MSG.required).max(150),
  color: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('color', COLOR_INVALID, (value) => !value || isHexColor(value)),
  status: yup.number().default(1).required(MSG.required),
  image: yup.mixed<File>().nullable().default(null),
});
export type TicketTemplateValues = yup.InferType<typeof ticketTemplateSchema>;

/** The ticket template form when creating: the image is required too. */
export const ticketTemplateCreateSchema = ticketTemplateSchema.shape({
  image: yup
    .mixed<File>()
    .nullable()
    .default(null)
    .test('required', MSG.required, (value) => Boolean(value)),
});
