import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, RecordStatus } from '@clube/shared';
import { dayOffset, isStored, jpeg, MP4, png } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from '../files/entities/stored-file.entity.js';
import { News } from './entities/news.entity.js';

describe('news', () => {
  let t: TestApp;
  let staff: string;
  let cover: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken([P.listNews, P.insertNews, P.updateNews, P.deleteNews]);
    cover = await jpeg(160, 90);
  });
  afterAll(() => t?.close());

  type Fields = Record<string, string>;
  const form = (
    method: 'post' | 'put',
    url: string,
    fields: Fields,
    files: Record<string, [Buffer, string]> = {},
    token = staff,
  ) => {
    const req = t.http[method](url).auth(token, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    for (const [k, [buf, name]] of Object.entries(files)) void req.attach(k, buf, name);
    return req;
  };
  const base = (over: Fields = {}): Fields => ({
    title: 'Festa Junina',
    description: '<p>Quadrilha e comidas típicas.</p>',
    startsAt: dayOffset(-5),
    endsAt: dayOffset(5),
    ...over,
  });
  const create = (over: Fields = {}, files?: Record<string, [Buffer, string]>) =>
    form('post', '/api/news', base(over), files ?? { image: [cover, 'capa.jpg'] });

  it('guards every admin route by its permission (401 without a token, 403 without it)', async () => {
    const other = await t.staffToken([P.listGallery]);
    const routes: [string, string][] = [
      ['get', '/api/news'],
      ['get', '/api/news/1'],
      ['post', '/api/news'],
      ['put', '/api/news/1'],
      ['delete', '/api/news/1'],
      ['post', '/api/news/multiple'],
    ];
    for (const [method, url] of routes) {
      const anon = await (
        t.http as unknown as Record<string, (u: string) => Promise<{ status: number }>>
      )[method](url);
      expect({ route: `${method} ${url}`, status: anon.status }).toEqual({
        route: `${method} ${url}`,
        status: 401,
      });
      const res = await (
        t.http as unknown as Record<
          string,
          (u: string) => { auth: (tk: string, o: object) => Promise<{ status: number }> }
        >
      )
        [method](url)
        .auth(other, { type: 'bearer' });
      expect({ route: `${method} ${url}`, status: res.status }).toEqual({
        route: `${method} ${url}`,
        status: 403,
      });
    }
  });

  it('creates a news item with its image and video, slug from the title', async () => {
    const res = await create(
      { title: 'Ação Solidária: Inverno 2026!', subtitle: 'Doe agasalhos', linkTarget: '_blank' },
      { image: [cover, 'capa.jpg'], video: [MP4, 'video.mp4'] },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Ação Solidária: Inverno 2026!',
      slug: 'acao-solidaria-inverno-2026',
      subtitle: 'Doe agasalhos',
      status: { id: 1, description: 'Ativo' },
      linkTarget: '_blank',
    });
    expect(res.body.image).toMatch(/^\/api\/files\/.+\.jpg$/);
    expect(res.body.video).toMatch(/\.mp4$/);
    expect(isStored(t, res.body.image)).toBe(true);
    const row = await t.dataSource
      .getRepository(News)
      .findOneOrFail({ where: { id: res.body.id }, relations: { image: true } });
    expect(row.image.mimeType).toBe('image/jpeg');
  });

  it('points a news item at a gallery, changes it and clears it; refuses an unknown one', async () => {
    const [cover1] = await t.dataSource.query(
      `INSERT INTO file (file_name, original_name, mime_type, size) VALUES ('news-gal-cover.jpg', 'c.jpg', 'image/jpeg', 1) RETURNING id`,
    );
    const [photos] = await t.dataSource.query(
      `INSERT INTO gallery (description, type, status, image_id) VALUES ('Festa Junina', 'image', 1, $1) RETURNING id`,
      [cover1.id],
    );
    const [videos] = await t.dataSource.query(
      `INSERT INTO gallery (description, type, status, image_id) VALUES ('Vídeos da festa', 'video', 1, $1) RETURNING id`,
      [cover1.id],
    );
    const res = await create({ title: 'Com galeria', galleryId: String(photos.id) });
    expect(res.status).toBe(201);
    expect(res.body.gallery).toEqual({ id: photos.id, description: 'Festa Junina' });

    const moved = await form('put', `/api/news/${res.body.id}`, { galleryId: String(videos.id) });
    expect(moved.status).toBe(200);
    expect(moved.body.gallery).toEqual({ id: videos.id, description: 'Vídeos da festa' });
    const untouched = await form('put', `/api/news/${res.body.id}`, { title: 'Com galeria (2)' });
    expect(untouched.body.gallery).toEqual({ id: videos.id, description: 'Vídeos da festa' });

    const cleared = await form('put', `/api/news/${res.body.id}`, { galleryId: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.gallery).toBeNull();

    const unknown = await form('put', `/api/news/${res.body.id}`, { galleryId: '999999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { galleryId: 'Galeria não encontrada.' },
    });
    const notANumber = await create({ title: 'Galeria torta', galleryId: 'abc' });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.fields).toHaveProperty('galleryId');
    const row = await t.dataSource
      .getRepository(News)
      .findOneOrFail({ where: { id: res.body.id }, relations: { gallery: true } });
    expect(row.gallery).toBeNull();
  });

  it('numbers the slug when the title repeats, and keeps numeric slugs apart from ids', async () => {
    const a = await create({ title: 'Torneio de Tênis' });
    const b = await create({ title: 'Torneio de tênis' });
    const c = await create({ title: 'TORNEIO DE TÊNIS' });
    expect([a.body.slug, b.body.slug, c.body.slug]).toEqual([
      'torneio-de-tenis',
      'torneio-de-tenis-2',
      'torneio-de-tenis-3',
    ]);
    const numeric = await create({ title: '2026' });
    expect(numeric.body.slug).toBe('noticia-2026');
    const edited = await form('put', `/api/news/${c.body.id}`, { slug: 'Torneio de Tênis' });
    expect(edited.body.slug).toBe('torneio-de-tenis-3');
  });

  it('refuses bad input with Portuguese messages, storing nothing', async () => {
    const filesBefore = await t.dataSource.getRepository(StoredFile).count();
    const newsBefore = await t.dataSource.getRepository(News).count();

    const noImage = await create({}, {});
    expect(noImage.status).toBe(400);
    expect(noImage.body.fields.image).toBe('Este campo não pode estar vazio!');

    const pngCover = await create({}, { image: [await png(), 'capa.jpg'] });
    expect(pngCover.status).toBe(415);
    expect(pngCover.body.error).toBe('Formato de arquivo não permitido. Envie jpg.');

    const badDate = await create({ startsAt: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields.startsAt).toBe('Data inválida: use o formato aaaa-mm-dd.');

    const reversed = await create({ startsAt: dayOffset(5), endsAt: dayOffset(1) });
    expect(reversed.body.fields.endsAt).toBe('A data final não pode ser anterior à data inicial.');

    const unknown = await create({ color: 'azul' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.color).toBe('Campo não permitido.');

    const noTitle = await create({ title: '  ' });
    expect(noTitle.body.fields.title).toBe('Este campo não pode estar vazio!');

    // A bad video after a good image: the whole save is undone, image included.
    const badVideo = await create({}, { image: [cover, 'a.jpg'], video: [await png(), 'v.mp4'] });
    expect(badVideo.status).toBe(415);

    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(filesBefore);
    expect(await t.dataSource.getRepository(News).count()).toBe(newsBefore);
  });

  it('edits fields and replaces files, deleting the old bytes; deletes one and many', async () => {
    const created = await create(
      { title: 'Aula de Natação' },
      { image: [cover, 'a.jpg'], video: [MP4, 'v.mp4'] },
    );
    const { id, image: oldImage, video: oldVideo } = created.body;
    const edited = await form(
      'put',
      `/api/news/${id}`,
      {
        status: String(RecordStatus.Inactive),
        removeVideo: 'true',
        description: '<p>Novo <b>texto</b></p>',
      },
      { image: [await jpeg(80, 45, '#f00'), 'nova.jpg'] },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: { id: 2, description: 'Inativo' },
      video: null,
      description: '<p>Novo <b>texto</b></p>',
      slug: 'aula-de-natacao',
    });
    expect(edited.body.image).not.toBe(oldImage);
    expect(isStored(t, oldImage)).toBe(false);
    expect(isStored(t, oldVideo)).toBe(false);
    expect(isStored(t, edited.body.image)).toBe(true);

    const got = await t.http.get(`/api/news/${id}`).auth(staff, { type: 'bearer' });
    expect(got.body.imageFile.name).toBe('nova.jpg');

    const del = await t.http.delete(`/api/news/${id}`).auth(staff, { type: 'bearer' });
    expect(del.status).toBe(204);
    expect(isStored(t, edited.body.image)).toBe(false);
    expect((await t.http.get(`/api/news/${id}`).auth(staff, { type: 'bearer' })).status).toBe(404);

    const x = await create({ title: 'X' });
    const y = await create({ title: 'Y' });
    const missing = await t.http
      .post('/api/news/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [x.body.id, 999999] });
    expect(missing.status).toBe(404);
    const bulk = await t.http
      .post('/api/news/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [x.body.id, y.body.id] });
    expect(bulk.status).toBe(204);
    expect(await t.dataSource.getRepository(News).countBy({ title: 'X' })).toBe(0);
    expect(isStored(t, x.body.image)).toBe(false);
    expect((await t.http.put('/api/news/abc').auth(staff, { type: 'bearer' })).status).toBe(400);
  });

  it('lists for staff with search and sort', async () => {
    const res = await t.http
      .get('/api/news?search=torneio&sort=-createdAt&take=2')
      .auth(staff, { type: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((n: { slug: string }) => n.slug)).toEqual([
      'torneio-de-tenis-3',
      'torneio-de-tenis-2',
    ]);
  });

  it('shows the public only active news within their dates, sanitized, with cache headers', async () => {
    await t.dataSource.query('UPDATE news SET status = $1', [RecordStatus.Inactive]);
    const live = await create({
      title: 'Ao vivo',
      description:
        '<p onclick="x()">Oi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>',
    });
    expect(live.status).toBe(201);
    await create({ title: 'Inativa', status: String(RecordStatus.Inactive) });
    await create({ title: 'Futura', startsAt: dayOffset(2), endsAt: dayOffset(9) });
    await create({ title: 'Vencida', startsAt: dayOffset(-9), endsAt: dayOffset(-1) });
    await create({ title: 'Termina hoje', startsAt: dayOffset(-3), endsAt: dayOffset(0) });

    const res = await t.http.get('/api/news/public');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.body.map((n: { title: string }) => n.title).sort()).toEqual([
      'Ao vivo',
      'Termina hoje',
    ]);
    const item = res.body.find((n: { title: string }) => n.title === 'Ao vivo');
    expect(item.description).toBe('<p>Oi<a>link</a></p>');
    expect(item).not.toHaveProperty('status');

    const again = await t.http.get('/api/news/public').set('If-None-Match', res.headers['etag']);
    expect(again.status).toBe(304);

    expect((await t.http.get(`/api/news/public/${live.body.slug}`)).body.title).toBe('Ao vivo');
    expect((await t.http.get(`/api/news/public/${live.body.id}`)).body.slug).toBe('ao-vivo');
    expect((await t.http.get('/api/news/public/inativa')).status).toBe(404);
    expect((await t.http.get('/api/news/public/futura')).status).toBe(404);
  });

  it('pages the public list by 10, latest first, and searches title or text', async () => {
    await t.dataSource.query('UPDATE news SET status = $1', [RecordStatus.Inactive]);
    for (let i = 1; i <= 12; i++) {
      const r = await create({
        title: `Comunicado ${i}`,
        startsAt: dayOffset(-20 + i),
        description: i === 3 ? '<p>Assembleia GERAL de sócios</p>' : '<p>Texto</p>',
      });
      expect(r.status).toBe(201);
    }
    const first = await t.http.post('/api/news/public').send({ skip: 0, take: 10 });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(10);
    expect(first.body[0].title).toBe('Comunicado 12');
    const second = await t.http.post('/api/news/public').send({ skip: 10, take: 10 });
    expect(second.body.map((n: { title: string }) => n.title)).toEqual([
      'Comunicado 2',
      'Comunicado 1',
    ]);
    expect((await t.http.post('/api/news/public').send({ take: 11 })).status).toBe(400);
    expect((await t.http.get('/api/news/public')).body).toHaveLength(10);

    const byText = await t.http.get('/api/news/public/search/assembleia geral/0/10');
    expect(byText.body.map((n: { title: string }) => n.title)).toEqual(['Comunicado 3']);
    const byTitle = await t.http.get('/api/news/public/search/COMUNICADO 1/0/10');
    expect(byTitle.body.map((n: { title: string }) => n.title)).toEqual([
      'Comunicado 12',
      'Comunicado 11',
      'Comunicado 10',
      'Comunicado 1',
    ]);
    const paged = await t.http.get('/api/news/public/search/comunicado/10/10');
    expect(paged.body).toHaveLength(2);
    expect((await t.http.get('/api/news/public/search/x/0/50')).status).toBe(400);
  });
});
