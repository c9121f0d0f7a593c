import { describe, expect, it } from '@jest/globals';
import { RICH_TEXT_CASES } from '@clube/shared';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps formatting, headings, lists, tables, quotes and text alignment', () => {
    const html =
      '<h2>Título</h2><p style="text-align:center">Olá <strong>sócio</strong> <em>querido</em></p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote>' +
      '<table><thead><tr><th>Dia</th></tr></thead><tbody><tr><td>Sábado</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts with their content and every event handler', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">oi</p><script>alert("x")</script><img src="https://x.test/a.jpg" onerror="alert(2)"><svg onload="alert(3)"></svg>',
    );
    expect(out).toBe('<p>oi</p><img src="https://x.test/a.jpg" />');
    expect(out).not.toMatch(/alert|onerror|onclick|script|svg/i);
  });

  it('refuses javascript: and data: URLs on links and images', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('keeps http, mailto and tel links; _blank links get rel="noopener noreferrer"', () => {
    expect(
      sanitizeRichText('<a href="https://clube.test" target="_blank" rel="opener">site</a>'),
    ).toBe('<a href="https://clube.test" target="_blank" rel="noopener noreferrer">site</a>');
    expect(
      sanitizeRichText('<a href="mailto:a@b.test">e-mail</a> <a href="tel:+551133334444">tel</a>'),
    ).toBe('<a href="mailto:a@b.test">e-mail</a> <a href="tel:+551133334444">tel</a>');
  });

  it('keeps images from https sites or our own files', () => {
    expect(sanitizeRichText('<img src="/api/files/abc.jpg" alt="piscina">')).toBe(
      '<img src="/api/files/abc.jpg" alt="piscina" />',
    );
    expect(sanitizeRichText('<img src="/etc/passwd">')).toBe('');
    expect(sanitizeRichText('<img src="http://cdn.example.com/a.jpg">')).toBe('');
    expect(sanitizeRichText('<img src="http://127.0.0.1:3000/api/users">')).toBe('');
    expect(sanitizeRichText('<img src="https://192.168.0.1/a.jpg">')).toBe('');
  });

  it.each(RICH_TEXT_CASES.map((c) => [c.name, c] as const))(
    'follows the shared policy (the portal renders by it too): %s',
    (_name, c) => {
      const out = sanitizeRichText(c.html).toLowerCase();
      for (const kept of c.keeps) expect(out).toContain(kept.toLowerCase());
      for (const dropped of c.drops) expect(out).not.toContain(dropped.toLowerCase());
    },
  );

  it('allows players from YouTube and Vimeo only', () => {
    const yt = '<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen></iframe>';
    expect(sanitizeRichText(yt)).toContain('src="https://www.youtube.com/embed/abc123"');
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain(
      'player.vimeo.com',
    );
    expect(sanitizeRichText('<iframe src="https://evil.test/embed"></iframe>')).toBe('');
    expect(sanitizeRichText('<iframe src="https://youtube.com.evil.test/x"></iframe>')).toBe('');
    expect(sanitizeRichText('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });

  it('limits inline style to text-align', () => {
    expect(
      sanitizeRichText(
        '<p style="text-align:right;background:url(javascript:alert(1));position:fixed">x</p>',
      ),
    ).toBe('<p style="text-align:right">x</p>');
  });

  it('treats an empty editor as no content', () => {
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });
});
