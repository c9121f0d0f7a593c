export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * The usual address pattern: a dot-atom local part (letters, digits and
 * ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, single dots between them), an `@`,
 * and a domain of dot-separated labels (letters, digits, inner hyphens, at most
 * 63 characters each) ending in a top-level domain of at least two letters.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * True for an address matching the pattern above, 6 to 254 characters long,
 * with a local part of at most 64 characters. No trimming: call
 * `normalizeEmail` first where the spec trims.
 */
export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string') return false;
  if (value.length < EMAIL_MIN_LENGTH || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_MAX_LENGTH) return false;
  return EMAIL_PATTERN.test(value);
}

/** Trims and lower-cases an address, for storing and comparing. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
