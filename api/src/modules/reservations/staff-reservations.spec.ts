import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { P } from '@clube/shared';
import {
  INVITED,
  type Method,
  outsider,
  type ReservationWorld,
  reservationWorld,
  STAFF_PERMS,
} from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Associate } from '../associates/entities/associate.entity.js';
import type { Dependent } from '../associates/entities/dependent.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { seedDemoReservations } from '../../seed/demo-reservations.js';

describe('reservations: the back office (list, detail, booking on behalf, edit, delete)', () => {
  let t: TestApp;
  let w: ReservationWorld;
  let staff: string;
  let member: Associate;
  let memberToken: string;
  let other: Associate;
  let otherToken: string;
  let dependent: Dependent;
  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    ({ staff, member, memberToken, other, otherToken, dependent } = w);
  });
  afterAll(() => t?.close());

  const place = (fields?: Partial<Local>) => w.place(fields);
  const send: ReservationWorld['send'] = (...args) => w.send(...args);
  const hours = (slug: string) => w.hours(slug);
  const book: ReservationWorld['book'] = (...args) => w.book(...args);

  it('staff: list with filters and pagination, read with guests, book on behalf, edit guests, delete frees the slot', async () => {
    const local = await place({ description: 'Quadra Staff', slug: 'quadra-staff' });
    const slots = await hours(local.slug);
    const bookedBy = await send('post', '/api/local-reservations', staff, {
      local: local.id,
      startAt: slots[2].slots[0].startTime,
      endAt: slots[2].slots[0].endTime,
      invitations: [{ name: 'Pagante', doc: outsider(60) }],
      associate: other.id,
    });
    expect(bookedBy.status).toBe(201);
    expect(bookedBy.body.localReservation.status).toBe('Pendente');
    // Staff are told what the member pays and by when (not the member's 'encaminhado para o
    // pagamento'); the order is the member's, paid by him in Meus pedidos.
    expect(bookedBy.body.message).toMatch(
      /^Reserva cadastrada como Pendente: o associado paga R\$ \d+,\d{2} em Meus pedidos até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}; sem o pagamento, o horário é liberado\.$/,
    );
    expect(bookedBy.body.order).toMatchObject({ status: 'Pendente', total: INVITED });
    const mine = await send('get', '/api/local-reservations-by-idUser', otherToken);
    expect(mine.body.map((r: { id: number }) => r.id)).toContain(bookedBy.body.localReservation.id);
    const confirmed = await book(local, slots[3].slots[0], [{ name: 'Filho', doc: dependent.cpf }]);
    const cancelled = await book(local, slots[4].slots[0], []);
    await send('delete', `/api/local-reservations/${cancelled.body.localReservation.id}`, staff);

    const list = (query: string) => send('get', `/api/local-reservations?${query}`, staff);
    const def = await list(`localId=${local.id}`);
    expect(def.status).toBe(200);
    expect(def.body.total).toBe(2);
    expect(def.body.data[0]).toEqual({
      id: confirmed.body.localReservation.id,
      local: { id: local.id, description: 'Quadra Staff' },
      associate: { id: member.id, name: member.name },
      startAt: slots[3].slots[0].startTime,
      endAt: slots[3].slots[0].endTime,
      status: 'Confirmada',
      numberInvitations: 1,
      total: 0,
      totalFormatted: 'R$ 0,00',
    });
    expect(def.body.data[1]).toMatchObject({
      associate: { id: other.id },
      status: 'Pendente',
      numberInvitations: 1,
      total: INVITED,
    });
    expect((await list(`localId=${local.id}&status=all`)).body.total).toBe(3);
    expect(
      (await list(`localId=${local.id}&status=Cancelada`)).body.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([cancelled.body.localReservation.id]);
    // Latest start first: the cancelled one (day 4), the confirmed one (day 3), day 2.
    expect((await list(`localId=${local.id}&status=all&take=1&skip=1`)).body).toMatchObject({
      total: 3,
      data: [{ id: confirmed.body.localReservation.id }],
    });
    expect((await list(`localId=${local.id}&sort=startAt`)).body.data[0].status).toBe('Pendente');
    const byDay = await list(`status=all&from=${slots[3].date}&to=${slots[3].date}`);
    expect(byDay.body.data.map((r: { id: number }) => r.id)).toContain(
      confirmed.body.localReservation.id,
    );
    expect(byDay.body.data.map((r: { id: number }) => r.id)).not.toContain(
      bookedBy.body.localReservation.id,
    );
    expect((await list(`search=quadra staff&status=all`)).body.total).toBe(3);
    const badSort = await list('sort=nope');
    expect(badSort.status).toBe(400);
    const badPeriod = await list('from=2026-05-10&to=2026-05-01');
    expect(badPeriod.status).toBe(400);
    expect((await list('status=Talvez')).body.fields).toEqual({ status: 'Status inválido.' });

    const detail = await send(
      'get',
      `/api/local-reservations/${confirmed.body.localReservation.id}`,
      staff,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.invitations).toEqual([
      {
        id: expect.any(Number),
        code: expect.stringMatching(/^000\d+$/),
        name: 'Filho do Sócio', // the record's name, not the typed 'Filho'
        doc: dependent.cpf,
        docType: 'cpf',
        kind: 'dependent',
        value: 0,
        usedAt: null,
      },
    ]);
    expect((await send('get', '/api/local-reservations/999999', staff)).status).toBe(404);

    const edited = await send(
      'put',
      `/api/local-reservations/${bookedBy.body.localReservation.id}`,
      staff,
      {
        invitations: [],
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'Confirmada', total: 0, numberInvitations: 0 });

    const del = await send(
      'delete',
      `/api/local-reservations/${confirmed.body.localReservation.id}`,
      staff,
    );
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Excluída.' });
    expect((await list(`localId=${local.id}`)).body.total).toBe(1);
    expect((await book(local, slots[3].slots[0], [], otherToken)).status).toBe(201);
  });

  it("booking for a member: the staff's picker and route need insert-local-reservation", async () => {
    const local = await place({ description: 'Quadra Balcão', slug: 'quadra-balcao' });
    const slots = await hours(local.slug);
    const body = {
      local: local.id,
      startAt: slots[1].slots[0].startTime,
      endAt: slots[1].slots[0].endTime,
      invitations: [{ name: 'Visita', doc: outsider(61) }],
      associate: other.id,
    };
    const picker = `/api/associates/options?search=${encodeURIComponent(other.name)}`;
    // Only the list: neither the member picker nor the booking.
    const listOnly = await t.staffToken([P.listLocalReservation]);
    expect((await send('get', picker, listOnly)).status).toBe(403);
    const refused = await send('post', '/api/local-reservations', listOnly, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Nível de usuário insuficiente para o acesso');
    // With insert-local-reservation: the member is found (CPF hidden: no list-associate), booked.
    const desk = await t.staffToken([P.listLocalReservation, P.insertLocalReservation]);
    const found = await send('get', picker, desk);
    expect(found.status).toBe(200);
    expect(found.body).toContainEqual({
      id: other.id,
      name: other.name,
      cpf: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/),
    });
    const booked = await send('post', '/api/local-reservations', desk, body);
    expect(booked.status).toBe(201);
    expect(booked.body.localReservation).toMatchObject({ status: 'Pendente' });
    expect((await send('post', '/api/local-reservations', desk, body)).status).toBe(409);
    const free = await send('post', '/api/local-reservations', desk, {
      local: local.id,
      startAt: slots[2].slots[0].startTime,
      endAt: slots[2].slots[0].endTime,
      invitations: [],
      associate: other.id,
    });
    expect(free.status).toBe(201);
    expect(free.body.message).toBe(
      'Reserva cadastrada e confirmada. Não há valor a pagar: apenas associados e/ou dependentes estão presentes nesta reserva.',
    );
    expect(free.body.localReservation.status).toBe('Confirmada');
  });

  it('guards: 401 without a token or with the other realm, 403 without the permission', async () => {
    const member = ['/api/local-reservations-by-idUser', '/api/my-orders'];
    for (const url of member) {
      expect((await t.http.get(url)).status).toBe(401);
      expect((await send('get', url, staff)).status).toBe(401);
    }
    expect((await send('get', '/api/local-reservations', memberToken)).status).toBe(401);
    const routes: [string, Method, string][] = [
      [P.listLocalReservation, 'get', '/api/local-reservations'],
      [P.listLocalReservation, 'get', '/api/local-reservations/1'],
      [P.insertLocalReservation, 'post', '/api/local-reservations'],
      [P.insertLocalReservation, 'put', '/api/local-reservations/1'],
      [P.deleteLocalReservation, 'delete', '/api/local-reservations/1'],
    ];
    for (const [perm, method, url] of routes) {
      expect((await t.http[method](url)).status).toBe(401);
      const token = await t.staffToken(STAFF_PERMS.filter((p) => p !== perm));
      const res = await send(method, url, token, {});
      expect({ url, status: res.status }).toEqual({ url, status: 403 });
      expect(res.body.error).toBe('Nível de usuário insuficiente para o acesso');
    }
  });
});

describe('demo reservations seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 120_000);
  afterAll(() => t?.close());

  it('gives the demo member past and future confirmed reservations (with guests), once', async () => {
    const member = await t.dataSource
      .getRepository(Associate)
      .findOneByOrFail({ email: 'socio@clube.test' });
    const token = await t.tokenFor('member', member.id);
    const mine = await t.http
      .get('/api/local-reservations-by-idUser')
      .auth(token, { type: 'bearer' });
    expect(mine.status).toBe(200);
    const now = Date.now();
    const future = mine.body.filter((r: { startAt: string }) => Date.parse(r.startAt) > now);
    const past = mine.body.filter((r: { startAt: string }) => Date.parse(r.startAt) <= now);
    expect(past).toHaveLength(2);
    expect(future).toHaveLength(2);
    for (const r of mine.body) expect(r.status).toBe('Confirmada');
    const withGuests = future.find((r: { invitations: unknown[] }) => r.invitations.length === 2);
    expect(withGuests.invitations.map((i: { kind: string }) => i.kind).sort()).toEqual([
      'dependent',
      'guest',
    ]);
    expect(withGuests.total).toBeGreaterThan(0);
    const orders = await t.http.get('/api/my-orders').auth(token, { type: 'bearer' });
    const paid = orders.body.find((o: { id: number }) => o.id === withGuests.orderId);
    expect(paid).toMatchObject({ status: 'Finalizado', type: 'Pix' });

    const count = async () =>
      Number((await t.dataSource.query('SELECT count(*) AS n FROM local_reservation'))[0].n);
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(4);
    await seedDemoReservations(t.dataSource, 'socio@clube.test');
    expect(await count()).toBe(before);
  });
});
