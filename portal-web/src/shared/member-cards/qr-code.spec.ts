import { describe, expect, it } from '@jest/globals';
import jsQR from 'jsqr';
import { MARIA_QR } from '../../test/fixtures/profile';
import { drawQrCode, qrMatrix } from './qr-code';

/**
 * The QR code as a 1× screen shows it: drawn `size` pixels wide (the card dialog's side) on a
 * white `size + 2·pad` square of RGBA pixels, by the same drawing the card's PNG uses.
 */
function screenPixels(text: string, size: number, pad = 8) {
  const side = size + 2 * pad;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  let fill = '#ffffff';
  const context = {
    set fillStyle(value: string) {
      fill = value;
    },
    fillRect(x: number, y: number, w: number, h: number) {
      const v = fill === '#000000' ? 0 : 255;
      for (let row = Math.max(0, y); row < Math.min(side, y + h); row++) {
        for (let col = Math.max(0, x); col < Math.min(side, x + w); col++) {
          const at = (Math.floor(row) * side + Math.floor(col)) * 4;
          rgba[at] = rgba[at + 1] = rgba[at + 2] = v;
        }
      }
    },
  } as unknown as CanvasRenderingContext2D;
  drawQrCode(context, text, pad, pad, size);
  return { rgba, side };
}

const read = (text: string, size: number) => {
  const { rgba, side } = screenPixels(text, size);
  return jsQR(rgba, side, side)?.data;
};

/**
 * What the card's QR code held before: a signed token (header, claims with the 36-character
 * owner id, signature) of a version 14 symbol (73 modules).
 */
const OLD_TOKEN = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${'A'.repeat(300)}`;

describe('the card QR code on a 1× screen (checked with a decoder)', () => {
  it('the short card code is a version 3 symbol, read at the dialog size (110 px)', () => {
    expect(qrMatrix(MARIA_QR).size).toBe(29);
    expect(read(MARIA_QR, 110)).toBe(MARIA_QR);
  });

  it('the long signed token of before could not be read at 96 px (what the issue saw)', () => {
    expect(qrMatrix(OLD_TOKEN).size).toBe(73);
    expect(read(OLD_TOKEN, 96)).toBeUndefined();
    expect(read(OLD_TOKEN, 110)).toBeUndefined();
    // ... while the decoder reads it when it is drawn large enough
    expect(read(OLD_TOKEN, 1000)).toBe(OLD_TOKEN);
  });
});
