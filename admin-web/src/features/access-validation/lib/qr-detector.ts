// Loaded only when a gate keeper opens the camera (a lazy chunk of the gate screens): the
// browser's own BarcodeDetector where it reads QR codes (Chrome on Android), otherwise the
// `barcode-detector` ponyfill on ZXing-C++ compiled to WebAssembly. The .wasm file is one of
// our build's assets (Vite's `?url`), never fetched from a CDN (the library's default).
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDetector } from './qr-detector-types';

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<NativeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function createQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) {
    return { detect: async (source) => (await native.detect(source)).map((b) => b.rawValue) };
  }
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path,
    },
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return { detect: async (source) => (await detector.detect(source)).map((b) => b.rawValue) };
}
