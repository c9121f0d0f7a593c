import { isValidCnpj as checkCnpjDigits } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { formatCnpj } from './cnpj-mask.js';
import { CPF_LENGTH, formatCpf, isValidCpf } from './cpf.js';
import { hasOnlyDigitsAnd, onlyDigits } from './digits.js';

// The mask in a module of its own, without the check digits' library: a page that only shows a
// CNPJ (the portal's footer) does not carry the validation.
export { CNPJ_LENGTH, CNPJ_MASK, CNPJ_PATTERN, formatCnpj } from './cnpj-mask.js';

/**
 * Valid when, ignoring `.` `/` `-` and whitespace, there are exactly 14 digits,
 * not all the same, with both check digits right. Letters make it invalid (the
 * library would accept an alphanumeric CNPJ); the length, the repeated digits
 * and the check digits are the library's own checks.
 */
export function isValidCnpj(value: string): boolean {
  return (
    typeof value === 'string' &&
    hasOnlyDigitsAnd(value, './-') &&
    checkCnpjDigits(onlyDigits(value))
  );
}

/**
 * The billing form's identity field: CPF mask up to 11 digits, CNPJ mask
 * as soon as there are more than 11.
 */
export function formatCpfOrCnpj(value: string): string {
  return onlyDigits(value).length > CPF_LENGTH ? formatCnpj(value) : formatCpf(value);
}

/** A valid CPF (11 digits) or a valid CNPJ (14 digits); each checks its own length and type. */
export function isValidCpfOrCnpj(value: string): boolean {
  return onlyDigits(value).length === CPF_LENGTH ? isValidCpf(value) : isValidCnpj(value);
}
