import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, RecordStatus } from '@clube/shared';
import { isStored, jpeg } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';

type Fields = Record<string, string>;

describe('public places (GET locals/public)', () => {
  let t: TestApp;
  let staff: string;
  let typeId: number;
  let intervalId: number;
  let img: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken([P.listLocal, P.insertLocal, P.updateLocal]);
    img = await jpeg(80, 45);
    typeId = (
      await t.dataSource.getRepository(LocalType).save({
        description: 'Salão Público',
        associatedValue: 0,
        externalValue: 5000,
        invitedValue: 2500,
        rescheduleInterval: 30,
      })
    ).id;
    intervalId = (
      await t.dataSource
        .getRepository(ReservationInterval)
        .save({ description: 'Uma hora e meia', interval: 90 })
    ).id;
  });
  afterAll(() => t?.close());

  const create = (description: string, extra: Fields = {}, photos = 0) => {
    const fields: Fields = {
      description,
      localType: String(typeId),
      startsAt: '09:00',
      endsAt: '21:30',
      capacity: '40',
      reservationTime: '90',
      restrictions: '2',
      reserved: 'true',
      reservationInterval: String(intervalId),
      usageGuide: '<p>Deixe o salão limpo.</p>',
      ...extra,
    };
    const req = t.http.post('/api/locals').auth(staff, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    for (let i = 0; i < photos; i++) void req.attach('gallery', img, `p${i}.jpg`);
    return req;
  };

  it('lists active places only, by description, without a token, marked for the public cache', async () => {
    const active = await create('Salão Azul', {}, 2);
    expect(active.status).toBe(201);
    expect((await create('Quadra Coberta', { status: String(RecordStatus.Inactive) })).status).toBe(
      201,
    );
    expect((await create('Área Verde', { reserved: 'false', restrictions: '3' })).status).toBe(201);

    const res = await t.http.get('/api/locals/public');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['etag']).toBeTruthy();
    const names = (res.body as { description: string }[]).map((l) => l.description);
    expect(names).toEqual(['Área Verde', 'Salão Azul']);

    const azul = res.body[1];
    expect(azul).toEqual({
      id: active.body.id,
      description: 'Salão Azul',
      slug: 'salao-azul',
      usageGuide: '<p>Deixe o salão limpo.</p>',
      capacity: 40,
      reserved: true,
      restrictions: [{ id: 2, description: 'Dependentes' }],
      reservationTime: 90,
      reservationTimeInHours: 1.5,
      reservationInterval: { description: 'Uma hora e meia' },
      localType: {
        description: 'Salão Público',
        associatedValue: 0,
        externalValue: 5000,
        invitedValue: 2500,
        invitedValueFormatted: 'R$ 25,00',
        rescheduleInterval: 30,
      },
      gallery: active.body.gallery.map((p: { file: string }) => p.file),
      startsAt: '09:00',
      endsAt: '21:30',
    });
    expect(azul.gallery).toHaveLength(2);
    for (const url of azul.gallery) expect(isStored(t, url)).toBe(true);
    expect(azul).not.toHaveProperty('status');
    expect(res.body[0].restrictions).toEqual([{ id: 3, description: 'Convidados' }]);
  });

  it('answers one active place by slug; an unknown or inactive one is a 404 in Portuguese', async () => {
    const one = await t.http.get('/api/locals/public/salao-azul');
    expect(one.status).toBe(200);
    expect(one.headers['cache-control']).toBe('public, no-cache');
    expect(one.body).toMatchObject({ description: 'Salão Azul', reservationTimeInHours: 1.5 });

    for (const slug of ['quadra-coberta', 'nao-existe']) {
      const res = await t.http.get(`/api/locals/public/${slug}`);
      expect({ slug, status: res.status, error: res.body.error }).toEqual({
        slug,
        status: 404,
        error: 'Local não encontrado.',
      });
    }
  });

  it('drops a place from the public list once it is made inactive (the cache follows the write)', async () => {
    const before = await t.http.get('/api/locals/public');
    const id = before.body.find((l: { slug: string }) => l.slug === 'salao-azul').id;
    const put = await t.http
      .put(`/api/locals/${id}`)
      .auth(staff, { type: 'bearer' })
      .field('status', String(RecordStatus.Inactive));
    expect(put.status).toBe(200);
    const after = await t.http.get('/api/locals/public');
    expect(after.body.map((l: { slug: string }) => l.slug)).not.toContain('salao-azul');
    expect((await t.http.get('/api/locals/public/salao-azul')).status).toBe(404);
  });
});
