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
 * The shared rich-text policy applied by DOMPurify: what safe-html.tsx loads (a chunk of its
 * own) where the browser has no HTML Sanitizer API, and what the component tests run.
 */
export function sanitizeWithDompurify(html: string): string {
  return purifier.sanitize(html);
}
