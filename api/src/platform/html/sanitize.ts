import sanitizeHtml from 'sanitize-html';

/** Hosts an embedded player may come from. */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
];

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'small',
  'mark',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'blockquote',
  'a',
  'img',
  'iframe',
  'figure',
  'figcaption',
];

const TEXT_ALIGN = [/^(left|right|center|justify)$/];
const ALIGNABLE = [
  'p',
  'div',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'td',
  'th',
  'blockquote',
  'figure',
];

/** Images: absolute http(s) or a file we serve ourselves. */
const SAFE_IMG_SRC = /^(https?:\/\/[^\s]+|\/api\/files\/[A-Za-z0-9._-]+)$/i;

function isEmbedSrc(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    ol: ['start', 'type'],
    col: ['span'],
    ...Object.fromEntries(
      ALIGNABLE.filter((t) => t !== 'td' && t !== 'th').map((t) => [t, ['style']]),
    ),
  },
  allowedStyles: Object.fromEntries(ALIGNABLE.map((t) => [t, { 'text-align': TEXT_ALIGN }])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
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
    (frame.tag === 'img' && !SAFE_IMG_SRC.test(frame.attribs['src'] ?? '')) ||
    (frame.tag === 'iframe' && !isEmbedSrc(frame.attribs['src'] ?? '')),
};

/**
 * Rich text from the back office, made safe to render: formatting, headings,
 * lists, tables, quotes, links (http/https/mailto/tel), images (http(s) or our
 * files) and players from YouTube/Vimeo only. No scripts, no event handlers, no
 * `javascript:` URLs; inline style limited to text-align. Empty markup gives ''.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (html === null || html === undefined) return '';
  const clean = sanitizeHtml(String(html), OPTIONS).trim();
  // An editor's empty paragraph is no content.
  return /^(<p>(\s|&nbsp;|<br \/>)*<\/p>)*$/.test(clean) ? '' : clean;
}
