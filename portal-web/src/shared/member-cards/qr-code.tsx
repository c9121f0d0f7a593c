import { useMemo } from 'react';
import { create } from 'qrcode';
import { QR_ERROR_CORRECTION } from '@clube/shared';

/** Light border around the symbol, in modules (the standard asks for 4; 2 reads well on cards). */
export const QR_QUIET_ZONE = 2;

/** The symbol of `text` at error correction level Q (member spec): its side and dark modules. */
export function qrMatrix(text: string): {
  size: number;
  isDark: (row: number, col: number) => boolean;
} {
  const { modules } = create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return {
    size: modules.size,
    isDark: (row, col) => modules.data[row * modules.size + col] === 1,
  };
}

/** One SVG path drawing every dark module (a square per module, runs of a row joined). */
function modulesPath(matrix: ReturnType<typeof qrMatrix>): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col++;
      parts.push(
        `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${col - start}v1h${start - col}z`,
      );
    }
  }
  return parts.join('');
}

/** The QR code of a card, drawn as SVG (crisp at any size), `size` pixels wide. */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { path, side } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { path: modulesPath(matrix), side: matrix.size + QR_QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      className="member-card__qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/** Draws the QR code of `text` on a canvas at (x, y), `size` pixels wide, quiet zone included. */
export function drawQrCode(
  context: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const matrix = qrMatrix(text);
  const side = matrix.size + QR_QUIET_ZONE * 2;
  const cell = size / side;
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, size, size);
  context.fillStyle = '#000000';
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!matrix.isDark(row, col)) continue;
      // Rounded outward so neighbouring modules leave no hairline between them.
      const left = Math.floor(x + (col + QR_QUIET_ZONE) * cell);
      const top = Math.floor(y + (row + QR_QUIET_ZONE) * cell);
      context.fillRect(
        left,
        top,
        Math.ceil(x + (col + QR_QUIET_ZONE + 1) * cell) - left,
        Math.ceil(y + (row + QR_QUIET_ZONE + 1) * cell) - top,
      );
    }
  }
}
