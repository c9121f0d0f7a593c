/**
 * Digit helpers and a small progressive mask used by every Brazilian document
 * and phone formatter in this library.
 */

/** Keeps only the ASCII digits 0-9 of `value`; `null`/`undefined` give `''`. */
export function onlyDigits(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[^0-9]/g, '');
}

/**
 * Applies a `#` pattern (each `#` is one digit, anything else is a literal) to
 * the digits of `value`, progressively: a partial input gets only the literals
 * that come before its last digit, extra digits are dropped.
 *
 * applyMask('5299', '###.###.###-##') === '529.9'
 * applyMask('1', '(##) ####-####') === '(1'
 */
export function applyMask(value: string | null | undefined, pattern: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '#') {
      out += digits[next];
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

/**
 * True when `value` holds nothing but digits and the given separator
 * characters (mask punctuation and whitespace). Used to reject letters in
 * documents such as CPF, CNPJ and CEP instead of silently dropping them.
 */
export function hasOnlyDigitsAnd(value: string, separators: string): boolean {
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') continue;
    if (separators.includes(ch) || /\s/.test(ch)) continue;
    return false;
  }
  return true;
}
