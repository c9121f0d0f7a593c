import { MSG } from '@clube/shared';
import * as yup from 'yup';

/** The gallery form; `existing` counts the files already saved (edit mode). */
export const gallerySchema = yup.object({
  description: yup.string().default('').trim().required(MSG.required),
  status: yup.number().default(1).required(MSG.required),
  image: yup.mixed<File>().nullable().default(null),
  hasCover: yup.boolean().default(false),
  existing: yup.number().default(0),
  files: yup
    .array(yup.mixed<File>().required())
    .default([])
    .test('at-least-one', MSG.galleryAtLeastOneImage, function atLeastOne(value) {
      const existing = (this.parent as { existing?: number }).existing ?? 0;
      return existing + (value?.length ?? 0) > 0;
    }),
});
export type GalleryValues = yup.InferType<typeof gallerySchema>;

/** The cover: a new cropped picture, or the saved one when editing. */
export const galleryCoverRule = (values: GalleryValues): string | undefined =>
  values.image || values.hasCover ? undefined : MSG.required;
