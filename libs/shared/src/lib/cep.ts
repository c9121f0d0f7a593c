import { applyMask, hasOnlyDigitsAnd, onlyDigits } from './digits.js';

export const CEP_LENGTH = 8;
/** The admin spec's zipcode mask. */
export const CEP_PATTERN = '##.###-###';
/** IMask syntax. */
export const CEP_MASK = '00.000-000';

/** Masks as ##.###-###, progressively. */
export function formatCep(value: string): string {
  return applyMask(value, CEP_PATTERN);
}

/** 8 digits, masked (01.310-100 or 01310-100) or not; letters make it invalid. */
export function isValidCep(value: string): boolean {
  if (typeof value !== 'string' || !hasOnlyDigitsAnd(value, '.-')) return false;
  return onlyDigits(value).length === CEP_LENGTH;
}
