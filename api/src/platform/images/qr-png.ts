// QR codes as PNG pictures, drawn by sharp (libvips, native) from qrcode's module matrix.
// qrcode's own PNG output goes through pngjs, pure JavaScript that tries five row filters per
// line: about a second per Pix QR under Jest and tens of milliseconds in production, against a
// few milliseconds here. The one place the API turns a payload into a QR picture.
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';
import sharp from 'sharp';

export interface QrPngOptions {
  errorCorrectionLevel: QRCodeErrorCorrectionLevel;
  /** Quiet zone around the modules, in modules. */
  margin: number;
  /** The picture's side in pixels: `scale` pixels a module, or exactly `size` (nearest neighbour). */
  scale?: number;
  size?: number;
  /** zlib level of the PNG (0 when the picture is composed into another at once). */
  compressionLevel?: number;
}

/** A PNG of the payload's QR code: black modules on white, sharp edges. */
export function qrPng(payload: string, options: QrPngOptions): Promise<Buffer> {
  const { modules } = QRCode.create(payload, {
    errorCorrectionLevel: options.errorCorrectionLevel,
  });
  const side = modules.size + 2 * options.margin;
  const raw = Buffer.alloc(side * side, 0xff);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) raw[(row + options.margin) * side + col + options.margin] = 0;
    }
  }
  const pixels = options.size ?? side * (options.scale ?? 1);
  return (
    sharp(raw, { raw: { width: side, height: side, channels: 1 } })
      .resize(pixels, pixels, { kernel: 'nearest', fit: 'fill' })
      // RGB, so it composes onto photos as it is and every viewer shows it the same
      .toColourspace('srgb')
      .png({ compressionLevel: options.compressionLevel ?? 9 })
      .toBuffer()
  );
}
