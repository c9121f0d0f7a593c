import { applyMask, onlyDigits } from './digits.js';

/** Brazil's country calling code; numbers are dialled with it. */
export const BRAZIL_COUNTRY_CODE = '55';

export const PHONE_LANDLINE_PATTERN = '(##) ####-####';
export const PHONE_MOBILE_PATTERN = '(##) #####-####';
export const ASSOCIATE_PHONE_PATTERN = '(##) # ####-####';
/** IMask syntax of the three patterns above. */
export const PHONE_LANDLINE_MASK = '(00) 0000-0000';
export const PHONE_MOBILE_MASK = '(00) 00000-0000';
export const ASSOCIATE_PHONE_MASK = '(00) 0 0000-0000';

/**
 * The national number (area code + subscriber, at most 11 digits) of a phone
 * that may carry the country code: a value written with `+55`, or 12/13
 * digits beginning with 55 (a national number has at most 11), loses the 55.
 */
export function nationalPhoneDigits(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  const explicit = /^\s*\+\s*55/.test(value ?? '');
  if (
    digits.startsWith(BRAZIL_COUNTRY_CODE) &&
    (explicit || digits.length === 12 || digits.length === 13)
  ) {
    return digits.slice(BRAZIL_COUNTRY_CODE.length);
  }
  return digits;
}

/**
 * Landline mask (##) ####-#### up to 10 digits; with more than 10 digits the
 * 9-digit mobile mask (##) #####-####. Progressive; extra digits are dropped.
 * Only an explicit `+55` is removed here, so typing into a full field never
 * reinterprets the number.
 */
export function formatPhone(value: string): string {
  const digits = /^\s*\+\s*55/.test(value ?? '')
    ? onlyDigits(value).slice(BRAZIL_COUNTRY_CODE.length)
    : onlyDigits(value);
  return applyMask(digits, digits.length > 10 ? PHONE_MOBILE_PATTERN : PHONE_LANDLINE_PATTERN);
}

/**
 * The associate's phone (admin and member spec): a mobile number with the associate mask
 * (##) # ####-####, a landline with the landline mask (##) ####-#### (member spec §5: both
 * masks). A landline is a number of at most 10 digits whose subscriber part does not start
 * with 9 (Brazilian mobile numbers do, and have 11 digits); the rest use the mobile mask, so
 * typing a mobile number shows its mask from the first digit. Progressive; extra digits are
 * dropped.
 */
export function formatAssociatePhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  const landline = digits.length <= 10 && digits.length > 2 && digits[2] !== '9';
  return applyMask(digits, landline ? PHONE_LANDLINE_PATTERN : ASSOCIATE_PHONE_PATTERN);
}

/**
 * A phone field that takes both kinds (spec §5 "Phone masks": more than 10 digits use the
 * 9-digit mask): the landline mask up to 10 digits, the associate mask with 11. As IMask masks
 * (it keeps the first that takes every digit typed) and as the text such a field shows.
 */
export const PHONE_FIELD_MASKS = [{ mask: PHONE_LANDLINE_MASK }, { mask: ASSOCIATE_PHONE_MASK }];

export function formatPhoneField(value: string | null | undefined): string {
  const digits = nationalPhoneDigits(value).slice(0, 11);
  return applyMask(digits, digits.length > 10 ? ASSOCIATE_PHONE_PATTERN : PHONE_LANDLINE_PATTERN);
}

/** WhatsApp chat link `https://wa.me/55<area+number>`; never doubles the 55. */
export function whatsappLink(value: string): string {
  return `https://wa.me/${BRAZIL_COUNTRY_CODE}${nationalPhoneDigits(value)}`;
}

/** Dialler link `tel:+55<area+number>`; never doubles the 55. */
export function telLink(value: string): string {
  return `tel:+${BRAZIL_COUNTRY_CODE}${nationalPhoneDigits(value)}`;
}
