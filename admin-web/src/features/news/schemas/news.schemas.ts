import { MSG } from '@clube/shared';
import * as yup from 'yup';

/** Shown when the period ends before it starts (the API says the same). */
export const END_BEFORE_START = MSG.endBeforeStart;

/** The news form when editing (the saved image stays unless a new one is cropped). */
export const newsSchema = yup.object({
  title: yup.string().default('').trim().required(MSG.required),
  subtitle: yup.string().default('').trim(),
  slug: yup.string().default('').trim(),
  description: yup.string().default('').required(MSG.required),
  startsAt: yup.string().default('').required(MSG.required),
  endsAt: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('after-start', END_BEFORE_START, function after(value) {
      const start = (this.parent as { startsAt?: string }).startsAt;
      return !value || !start || value >= start;
    }),
  status: yup.number().default(1).required(MSG.required),
  linkTarget: yup.string().oneOf(['_self', '_blank']).default('_self').required(MSG.required),
  /** The photo or video gallery the news item points to (optional). */
  galleryId: yup.number().nullable().default(null),
  image: yup.mixed<File>().nullable().default(null),
  video: yup.mixed<File>().nullable().default(null),
  removeVideo: yup.boolean().default(false),
});
export type NewsValues = yup.InferType<typeof newsSchema>;

/** The news form when creating: the cropped image is required too. */
export const newsCreateSchema = newsSchema.shape({
  image: yup
    .mixed<File>()
    .nullable()
    .default(null)
    .test('required', MSG.required, (value) => Boolean(value)),
});
