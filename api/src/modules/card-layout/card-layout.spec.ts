import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P } from '@clube/shared';
import { isStored, jpeg, PDF } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from '../files/entities/stored-file.entity.js';
import { CardLayout } from './entities/card-layout.entity.js';

describe('card layout (card-layout)', () => {
  let t: TestApp;
  let staff: string;
  let img: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken([P.listCard, P.updateCard]);
    img = await jpeg(86, 54);
  });
  afterAll(() => t?.close());

  const save = (fields: Record<string, string>, image?: Buffer, token = staff) => {
    const req = t.http.post('/api/card-layout').auth(token, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    if (image) void req.attach('image', image, 'fundo.jpg');
    return req;
  };

  it('reads the layout (white text, no picture until saved) for any staff member only', async () => {
    expect((await t.http.get('/api/card-layout')).status).toBe(401);
    const member = await t.memberToken();
    expect((await t.http.get('/api/card-layout').auth(member, { type: 'bearer' })).status).toBe(
      401,
    );
    const anyStaff = await t.staffToken([]);
    const res = await t.http.get('/api/card-layout').auth(anyStaff, { type: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ image: null, textColor: '#FFFFFF' });
  });

  it('saves the colour and the picture with update-card only (403 in Portuguese otherwise)', async () => {
    expect((await t.http.post('/api/card-layout')).status).toBe(401);
    const lister = await t.staffToken([P.listCard]);
    const denied = await save({ textColor: '#000000' }, img, lister);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('Nível de usuário insuficiente para o acesso');
    expect(await t.dataSource.getRepository(CardLayout).count()).toBe(0);

    const first = await save({ textColor: '#023b58' }, img);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      image: expect.stringMatching(/^\/api\/files\//),
      textColor: '#023B58',
    });
    expect(isStored(t, first.body.image)).toBe(true);

    // Colour only: the picture stays.
    const colour = await save({ textColor: '#FFFFFF' });
    expect(colour.body).toEqual({ image: first.body.image, textColor: '#FFFFFF' });

    // A new picture replaces the old one, whose bytes go.
    const second = await save({ textColor: '#FFFFFF' }, img);
    expect(second.body.image).not.toBe(first.body.image);
    expect(isStored(t, first.body.image)).toBe(false);
    expect(isStored(t, second.body.image)).toBe(true);
    expect(await t.dataSource.getRepository(CardLayout).count()).toBe(1);
    const read = await t.http.get('/api/card-layout').auth(staff, { type: 'bearer' });
    expect(read.body).toEqual(second.body);
  });

  it('refuses a bad colour or a file that is not a picture, keeping what was saved', async () => {
    const before = await t.http.get('/api/card-layout').auth(staff, { type: 'bearer' });
    const files = await t.dataSource.getRepository(StoredFile).count();
    const missing = await save({}, img);
    expect(missing.status).toBe(400);
    expect(missing.body.fields.textColor).toBe('Este campo não pode estar vazio!');
    const bad = await save({ textColor: 'azul' }, img);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.textColor).toBe('Cor inválida: use o formato #RRGGBB.');
    const pdf = await save({ textColor: '#000000' }, PDF);
    expect(pdf.status).toBe(415);
    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(files);
    expect((await t.http.get('/api/card-layout').auth(staff, { type: 'bearer' })).body).toEqual(
      before.body,
    );
  });
});
