import { describe, expect, it } from '@jest/globals';
import { CEP_MASK, formatCep, isValidCep } from './cep.js';

describe('formatCep', () => {
  it('uses the ##.###-### mask, progressively', () => {
    expect(formatCep('01310100')).toBe('01.310-100');
    expect(formatCep('01310-100')).toBe('01.310-100');
    expect(formatCep('01')).toBe('01');
    expect(formatCep('013')).toBe('01.3');
    expect(formatCep('013101')).toBe('01.310-1');
    expect(formatCep('013101009')).toBe('01.310-100');
    expect(CEP_MASK).toBe('00.000-000');
  });
});

describe('isValidCep', () => {
  it('needs exactly 8 digits', () => {
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('01.310-100')).toBe(true);
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('013101000')).toBe(false);
    expect(isValidCep('0131010a')).toBe(false);
    expect(isValidCep('')).toBe(false);
  });
});
