import { CameraOutlined, CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadQrDetector, type QrDetectorLoader } from '../lib/qr-detector-types';

/** Time between two frames read (the decoder takes a few ms a frame on a phone). */
export const SCAN_INTERVAL_MS = 250;

export const CAMERA_UNAVAILABLE = 'Câmera indisponível: digite o código.';
export const SCANNER_FAILED = 'Não foi possível iniciar o leitor de QR code: digite o código.';

type State = 'off' | 'starting' | 'on';

/**
 * 'Ler QR code': the back camera in the page, read a few times a second until a QR code is
 * seen; its text goes to `onScan` and the camera closes. The decoder (and its WebAssembly) is
 * loaded on the first use only. Without a camera (or its permission) the screen says so and
 * the code is typed instead. Plain buttons in Ant Design's look (not antd's Button and Alert):
 * the camera is offered on the gate's first load, before Ant Design's code arrives.
 */
export function QrScanner({
  onScan,
  disabled = false,
  loadDetector = loadQrDetector,
}: {
  onScan: (text: string) => void;
  disabled?: boolean;
  loadDetector?: QrDetectorLoader;
}) {
  const [state, setState] = useState<State>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const session = useRef<{ stop: () => void } | null>(null);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  const stop = useCallback(() => {
    session.current?.stop();
    session.current = null;
    setState('off');
  }, []);

  useEffect(() => () => session.current?.stop(), []);

  const start = useCallback(async () => {
    setProblem(null);
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setProblem(CAMERA_UNAVAILABLE);
      return;
    }
    setState('starting');
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const current = {
      stop: () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        stream?.getTracks().forEach((track) => track.stop());
        const video = videoRef.current;
        if (video) video.srcObject = null;
      },
    };
    session.current?.stop();
    session.current = current;
    try {
      const [opened, detector] = await Promise.all([
        media.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        loadDetector(),
      ]);
      stream = opened;
      if (stopped) {
        current.stop();
        return;
      }
      setState('on');
      const video = videoRef.current;
      if (!video) throw new Error('no video element');
      video.srcObject = stream;
      await video.play().catch(() => undefined);

      const tick = async () => {
        if (stopped) return;
        try {
          if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const [text] = await detector.detect(video);
            if (text && !stopped) {
              current.stop();
              if (session.current === current) session.current = null;
              setState('off');
              onScanRef.current(text);
              return;
            }
          }
        } catch {
          // A frame the decoder could not read: try the next one.
        }
        if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    } catch (error) {
      current.stop();
      if (session.current === current) session.current = null;
      setState('off');
      const denied =
        error instanceof DOMException &&
        ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'OverconstrainedError'].includes(
          error.name,
        );
      setProblem(denied ? CAMERA_UNAVAILABLE : SCANNER_FAILED);
    }
  }, [loadDetector]);

  return (
    <div className="gate-scanner">
      {state === 'off' ? (
        <button
          type="button"
          className="gate-button gate-button--block"
          disabled={disabled}
          onClick={() => void start()}
        >
          <CameraOutlined aria-hidden />
          <span>Ler QR code</span>
        </button>
      ) : (
        <button type="button" className="gate-button gate-button--block" onClick={stop}>
          <CloseOutlined aria-hidden />
          <span>Fechar câmera</span>
        </button>
      )}
      {state !== 'off' ? (
        <>
          <p className="gate-scanner__hint" aria-live="polite">
            {state === 'starting' ? 'Abrindo a câmera…' : 'Aponte a câmera para o QR code.'}
          </p>
          <video
            ref={videoRef}
            className="gate-scanner__video"
            aria-label="Imagem da câmera"
            muted
            playsInline
          />
        </>
      ) : null}
      {problem ? (
        <div className="gate-scanner__hint gate-alert gate-alert--warning" role="alert">
          <ExclamationCircleFilled className="gate-alert__icon" aria-hidden />
          <span>{problem}</span>
        </div>
      ) : null}
    </div>
  );
}
