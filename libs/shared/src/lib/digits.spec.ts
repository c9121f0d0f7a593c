import { describe, expect, it } from '@jest/globals';
import { applyMask, hasOnlyDigitsAnd, onlyDigits } from './digits.js';

describe('onlyDigits', () => {
  it('keeps only the digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 9 8765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });

  it('treats null and undefined as empty', () => {
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });

  it('drops non-ASCII digits too', () => {
    expect(onlyDigits('١٢3')).toBe('3');
  });
});

describe('applyMask', () => {
  it('masks progressively without trailing literals', () => {
    expect(applyMask('', '###.###')).toBe('');
    expect(applyMask('5', '###.###')).toBe('5');
    expect(applyMask('529', '###.###')).toBe('529');
    expect(applyMask('5299', '###.###')).toBe('529.9');
  });

  it('emits leading literals once a digit exists', () => {
    expect(applyMask('1', '(##) ####-####')).toBe('(1');
    expect(applyMask('113', '(##) ####-####')).toBe('(11) 3');
  });

  it('drops digits beyond the pattern and ignores non-digits', () => {
    expect(applyMask('12a3456', '##-##')).toBe('12-34');
  });
});

describe('hasOnlyDigitsAnd', () => {
  it('accepts digits, the given separators and whitespace only', () => {
    expect(hasOnlyDigitsAnd('12.3-4 5', '.-')).toBe(true);
    expect(hasOnlyDigitsAnd('12/3', '.-')).toBe(false);
    expect(hasOnlyDigitsAnd('12a', '.-')).toBe(false);
  });
});
