import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { appErrorOf } from '../../test/rejection.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from './entities/stored-file.entity.js';
import { FilesService } from './files.service.js';

const photo = (width: number, height: number, color = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .withExif({ IFD0: { Artist: 'Fotografo Secreto', Copyright: 'GPS -23.5505,-46.6333' } })
    .jpeg()
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('storage port and file routes', () => {
  let t: TestApp;
  let files: FilesService;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_IMAGE_MB: '1' });
    files = t.app.get(FilesService);
  });
  afterAll(() => t?.close());

  it('re-encodes images: metadata stripped, shrunk to 2560 px, indexed in the database', async () => {
    const original = await photo(3000, 1500);
    expect(original.includes(Buffer.from('Fotografo Secreto'))).toBe(true);
    const stored = await files.store({ buffer: original, originalname: 'piscina.jpg' }, 'image');
    expect(stored).toMatchObject({
      mimeType: 'image/jpeg',
      width: 2560,
      height: 1280,
      originalName: 'piscina.jpg',
    });
    expect(stored.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);

    const res = await t.http.get(`/api/files/${stored.fileName}`).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = res.body as Buffer;
    expect(body.includes(Buffer.from('Fotografo Secreto'))).toBe(false);
    expect(body.includes(Buffer.from('GPS -23.5505'))).toBe(false);
    const meta = await sharp(body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2560);

    const row = await t.dataSource.getRepository(StoredFile).findOneByOrFail({ id: stored.id });
    expect(row.size).toBe(body.length);
  });

  it('serves an image at a smaller width for srcset, made once and deleted with the file', async () => {
    const stored = await files.store(
      { buffer: await photo(1600, 900), originalname: 'quadra.jpg' },
      'image',
    );
    const res = await t.http.get(`/api/files/${stored.fileName}?w=640`).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['etag']).toBe(`"${stored.id}-w640"`);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
    const variant = join(
      t.config.dataDir,
      'uploads',
      stored.fileName.slice(0, 2),
      stored.fileName.replace('.jpg', '-w640.jpg'),
    );
    expect(existsSync(variant)).toBe(true);
    const cached = await t.http
      .get(`/api/files/${stored.fileName}?w=640`)
      .set('If-None-Match', res.headers['etag']);
    expect(cached.status).toBe(304);

    // Never enlarged: asking 1280 of a 1600 image shrinks it; a small image comes back as it is.
    const small = await files.store(
      { buffer: await photo(300, 200), originalname: 'p.jpg' },
      'image',
    );
    const same = await t.http.get(`/api/files/${small.fileName}?w=640`).responseType('blob');
    expect((await sharp(same.body as Buffer).metadata()).width).toBe(300);
    expect((await t.http.get(`/api/files/${small.fileName}?w=500`)).status).toBe(400);

    const token = await t.staffToken([P.updateGallery]);
    await t.http.delete(`/api/file/${stored.id}`).auth(token, { type: 'bearer' }).expect(204);
    expect(existsSync(variant)).toBe(false);
  });

  it('answers 304 when the browser already holds the file', async () => {
    const stored = await files.store(
      { buffer: await photo(50, 50), originalname: 'a.jpg' },
      'image',
    );
    const first = await t.http.get(`/api/files/${stored.fileName}`);
    const again = await t.http
      .get(`/api/files/${stored.fileName}`)
      .set('If-None-Match', first.headers['etag']);
    expect(again.status).toBe(304);
  });

  it('judges a file by its bytes, not its name', async () => {
    // A PDF named .jpg is refused as an image; a PNG is refused where only JPG is allowed.
    expect(
      await appErrorOf(files.store({ buffer: PDF, originalname: 'foto.jpg' }, 'image')),
    ).toMatchObject({
      status: 415,
      body: { error: expect.stringMatching(/png, jpg ou jpeg/) },
    });
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(
      files.store({ buffer: png, originalname: 'capa.jpg' }, 'jpegImage'),
    ).rejects.toBeInstanceOf(AppException);
    const doc = await files.store({ buffer: PDF, originalname: 'estatuto.pdf' }, 'document');
    expect(doc.mimeType).toBe('application/pdf');
    await expect(
      files.store(
        { buffer: Buffer.from('<script>alert(1)</script>'), originalname: 'x.png' },
        'image',
      ),
    ).rejects.toBeInstanceOf(AppException);
  });

  it('refuses files over the size limit with 413 and empty files with 400', async () => {
    const big = Buffer.concat([await photo(10, 10), Buffer.alloc(1024 * 1024 + 10)]);
    expect(
      await appErrorOf(files.store({ buffer: big, originalname: 'big.jpg' }, 'image')),
    ).toMatchObject({
      status: 413,
    });
    expect(
      await appErrorOf(
        files.store({ buffer: Buffer.alloc(0), originalname: 'empty.jpg' }, 'image'),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('POST /download-file sends the file as an attachment under its original name', async () => {
    const stored = await files.store(
      { buffer: PDF, originalname: 'Regimento Interno.pdf' },
      'document',
    );
    const res = await t.http
      .post('/api/download-file')
      .send({ fileName: `/api/files/${stored.fileName}` })
      .responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''Regimento%20Interno.pdf",
    );
    expect((res.body as Buffer).equals(PDF)).toBe(true);
    const missing = await t.http.post('/api/download-file').send({ fileName: 'nao-existe.jpg' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('FILE_NOT_FOUND');
  });

  it('POST /download-files zips the named files, numbering repeated names, resizing when asked', async () => {
    const a = await files.store(
      { buffer: await photo(2400, 1200), originalname: 'festa.jpg' },
      'image',
    );
    const b = await files.store(
      { buffer: await photo(300, 300, '#f00'), originalname: 'festa.jpg' },
      'image',
    );
    const res = await t.http
      .post('/api/download-files')
      .send({ files: [a.fileName, b.fileName], resize: true })
      .responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(entries).sort()).toEqual(['festa (2).jpg', 'festa.jpg']);
    expect((await sharp(Buffer.from(entries['festa.jpg'])).metadata()).width).toBe(1920);
    expect((await sharp(Buffer.from(entries['festa (2).jpg'])).metadata()).width).toBe(300);

    const partial = await t.http
      .post('/api/download-files')
      .send({ files: [a.fileName, 'sumiu.jpg'] });
    expect(partial.status).toBe(404);
    expect(partial.body.error).toBe('Uma das imagens do download está corrompida!');
    expect(partial.body.fields.files).toContain('sumiu.jpg');
  });

  it('DELETE /file/{id} removes the row and the bytes, for staff with the permission', async () => {
    const stored = await files.store(
      { buffer: await photo(20, 20), originalname: 'x.jpg' },
      'image',
    );
    const onDisk = join(t.config.dataDir, 'uploads', stored.fileName.slice(0, 2), stored.fileName);
    expect(existsSync(onDisk)).toBe(true);

    const token = await t.staffToken([P.updateGallery]);
    const res = await t.http.delete(`/api/file/${stored.id}`).auth(token, { type: 'bearer' });
    expect(res.status).toBe(204);
    expect(existsSync(onDisk)).toBe(false);
    expect(await t.dataSource.getRepository(StoredFile).findOneBy({ id: stored.id })).toBeNull();
    expect((await t.http.get(`/api/files/${stored.fileName}`)).status).toBe(404);
    expect(
      (await t.http.delete(`/api/file/${stored.id}`).auth(token, { type: 'bearer' })).status,
    ).toBe(404);
  });
});
