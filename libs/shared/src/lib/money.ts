/**
 * Money is integer cents everywhere (database, API); screens show
 * `R$ 1.234,56` with a plain space after `R$`.
 */

/**
 * Formats integer cents as `R$ 1.234,56` (negative: `-R$ 1.234,56`, as Intl's
 * pt-BR currency format does, but with a plain space instead of Intl's
 * non-breaking one). Non-integer input is rounded to the nearest cent; a
 * non-finite number throws a RangeError.
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatCents: not a number of cents: ${cents}`);
  const rounded = Math.round(cents);
  const negative = rounded < 0;
  const abs = Math.abs(rounded);
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}R$ ${reais},${centavos}`;
}

/** Reais as a number (for display widgets that need one): 123456 → 1234.56. */
export function centsToReais(cents: number): number {
  return cents / 100;
}

/** Reais to integer cents, rounded to the nearest cent: 12.345 → 1235 (floating-point safe for 2 decimals). */
export function reaisToCents(reais: number): number {
  return Math.round(Number((reais * 100).toFixed(6)));
}

const THOUSANDS = /^\d{1,3}(\.\d{3})+$/;

/**
 * Parses an amount typed by a person into integer cents, or null when it is
 * not an amount.
 *
 * - An optional `R$` (any spacing) and an optional minus sign before or after it.
 * - Brazilian format first: `,` is the decimal separator and `.` groups
 *   thousands: `1.234,56` → 123456, `1234,5` → 123450, `1.234` → 123400.
 * - Without a comma, a single `.` followed by one or two digits that is not a
 *   valid thousands grouping is read as a decimal point (machine format):
 *   `1234.56` → 123456, `12.5` → 1250. `1.234` stays one thousand two hundred
 *   and thirty-four reais.
 * - More than two decimals, misplaced separators, letters or an empty text
 *   give null (no silent rounding).
 */
export function parseMoneyToCents(text: string): number | null {
  if (typeof text !== 'string') return null;
  let s = text.replace(/[\s\u00a0\u202f]+/g, '');
  let negative = false;
  if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1);
  }
  if (s.toUpperCase().startsWith('R$')) s = s.slice(2);
  if (s.startsWith('-') && !negative) {
    negative = true;
    s = s.slice(1);
  }
  if (s === '') return null;

  let integer: string;
  let fraction = '';
  const comma = s.indexOf(',');
  if (comma >= 0) {
    integer = s.slice(0, comma);
    fraction = s.slice(comma + 1);
    if (!/^\d{1,2}$/.test(fraction)) return null;
    if (integer === '') integer = '0';
  } else if (/^\d+\.\d{1,2}$/.test(s) && !THOUSANDS.test(s)) {
    [integer, fraction] = s.split('.') as [string, string];
  } else {
    integer = s;
  }
  if (THOUSANDS.test(integer)) integer = integer.replace(/\./g, '');
  if (!/^\d+$/.test(integer)) return null;

  const cents = Number(integer) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
