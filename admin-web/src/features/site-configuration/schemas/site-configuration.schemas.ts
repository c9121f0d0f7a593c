import { API_MSG, GUEST_VISITS_PER_MONTH_MAX, GUEST_VISITS_RANGE_MSG, MSG } from '@clube/shared';
import {
  colorRule,
  fileRule,
  optionalCnpjRule,
  optionalEmailRule,
  optionalPhoneRule,
  optionalUrlRule,
  wholeNumberRule,
} from '@clube/shared/forms';
import * as yup from 'yup';

/** The longest notice a member may be asked to give to cancel a reservation (30 days). */
export const RESERVATION_CANCEL_HOURS_MAX = 720;
/** Shown (as the API says it) for a cancellation notice that is not 0 to 720 whole hours. */
export const RESERVATION_CANCEL_HOURS_INVALID = 'Informe um número inteiro de horas, de 0 a 720.';

/**
 * The site settings form (POST site-configuration, multipart): texts, colours, contacts, the
 * default invitation template, and the logos and documents chosen (or marked for removal).
 */
export const siteConfigurationSchema = yup.object({
  clubName: yup.string().default('').trim(),
  primaryColor: colorRule(),
  secondaryColor: colorRule(),
  primaryButtonTextColor: colorRule(),
  SecondaryButtonTextColor: colorRule(),
  footerMainColor: colorRule(),
  homeNewsColor: colorRule(),
  homePhotosColor: colorRule(),
  homeVideosColor: colorRule(),
  telephone: optionalPhoneRule(),
  cellphone: optionalPhoneRule(),
  email: optionalEmailRule(API_MSG.siteSettingsEmail),
  emailAdm: optionalEmailRule(API_MSG.siteSettingsEmail),
  address: yup.string().default('').trim(),
  companyNumber: optionalCnpjRule(),
  timeAttendance: yup.string().default(''),
  homeContents: yup.string().default(''),
  aboutColibri: yup.string().default(''),
  facebookUrl: optionalUrlRule(),
  instagramUrl: optionalUrlRule(),
  youtubeUrl: optionalUrlRule(),
  otherFamiliesFree: yup.boolean().default(false),
  guestVisitsPerMonth: yup
    .number()
    .nullable()
    .default(null)
    .typeError(GUEST_VISITS_RANGE_MSG)
    .integer(GUEST_VISITS_RANGE_MSG)
    .min(1, GUEST_VISITS_RANGE_MSG)
    .max(GUEST_VISITS_PER_MONTH_MAX, GUEST_VISITS_RANGE_MSG),
  reservationCancelHours: wholeNumberRule(
    0,
    RESERVATION_CANCEL_HOURS_MAX,
    RESERVATION_CANCEL_HOURS_INVALID,
  ),
  templateDefault: yup.number().nullable().default(null),
  logo1: fileRule(),
  logo2: fileRule(),
  docPdf1: fileRule(),
  docPdf2: fileRule(),
  /** The saved files to remove (a new file replaces a saved one by itself). */
  remove: yup.object({
    logo1: yup.boolean().default(false),
    logo2: yup.boolean().default(false),
    docPdf1: yup.boolean().default(false),
    docPdf2: yup.boolean().default(false),
  }),
});
export type SiteConfigurationValues = yup.InferType<typeof siteConfigurationSchema>;

/** One facility of the about map: number 1–99, name required. */
export const facilitiesSchema = yup.object({
  facilities: yup
    .array(
      yup.object({
        number: yup
          .number()
          .typeError(MSG.required)
          .required(MSG.required)
          .integer()
          .min(1)
          .max(99),
        name: yup.string().default('').trim().required(MSG.required),
        description: yup.string().default(''),
      }),
    )
    .default([]),
});
export type FacilitiesValues = yup.InferType<typeof facilitiesSchema>;
