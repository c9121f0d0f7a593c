import { describe, expect, it } from '@jest/globals';
import { detectCardBrand } from './card-brand.js';

describe('detectCardBrand', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Master'],
    ['2221000000000009', 'Master'],
    ['378282246310005', 'Amex'],
    ['6362970000457013', 'Elo'],
    ['6062825624254001', 'Hipercard'],
    ['30569309025904', 'Diners'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'Jcb'],
    ['5078601870000127985', 'Aura'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('reads masked numbers', () => {
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('Visa');
    expect(detectCardBrand('5555-5555-5555-4444')).toBe('Master');
  });

  it('lets Elo win over Visa and Master where their ranges overlap', () => {
    expect(detectCardBrand('4011780000000000')).toBe('Elo');
    expect(detectCardBrand('4389350000000000')).toBe('Elo');
    expect(detectCardBrand('4576310000000000')).toBe('Elo');
    expect(detectCardBrand('5041750000000000')).toBe('Elo');
    expect(detectCardBrand('5067000000000000')).toBe('Elo');
    expect(detectCardBrand('5090000000000000')).toBe('Elo');
  });

  it('gives Aura to other numbers starting with 50', () => {
    expect(detectCardBrand('50')).toBe('Aura');
    expect(detectCardBrand('5078')).toBe('Aura');
  });

  it('works on partial input', () => {
    expect(detectCardBrand('4')).toBe('Visa');
    expect(detectCardBrand('51')).toBe('Master');
    expect(detectCardBrand('34')).toBe('Amex');
  });

  it('says Brand not found otherwise', () => {
    expect(detectCardBrand('')).toBe('Brand not found');
    expect(detectCardBrand('abc')).toBe('Brand not found');
    expect(detectCardBrand('9999999999999999')).toBe('Brand not found');
    // Maestro and Hiper are outside the spec's list.
    expect(detectCardBrand('6759649826438453')).toBe('Brand not found');
    expect(detectCardBrand('6370950000000005')).toBe('Brand not found');
  });
});
