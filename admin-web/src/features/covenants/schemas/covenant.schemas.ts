import { isVideoLink, MSG } from '@clube/shared';
import * as yup from 'yup';

/** Shown when the period ends before it starts (the API says the same). */
export const END_BEFORE_START = MSG.endBeforeStart;
/** Shown when no image is left in the covenant's image list. */
export const IMAGE_LIST_EMPTY = MSG.covenantAtLeastOneImage;
/** Shown for an embedded video that is not an https YouTube or Vimeo address. */
export const VIDEO_EMBEDDED_INVALID = MSG.videoLinkInvalid;

/** The covenant form when editing (the saved image stays unless a new one is cropped). */
export const covenantSchema = yup.object({
  name: yup.string().default('').trim().required(MSG.required),
  credit: yup.string().default('').trim(),
  subtitle: yup.string().default('').trim(),
  category: yup.number().nullable().default(null),
  infos: yup.string().default(''),
  benefits: yup.string().default(''),
  use: yup.string().default(''),
  startAt: yup.string().default('').required(MSG.required),
  endAt: yup
    .string()
    .default('')
    .required(MSG.required)
    .test('after-start', END_BEFORE_START, function after(value) {
      const start = (this.parent as { startAt?: string }).startAt;
      return !value || !start || value >= start;
    }),
  status: yup.number().default(1).required(MSG.required),
  image: yup.mixed<File>().nullable().default(null),
  /** How many saved images stay (edit mode). */
  existing: yup.number().default(0),
  imageList: yup
    .array(yup.mixed<File>().required())
    .default([])
    .test('required', MSG.required, function some(value) {
      const existing = (this.parent as { existing?: number }).existing ?? 0;
      return existing + (value?.length ?? 0) > 0;
    }),
  video: yup.mixed<File>().nullable().default(null),
  removeVideo: yup.boolean().default(false),
  videoEmbedded: yup
    .string()
    .default('')
    .trim()
    .test('embedded', VIDEO_EMBEDDED_INVALID, (value) => !value || isVideoLink(value)),
  /** Thumbnails shown before the uploaded and the embedded video (cropped JPGs). */
  thumbVideo: yup.mixed<File>().nullable().default(null),
  removeThumbVideo: yup.boolean().default(false),
  thumbVideoEmbedded: yup.mixed<File>().nullable().default(null),
  removeThumbVideoEmbedded: yup.boolean().default(false),
});
export type CovenantValues = yup.InferType<typeof covenantSchema>;

/** The covenant form when creating: the cropped image is required too. */
export const covenantCreateSchema = covenantSchema.shape({
  image: yup
    .mixed<File>()
    .nullable()
    .default(null)
    .test('required', MSG.required, (value) => Boolean(value)),
});
