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
 * not all the same, with both check digits right.
 */
export function isValidCnpj(value: string): boolean {
  if (typeof value !== 'string' || !hasOnlyDigitsAnd(value, './-')) return false;
  const digits = onlyDigits(value);
  if (digits.length !== CNPJ_LENGTH) return false;
  if (/^(\d)\1*$/.test(digits)) return false;
  return checkCnpjDigits(digits);
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

/** A valid CPF (11 digits) or a valid CNPJ (14 digits). */
export function isValidCpfOrCnpj(value: string): boolean {
  if (typeof value !== 'string') return false;
  const length = onlyDigits(value).length;
  if (length === CPF_LENGTH) return isValidCpf(value);
  if (length === CNPJ_LENGTH) return isValidCnpj(value);
  return false;
}
