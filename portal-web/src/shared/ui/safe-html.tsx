import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import {
  isRichTextEmbedSrc,
  isRichTextImageSrc,
  RICH_TEXT_ALIGNABLE,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  TEXT_ALIGN_VALUE,
} from '@clube/shared';

/** A DOMPurify of its own, configured by the rich-text policy the API also saves by. */
const purifier = DOMPurify();
const LINK = new RegExp(
  `^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):|^[^a-z]|^[a-z0-9.+-]+(?:[^a-z0-9.+:-]|$)`,
  'i',
);

purifier.addHook('uponSanitizeElement', (node, data) => {
  const el = node as Element;
  if (data.tagName === 'img' && !isRichTextImageSrc(el.getAttribute('src') ?? '')) el.remove();
  if (data.tagName === 'iframe' && !isRichTextEmbedSrc(el.getAttribute('src') ?? '')) el.remove();
});

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (data.attrName === 'style') {
    const align = (node as HTMLElement).style?.textAlign;
    data.attrValue =
      RICH_TEXT_ALIGNABLE.includes(tag) && align && TEXT_ALIGN_VALUE.test(align)
        ? `text-align: ${align}`
        : '';
    data.keepAttr = data.attrValue !== '';
    return;
  }
  const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const a = node as HTMLAnchorElement;
  if (a.getAttribute('target') === '_blank') a.setAttribute('rel', 'noopener noreferrer');
  else {
    a.removeAttribute('target');
    a.removeAttribute('rel');
  }
});

const ALL_ATTRIBUTES = [...new Set([...Object.values(RICH_TEXT_ATTRIBUTES).flat(), 'style'])];

// Set once: a configuration passed to each sanitize() call is parsed again on every call
// (DOMPurify rebuilds its tag and attribute sets), which cost a phone tens of milliseconds
// per render of the footer.
purifier.setConfig({
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  ALLOWED_URI_REGEXP: LINK,
  ADD_ATTR: ['target'],
});

/**
 * Sanitizes rich text before it reaches the page by the same policy the API applies when it
 * saves (libs/shared rich-text-policy): a second line of defence, never a different rule.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html);
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** Renders rich text after the shared sanitizing policy; renders nothing when it is empty. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
