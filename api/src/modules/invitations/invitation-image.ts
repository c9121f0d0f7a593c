// The invitation picture (a JPEG) a member sends to a guest: the ticket template's background (or
// a plain card), a translucent band for legibility, the texts (place or event, when, the guest's
// name) and a QR code of the invitation's signed token on a white square, the short code printed
// under it for typing. Pure: no Nest, no database. The texts are drawn by librsvg through sharp, so the machine needs the
// font ('DejaVu Sans', Debian's fonts-dejavu-core) or at least one sans-serif font installed.
import sharp from 'sharp';
import { qrPng } from '../../platform/images/qr-png.js';

export interface InvitationArt {
  /** The ticket template's image (JPG/PNG), or null for a plain card in `color`. */
  background: Buffer | null;
  /** The template's text colour, '#rrggbb' (an invalid one falls back to '#ffffff'). */
  color: string;
  /** The place or event name. */
  title: string;
  /** When, e.g. '24/11/2026 das 10:00 às 14:00'. */
  when: string;
  guestName: string;
  /** '000' + the invitation id, e.g. '000123'. */
  code: string;
  /**
   * What the QR code encodes: the invitation's signed token (QrTokensService.signPass), which
   * cannot be made up from the printed code.
   */
  qrPayload: string;
}

export const INVITATION_IMAGE_WIDTH = 1080;
export const INVITATION_IMAGE_HEIGHT = 1350;
/** JPEG: a photo background makes a palette PNG twice as big (400–500 kB against 170–230 kB). */
export const INVITATION_IMAGE_MIME = 'image/jpeg';
export const INVITATION_IMAGE_EXTENSION = 'jpg';

const W = INVITATION_IMAGE_WIDTH;
const H = INVITATION_IMAGE_HEIGHT;
const FALLBACK_COLOR = '#ffffff';
const FONT_FAMILY = 'DejaVu Sans, sans-serif';

// The band, and the room for text inside it.
const BAND = { x: 60, y: 60, width: W - 120, height: H - 120, radius: 36 };
const TEXT_WIDTH = BAND.width - 2 * 48;
const TEXT_TOP = BAND.y + 44;
const TEXT_BOTTOM = 640;
// The QR code on its white square, the code under it.
const QR_BOX = { size: 500, y: 660 };
const QR_SIZE = 460;
const CODE_BASELINE = QR_BOX.y + QR_BOX.size + 74;

/** Renders the invitation as a 1080×1350 JPEG (INVITATION_IMAGE_MIME). */
export async function renderInvitationImage(art: InvitationArt): Promise<Buffer> {
  const color = validColor(art.color);
  const base = await backgroundLayer(art.background, color);
  const qr = await qrLayer(art.qrPayload);
  const overlay = Buffer.from(overlaySvg(art, color));
  const boxX = Math.round((W - QR_BOX.size) / 2);
  return sharp(base)
    .composite([
      { input: overlay, top: 0, left: 0 },
      {
        input: qr,
        top: QR_BOX.y + (QR_BOX.size - QR_SIZE) / 2,
        left: boxX + (QR_BOX.size - QR_SIZE) / 2,
      },
    ])
    .jpeg({ quality: 85, chromaSubsampling: '4:4:4', mozjpeg: true })
    .toBuffer();
}

/** The download name, e.g. 'convite-000123-maria-silva.jpg': ASCII letters, digits and '-'. */
export function invitationFileName(code: string, guestName: string): string {
  const parts = ['convite', slug(code, 20), slug(guestName, 40)].filter(Boolean);
  return `${parts.join('-')}.${INVITATION_IMAGE_EXTENSION}`;
}

function slug(text: string, max: number): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= max) return ascii;
  const cut = ascii.slice(0, max);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > max / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

function validColor(color: string): string {
  const value = (color ?? '').trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return FALLBACK_COLOR;
}

/** Relative luminance (WCAG) of '#rrggbb', 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function backgroundLayer(background: Buffer | null, color: string): Promise<Buffer> {
  if (background && background.length > 0) {
    try {
      return await sharp(background, { limitInputPixels: 60_000_000 })
        .rotate()
        .resize(W, H, { fit: 'cover', position: 'centre' })
        .flatten({ background: color })
        .removeAlpha()
        .png({ compressionLevel: 0 })
        .toBuffer();
    } catch {
      // An unreadable template image must not stop the invitation: the plain card instead.
    }
  }
  return sharp({ create: { width: W, height: H, channels: 3, background: color } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Quiet zone around the modules, in modules (as qrcode's `margin: 2`). */
const QR_MARGIN = 2;

function qrLayer(payload: string): Promise<Buffer> {
  // Scaled to exactly QR_SIZE; composed into the picture at once, so not compressed.
  return qrPng(payload, {
    errorCorrectionLevel: 'Q',
    margin: QR_MARGIN,
    size: QR_SIZE,
    compressionLevel: 0,
  });
}

interface TextBlock {
  lines: string[];
  size: number;
  lineHeight: number;
  bold: boolean;
  opacity?: number;
}

function overlaySvg(art: InvitationArt, color: string): string {
  // Light text on a dark band, dark text on a light one.
  const band =
    luminance(color) > 0.4
      ? { fill: '#000000', opacity: 0.55 }
      : { fill: '#ffffff', opacity: 0.72 };
  const blocks: Array<TextBlock | { gap: number }> = [
    fit(art.title, [64, 56, 48], 2, true),
    { gap: 20 },
    fit(art.when, [40, 34], 2, false),
    { gap: 44 },
    { ...fit('Convidado(a)', [30], 1, false), opacity: 0.85 },
    { gap: 8 },
    fit(art.guestName, [54, 46, 40], 2, true),
  ];
  const height = blocks.reduce(
    (sum, b) => sum + ('gap' in b ? b.gap : b.lines.length * b.lineHeight),
    0,
  );
  let y = TEXT_TOP + Math.max(0, (TEXT_BOTTOM - TEXT_TOP - height) / 2);
  const texts: string[] = [];
  for (const block of blocks) {
    if ('gap' in block) {
      y += block.gap;
      continue;
    }
    for (const line of block.lines) {
      // Baseline at about 80 % of the line box.
      const baseline = Math.round(y + block.lineHeight * 0.78);
      texts.push(
        `<text x="${W / 2}" y="${baseline}" font-size="${block.size}"` +
          (block.bold ? ' font-weight="bold"' : '') +
          (block.opacity ? ` fill-opacity="${block.opacity}"` : '') +
          `>${escapeXml(line)}</text>`,
      );
      y += block.lineHeight;
    }
  }
  const code = fit(art.code, [52, 44, 36], 1, true);
  const boxX = (W - QR_BOX.size) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect x="${BAND.x}" y="${BAND.y}" width="${BAND.width}" height="${BAND.height}" rx="${BAND.radius}"` +
      ` fill="${band.fill}" fill-opacity="${band.opacity}"/>`,
    `<rect x="${boxX}" y="${QR_BOX.y}" width="${QR_BOX.size}" height="${QR_BOX.size}" rx="24" fill="#ffffff"/>`,
    `<g font-family="${FONT_FAMILY}" fill="${color}" text-anchor="middle">`,
    ...texts,
    `<text x="${W / 2}" y="${CODE_BASELINE}" font-size="${code.size}" font-weight="bold"` +
      ` letter-spacing="4">${escapeXml(code.lines[0] ?? '')}</text>`,
    `</g>`,
    `</svg>`,
  ].join('\n');
}

/**
 * Wraps `text` into at most `maxLines` lines that fit TEXT_WIDTH, trying the font sizes from the
 * largest; at the smallest size what does not fit ends in '…'.
 */
function fit(text: string, sizes: number[], maxLines: number, bold: boolean): TextBlock {
  const clean = cleanText(text);
  for (const size of sizes) {
    const lines = wrap(clean, size, bold, maxLines);
    const last = size === sizes[sizes.length - 1];
    if (last || !lines.truncated) {
      return { lines: lines.lines, size, lineHeight: Math.round(size * 1.22), bold };
    }
  }
  throw new Error('unreachable');
}

/** One line of text per paragraph: no control characters (invalid in XML), spaces collapsed. */
function cleanText(text: string): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\ufffe\uffff]/gu, ' ')
    .replace(/\p{Cs}/gu, '') // lone surrogates
    .replace(/\s+/g, ' ')
    .trim();
}

function wrap(
  text: string,
  size: number,
  bold: boolean,
  maxLines: number,
): { lines: string[]; truncated: boolean } {
  const fits = (line: string) => textWidth(line, size, bold) <= TEXT_WIDTH;
  const words = text ? text.split(' ') : [];
  const lines: string[] = [];
  let current = '';
  let i = 0;
  while (i < words.length) {
    const candidate = current ? `${current} ${words[i]}` : words[i];
    if (fits(candidate)) {
      current = candidate;
      i++;
      continue;
    }
    if (current) {
      lines.push(current); // and the word again, on a new line
      current = '';
    } else {
      // A single word wider than the line: split it between characters.
      const chars = Array.from(words[i]);
      let k = 0;
      while (k < chars.length && fits(chars.slice(0, k + 1).join(''))) k++;
      k = Math.max(k, 1);
      lines.push(chars.slice(0, k).join(''));
      words[i] = chars.slice(k).join('');
    }
    if (lines.length === maxLines) break;
  }
  // Out of the loop early: words are left over.
  const truncated = i < words.length;
  if (!truncated && current) lines.push(current);
  if (truncated) {
    const chars = Array.from(lines[lines.length - 1]);
    while (chars.length > 0 && !fits(`${chars.join('').trimEnd()}…`)) chars.pop();
    lines[lines.length - 1] = `${chars.join('').trimEnd()}…`;
  }
  return { lines, truncated };
}

// Advance widths of DejaVu Sans (em units, rounded up), by kind of character; the bold face is
// about 10 % wider. A little over the real widths, so that a line never runs out of the band.
const NARROW = new Set([...".,:;'!|il`\u00a0"]);
const SEMI_NARROW = new Set([...'Ijft()[]{}r"-/\\ ']);
const WIDE = new Set([...'mwMW@%&—']);
function charWidth(ch: string): number {
  const base = ch.normalize('NFD')[0] ?? ch;
  if (NARROW.has(base)) return 0.3;
  if (SEMI_NARROW.has(base)) return 0.42;
  if (WIDE.has(base)) return 1.0;
  if (/[A-Z]/.test(base)) return 0.78;
  if (/[a-z0-9]/.test(base)) return 0.66;
  if ((base.codePointAt(0) ?? 0) < 0x2e80) return 0.8;
  return 1.05; // CJK, emoji and the like
}

function textWidth(text: string, size: number, bold: boolean): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return em * size * (bold ? 1.1 : 1);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
