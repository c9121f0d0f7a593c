import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, ErrorCode, isErrorCode } from './errors.js';

describe('ErrorCode', () => {
  it('gives every code once, in SCREAMING_SNAKE_CASE', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('keeps the codes integrators already read', () => {
    expect(ErrorCode.ValidationFailed).toBe('VALIDATION_FAILED');
    expect(ErrorCode.Unauthenticated).toBe('UNAUTHENTICATED');
    expect(ErrorCode.Forbidden).toBe('FORBIDDEN');
    expect(ErrorCode.InvalidId).toBe('INVALID_ID');
  });

  it('tells a known code from any other value', () => {
    expect(isErrorCode('DUPLICATE_CPF')).toBe(true);
    expect(isErrorCode('duplicate_cpf')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(isErrorCode(400)).toBe(false);
  });
});
