import { isValidCnpj as checkCnpjDigits } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { CPF_LENGTH, formatCpf, isValidCpf } from './cpf.js';
import { applyMask, hasOnlyDigitsAnd, onlyDigits } from './digits.js';

/**
 * Numeric CNPJ only (14 digits). The alphanumeric CNPJ the Receita Federal
 * issues from July 2026 is not accepted here: the billing form switches masks
 * by digit count, and the payment identity is typed as digits.
 */
export const CNPJ_LENGTH = 14;
export const CNPJ_PATTERN = '##.###.###/####-##';
/** IMask syntax. */
export const CNPJ_MASK = '00.000.000/0000-00';

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

/** Masks as ##.###.###/####-##, progressively. */
export function formatCnpj(value: string): string {
  return applyMask(value, CNPJ_PATTERN);
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
