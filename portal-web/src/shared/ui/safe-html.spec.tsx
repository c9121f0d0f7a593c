import { beforeAll, describe, expect, it } from '@jest/globals';
import { RICH_TEXT_CASES } from '@clube/shared';
import { sanitizeHtml, sanitizerReady } from './safe-html';

describe('sanitizeHtml (DOMPurify by the shared rich-text policy)', () => {
  // jsdom has no HTML Sanitizer API: DOMPurify is loaded, as in such browsers.
  beforeAll(() => sanitizerReady());

  it.each(RICH_TEXT_CASES.map((c) => [c.name, c] as const))(
    'does what the API does: %s',
    (_name, c) => {
      const out = sanitizeHtml(c.html).toLowerCase();
      for (const kept of c.keeps) expect(out).toContain(kept.toLowerCase());
      for (const dropped of c.drops) expect(out).not.toContain(dropped.toLowerCase());
    },
  );

  it('renders nothing for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
