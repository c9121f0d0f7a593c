import creditCardType from 'credit-card-type';
import { onlyDigits } from './digits.js';

/** The brand names the payment payload carries, as the spec writes them. */
export const CARD_BRANDS = [
  'Visa',
  'Master',
  'Diners',
  'Amex',
  'Discover',
  'Hipercard',
  'Elo',
  'Jcb',
  'Aura',
] as const;
export type CardBrandName = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_NOT_FOUND = 'Brand not found';
export type CardBrand = CardBrandName | typeof CARD_BRAND_NOT_FOUND;

const FROM_LIBRARY: Readonly<Record<string, CardBrandName>> = {
  visa: 'Visa',
  mastercard: 'Master',
  'american-express': 'Amex',
  'diners-club': 'Diners',
  discover: 'Discover',
  jcb: 'Jcb',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

/**
 * The brand of a (possibly partial, possibly masked) card number.
 *
 * credit-card-type ranks its candidates: a more specific prefix has a higher
 * match strength, which is how Elo (e.g. 4011 78, 5067, 6362 97) and Hipercard
 * (6062 82) win over Visa and Master where their ranges overlap. Aura, which
 * the library lacks, is any number starting with 50 that is not Elo. Brands
 * outside the spec's list (Maestro, Hiper, UnionPay, Mir, ...) give
 * 'Brand not found'.
 */
export function detectCardBrand(number: string): CardBrand {
  const digits = onlyDigits(number);
  if (digits === '') return CARD_BRAND_NOT_FOUND;
  const candidates = creditCardType(digits);
  const strongest = [...candidates].sort((a, b) => (b.matchStrength ?? 0) - (a.matchStrength ?? 0));
  if (digits.startsWith('50')) {
    const elo = candidates.find((c) => c.type === 'elo' && c.matchStrength !== undefined);
    return elo ? 'Elo' : 'Aura';
  }
  const best = strongest[0];
  // A number that already matches a brand outside our list (Maestro 6759,
  // Hiper 637095, ...) must not fall through to a weaker partial candidate.
  if (best?.matchStrength !== undefined) return FROM_LIBRARY[best.type] ?? CARD_BRAND_NOT_FOUND;
  for (const candidate of strongest) {
    const brand = FROM_LIBRARY[candidate.type];
    if (brand) return brand;
  }
  return CARD_BRAND_NOT_FOUND;
}

/**
 * A card's expiry 'MM/YYYY' not before the current month (a card is valid through its expiry
 * month). The checkout form and the API's payment payload both ask this.
 */
export function cardExpiryNotPast(expiry: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(expiry);
  if (!m) return false;
  return Number(m[2]) * 12 + Number(m[1]) >= now.getFullYear() * 12 + now.getMonth() + 1;
}
