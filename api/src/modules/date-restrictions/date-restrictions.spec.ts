import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P, RecordStatus } from '@clube/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import { Local } from '../locals/entities/local.entity.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';
import { todayIso } from '@clube/shared';
import { seedDemoDateRestrictions } from '../../seed/demo-date-restrictions.js';
import { DateRestrictionsService } from './date-restrictions.service.js';
import { DateRestriction } from './entities/date-restriction.entity.js';

type Body = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';
/** A status outside the list (Ativo, Inativo): refused. */
const NOT_A_STATUS = 5;

const PERMS = [
  P.listDateRestriction,
  P.insertDateRestriction,
  P.updateDateRestriction,
  P.deleteDateRestriction,
];
const REQUIRED = 'Este campo não pode estar vazio!';

describe('date restrictions (date-restrictions)', () => {
  let t: TestApp;
  let staff: string;
  let pool: Local;
  let grill: Local;
  let court: Local;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken(PERMS);
    const localType = await t.dataSource
      .getRepository(LocalType)
      .save({ description: 'Tipo Restrição', externalValue: 1000, invitedValue: 500 });
    const reservationInterval = await t.dataSource
      .getRepository(ReservationInterval)
      .save({ description: 'Intervalo Restrição', interval: 60 });
    const place = (description: string, slug: string) =>
      t.dataSource.getRepository(Local).save({
        description,
        slug,
        localType,
        reservationInterval,
        startsAt: '08:00',
        endsAt: '22:00',
        capacity: 10,
        reservationTime: 60,
        restriction: 1,
        usageGuide: '<p>Guia</p>',
      });
    pool = await place('Piscina R', 'piscina-r');
    grill = await place('Churrasqueira R', 'churrasqueira-r');
    court = await place('Quadra R', 'quadra-r');
  });
  afterAll(() => t?.close());

  const send = (method: Method, url: string, body?: Body, token = staff) => {
    const req = t.http[method](url).auth(token, { type: 'bearer' });
    return body === undefined ? req : req.send(body);
  };
  const rows = () => t.dataSource.getRepository(DateRestriction);
  const valid = (description: string, extra: Body = {}): Body => ({
    description,
    startsAt: '2026-12-24',
    endsAt: '2026-12-26',
    locals: [pool.id],
    ...extra,
  });

  it('guards every route by its own permission (401 without a token, 403 in Portuguese without it)', async () => {
    const routes: [string, Method, string][] = [
      [P.listDateRestriction, 'get', '/api/date-restrictions'],
      [P.listDateRestriction, 'get', '/api/date-restrictions/1'],
      [P.insertDateRestriction, 'post', '/api/date-restrictions'],
      [P.updateDateRestriction, 'put', '/api/date-restrictions/1'],
      [P.deleteDateRestriction, 'delete', '/api/date-restrictions/1'],
      [P.deleteDateRestriction, 'post', '/api/date-restrictions/multiple'],
    ];
    for (const [perm, method, url] of routes) {
      expect({ url, status: (await t.http[method](url)).status }).toEqual({ url, status: 401 });
      const others = await t.staffToken(PERMS.filter((p) => p !== perm));
      const res = await send(method, url, {}, others);
      expect({ url, method, status: res.status }).toEqual({ url, method, status: 403 });
      expect(res.body.error).toBe('Nível de usuário insuficiente para o acesso');
    }
  });

  it('creates a restriction with its places (Ativo by default) and reads it back', async () => {
    const res = await send(
      'post',
      '/api/date-restrictions',
      valid('  Natal  ', { locals: [pool.id, grill.id] }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      description: 'Natal',
      startsAt: '2026-12-24',
      endsAt: '2026-12-26',
      status: { id: 1, description: 'Ativo' },
      locals: [
        { id: grill.id, description: 'Churrasqueira R' },
        { id: pool.id, description: 'Piscina R' },
      ],
    });
    const raw = await t.dataSource.query(
      'SELECT local_id FROM date_restriction_local WHERE date_restriction_id = $1 ORDER BY local_id',
      [res.body.id],
    );
    expect(raw.map((r: { local_id: number }) => r.local_id)).toEqual(
      [pool.id, grill.id].sort((a, b) => a - b),
    );
    expect((await send('get', `/api/date-restrictions/${res.body.id}`)).body).toEqual(res.body);
    // A single day (start = end) is a valid period.
    const oneDay = await send(
      'post',
      '/api/date-restrictions',
      valid('Um dia', { startsAt: '2026-11-15', endsAt: '2026-11-15' }),
    );
    expect(oneDay.status).toBe(201);
  });

  it('refuses missing or wrong values in Portuguese, per field, storing nothing', async () => {
    const before = await rows().count();
    const empty = await send('post', '/api/date-restrictions', {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.fields).toEqual({
      description: REQUIRED,
      startsAt: REQUIRED,
      endsAt: REQUIRED,
      locals: REQUIRED,
    });
    const noPlaces = await send(
      'post',
      '/api/date-restrictions',
      valid('Sem locais', { locals: [] }),
    );
    expect(noPlaces.status).toBe(400);
    expect(noPlaces.body.fields).toEqual({ locals: REQUIRED });

    const reversed = await send(
      'post',
      '/api/date-restrictions',
      valid('Invertida', { startsAt: '2026-12-26', endsAt: '2026-12-24' }),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({
      endsAt: 'A data final não pode ser anterior à data inicial.',
    });
    for (const date of ['24/12/2026', '2026-02-30', '2026-12-24T10:00:00Z', 20261224]) {
      const res = await send('post', '/api/date-restrictions', valid('Data', { startsAt: date }));
      expect({ date, status: res.status, field: res.body.fields?.startsAt }).toEqual({
        date,
        status: 400,
        field: 'Data inválida: use o formato aaaa-mm-dd.',
      });
    }
    const unknown = await send(
      'post',
      '/api/date-restrictions',
      valid('Local inexistente', { locals: [pool.id, 999999] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ locals: 'Local não encontrado.' });
    const status = await send(
      'post',
      '/api/date-restrictions',
      valid('Status', { status: NOT_A_STATUS }),
    );
    expect(status.body.fields).toEqual({ status: 'Valor fora da lista permitida.' });
    expect(await rows().count()).toBe(before);
  });

  it('edits period, places and status but never the description (locked on edit)', async () => {
    const created = await send('post', '/api/date-restrictions', valid('Reforma'));
    const url = `/api/date-restrictions/${created.body.id}`;
    const locked = await send('put', url, { description: 'Outro nome' });
    expect(locked.status).toBe(400);
    expect(locked.body.fields).toEqual({ description: 'Campo não permitido.' });
    // Only the end sent, before the saved start: refused on the merged period.
    const early = await send('put', url, { endsAt: '2026-12-01' });
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({
      endsAt: 'A data final não pode ser anterior à data inicial.',
    });
    expect((await send('put', url, { locals: [] })).body.fields).toEqual({ locals: REQUIRED });

    const edited = await send('put', url, {
      startsAt: '2027-01-10',
      endsAt: '2027-01-20',
      locals: [court.id],
      status: RecordStatus.Inactive,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      id: created.body.id,
      description: 'Reforma',
      startsAt: '2027-01-10',
      endsAt: '2027-01-20',
      status: { id: 2, description: 'Inativo' },
      locals: [{ id: court.id, description: 'Quadra R' }],
    });
    const row = await rows().findOneOrFail({
      where: { id: created.body.id },
      relations: { locals: true },
    });
    expect(row).toMatchObject({
      description: 'Reforma',
      startsAt: '2027-01-10',
      status: RecordStatus.Inactive,
    });
    expect(row.locals.map((l) => l.id)).toEqual([court.id]);
    expect(
      (await send('put', '/api/date-restrictions/999999', { status: RecordStatus.Active })).status,
    ).toBe(404);
  });

  it('lists with search, status, place and period filters', async () => {
    const mk = async (description: string, extra: Body) =>
      (await send('post', '/api/date-restrictions', valid(description, extra))).body.id as number;
    const carnival = await mk('Filtro Carnaval', {
      startsAt: '2028-02-26',
      endsAt: '2028-03-01',
      locals: [pool.id, court.id],
    });
    const easter = await mk('Filtro Páscoa', {
      startsAt: '2028-04-14',
      endsAt: '2028-04-16',
      locals: [grill.id],
      status: RecordStatus.Inactive,
    });
    const ids = async (query: string) => {
      const res = await send('get', `/api/date-restrictions?search=filtro&take=100&${query}`);
      expect(res.status).toBe(200);
      return (res.body.data as { id: number }[]).map((r) => r.id);
    };
    // Newest period first by default.
    expect(await ids('')).toEqual([easter, carnival]);
    expect(await ids('sort=startsAt')).toEqual([carnival, easter]);
    expect(await ids(`status=${RecordStatus.Inactive}`)).toEqual([easter]);
    expect(await ids(`localId=${court.id}`)).toEqual([carnival]);
    expect(await ids(`localId=${grill.id}`)).toEqual([easter]);
    // Any overlap with [from, to], ends included.
    expect(await ids('from=2028-03-01&to=2028-03-31')).toEqual([carnival]);
    expect(await ids('from=2028-03-02&to=2028-04-13')).toEqual([]);
    expect(await ids('from=2028-04-16')).toEqual([easter]);
    expect(await ids('to=2028-02-26')).toEqual([carnival]);
    const page = await send('get', '/api/date-restrictions?search=carnaval');
    expect(page.body).toMatchObject({
      total: 1,
      data: [{ id: carnival, locals: expect.any(Array) }],
    });
    expect(page.body.data[0].locals).toHaveLength(2);
    const bad = await send('get', '/api/date-restrictions?from=2028-04-10&to=2028-04-01');
    expect(bad.status).toBe(400);
    expect((await send('get', '/api/date-restrictions?from=10/04/2028')).status).toBe(400);
  });

  it('activeRestrictions: the active restrictions of a place with a day in the range', async () => {
    const service = t.app.get(DateRestrictionsService);
    const mk = async (description: string, extra: Body) =>
      (await send('post', '/api/date-restrictions', valid(description, extra))).body.id as number;
    const active = await mk('Cobre Ativa', {
      startsAt: '2029-07-10',
      endsAt: '2029-07-12',
      locals: [pool.id, grill.id],
    });
    await mk('Cobre Inativa', {
      startsAt: '2029-07-10',
      endsAt: '2029-07-12',
      locals: [pool.id],
      status: RecordStatus.Inactive,
    });
    const other = await mk('Cobre Depois', {
      startsAt: '2029-07-13',
      endsAt: '2029-07-13',
      locals: [pool.id],
    });

    expect(await service.activeRestrictions(pool.id, '2029-07-12', '2029-07-12')).toEqual([
      { id: active, description: 'Cobre Ativa', startsAt: '2029-07-10', endsAt: '2029-07-12' },
    ]);
    expect(
      (await service.activeRestrictions(pool.id, '2029-07-01', '2029-07-31')).map((r) => r.id),
    ).toEqual([active, other]);
    expect(await service.activeRestrictions(pool.id, '2029-07-09', '2029-07-09')).toEqual([]);
    expect(await service.activeRestrictions(pool.id, '2029-07-14', '2029-07-20')).toEqual([]);
    expect(await service.activeRestrictions(court.id, '2029-07-10', '2029-07-12')).toEqual([]);
    expect(
      (await service.activeRestrictions(grill.id, '2029-07-01', '2029-07-10')).map((r) => r.id),
    ).toEqual([active]);
    // Instants are read as days of the club's time zone: 2029-07-13 01:30 UTC is still
    // 2029-07-12 in São Paulo (UTC-3), a restricted day; 03:30 UTC is the 13th, a free day
    // for the grill.
    const during = (iso: string) =>
      service.activeRestrictionsDuring(grill.id, new Date(iso), new Date(iso));
    expect((await during('2029-07-13T01:30:00Z')).map((r) => r.id)).toEqual([active]);
    expect(await during('2029-07-13T03:30:00Z')).toEqual([]);
  });

  it('deletes one and many (404 and nothing deleted when one id is missing), places untouched', async () => {
    const a = await send('post', '/api/date-restrictions', valid('Apagar A'));
    const b = await send('post', '/api/date-restrictions', valid('Apagar B'));
    expect((await send('delete', `/api/date-restrictions/${a.body.id}`)).status).toBe(204);
    expect(await rows().countBy({ id: a.body.id })).toBe(0);
    const joins = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM date_restriction_local WHERE date_restriction_id = $1',
      [a.body.id],
    );
    expect(joins[0].n).toBe(0);
    expect(await t.dataSource.getRepository(Local).countBy({ id: pool.id })).toBe(1);
    const many = await send('post', '/api/date-restrictions/multiple', {
      ids: [b.body.id, 999999],
    });
    expect(many.status).toBe(404);
    expect(many.body.error).toBe('Restrição de datas não encontrada.');
    expect(await rows().countBy({ id: b.body.id })).toBe(1);
    expect(
      (await send('post', '/api/date-restrictions/multiple', { ids: [b.body.id] })).status,
    ).toBe(204);
    expect((await send('get', `/api/date-restrictions/${b.body.id}`)).status).toBe(404);
  });
  it('keeps the period in a GiST index and seeds one demo restriction once', async () => {
    const idx = await t.dataSource.query(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'IDX_date_restriction_period'",
    );
    expect(idx[0].indexdef).toContain('USING gist');
    const { id: _id, ...fields } = pool;
    const tennis = await t.dataSource.getRepository(Local).save({
      ...fields,
      description: 'Quadra de Tênis 1',
      slug: 'quadra-de-tenis-1',
    });
    await seedDemoDateRestrictions(t.dataSource);
    await seedDemoDateRestrictions(t.dataSource);
    const seeded = await rows().find({
      where: { description: 'Manutenção das quadras de tênis' },
      relations: { locals: true },
    });
    expect(seeded).toHaveLength(1);
    expect(seeded[0].locals.map((l) => l.id)).toEqual([tennis.id]);
    expect(seeded[0].startsAt > todayIso()).toBe(true);
    expect(seeded[0].status).toBe(1);
  });
});
