import { isoDateToBr } from '@clube/shared';
import type { MemberCardDto } from './api/generated-api';
import { drawQrCode } from './qr-code';

/** What a card looks like: the layout's background image and text colour (card-layout/associate). */
export interface CardLook {
  /** Background image URL, or null for a plain background. */
  image: string | null;
  /** Colour of the background without an image. */
  background: string;
  textColor: string;
  /** The club's name and logo (site settings `clubName`, `logo1`), or null. */
  clubName: string | null;
  logo: string | null;
}

/** The PNG's size: a credit card (85.6 × 54 mm) at 300 dpi. */
export const CARD_PNG_WIDTH = 1011;
export const CARD_PNG_HEIGHT = 638;

/** The card's texts, as the dialog shows them and the PNG prints them. */
export function cardLines(card: MemberCardDto): { label: string; value: string }[] {
  return [
    { label: 'Matrícula', value: card.registration ?? '—' },
    { label: 'Identificador', value: card.identifier },
    { label: 'Validade', value: isoDateToBr(card.validity) ?? card.validity },
  ];
}

/** A file name for the card of `name`: carteirinha-maria-souza.png. */
export function cardFileName(card: MemberCardDto): string {
  const slug = card.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `carteirinha-${slug || card.identifier}.png`;
}

/**
 * An image ready to draw, or null when it cannot be had (missing, broken, or another origin
 * that does not allow it: drawing it would make the canvas unreadable).
 */
function loadImage(src: string | null): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    if (new URL(src, window.location.href).origin !== window.location.origin) {
      image.crossOrigin = 'anonymous';
    }
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** Draws `image` to fill the box, cropped to keep its proportions (CSS object-fit: cover). */
function drawCover(
  context: CanvasRenderingContext2D,
  image: HTMLImageElement,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const sourceWidth = image.naturalWidth || width;
  const sourceHeight = image.naturalHeight || height;
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const cropWidth = width / scale;
  const cropHeight = height / scale;
  context.drawImage(
    image,
    (sourceWidth - cropWidth) / 2,
    (sourceHeight - cropHeight) / 2,
    cropWidth,
    cropHeight,
    x,
    y,
    width,
    height,
  );
}

/**
 * Writes `text` at (x, y) in a bold font of `size` pixels, smaller (down to `min`) when it does
 * not fit `maxWidth`, and cut with an ellipsis when even that is too wide.
 */
function writeFitted(
  context: CanvasRenderingContext2D,
  text: string,
  position: { x: number; y: number; maxWidth: number },
  size: number,
  min: number,
): void {
  let current = size;
  context.font = `bold ${current}px sans-serif`;
  while (current > min && context.measureText(text).width > position.maxWidth) {
    current -= 2;
    context.font = `bold ${current}px sans-serif`;
  }
  context.fillText(fitted(context, text, position.maxWidth), position.x, position.y);
}

/** `text` cut with an ellipsis to fit `maxWidth` in the context's current font. */
function fitted(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The card as a PNG: background (the layout's image or colour), the picture, the name,
 * registration, identifier and validity in the layout's text colour, the club's logo and name
 * under the picture, and the QR code of its code (error correction level Q).
 */
export async function renderCardPng(card: MemberCardDto, look: CardLook): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_PNG_WIDTH;
  canvas.height = CARD_PNG_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível');

  const [background, picture, logo] = await Promise.all([
    loadImage(look.image),
    loadImage(card.picture),
    loadImage(look.logo),
  ]);

  context.fillStyle = look.background;
  context.fillRect(0, 0, CARD_PNG_WIDTH, CARD_PNG_HEIGHT);
  if (background) drawCover(context, background, 0, 0, CARD_PNG_WIDTH, CARD_PNG_HEIGHT);

  const margin = 48;
  const pictureWidth = 260;
  const pictureHeight = 330;
  context.fillStyle = '#f0f0f0';
  context.fillRect(margin, margin, pictureWidth, pictureHeight);
  if (picture) drawCover(context, picture, margin, margin, pictureWidth, pictureHeight);

  const textLeft = margin + pictureWidth + 40;
  const textWidth = CARD_PNG_WIDTH - textLeft - margin;
  context.fillStyle = look.textColor;
  context.textBaseline = 'top';
  writeFitted(context, card.name, { x: textLeft, y: margin, maxWidth: textWidth }, 46, 30);

  let top = margin + 80;
  for (const line of cardLines(card)) {
    context.font = '28px sans-serif';
    context.fillText(line.label, textLeft, top);
    writeFitted(context, line.value, { x: textLeft, y: top + 34, maxWidth: textWidth }, 34, 20);
    top += 88;
  }

  // The club under the picture: its logo (80 px high) and its name.
  const qrSize = 200;
  const clubTop = margin + pictureHeight + 40;
  let clubLeft = margin;
  if (logo) {
    const height = 80;
    const width = Math.min(
      200,
      ((logo.naturalWidth || height) / (logo.naturalHeight || height)) * height,
    );
    context.drawImage(logo, margin, clubTop, width, height);
    clubLeft += width + 16;
  }
  if (look.clubName) {
    context.fillStyle = look.textColor;
    writeFitted(
      context,
      look.clubName,
      { x: clubLeft, y: clubTop + 20, maxWidth: CARD_PNG_WIDTH - margin - qrSize - 24 - clubLeft },
      34,
      20,
    );
  }

  drawQrCode(
    context,
    card.qrToken,
    CARD_PNG_WIDTH - margin - qrSize,
    CARD_PNG_HEIGHT - margin - qrSize,
    qrSize,
  );

  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG não gerado'))),
      'image/png',
    );
  });
}
