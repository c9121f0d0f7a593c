import { describe, expect, it } from '@jest/globals';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordsMatch,
} from './password.js';

describe('passwordProblem', () => {
  it('accepts 8 to 20 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(20);
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('a'.repeat(20))).toBeNull();
  });

  it("gives the spec's minimum message below 8", () => {
    expect(passwordProblem('1234567')).toBe('Mínimo de 8 caracteres!');
    expect(passwordProblem('a')).toBe('Mínimo de 8 caracteres!');
  });

  it("gives the spec's maximum message above 20", () => {
    expect(passwordProblem('a'.repeat(21))).toBe('Máximo de 20 caracteres!');
  });

  it('gives the required message when empty', () => {
    expect(passwordProblem('')).toBe('Este campo não pode estar vazio!');
  });

  it('counts an emoji as one character', () => {
    // 11 emoji are 22 UTF-16 code units but 11 characters.
    expect(passwordProblem('🔒'.repeat(11))).toBeNull();
    expect(passwordProblem('🔒'.repeat(21))).toBe('Máximo de 20 caracteres!');
    // 4 emoji are 8 code units but only 4 characters.
    expect(passwordProblem('🔒'.repeat(4))).toBe('Mínimo de 8 caracteres!');
  });
});

describe('passwordsMatch', () => {
  it('compares exactly', () => {
    expect(passwordsMatch('segredo123', 'segredo123')).toBe(true);
    expect(passwordsMatch('segredo123', 'Segredo123')).toBe(false);
    expect(passwordsMatch('segredo123', 'segredo123 ')).toBe(false);
  });
});
