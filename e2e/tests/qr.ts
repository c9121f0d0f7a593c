// Reads a QR code from a screenshot, as a phone camera at the gate would read the screen.
import jsQRImport from 'jsqr';
import sharp from 'sharp';

// jsqr is CommonJS whose module.exports is the function, while its types declare a default export.
type JsQR = typeof jsQRImport;
const jsQR: JsQR = (jsQRImport as unknown as { default?: JsQR }).default ?? jsQRImport;

/** The text of the QR code in a PNG screenshot, or undefined when it cannot be read. */
export async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(rgba, info.width, info.height)?.data;
}

/** The claims of a signed token (compact JWS), unverified: what the gate's QR code names. */
export function tokenClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
