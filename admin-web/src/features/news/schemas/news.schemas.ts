import { MSG } from '@clube/shared';
import {
  fileRule,
  periodEndRule,
  recordStatusRule,
  requiredDateRule,
  requiredText,
} from '@clube/shared/forms';
import * as yup from 'yup';

/** The news form when editing (the saved image stays unless a new one is cropped). */
export const newsSchema = yup.object({
  title: requiredText(),
  subtitle: yup.string().default('').trim(),
  slug: yup.string().default('').trim(),
  description: yup.string().default('').required(MSG.required),
  startsAt: requiredDateRule(),
  endsAt: periodEndRule('startsAt'),
  status: recordStatusRule(),
  linkTarget: yup.string().oneOf(['_self', '_blank']).default('_self').required(MSG.required),
  /** The photo or video gallery the news item points to (optional). */
  galleryId: yup.number().nullable().default(null),
  image: fileRule(),
  video: fileRule(),
  removeVideo: yup.boolean().default(false),
});
export type NewsValues = yup.InferType<typeof newsSchema>;

/** The news form when creating: the cropped image is required too. */
export const newsCreateSchema = newsSchema.shape({ image: fileRule({ required: true }) });
