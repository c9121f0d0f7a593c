import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P } from '@clube/shared';
import { STORAGE_DRIVER, type StorageDriver } from '../platform/storage/storage.driver.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoContent } from './demo-content.js';
import { DEMO_PLACES, seedDemoPlaces } from './demo-places.js';
import { DEMO_LOCAL_TYPES } from './demo-seed.js';

describe('demo site content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t?.close());

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        [
          'news',
          'gallery',
          'gallery_file',
          'covenant',
          'covenant_category',
          'facility',
          'file',
        ].map(async (table) => [
          table,
          Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n),
        ]),
      ),
    );

  it('fills the public site, and a second run (timed) adds nothing', async () => {
    const first = await counts();
    expect(first.news).toBeGreaterThanOrEqual(12);
    expect(first.gallery).toBe(5); // 3 photo galleries, 2 video galleries
    expect(first.covenant_category).toBeGreaterThanOrEqual(4);
    expect(first.facility).toBe(15);
    const started = Date.now();
    await seedDemoContent(t.dataSource, t.app.get<StorageDriver>(STORAGE_DRIVER));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await counts()).toEqual(first);

    const home = await t.http.get('/api/home');
    expect(home.body.news).toHaveLength(6);
    expect(home.body.photos).toHaveLength(4);
    const img = await t.http.get(home.body.photos[0].file);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    // The demo videos are real MP4 files, judged by their bytes like any upload.
    expect(home.body.videos).toHaveLength(4);
    const clip = await t.http.get(home.body.videos[0].file).responseType('blob');
    expect(clip.status).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
    expect((clip.body as Buffer).subarray(4, 8).toString('latin1')).toBe('ftyp');
    const covenants = await t.http.get('/api/covenant/public');
    expect(covenants.body.some((c: { category: unknown }) => c.category === null)).toBe(true);
  });

  it('gives /sobre its statute and rules: real PDFs whose cross-reference table holds', async () => {
    const settings = await t.http.get('/api/site-configuration-public');
    const { docPdf1, docPdf2 } = settings.body as { docPdf1: string; docPdf2: string };
    for (const [url, title] of [
      [docPdf1, 'Estatuto Social do Clube'],
      [docPdf2, 'Regimento Interno'],
    ]) {
      const res = await t.http.get(url).responseType('blob');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = (res.body as Buffer).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf).toContain(`(${title}) Tj`);
      const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
      expect(pdf.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
        Number(m[1]),
      );
      expect(offsets.length).toBeGreaterThanOrEqual(5);
      offsets.forEach((offset, i) =>
        expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
      );
    }
  });

  it('gives the three place types, eight places with photos and usage guides, and a card layout, once', async () => {
    const count = async (table: string) =>
      Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
    expect(await count('local_type')).toBe(DEMO_LOCAL_TYPES.length);
    expect(DEMO_LOCAL_TYPES).toHaveLength(3);
    expect(await count('local')).toBe(DEMO_PLACES.length);
    expect(DEMO_PLACES).toHaveLength(8);
    const photos = await count('local_file');
    expect(photos).toBe(DEMO_PLACES.reduce((n, p) => n + p.photos, 0));
    await seedDemoPlaces(t.dataSource, t.app.get<StorageDriver>(STORAGE_DRIVER));
    expect(await count('local')).toBe(DEMO_PLACES.length);
    expect(await count('local_file')).toBe(photos);

    const staff = await t.staffToken([P.listLocal]);
    const list = await t.http.get('/api/locals?take=10').auth(staff, { type: 'bearer' });
    expect(list.body.total).toBe(8);
    for (const place of list.body.data as { gallery: { file: string }[]; usageGuide: string }[]) {
      expect(place.gallery.length).toBeGreaterThanOrEqual(2);
      expect(place.usageGuide).toMatch(/^<p>/);
    }
    const photo = await t.http.get(list.body.data[0].gallery[0].file);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    // And a card layout: a background picture with white text.
    const layout = await t.http.get('/api/card-layout').auth(staff, { type: 'bearer' });
    expect(layout.body.textColor).toBe('#FFFFFF');
    expect((await t.http.get(layout.body.image)).headers['content-type']).toBe('image/jpeg');
  });
});
