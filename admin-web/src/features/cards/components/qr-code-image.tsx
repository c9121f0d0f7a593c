import { QR_ERROR_CORRECTION } from '@clube/shared';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `value` (error correction Q, as both apps draw them), as an SVG image. */
export function QrCodeImage({ value, size = 96 }: { value: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', errorCorrectionLevel: QR_ERROR_CORRECTION, margin: 1 })
      .then((text) => live && setSvg(text))
      .catch((error: unknown) => console.error('Falha ao gerar o QR code', error));
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg)
    return <span className="card-preview__qr-pending" style={{ width: size, height: size }} />;
  return (
    <img
      className="card-preview__qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={size}
      height={size}
      alt="QR code da carteirinha"
      data-qr-level={QR_ERROR_CORRECTION}
    />
  );
}
