import { isValidCpf as checkCpfDigits } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { applyMask, hasOnlyDigitsAnd, onlyDigits } from './digits.js';

export const CPF_LENGTH = 11;
/** Display pattern (`#` = digit). */
export const CPF_PATTERN = '###.###.###-##';
/** The same pattern in IMask syntax (`0` = digit), for masked inputs. */
export const CPF_MASK = '000.000.000-00';

/**
 * A CPF is valid when, ignoring the mask characters `.` `-` and whitespace, it
 * has exactly 11 digits, they are not all the same digit (111.111.111-11) and
 * both check digits are right. Letters or other symbols make it invalid (here:
 * the library would read `529/982/247-25`); the length, the repeated digits and
 * the check digits are the library's own checks.
 */
export function isValidCpf(value: string): boolean {
  return (
    typeof value === 'string' && hasOnlyDigitsAnd(value, '.-') && checkCpfDigits(onlyDigits(value))
  );
}

/** Masks the digits of `value` as ###.###.###-##, progressively (partial input works). */
export function formatCpf(value: string): string {
  return applyMask(value, CPF_PATTERN);
}

/** '***.456.789-**': the middle six digits of a CPF, the rest hidden (null when not a CPF). */
export function hideCpf(cpf: string | null | undefined): string | null {
  const digits = onlyDigits(cpf);
  return digits.length === CPF_LENGTH ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : null;
}

/** A CPF for reading: masked when it is digits, as it came when the API hid part of it. */
export function displayCpf(cpf: string): string {
  return cpf.includes('*') ? cpf : formatCpf(cpf);
}
