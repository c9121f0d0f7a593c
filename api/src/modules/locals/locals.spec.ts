import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P } from '@clube/shared';
import { isStored, jpeg, PDF } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { StoredFile } from '../files/entities/stored-file.entity.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';
import { LocalFile } from './entities/local-file.entity.js';
import { Local } from './entities/local.entity.js';

type Fields = Record<string, string>;
type Upload = [string, Buffer, string];

const PERMS = [P.listLocal, P.insertLocal, P.updateLocal, P.deleteLocal];

describe('places (locals)', () => {
  let t: TestApp;
  let staff: string;
  let img: Buffer;
  let typeId: number;
  let intervalId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken(PERMS);
    img = await jpeg(80, 45);
    typeId = (
      await t.dataSource.getRepository(LocalType).save({
        description: 'Tipo Teste',
        externalValue: 1000,
        invitedValue: 500,
      })
    ).id;
    intervalId = (
      await t.dataSource
        .getRepository(ReservationInterval)
        .save({ description: 'Intervalo Teste', interval: 60 })
    ).id;
  });
  afterAll(() => t?.close());

  const uploadsOnDisk = () => {
    const root = join(t.config.dataDir, 'uploads');
    if (!existsSync(root)) return 0;
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length;
  };
  const send = (method: 'post' | 'put', url: string, fields: Fields, files: Upload[] = []) => {
    const req = t.http[method](url).auth(staff, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    for (const [k, b, n] of files) void req.attach(k, b, n);
    return req;
  };
  const valid = (description: string): Fields => ({
    description,
    localType: String(typeId),
    startsAt: '08:00',
    endsAt: '22:00',
    capacity: '30',
    reservationTime: '240',
    restrictions: '1',
    reservationInterval: String(intervalId),
    usageGuide: '<p>Traga sua toalha.</p>',
  });
  const create = (fields: Fields, files: Upload[] = []) =>
    send('post', '/api/locals', fields, files);

  it('guards every route by its permission (401, then 403 in Portuguese)', async () => {
    const routes: [string, 'get' | 'post' | 'put' | 'delete', string][] = [
      [P.listLocal, 'get', '/api/locals'],
      [P.listLocal, 'get', '/api/locals/1'],
      [P.insertLocal, 'post', '/api/locals'],
      [P.updateLocal, 'put', '/api/locals/1'],
      [P.deleteLocal, 'delete', '/api/locals/1'],
      [P.deleteLocal, 'post', '/api/locals/multiple'],
    ];
    for (const [perm, method, url] of routes) {
      expect({ url, method, status: (await t.http[method](url)).status }).toEqual({
        url,
        method,
        status: 401,
      });
      const others = await t.staffToken(PERMS.filter((p) => p !== perm));
      const res = await t.http[method](url).auth(others, { type: 'bearer' });
      expect({ url, method, status: res.status }).toEqual({ url, method, status: 403 });
      expect(res.body.error).toBe('Nível de usuário insuficiente para o acesso');
    }
  });

  it('creates a place with photos: minutes kept, restriction, sanitized guide, slug', async () => {
    const res = await create(
      {
        ...valid('Churrasqueira da Piscina'),
        reserved: 'true',
        reservationTime: '90',
        restrictions: '3',
        usageGuide: '<p onclick="x()">Uso <b>livre</b></p><script>alert(1)</script>',
      },
      [
        ['gallery', img, 'a.jpg'],
        ['gallery', img, 'b.jpg'],
      ],
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      description: 'Churrasqueira da Piscina',
      slug: 'churrasqueira-da-piscina',
      localType: { id: typeId, description: 'Tipo Teste' },
      startsAt: '08:00',
      endsAt: '22:00',
      capacity: 30,
      reserved: true,
      reservationTime: 90,
      restrictions: { id: 3, description: 'Convidados' },
      status: { id: 1, description: 'Ativo' },
      reservationInterval: { id: intervalId, description: 'Intervalo Teste', interval: 60 },
      usageGuide: '<p>Uso <b>livre</b></p>',
    });
    expect(res.body.gallery).toHaveLength(2);
    for (const photo of res.body.gallery) expect(isStored(t, photo.file)).toBe(true);
    const row = await t.dataSource.getRepository(Local).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ reservationTime: 90, restriction: 3, startsAt: '08:00:00' });
    expect(await t.dataSource.getRepository(LocalFile).countBy({ local: { id: row.id } })).toBe(2);

    expect(
      (await t.http.get(`/api/locals/${row.id}`).auth(staff, { type: 'bearer' })).body,
    ).toEqual(res.body);
    // A second place of the same name in other words gets its own slug.
    const other = await create(valid('Churrasqueira da piscina!'));
    expect(other.status).toBe(201);
    expect(other.body.slug).toBe('churrasqueira-da-piscina-2');
    const dup = await create(valid('CHURRASQUEIRA DA PISCINA'));
    expect(dup.status).toBe(409);
    expect(dup.body.fields).toEqual({ description: 'Já existe um local com essa descrição.' });
  });

  it('refuses a start time at or after the end time, in Portuguese, storing nothing', async () => {
    const rows = await t.dataSource.getRepository(Local).count();
    const files = await t.dataSource.getRepository(StoredFile).count();
    const disk = uploadsOnDisk();
    for (const [startsAt, endsAt] of [
      ['22:00', '08:00'],
      ['10:00', '10:00'],
    ]) {
      const res = await create({ ...valid(`Horário ${startsAt}`), startsAt, endsAt }, [
        ['gallery', img, 'a.jpg'],
      ]);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        startsAt: 'A hora de início não pode ser maior ou igual que a hora de fim!',
      });
    }
    const bad = await create({ ...valid('Hora ruim'), startsAt: '25:00' });
    expect(bad.body.fields.startsAt).toBe('Hora inválida: use HH:mm.');
    expect(await t.dataSource.getRepository(Local).count()).toBe(rows);
    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(files);
    expect(uploadsOnDisk()).toBe(disk);
  });

  it('refuses missing fields and wrong values per field, in Portuguese', async () => {
    const before = await t.dataSource.getRepository(Local).count();
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    for (const field of [
      'description',
      'localType',
      'startsAt',
      'endsAt',
      'capacity',
      'reservationTime',
      'restrictions',
      'reservationInterval',
      'usageGuide',
    ]) {
      expect({ field, message: empty.body.fields[field] }).toEqual({
        field,
        message: 'Este campo não pode estar vazio!',
      });
    }
    const checks: [Fields, string, string][] = [
      [
        { reservationTime: '0' },
        'reservationTime',
        'Informe um tempo de reserva de 1 minuto a 24 horas.',
      ],
      [
        { reservationTime: '1441' },
        'reservationTime',
        'Informe um tempo de reserva de 1 minuto a 24 horas.',
      ],
      [{ capacity: '0' }, 'capacity', 'Informe uma capacidade de 1 a 10000 pessoas.'],
      [{ restrictions: '4' }, 'restrictions', 'Valor fora da lista permitida.'],
      [{ localType: '99999' }, 'localType', 'Tipo de local inexistente.'],
      [{ reservationInterval: '99999' }, 'reservationInterval', 'Intervalo inexistente.'],
      [{ usageGuide: '<script>x</script>' }, 'usageGuide', 'Este campo não pode estar vazio!'],
    ];
    for (const [fields, field, message] of checks) {
      const res = await create({ ...valid('Valores errados'), ...fields });
      expect({ field, status: res.status, message: res.body.fields?.[field] }).toEqual({
        field,
        status: 400,
        message,
      });
    }
    expect(await t.dataSource.getRepository(Local).count()).toBe(before);
  });

  it('stores no photo when one of them is refused (all or nothing)', async () => {
    const files = await t.dataSource.getRepository(StoredFile).count();
    const disk = uploadsOnDisk();
    const res = await create(valid('Galeria ruim'), [
      ['gallery', img, 'a.jpg'],
      ['gallery', PDF, 'b.jpg'],
    ]);
    expect(res.status).toBe(415);
    expect(await t.dataSource.getRepository(Local).countBy({ description: 'Galeria ruim' })).toBe(
      0,
    );
    expect(await t.dataSource.getRepository(StoredFile).count()).toBe(files);
    expect(uploadsOnDisk()).toBe(disk);
  });

  it('edits a place: adds and removes photos, keeps the slug; deletes with its photos', async () => {
    const created = await create(valid('Quadra Coberta'), [['gallery', img, 'a.jpg']]);
    const first = created.body.gallery[0];
    const edited = await send(
      'put',
      `/api/locals/${created.body.id}`,
      {
        description: 'Quadra Coberta 2',
        endsAt: '23:00',
        removeGallery: first.id,
        reservationTime: '120',
      },
      [['gallery', img, 'b.jpg']],
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Quadra Coberta 2',
      slug: 'quadra-coberta',
      endsAt: '23:00',
      reservationTime: 120,
    });
    expect(edited.body.gallery).toHaveLength(1);
    expect(edited.body.gallery[0].id).not.toBe(first.id);
    expect(isStored(t, first.file)).toBe(false);

    const late = await send('put', `/api/locals/${created.body.id}`, { startsAt: '23:30' });
    expect(late.status).toBe(400);
    expect(late.body.fields.startsAt).toBe(
      'A hora de início não pode ser maior ou igual que a hora de fim!',
    );

    const photo = edited.body.gallery[0].file;
    const del = await t.http
      .delete(`/api/locals/${created.body.id}`)
      .auth(staff, { type: 'bearer' });
    expect(del.status).toBe(204);
    expect(await t.dataSource.getRepository(Local).countBy({ id: created.body.id })).toBe(0);
    expect(isStored(t, photo)).toBe(false);
  });

  it('lookups: restrictions, place options, interval and type options; a used type or interval is not deleted', async () => {
    const anyStaff = await t.staffToken([]);
    const get = (url: string, token = anyStaff) => t.http.get(url).auth(token, { type: 'bearer' });
    expect((await get('/api/restrictions')).body).toEqual([
      { id: 1, description: 'Associados' },
      { id: 2, description: 'Dependentes' },
      { id: 3, description: 'Convidados' },
    ]);
    const places = await get('/api/locals/options');
    expect(places.status).toBe(200);
    expect((places.body as { description: string }[]).map((p) => p.description)).toContain(
      'Churrasqueira da Piscina',
    );
    expect((await get('/api/reservation-intervals/options')).body).toContainEqual({
      id: intervalId,
      description: 'Intervalo Teste',
    });
    expect((await get('/api/local-types/options')).body).toContainEqual({
      id: typeId,
      description: 'Tipo Teste',
    });
    expect((await t.http.get('/api/restrictions')).status).toBe(401);

    const admin = await t.staffToken([P.deleteLocalType, P.deleteReservationIntervals]);
    const type = await t.http.delete(`/api/local-types/${typeId}`).auth(admin, { type: 'bearer' });
    expect(type.status).toBe(409);
    expect(type.body.error).toBe('Este tipo de local está em uso por um local.');
    expect(type.body.code).toBe('REGISTER_IN_USE');
    const interval = await t.http
      .delete(`/api/reservation-intervals/${intervalId}`)
      .auth(admin, { type: 'bearer' });
    expect(interval.status).toBe(409);
    expect(interval.body.error).toBe('Este intervalo está em uso por um local.');
    expect(interval.body.code).toBe('REGISTER_IN_USE');
    expect(await t.dataSource.getRepository(LocalType).countBy({ id: typeId })).toBe(1);
  });
});
