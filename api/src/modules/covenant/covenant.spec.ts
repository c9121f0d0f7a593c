import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, RecordStatus } from '@clube/shared';
import { dayOffset, isStored, jpeg, MP4, png, PDF } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from '../files/entities/stored-file.entity.js';
import { Covenant } from './entities/covenant.entity.js';

describe('covenants and categories', () => {
  let t: TestApp;
  let staff: string;
  let img: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken([
      P.listCovenant,
      P.insertCovenant,
      P.updateCovenant,
      P.deleteCovenant,
    ]);
    img = await jpeg(80, 45);
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
    for (const [k, b, n] of files) void req.attach(k, b, n);
    return req;
  };
  const create = (fields: Record<string, string>, files?: [string, Buffer, string][]) =>
    send(
      'post',
      '/api/covenant',
      { name: 'Academia Forma', startAt: dayOffset(-5), endAt: dayOffset(30), ...fields },
      files ?? [
        ['image', img, 'logo.jpg'],
        ['imageList', img, 'a.jpg'],
      ],
    );

  it('guards every admin route by its permission', async () => {
    const other = await t.staffToken([P.listNews]);
    const calls = [
      () => t.http.get('/api/covenant'),
      () => t.http.get('/api/covenant/1'),
      () => t.http.post('/api/covenant'),
      () => t.http.put('/api/covenant/1'),
      () => t.http.delete('/api/covenant/1'),
      () => t.http.post('/api/covenant/multiple'),
      () => t.http.get('/api/category'),
      () => t.http.post('/api/category'),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().auth(other, { type: 'bearer' })).status).toBe(403);
    }
  });

  it('creates categories (unique) and covenants with files, edits and deletes them', async () => {
    const cat = await t.http
      .post('/api/category')
      .auth(staff, { type: 'bearer' })
      .send({ name: 'Saúde' });
    expect(cat.status).toBe(201);
    const dup = await t.http
      .post('/api/category')
      .auth(staff, { type: 'bearer' })
      .send({ name: 'saúde' });
    expect(dup.status).toBe(409);
    expect((await t.http.get('/api/category').auth(staff, { type: 'bearer' })).body).toEqual([
      { id: cat.body.id, name: 'Saúde' },
    ]);

    const res = await create(
      {
        category: String(cat.body.id),
        credit: '15% de desconto',
        benefits: '<p>Desconto</p><script>x</script>',
        videoEmbedded: 'https://www.youtube.com/watch?v=abc',
      },
      [
        ['image', await png(), 'logo.png'],
        ['imageList', img, 'a.jpg'],
        ['imageList', img, 'b.jpg'],
        ['video', MP4, 'v.mp4'],
      ],
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Academia Forma',
      category: { name: 'Saúde' },
      benefits: '<p>Desconto</p>',
      credit: '15% de desconto',
    });
    expect(res.body.imageList).toHaveLength(2);
    expect(res.body.image).toMatch(/\.png$/);

    const edited = await send(
      'put',
      `/api/covenant/${res.body.id}`,
      { removeImageList: res.body.imageList[0].id, category: '', remove: 'video' },
      [['imageList', img, 'c.jpg']],
    );
    expect(edited.status).toBe(200);
    expect(edited.body.category).toBeNull();
    expect(edited.body.video).toBeNull();
    expect(edited.body.imageList.map((i: { id: string }) => i.id)).toContain(
      res.body.imageList[1].id,
    );
    expect(edited.body.imageList).toHaveLength(2);
    expect(isStored(t, res.body.imageList[0].file)).toBe(false);
    expect(isStored(t, res.body.video)).toBe(false);

    const del = await t.http.delete(`/api/covenant/${res.body.id}`).auth(staff, { type: 'bearer' });
    expect(del.status).toBe(204);
    expect(isStored(t, edited.body.image)).toBe(false);
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const bulk = await t.http
      .post('/api/covenant/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [a.body.id, b.body.id] });
    expect(bulk.status).toBe(204);
    expect(await t.dataSource.getRepository(Covenant).count()).toBe(0);
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await t.dataSource.getRepository(StoredFile).count();
    expect((await create({}, [['image', img, 'a.jpg']])).body.error).toBe(
      'O convênio deve conter ao menos uma imagem.',
    );
    expect((await create({ videoEmbedded: 'https://evil.test/v' })).body.fields.videoEmbedded).toBe(
      'Use um endereço de vídeo do YouTube ou do Vimeo.',
    );
    expect((await create({ endAt: '31/12/2026' })).status).toBe(400);
    expect((await create({ category: '9999' })).body.fields.category).toBe(
      'Categoria inexistente.',
    );
    expect(
      (
        await create({}, [
          ['image', PDF, 'a.jpg'],
          ['imageList', img, 'a.jpg'],
        ])
      ).status,
    ).toBe(415);
    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(before);
  });

  it('shows the public only active covenants in their period, with search', async () => {
    const cat = await t.http
      .post('/api/category')
      .auth(staff, { type: 'bearer' })
      .send({ name: 'Educação' });
    const live = await create({
      name: 'Escola de Idiomas',
      category: String(cat.body.id),
      benefits: '<p onclick="x">Bolsa</p>',
    });
    await create({ name: 'Sem categoria', benefits: '<p>Estacionamento grátis</p>' });
    await create({ name: 'Inativo', status: String(RecordStatus.Inactive) });
    await create({ name: 'Vencido', startAt: dayOffset(-10), endAt: dayOffset(-1) });
    const pub = await t.http.get('/api/covenant/public');
    expect(pub.headers['cache-control']).toBe('public, no-cache');
    expect(pub.body.map((c: { name: string }) => c.name)).toEqual([
      'Escola de Idiomas',
      'Sem categoria',
    ]);
    expect(pub.body[0].benefits).toBe('<p>Bolsa</p>');
    expect(pub.body[1].category).toBeNull();
    const byCategory = await t.http.get('/api/covenant/public/search/educa');
    expect(byCategory.body.map((c: { name: string }) => c.name)).toEqual(['Escola de Idiomas']);
    const byBenefit = await t.http.get('/api/covenant/public/search/ESTACIONAMENTO');
    expect(byBenefit.body.map((c: { name: string }) => c.name)).toEqual(['Sem categoria']);
    expect((await t.http.get(`/api/covenant/public/${live.body.id}`)).body.name).toBe(
      'Escola de Idiomas',
    );
    const hidden = await t.dataSource.getRepository(Covenant).findOneByOrFail({ name: 'Inativo' });
    expect((await t.http.get(`/api/covenant/public/${hidden.id}`)).status).toBe(404);
  });
});
