import { describe, expect, it } from '@jest/globals';
import { CPF_LENGTH, CPF_MASK, displayCpf, formatCpf, hideCpf, isValidCpf } from './cpf.js';

describe('isValidCpf', () => {
  it('accepts real CPFs, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf(' 111.444.777-35 ')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.444.777-36')).toBe(false);
  });

  it('rejects repeated digits even though their check digits add up', () => {
    for (let d = 0; d <= 9; d += 1) {
      expect(isValidCpf(String(d).repeat(11))).toBe(false);
    }
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('refuses what is not text (a number from a JSON body)', () => {
    expect(isValidCpf(52998224725 as unknown as string)).toBe(false);
  });

  it('rejects the wrong length', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('rejects letters and foreign symbols instead of ignoring them', () => {
    expect(isValidCpf('529.982.247-2a')).toBe(false);
    expect(isValidCpf('a52998224725')).toBe(false);
    expect(isValidCpf('529/982/247/25')).toBe(false);
    expect(isValidCpf('529.982.247/25')).toBe(false);
  });
});

describe('formatCpf', () => {
  it('masks a full CPF', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('masks partial input progressively', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
  });

  it('drops extra digits', () => {
    expect(formatCpf('529982247259')).toBe('529.982.247-25');
  });
});

describe('constants', () => {
  it('match the spec', () => {
    expect(CPF_LENGTH).toBe(11);
    expect(CPF_MASK).toBe('000.000.000-00');
  });
});

describe('hidden CPFs (lookups for staff who may not list associates, the gate)', () => {
  it('keep only the middle six digits', () => {
    expect(hideCpf('11144477735')).toBe('***.444.777-**');
    expect(hideCpf('111.444.777-35')).toBe('***.444.777-**');
    expect(hideCpf('1114447773')).toBeNull();
    expect(hideCpf(null)).toBeNull();
  });

  it('are shown as they came; whole ones get the mask', () => {
    expect(displayCpf('***.444.777-**')).toBe('***.444.777-**');
    expect(displayCpf('11144477735')).toBe('111.444.777-35');
  });
});
