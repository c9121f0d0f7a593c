import { API_MSG, isVideoLink, MSG } from '@clube/shared';
import {
  atLeastOneFileRule,
  fileRule,
  periodEndRule,
  recordStatusRule,
  requiredDateRule,
  requiredText,
} from '@clube/shared/forms';
import * as yup from 'yup';

/** The covenant form when editing (the saved image stays unless a new one is cropped). */
export const covenantSchema = yup.object({
  name: requiredText(),
  credit: yup.string().default('').trim(),
  subtitle: yup.string().default('').trim(),
  category: yup.number().nullable().default(null),
  infos: yup.string().default(''),
  benefits: yup.string().default(''),
  use: yup.string().default(''),
  startAt: requiredDateRule(),
  endAt: periodEndRule('startAt'),
  status: recordStatusRule(),
  image: fileRule(),
  /** How many saved images stay (edit mode). */
  existing: yup.number().default(0),
  /** New images, with the saved ones: at least one. */
  imageList: atLeastOneFileRule('existing', MSG.required),
  video: fileRule(),
  removeVideo: yup.boolean().default(false),
  videoEmbedded: yup
    .string()
    .default('')
    .trim()
    .test('embedded', API_MSG.videoLinkInvalid, (value) => !value || isVideoLink(value)),
  /** Thumbnails shown before the uploaded and the embedded video (cropped JPGs). */
  thumbVideo: fileRule(),
  removeThumbVideo: yup.boolean().default(false),
  thumbVideoEmbedded: fileRule(),
  removeThumbVideoEmbedded: yup.boolean().default(false),
});
export type CovenantValues = yup.InferType<typeof covenantSchema>;

/** The covenant form when creating: the cropped image is required too. */
export const covenantCreateSchema = covenantSchema.shape({ image: fileRule({ required: true }) });
