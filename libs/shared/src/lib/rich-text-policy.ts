/**
 * The one policy for rich text (HTML written in the back office's editor): what the API keeps
 * when it saves (sanitize-html) and what the portal keeps when it renders (DOMPurify). Both
 * sanitizers are configured from here, and RICH_TEXT_CASES checks them against each other.
 */

/** Hosts an embedded player may come from (https only). */
export const EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
];

/** Tags that may carry `style`, limited to text-align. */
export const RICH_TEXT_ALIGNABLE: readonly string[] = [
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

export const RICH_TEXT_TAGS: readonly string[] = [
  ...['p', 'br', 'hr', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'strike'],
  ...['sub', 'sup', 'small', 'mark', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
  ...['colgroup', 'col', 'blockquote', 'a', 'img', 'iframe', 'figure', 'figcaption'],
];

/** Attributes each tag may keep (besides `style` on RICH_TEXT_ALIGNABLE). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'type'],
  col: ['span'],
};

/** Schemes a link may use. */
export const RICH_TEXT_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** The only inline style kept: `text-align` with one of these values. */
export const TEXT_ALIGN_VALUE = /^(left|right|center|justify)$/;

const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * An image may come from a file the API serves (`/api/files/<name>`) or from another site
 * over https by its name: never plain http (mixed content, tracking), never an address
 * literal or localhost (a page must not make the reader's browser call into their network).
 */
export function isRichTextImageSrc(src: string): boolean {
  if (/^\/api\/files\/[A-Za-z0-9._-]+(\?w=\d+)?$/.test(src)) return true;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    !IP_LITERAL.test(host) &&
    host !== 'localhost' &&
    !host.endsWith('.localhost') &&
    host.includes('.') &&
    url.username === '' &&
    url.password === ''
  );
}

/** A player embedded from one of EMBED_HOSTS over https. */
export function isRichTextEmbedSrc(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * What both sanitizers must do with each input: every `keeps` text stays in the output and
 * no `drops` text does (compared case-insensitively).
 */
export const RICH_TEXT_CASES: readonly {
  name: string;
  html: string;
  keeps: readonly string[];
  drops: readonly string[];
}[] = [
  {
    name: 'formatting, headings, lists, tables',
    html: '<h2>Título</h2><p><strong>a</strong> <em>b</em> <u>c</u></p><ul><li>x</li></ul><table><tbody><tr><td colspan="2">t</td></tr></tbody></table>',
    keeps: ['<h2>título</h2>', '<strong>a</strong>', '<li>x</li>', 'colspan="2"'],
    drops: [],
  },
  {
    name: 'a YouTube player',
    html: '<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen="true"></iframe>',
    keeps: ['<iframe', 'https://www.youtube.com/embed/abc123'],
    drops: [],
  },
  {
    name: 'a player from another host, or over http',
    html: '<iframe src="https://evil.example.com/embed"></iframe><iframe src="http://www.youtube.com/embed/x"></iframe>',
    keeps: [],
    drops: ['<iframe', 'evil.example.com'],
  },
  {
    name: 'scripts and handlers',
    html: '<p onclick="alert(1)">ok</p><script>alert(2)</script><img src="https://cdn.example.com/a.jpg" onerror="alert(3)">',
    keeps: ['<p>ok</p>', 'https://cdn.example.com/a.jpg'],
    drops: ['onclick', '<script', 'alert(2)', 'onerror'],
  },
  {
    name: 'javascript: and data: links',
    html: '<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><a href="https://clube.test/p">z</a>',
    keeps: ['href="https://clube.test/p"'],
    drops: ['javascript:', 'data:'],
  },
  {
    name: 'images over http, from localhost or an address',
    html: '<img src="http://cdn.example.com/a.jpg"><img src="https://127.0.0.1/x.png"><img src="http://127.0.0.1:3000/api/users"><img src="https://localhost/x.png"><img src="https://[::1]/x.png">',
    keeps: [],
    drops: ['<img', '127.0.0.1', 'localhost', '::1'],
  },
  {
    name: 'an image the API serves',
    html: '<img src="/api/files/0b5c7d2e-1f3a-4b6c-9d8e-7f6a5b4c3d2e.jpg" alt="Foto">',
    keeps: ['/api/files/0b5c7d2e-1f3a-4b6c-9d8e-7f6a5b4c3d2e.jpg', 'alt="foto"'],
    drops: [],
  },
  {
    name: 'styles other than text-align',
    html: '<p style="text-align: center">c</p><p style="position: fixed; top: 0">f</p><style>p{}</style>',
    keeps: ['text-align', 'center'],
    drops: ['position', 'fixed', '<style'],
  },
  {
    name: 'forms, objects and frames',
    html: '<form action="https://x.test"><input name="a"><button>b</button></form><object data="x"></object><embed src="x"><frame src="x">',
    keeps: [],
    drops: ['<form', '<input', '<button', '<object', '<embed', '<frame'],
  },
  {
    name: 'a link opening elsewhere',
    html: '<a href="https://clube.test" target="_blank">n</a>',
    keeps: ['target="_blank"', 'noopener'],
    drops: [],
  },
];
