import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, RecordStatus } from '@clube/shared';
import { isStored, jpeg, PDF, png } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from '../files/entities/stored-file.entity.js';
import { TicketTemplate } from './entities/ticket-template.entity.js';

describe('ticket templates', () => {
  let t: TestApp;
  let staff: string;
  let image: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken([
      P.listTicketTemplate,
      P.insertTicketTemplate,
      P.updateTicketTemplate,
      P.deleteTicketTemplate,
      P.listSiteConfiguration,
      P.updateSiteConfiguration,
    ]);
    image = await jpeg(160, 90);
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
  const create = (over: Fields = {}, files?: Record<string, [Buffer, string]>) =>
    form(
      'post',
      '/api/ticket-template',
      { title: 'Convite de aniversário', color: '#023b58', ...over },
      files ?? { image: [image, 'fundo.jpg'] },
    );

  it('guards every route by its permission (401 without a token, 403 without it)', async () => {
    const other = await t.staffToken([P.listNews]);
    const routes: [string, string][] = [
      ['get', '/api/ticket-template'],
      ['get', '/api/ticket-template/1'],
      ['post', '/api/ticket-template'],
      ['put', '/api/ticket-template/1'],
      ['delete', '/api/ticket-template/1'],
      ['post', '/api/ticket-template/multiple'],
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

  it('creates a template with its image (png or jpg)', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Convite de aniversário',
      color: '#023B58',
      status: { id: 1, description: 'Ativo' },
      imageFile: { name: 'fundo.jpg', mimeType: 'image/jpeg' },
    });
    expect(res.body.image).toMatch(/^\/api\/files\/.+\.jpg$/);
    expect(isStored(t, res.body.image)).toBe(true);

    const pngOne = await create(
      { title: 'Convite PNG', status: String(RecordStatus.Inactive) },
      { image: [await png(), 'a.png'] },
    );
    expect(pngOne.status).toBe(201);
    expect(pngOne.body.status).toEqual({ id: 2, description: 'Inativo' });
  });

  it('refuses bad input with Portuguese messages, storing nothing', async () => {
    const filesBefore = await t.dataSource.getRepository(StoredFile).count();
    const before = await t.dataSource.getRepository(TicketTemplate).count();

    const badColor = await create({ color: 'azul' });
    expect(badColor.status).toBe(400);
    expect(badColor.body.fields.color).toBe('Cor inválida: use o formato #RRGGBB.');

    const noImage = await create({}, {});
    expect(noImage.status).toBe(400);
    expect(noImage.body.fields.image).toBe('Este campo não pode estar vazio!');

    const noTitle = await create({ title: '  ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields.title).toBe('Este campo não pode estar vazio!');

    const pdf = await create({}, { image: [PDF, 'a.jpg'] });
    expect(pdf.status).toBe(415);

    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(filesBefore);
    expect(await t.dataSource.getRepository(TicketTemplate).count()).toBe(before);
  });

  it('lists and searches by title', async () => {
    await create({ title: 'Convite Réveillon' });
    const all = await t.http.get('/api/ticket-template').auth(staff, { type: 'bearer' });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.data.length);
    expect(all.body.total).toBeGreaterThanOrEqual(1);
    const found = await t.http
      .get('/api/ticket-template?search=réveillon')
      .auth(staff, { type: 'bearer' });
    expect(found.body.total).toBe(1);
    expect(found.body.data[0].title).toBe('Convite Réveillon');
  });

  it('offers the active templates by title to any staff member (ticket-template/options)', async () => {
    await create({ title: 'Convite Zeta Ativo' });
    await create({ title: 'Convite Alfa Inativo', status: String(RecordStatus.Inactive) });
    const anyStaff = await t.staffToken([]);
    const res = await t.http.get('/api/ticket-template/options').auth(anyStaff, { type: 'bearer' });
    expect(res.status).toBe(200);
    const titles = (res.body as { id: number; description: string }[]).map((o) => o.description);
    expect(titles).toContain('Convite Zeta Ativo');
    expect(titles).not.toContain('Convite Alfa Inativo');
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((await t.http.get('/api/ticket-template/options')).status).toBe(401);
  });

  it('edits fields, keeps the image unless one is sent, and replaces it deleting the old bytes', async () => {
    const created = await create({ title: 'Convite Carnaval' });
    const { id, image: oldImage } = created.body;
    const edited = await form('put', `/api/ticket-template/${id}`, {
      title: 'Convite Carnaval 2027',
      color: '#ffffff',
      status: String(RecordStatus.Inactive),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Convite Carnaval 2027',
      color: '#FFFFFF',
      status: { id: 2 },
      image: oldImage,
    });
    const replaced = await form(
      'put',
      `/api/ticket-template/${id}`,
      {},
      { image: [await jpeg(80, 45, '#f00'), 'novo.jpg'] },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.image).not.toBe(oldImage);
    expect(isStored(t, oldImage)).toBe(false);
    expect(isStored(t, replaced.body.image)).toBe(true);

    const bad = await form('put', `/api/ticket-template/${id}`, { color: '#12' });
    expect(bad.status).toBe(400);
    const missing = await form('put', '/api/ticket-template/999999', { title: 'x' });
    expect(missing.status).toBe(404);
  });

  it('deletes one and many, with their images', async () => {
    const a = await create({ title: 'Apagar A' });
    const b = await create({ title: 'Apagar B' });
    const c = await create({ title: 'Apagar C' });
    const one = await t.http
      .delete(`/api/ticket-template/${a.body.id}`)
      .auth(staff, { type: 'bearer' });
    expect(one.status).toBe(204);
    expect(isStored(t, a.body.image)).toBe(false);
    const gone = await t.http
      .get(`/api/ticket-template/${a.body.id}`)
      .auth(staff, { type: 'bearer' });
    expect(gone.status).toBe(404);

    const missing = await t.http
      .post('/api/ticket-template/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [b.body.id, 999999] });
    expect(missing.status).toBe(404);

    const many = await t.http
      .post('/api/ticket-template/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [b.body.id, c.body.id] });
    expect(many.status).toBe(204);
    expect(await t.dataSource.getRepository(TicketTemplate).countBy({ title: 'Apagar B' })).toBe(0);
    expect(isStored(t, c.body.image)).toBe(false);
  });

  it('is the settings default until deleted, then the default becomes null', async () => {
    const created = await create({ title: 'Convite do clube', color: '#123456' });
    const id = created.body.id as number;
    const save = (templateDefault: string) =>
      form('post', '/api/site-configuration', { templateDefault });

    const unknown = await save('999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Modelo de convite não encontrado.');

    const saved = await save(String(id));
    expect(saved.status).toBe(200);
    expect(saved.body.templateDefault).toEqual({
      id,
      title: 'Convite do clube',
      image: created.body.image,
      color: '#123456',
      status: { id: 1, description: 'Ativo' },
    });
    const pub = await t.http.get('/api/site-configuration-public');
    expect(pub.body.templateDefault).toMatchObject({ id, title: 'Convite do clube' });

    const del = await t.http.delete(`/api/ticket-template/${id}`).auth(staff, { type: 'bearer' });
    expect(del.status).toBe(204);
    const after = await t.http.get('/api/site-configuration-public');
    expect(after.body.templateDefault).toBeNull();

    const other = await create({ title: 'Outro convite' });
    expect((await save(String(other.body.id))).body.templateDefault.id).toBe(other.body.id);
    const cleared = await save('');
    expect(cleared.body.templateDefault).toBeNull();
  });
});
