import { describe, expect, it } from '@jest/globals';
import { centsToReais, formatCents, parseMoneyToCents, reaisToCents } from './money.js';

describe('formatCents', () => {
  it('formats with a plain space after R$', () => {
    expect(formatCents(0)).toBe('R$ 0,00');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(50)).toBe('R$ 0,50');
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(123456)).not.toContain('\u00a0');
  });

  it('groups millions', () => {
    expect(formatCents(123456789)).toBe('R$ 1.234.567,89');
    expect(formatCents(100000000)).toBe('R$ 1.000.000,00');
  });

  it('handles negative values', () => {
    expect(formatCents(-123456)).toBe('-R$ 1.234,56');
    expect(formatCents(-5)).toBe('-R$ 0,05');
    expect(formatCents(-0)).toBe('R$ 0,00');
  });

  it("matches Intl's pt-BR output apart from the space", () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    for (const cents of [0, 5, 99, 100, 123456, 123456789, -123456]) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100).replace(/\s/g, ' '));
    }
  });

  it('rounds fractional cents and rejects non-numbers', () => {
    expect(formatCents(99.6)).toBe('R$ 1,00');
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(
      new RangeError('formatCents: not a number of cents: NaN'),
    );
  });
});

describe('parseMoneyToCents', () => {
  it('reads the Brazilian format', () => {
    expect(parseMoneyToCents('1.234,56')).toBe(123456);
    expect(parseMoneyToCents('1234,56')).toBe(123456);
    expect(parseMoneyToCents('1234,5')).toBe(123450);
    expect(parseMoneyToCents('0,05')).toBe(5);
    expect(parseMoneyToCents(',5')).toBe(50);
    expect(parseMoneyToCents('1.234.567,89')).toBe(123456789);
    expect(parseMoneyToCents('1.234')).toBe(123400);
    expect(parseMoneyToCents('15')).toBe(1500);
  });

  it('groups thousands in threes after a first group of one to three digits', () => {
    expect(parseMoneyToCents('12.345,67')).toBe(1234567);
    expect(parseMoneyToCents('123.456,78')).toBe(12345678);
    expect(parseMoneyToCents('12.345')).toBe(1234500);
    // not R$ 12.345,00: a group of four is no thousands grouping
    expect(parseMoneyToCents('1.2345')).toBeNull();
    expect(parseMoneyToCents('1.2345,00')).toBeNull();
    expect(parseMoneyToCents('1234.567,00')).toBeNull();
  });

  it('refuses an amount too large to count in cents exactly', () => {
    // 2^53 cents: beyond Number.MAX_SAFE_INTEGER, so it could not be stored without rounding
    expect(parseMoneyToCents('90.071.992.547.409,92')).toBeNull();
    expect(parseMoneyToCents('90.071.992.547.409,91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('accepts the R$ prefix, plain or non-breaking spaces', () => {
    expect(parseMoneyToCents('R$ 1.234,56')).toBe(123456);
    expect(parseMoneyToCents('R$\u00a01.234,56')).toBe(123456);
    expect(parseMoneyToCents('r$10')).toBe(1000);
  });

  it('reads a decimal point when it cannot be a thousands separator', () => {
    expect(parseMoneyToCents('1234.56')).toBe(123456);
    expect(parseMoneyToCents('12.5')).toBe(1250);
  });

  it('reads negative amounts', () => {
    expect(parseMoneyToCents('-1.234,56')).toBe(-123456);
    expect(parseMoneyToCents('-R$ 1.234,56')).toBe(-123456);
    expect(parseMoneyToCents('R$ -10,00')).toBe(-1000);
    expect(parseMoneyToCents('-0,00')).toBe(0);
  });

  it('round-trips formatCents', () => {
    for (const cents of [0, 5, 123456, 123456789, -987]) {
      expect(parseMoneyToCents(formatCents(cents))).toBe(cents);
    }
  });

  it('gives null for anything that is not an amount', () => {
    for (const bad of [
      '',
      '   ',
      'R$',
      'abc',
      '1,234',
      '1,2,3',
      '12.34.56',
      '1.23.456,00',
      '1234.567',
      '10 reais',
      '--5',
      '1e3',
    ]) {
      expect(parseMoneyToCents(bad)).toBeNull();
    }
    // Not text at all (a number where a typed amount was expected).
    expect(parseMoneyToCents(1234 as unknown as string)).toBeNull();
  });
});

describe('reais conversions', () => {
  it('converts both ways without floating-point drift', () => {
    expect(centsToReais(123456)).toBe(1234.56);
    expect(reaisToCents(1234.56)).toBe(123456);
    expect(reaisToCents(0.29)).toBe(29);
    expect(reaisToCents(1.005)).toBe(101);
    expect(reaisToCents(-12.34)).toBe(-1234);
  });
});
