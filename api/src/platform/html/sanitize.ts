import sanitizeHtml from 'sanitize-html';
import {
  EMBED_HOSTS,
  isRichTextEmbedSrc,
  isRichTextImageSrc,
  RICH_TEXT_ALIGNABLE,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  TEXT_ALIGN_VALUE,
} from '@clube/shared';

const TEXT_ALIGN = [TEXT_ALIGN_VALUE];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    [...new Set([...Object.keys(RICH_TEXT_ATTRIBUTES), ...RICH_TEXT_ALIGNABLE])].map((tag) => [
      tag,
      [
        ...(RICH_TEXT_ATTRIBUTES[tag] ?? []),
        ...(RICH_TEXT_ALIGNABLE.includes(tag) ? ['style'] : []),
      ],
    ]),
  ),
  allowedStyles: Object.fromEntries(
    RICH_TEXT_ALIGNABLE.map((t) => [t, { 'text-align': TEXT_ALIGN }]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  disallowedTagsMode: 'discard',
  // script/style contents are dropped along with the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out['target'] === '_blank') out['rel'] = 'noopener noreferrer';
      else {
        delete out['target'];
        delete out['rel'];
      }
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isRichTextImageSrc(frame.attribs['src'] ?? '')) ||
    (frame.tag === 'iframe' && !isRichTextEmbedSrc(frame.attribs['src'] ?? '')),
};

/**
 * Rich text from the back office, made safe to render by the shared policy
 * (libs/shared rich-text-policy, which the portal's DOMPurify also follows): formatting,
 * headings, lists, tables, quotes, links (http/https/mailto/tel), images (https by host
 * name, or our files) and players from YouTube/Vimeo only. No scripts, no event handlers, no
 * `javascript:` URLs; inline style limited to text-align. Empty markup gives ''.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (html === null || html === undefined) return '';
  const clean = sanitizeHtml(String(html), OPTIONS).trim();
  // An editor's empty paragraph is no content.
  return /^(<p>(\s|&nbsp;|<br \/>)*<\/p>)*$/.test(clean) ? '' : clean;
}
