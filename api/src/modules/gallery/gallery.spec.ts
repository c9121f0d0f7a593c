import { unzipSync } from 'fflate';
import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, RecordStatus } from '@clube/shared';
import { dayOffset, isStored, jpeg, MP4, png } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from '../files/entities/stored-file.entity.js';
import { GalleryFile } from './entities/gallery-file.entity.js';
import { Gallery } from './entities/gallery.entity.js';

describe('galleries and the home page', () => {
  let t: TestApp;
  let staff: string;
  let cover: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken([
      P.listGallery,
      P.insertGallery,
      P.updateGallery,
      P.deleteGallery,
      P.insertNews,
    ]);
    cover = await jpeg(160, 90);
  });
  afterAll(() => t?.close());

  const send = (
    method: 'post' | 'put',
    url: string,
    fields: Record<string, string>,
    files: [string, Buffer, string][],
  ) => {
    const req = t.http[method](url).auth(staff, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    for (const [k, buf, name] of files) void req.attach(k, buf, name);
    return req;
  };
  const photos = async (n: number) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => [
        'gallery',
        await jpeg(40, 30, `#${(i * 3 + 1).toString(16).repeat(6).slice(0, 6)}`),
        `foto${i}.jpg`,
      ]),
    ) as Promise<[string, Buffer, string][]>;

  it('guards every admin route by its permission (401 without a token, 403 without it)', async () => {
    const other = await t.staffToken([P.listNews]);
    const calls = [
      () => t.http.get('/api/gallery'),
      () => t.http.get('/api/gallery/1'),
      () => t.http.post('/api/gallery'),
      () => t.http.put('/api/gallery/1'),
      () => t.http.delete('/api/gallery/1'),
      () => t.http.post('/api/gallery/multiple'),
      () => t.http.delete('/api/file/00000000-0000-4000-8000-000000000000'),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().auth(other, { type: 'bearer' })).status).toBe(403);
    }
  });

  it('creates a photo gallery with its cover and ordered files', async () => {
    const res = await send('post', '/api/gallery', { description: 'Festa Junina' }, [
      ['image', cover, 'capa.jpg'],
      ...(await photos(3)),
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      description: 'Festa Junina',
      type: 'image',
      status: { id: 1, description: 'Ativo' },
    });
    expect(res.body.gallery).toHaveLength(3);
    for (const item of res.body.gallery) expect(isStored(t, item.file)).toBe(true);
    const rows = await t.dataSource
      .getRepository(GalleryFile)
      .find({ where: { gallery: { id: res.body.id } }, order: { position: 'ASC' } });
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2]);
  });

  it('keeps the names people gave their files in UTF-8, and zips them back under those names', async () => {
    const res = await send('post', '/api/gallery', { description: 'Inauguração' }, [
      ['image', cover, 'capa-inauguração.jpg'],
      ['gallery', await jpeg(40, 30), 'Ação Social — Março.jpg'],
      ['gallery', await jpeg(40, 30), 'linha\tquebrada.jpg'],
    ]);
    expect(res.status).toBe(201);
    const names = await t.dataSource.getRepository(StoredFile).find({
      where: {
        fileName: In(res.body.gallery.map((g: { file: string }) => g.file.split('/').pop())),
      },
    });
    expect(names.map((f) => f.originalName).sort()).toEqual([
      'Ação Social — Março.jpg',
      'linhaquebrada.jpg',
    ]);
    const zip = await t.http
      .post('/api/download-files')
      .send({ files: names.map((f) => f.fileName) })
      .responseType('blob');
    expect(Object.keys(unzipSync(new Uint8Array(zip.body as Buffer))).sort()).toEqual([
      'Ação Social — Março.jpg',
      'linhaquebrada.jpg',
    ]);
    // A name kept before uploads were cleaned still reaches the zip without its CR/LF.
    await t.dataSource
      .getRepository(StoredFile)
      .update({ id: names[0].id }, { originalName: 'antigo\r\nnome.jpg' });
    const old = await t.http
      .post('/api/download-files')
      .send({ files: [names[0].fileName] })
      .responseType('blob');
    expect(Object.keys(unzipSync(new Uint8Array(old.body as Buffer)))).toEqual(['antigonome.jpg']);
  });

  it('refuses a gallery without files, a PNG cover or a wrong video; nothing stays', async () => {
    const before = await t.dataSource.getRepository(StoredFile).count();
    const empty = await send('post', '/api/gallery', { description: 'Vazia' }, [
      ['image', cover, 'capa.jpg'],
    ]);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Deve conter ao menos uma imagem na galeria');
    const pngCover = await send('post', '/api/gallery', { description: 'X' }, [
      ['image', await png(), 'capa.png'],
      ...(await photos(1)),
    ]);
    expect(pngCover.status).toBe(415);
    const imageAsVideo = await send('post', '/api/gallery', { description: 'V', type: 'video' }, [
      ['image', cover, 'capa.jpg'],
      ['gallery', MP4, 'a.mp4'],
      ['gallery', await jpeg(), 'b.jpg'],
    ]);
    expect(imageAsVideo.status).toBe(415);
    expect(imageAsVideo.body.fields.gallery).toBe(
      'Formato de arquivo não permitido. Envie mp4 ou mkv.',
    );
    const badType = await send('post', '/api/gallery', { description: 'V', type: 'audio' }, [
      ['image', cover, 'capa.jpg'],
    ]);
    expect(badType.status).toBe(400);
    const unknownFile = await send('post', '/api/gallery', { description: 'V' }, [
      ['anexo', cover, 'capa.jpg'],
    ]);
    expect(unknownFile.status).toBe(400);
    expect(unknownFile.body.error).toBe('Campo de arquivo não permitido.');
    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(before);
  });

  it('adds files on edit; DELETE file/{id} removes one but never the last', async () => {
    const g = await send('post', '/api/gallery', { description: 'Natação' }, [
      ['image', cover, 'capa.jpg'],
      ...(await photos(1)),
    ]);
    const edited = await send(
      'put',
      `/api/gallery/${g.body.id}`,
      { description: 'Natação 2026', status: String(RecordStatus.Inactive) },
      await photos(2),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.description).toBe('Natação 2026');
    expect(edited.body.status.id).toBe(2);
    expect(edited.body.gallery).toHaveLength(3);
    expect(edited.body.gallery[0].id).toBe(g.body.gallery[0].id);

    const [a, b, c] = edited.body.gallery as { id: string; file: string }[];
    for (const f of [a, b]) {
      const del = await t.http.delete(`/api/file/${f.id}`).auth(staff, { type: 'bearer' });
      expect(del.status).toBe(204);
      expect(isStored(t, f.file)).toBe(false);
    }
    expect(
      await t.dataSource.getRepository(GalleryFile).countBy({ gallery: { id: g.body.id } }),
    ).toBe(1);
    const last = await t.http.delete(`/api/file/${c.id}`).auth(staff, { type: 'bearer' });
    expect(last.status).toBe(400);
    expect(last.body.error).toBe('Deve conter ao menos uma imagem na galeria');
    expect(isStored(t, c.file)).toBe(true);
    const coverDel = await t.http
      .delete(`/api/file/${edited.body.imageFile.id}`)
      .auth(staff, { type: 'bearer' });
    expect(coverDel.status).toBe(409);
  });

  it('deletes one or many galleries with their files', async () => {
    const a = await send('post', '/api/gallery', { description: 'A' }, [
      ['image', cover, 'c.jpg'],
      ...(await photos(2)),
    ]);
    const b = await send('post', '/api/gallery', { description: 'B' }, [
      ['image', cover, 'c.jpg'],
      ...(await photos(1)),
    ]);
    const c = await send('post', '/api/gallery', { description: 'C' }, [
      ['image', cover, 'c.jpg'],
      ...(await photos(1)),
    ]);
    expect(
      (await t.http.delete(`/api/gallery/${a.body.id}`).auth(staff, { type: 'bearer' })).status,
    ).toBe(204);
    expect(isStored(t, a.body.image)).toBe(false);
    expect(isStored(t, a.body.gallery[1].file)).toBe(false);
    const bulk = await t.http
      .post('/api/gallery/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [b.body.id, c.body.id] });
    expect(bulk.status).toBe(204);
    expect(await t.dataSource.getRepository(Gallery).countBy({ description: 'B' })).toBe(0);
    expect(isStored(t, c.body.gallery[0].file)).toBe(false);
  });

  it('lists by type for staff, and only active galleries for the public', async () => {
    await t.dataSource.query('DELETE FROM gallery');
    const photo = await send('post', '/api/gallery', { description: 'Piscina' }, [
      ['image', cover, 'c.jpg'],
      ...(await photos(5)),
    ]);
    await send(
      'post',
      '/api/gallery',
      { description: 'Inativa', status: String(RecordStatus.Inactive) },
      [['image', cover, 'c.jpg'], ...(await photos(1))],
    );
    const video = await send(
      'post',
      '/api/gallery',
      { description: 'Aniversário', type: 'video' },
      [
        ['image', cover, 'c.jpg'],
        ['gallery', MP4, 'festa.mp4'],
      ],
    );
    expect(video.status).toBe(201);

    const staffList = await t.http.get('/api/gallery?filter=image').auth(staff, { type: 'bearer' });
    expect(staffList.body.total).toBe(2);
    expect(staffList.body.data.every((g: { type: string }) => g.type === 'image')).toBe(true);

    // The event form's picker: active galleries of any staff member, by type when asked.
    const anyStaff = await t.staffToken([]);
    const options = (type = '') =>
      t.http.get(`/api/gallery/options${type}`).auth(anyStaff, { type: 'bearer' });
    expect((await options()).body.map((g: { description: string }) => g.description)).toEqual([
      'Aniversário',
      'Piscina',
    ]);
    expect((await options('?type=image')).body).toEqual([
      { id: photo.body.id, description: 'Piscina' },
    ]);
    expect((await options('?type=audio')).status).toBe(400);

    const pub = await t.http.post('/api/gallery/public').send({ filter: 'image' });
    expect(pub.status).toBe(200);
    expect(pub.headers['cache-control']).toBe('public, no-cache');
    expect(pub.body.map((g: { description: string }) => g.description)).toEqual(['Piscina']);
    expect(pub.body[0].gallery).toHaveLength(5);
    const videos = await t.http.post('/api/gallery/public').send({ filter: 'video' });
    expect(videos.body[0].gallery[0].file).toMatch(/\.mp4$/);
    expect((await t.http.post('/api/gallery/public').send({ filter: 'x' })).status).toBe(400);

    // Home: latest public news (6), first 4 public photos and videos.
    for (let i = 0; i < 7; i++) {
      await t.http
        .post('/api/news')
        .auth(staff, { type: 'bearer' })
        .field('title', `Notícia ${i}`)
        .field('description', '<p>x</p>')
        .field('startsAt', dayOffset(-10 + i))
        .field('endsAt', dayOffset(10))
        .attach('image', cover, 'n.jpg');
    }
    const home = await t.http.get('/api/home');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('public, no-cache');
    expect(Object.keys(home.body).sort()).toEqual(['news', 'photos', 'videos']);
    expect(home.body.news).toHaveLength(6);
    expect(home.body.news[0].title).toBe('Notícia 6');
    expect(home.body.photos).toHaveLength(4);
    expect(home.body.photos[0]).toMatchObject({
      id: photo.body.gallery[0].id,
      file: photo.body.gallery[0].file,
      galleryId: photo.body.id,
      description: 'Piscina',
    });
    expect(home.body.videos).toHaveLength(1);
    expect(home.body.videos[0].description).toBe('Aniversário');
  });
});
