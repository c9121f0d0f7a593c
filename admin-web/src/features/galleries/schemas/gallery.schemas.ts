import { API_MSG, MSG } from '@clube/shared';
import { atLeastOneFileRule, fileRule, recordStatusRule, requiredText } from '@clube/shared/forms';
import * as yup from 'yup';

/** The gallery form; `existing` counts the files already saved (edit mode). */
export const gallerySchema = yup.object({
  description: requiredText(),
  status: recordStatusRule(),
  image: fileRule(),
  hasCover: yup.boolean().default(false),
  existing: yup.number().default(0),
  files: atLeastOneFileRule('existing', API_MSG.galleryAtLeastOneImage),
});
export type GalleryValues = yup.InferType<typeof gallerySchema>;

/** The cover: a new cropped picture, or the saved one when editing. */
export const galleryCoverRule = (values: GalleryValues): string | undefined =>
  values.image || values.hasCover ? undefined : MSG.required;
