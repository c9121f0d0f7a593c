import { describe, expect, it } from '@jest/globals';
import {
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  isValidEmail,
  normalizeEmail,
} from './email.js';

/** A valid address of exactly `total` characters with a 64-character local part. */
function addressOfLength(total: number): string {
  const local = 'a'.repeat(64);
  const fixed = `${'b'.repeat(63)}.${'c'.repeat(63)}.`;
  const last = total - local.length - 1 - fixed.length - '.com'.length;
  return `${local}@${fixed}${'d'.repeat(last)}.com`;
}

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('socio@clube.com.br')).toBe(true);
    expect(isValidEmail('maria.silva+reservas@exemplo.org')).toBe(true);
    expect(isValidEmail('a@b.co')).toBe(true);
  });

  it('enforces the 6-character minimum', () => {
    expect(EMAIL_MIN_LENGTH).toBe(6);
    expect('a@b.c').toHaveLength(5);
    expect(isValidEmail('a@b.c')).toBe(false);
  });

  it('accepts 254 characters and rejects 255', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const max = addressOfLength(254);
    const over = addressOfLength(255);
    expect(max).toHaveLength(254);
    expect(over).toHaveLength(255);
    expect(isValidEmail(max)).toBe(true);
    expect(isValidEmail(over)).toBe(false);
  });

  it('accepts a 64-character local part and rejects 65', () => {
    expect(EMAIL_LOCAL_MAX_LENGTH).toBe(64);
    expect(isValidEmail(`${'x'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'x'.repeat(65)}@example.com`)).toBe(false);
  });

  it('rejects malformed addresses', () => {
    for (const bad of [
      '',
      'socio',
      'socio@',
      '@clube.com',
      'socio@clube',
      'so cio@clube.com',
      'socio@@clube.com',
      'so@cio@clube.com',
      '.socio@clube.com',
      'socio.@clube.com',
      'so..cio@clube.com',
      'socio@-clube.com',
      'socio@clube-.com',
      'socio@clube..com',
      'socio@clube.c0m',
      ' socio@clube.com',
      'socio@clube.com ',
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Socio@Clube.COM ')).toBe('socio@clube.com');
  });
});
