import { describe, expect, it } from '@jest/globals';
import { ACCESS_CODE_LIMIT, isValidAccessCode, MAX_DEPENDENTS, TABLE_PAGE_SIZE } from './limits.js';

describe('limits', () => {
  it('match the specs', () => {
    expect(TABLE_PAGE_SIZE).toBe(10);
    expect(MAX_DEPENDENTS).toBe(3);
    expect(ACCESS_CODE_LIMIT).toBe(2147483647);
  });

  it('isValidAccessCode: numeric, at least 4 digits, below 2147483647', () => {
    expect(isValidAccessCode('1234')).toBe(true);
    expect(isValidAccessCode('0042')).toBe(true);
    expect(isValidAccessCode('2147483646')).toBe(true);
    expect(isValidAccessCode('123')).toBe(false);
    expect(isValidAccessCode('2147483647')).toBe(false);
    expect(isValidAccessCode('12a4')).toBe(false);
    expect(isValidAccessCode('')).toBe(false);
  });
});
