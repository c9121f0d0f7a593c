import { colorRule, fileRule, recordStatusRule, requiredText } from '@clube/shared/forms';
import * as yup from 'yup';

/** The ticket template form when editing (the saved image stays unless a new one is chosen). */
export const ticketTemplateSchema = yup.object({
  title: requiredText().max(150),
  color: colorRule(),
  status: recordStatusRule(),
  image: fileRule(),
});
export type TicketTemplateValues = yup.InferType<typeof ticketTemplateSchema>;

/** The ticket template form when creating: the image is required too. */
export const ticketTemplateCreateSchema = ticketTemplateSchema.shape({
  image: fileRule({ required: true }),
});
