import { useMemo, useSyncExternalStore } from 'react';
import {
  isRichTextEmbedSrc,
  isRichTextImageSrc,
  RICH_TEXT_ALIGNABLE,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  TEXT_ALIGN_VALUE,
} from '@clube/shared';

type Sanitize = (html: string) => string;

/** What a link or a source may start with (DOMPurify's ALLOWED_URI_REGEXP of the same policy). */
const LINK = new RegExp(
  `^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):|^[^a-z]|^[a-z0-9.+-]+(?:[^a-z0-9.+:-]|$)`,
  'i',
);
/** DOMPurify's ATTR_WHITESPACE: ignored when a URL is checked. */
// eslint-disable-next-line no-control-regex -- control characters are what it strips
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * The browser's own HTML Sanitizer (`setHTMLUnsafe` with a `Sanitizer` of the shared policy's
 * tags and attributes), then the policy's value checks the allow-lists cannot say (the sources
 * of images and players, link schemes, `text-align` only, `rel` of a new tab): the same rule
 * as sanitize-dompurify.ts, without shipping DOMPurify to the browsers that have it. Null where
 * the browser lacks the API (and under Jest's jsdom).
 */
function nativeSanitizer(): Sanitize | null {
  if (
    typeof document === 'undefined' ||
    typeof globalThis.Sanitizer !== 'function' ||
    typeof Element.prototype.setHTMLUnsafe !== 'function'
  ) {
    return null;
  }
  let sanitizer: Sanitizer;
  try {
    sanitizer = new Sanitizer({
      elements: RICH_TEXT_TAGS.map((name) => ({
        name,
        attributes: [
          ...(RICH_TEXT_ATTRIBUTES[name] ?? []),
          ...(RICH_TEXT_ALIGNABLE.includes(name) ? ['style'] : []),
        ],
      })),
      attributes: [],
      comments: false,
      dataAttributes: false,
    });
  } catch {
    return null;
  }
  // An inert document: nothing parsed into it loads or runs.
  const inert = document.implementation.createHTMLDocument('');
  const setHtml = Element.prototype.setHTMLUnsafe as (
    this: Element,
    html: string,
    options: { sanitizer: Sanitizer },
  ) => void;
  return (html) => {
    const box = inert.createElement('div');
    setHtml.call(box, html, { sanitizer });
    for (const el of Array.from(box.querySelectorAll('*'))) {
      const tag = el.localName;
      const src = el.getAttribute('src') ?? '';
      if (tag === 'img' && !isRichTextImageSrc(src)) {
        el.remove();
        continue;
      }
      if (tag === 'iframe' && !isRichTextEmbedSrc(src)) {
        el.remove();
        continue;
      }
      for (const name of ['href', 'src']) {
        const value = el.getAttribute(name);
        if (value !== null && !LINK.test(value.replace(URL_WHITESPACE, ''))) {
          el.removeAttribute(name);
        }
      }
      if (el.hasAttribute('style')) {
        const align = (el as HTMLElement).style.textAlign;
        if (align && TEXT_ALIGN_VALUE.test(align)) el.setAttribute('style', `text-align: ${align}`);
        else el.removeAttribute('style');
      }
      if (tag === 'a') {
        if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
        else {
          el.removeAttribute('target');
          el.removeAttribute('rel');
        }
      }
    }
    return box.innerHTML;
  };
}

let sanitize: Sanitize | null = nativeSanitizer();
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Resolves when rich text can be sanitized: at once with the browser's sanitizer; otherwise
 * once DOMPurify (a chunk of its own) has loaded. main.tsx waits for it before the first paint,
 * so the footer's hours and a page's text show in the first frame as before.
 */
export function sanitizerReady(): Promise<void> {
  if (sanitize) return Promise.resolve();
  loading ??= import('./sanitize-dompurify').then((module) => {
    sanitize = module.sanitizeWithDompurify;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void sanitizerReady();
  return () => listeners.delete(listener);
}

/**
 * Sanitizes rich text before it reaches the page by the same policy the API applies when it
 * saves (libs/shared rich-text-policy): a second line of defence, never a different rule.
 * Empty until the sanitizer is there (see sanitizerReady).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || !sanitize) return '';
  return sanitize(html);
}

/** `sanitizeHtml(html)`, rendered again once the sanitizer has loaded. */
export function useSanitizedHtml(html: string | null | undefined): string {
  const ready = useSyncExternalStore(subscribe, () => sanitize !== null);
  return useMemo(() => (ready ? sanitizeHtml(html) : ''), [ready, html]);
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** Renders rich text after the shared sanitizing policy; renders nothing when it is empty. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useSanitizedHtml(html);
  if (!clean.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
