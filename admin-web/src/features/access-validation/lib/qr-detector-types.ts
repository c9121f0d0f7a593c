/** Reads the QR codes in one video frame: their texts (none when no code is in view). */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<string[]>;
}

/** Loads the detector's lazy chunk (the camera's decoder). */
export type QrDetectorLoader = () => Promise<QrDetector>;

export const loadQrDetector: QrDetectorLoader = () =>
  import('./qr-detector').then((module) => module.createQrDetector());
