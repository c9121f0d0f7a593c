import type { ReactNode } from 'react';
import { QrScanner } from './qr-scanner';

/**
 * A gate screen's frame: its heading, 'Ler QR code' and, below, its form (`children`). Any
 * touch, focus or key inside starts loading the form's code (`start`); the camera's reads go
 * to `scan`, and the camera waits while an attempt is under way (`busy`).
 */
export function GateScreen({
  titleId,
  title,
  start,
  scan,
  busy,
  children,
}: {
  titleId: string;
  title: string;
  start: () => void;
  scan: (text: string) => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className="gate-screen"
      aria-labelledby={titleId}
      onPointerDownCapture={start}
      onFocusCapture={start}
      onKeyDownCapture={start}
    >
      <h1 id={titleId} className="gate-screen__title">
        {title}
      </h1>

      <QrScanner onScan={scan} disabled={busy} />
      {children}
    </section>
  );
}
