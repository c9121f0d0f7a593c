import { describe, expect, it } from '@jest/globals';
import { SLUG_MAX_LENGTH, slugify } from './slug.js';

describe('slugify', () => {
  it('drops accents and punctuation, keeps letters and digits joined by hyphens', () => {
    expect(slugify('Festa Junina: Programação 2026!')).toBe('festa-junina-programacao-2026');
    expect(slugify('  Ação   Solidária -- Inverno ')).toBe('acao-solidaria-inverno');
    expect(slugify('!!!')).toBe('');
  });

  it('never ends in a hyphen after cutting to the longest length', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});
