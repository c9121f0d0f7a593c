import { describe, expect, it } from '@jest/globals';
import { formatCnpj, formatCpfOrCnpj, isValidCnpj, isValidCpfOrCnpj } from './cnpj.js';

describe('isValidCnpj', () => {
  it('accepts real CNPJs, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
  });

  it('rejects wrong check digits, repeated digits, wrong length and letters', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-71')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('1122233300018a')).toBe(false);
    // a well-formed CNPJ with anything but separators around it
    expect(isValidCnpj('11.222.333/0001-81a')).toBe(false);
    expect(isValidCnpj('x11222333000181')).toBe(false);
    expect(isValidCnpj('11222333000181 ')).toBe(true);
    expect(isValidCnpj('52998224725')).toBe(false);
  });

  it('refuses what is not text (a number from a JSON body)', () => {
    expect(isValidCnpj(11222333000181 as unknown as string)).toBe(false);
    expect(isValidCpfOrCnpj(11222333000181 as unknown as string)).toBe(false);
    expect(isValidCpfOrCnpj(52998224725 as unknown as string)).toBe(false);
  });
});

describe('formatCnpj', () => {
  it('masks fully and progressively', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11222')).toBe('11.222');
    expect(formatCnpj('112223330')).toBe('11.222.333/0');
    expect(formatCnpj('1122233300018')).toBe('11.222.333/0001-8');
  });
});

describe('formatCpfOrCnpj', () => {
  it('uses the CPF mask up to 11 digits', () => {
    expect(formatCpfOrCnpj('5299822')).toBe('529.982.2');
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
  });

  it('switches to the CNPJ mask with more than 11 digits', () => {
    expect(formatCpfOrCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCpfOrCnpj('529.982.247-251')).toBe('52.998.224/7251');
    expect(formatCpfOrCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('isValidCpfOrCnpj', () => {
  it('validates by length', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('529.982.247-24')).toBe(false);
    expect(isValidCpfOrCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCpfOrCnpj('1122233300')).toBe(false);
    expect(isValidCpfOrCnpj('')).toBe(false);
  });
});
