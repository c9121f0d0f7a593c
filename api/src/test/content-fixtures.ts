import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app.js';

/** A JPG of the given size and colour. */
export const jpeg = (width = 64, height = 36, color = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

export const png = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: '#fff' } })
    .png()
    .toBuffer();

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The start of an MP4 container (an `ftyp` box, then an empty `mdat`): enough for the
 * upload rules, which judge the bytes' signature. Not a playable video.
 */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);

/** Where the local storage keeps a stored file's bytes. */
export const storedPath = (t: TestApp, fileName: string) =>
  join(t.config.dataDir, 'uploads', fileName.slice(0, 2), fileName);

export const isStored = (t: TestApp, url: string) =>
  existsSync(storedPath(t, url.replace('/api/files/', '')));

/** Today in the club's zone shifted by `days`, as yyyy-mm-dd. */
export function dayOffset(days: number, timeZone = 'America/Sao_Paulo'): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);
}
