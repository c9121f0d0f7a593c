import { applyMask } from './digits.js';

/**
 * Numeric CNPJ only (14 digits). The alphanumeric CNPJ the Receita Federal
 * issues from July 2026 is not accepted here: the billing form switches masks
 * by digit count, and the payment identity is typed as digits.
 */
export const CNPJ_LENGTH = 14;
export const CNPJ_PATTERN = '##.###.###/####-##';
/** IMask syntax. */
export const CNPJ_MASK = '00.000.000/0000-00';

/** Masks as ##.###.###/####-##, progressively. */
export function formatCnpj(value: string): string {
  return applyMask(value, CNPJ_PATTERN);
}
