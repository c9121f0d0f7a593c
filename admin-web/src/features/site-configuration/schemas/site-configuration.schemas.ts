import {
  isHexColor,
  isValidCnpj,
  isValidEmail,
  MSG,
  nationalPhoneDigits,
  onlyDigits,
} from '@clube/shared';
import * as yup from 'yup';

/** Shown for a CNPJ that is not 14 digits with right check digits. */
export const CNPJ_INVALID = 'CNPJ inválido.';
/** Shown for a phone that is not 10 or 11 digits. */
export const PHONE_INVALID = 'Telefone inválido.';
/** Shown for a social address that is not http(s). */
export const URL_INVALID = 'Endereço inválido.';
export const COLOR_INVALID = 'Cor inválida.';
/** The longest notice a member may be asked to give to cancel a reservation (30 days). */
export const RESERVATION_CANCEL_HOURS_MAX = 720;
/** Shown (as the API says it) for a cancellation notice that is not 0 to 720 whole hours. */
export const RESERVATION_CANCEL_HOURS_INVALID = 'Informe um número inteiro de horas, de 0 a 720.';

const optionalEmail = () =>
  yup
    .string()
    .default('')
    .trim()
    .test('email', MSG.siteSettingsEmail, (value) => !value || isValidEmail(value));

const optionalPhone = () =>
  yup
    .string()
    .default('')
    .test('phone', PHONE_INVALID, (value) => {
      const digits = nationalPhoneDigits(value ?? '');
      return digits.length === 0 || digits.length === 10 || digits.length === 11;
    });

const optionalUrl = () =>
  yup
    .string()
    .default('')
    .trim()
    .test('url', URL_INVALID, (value) => !value || /^https?:\/\/\S+$/i.test(value));

const color = () =>
  yup
    .string()
    .default('')
    .required(MSG.required)
    .test('color', COLOR_INVALID, (value) => isHexColor(value ?? ''));

/** The site settings form (POST site-configuration, multipart). */
export const siteConfigurationSchema = yup.object({
  clubName: yup.string().default('').trim(),
  primaryColor: color(),
  secondaryColor: color(),
  primaryButtonTextColor: color(),
  SecondaryButtonTextColor: color(),
  footerMainColor: color(),
  homeNewsColor: color(),
  homePhotosColor: color(),
  homeVideosColor: color(),
  telephone: optionalPhone(),
  cellphone: optionalPhone(),
  email: optionalEmail(),
  emailAdm: optionalEmail(),
  address: yup.string().default('').trim(),
  companyNumber: yup
    .string()
    .default('')
    .test('cnpj', CNPJ_INVALID, (value) => !onlyDigits(value) || isValidCnpj(value ?? '')),
  timeAttendance: yup.string().default(''),
  homeContents: yup.string().default(''),
  aboutColibri: yup.string().default(''),
  facebookUrl: optionalUrl(),
  instagramUrl: optionalUrl(),
  youtubeUrl: optionalUrl(),
  reservationCancelHours: yup
    .number()
    .nullable()
    .default(null)
    .typeError(RESERVATION_CANCEL_HOURS_INVALID)
    .required(MSG.required)
    .integer(RESERVATION_CANCEL_HOURS_INVALID)
    .min(0, RESERVATION_CANCEL_HOURS_INVALID)
    .max(RESERVATION_CANCEL_HOURS_MAX, RESERVATION_CANCEL_HOURS_INVALID),
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
