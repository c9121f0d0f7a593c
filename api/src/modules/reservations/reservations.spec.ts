import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG, P } from '@clube/shared';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import { Associate, AssociateStatus } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { DateRestriction } from '../date-restrictions/entities/date-restriction.entity.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import { Local } from '../locals/entities/local.entity.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';
import { seedDemoReservations } from '../../seed/demo-reservations.js';
import { RESERVATION_MSG } from './reservation-messages.js';

type Body = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';
interface Slot {
  startTime: string;
  endTime: string;
  start: string;
  end: string;
  reservation: boolean;
}
interface Day {
  date: string;
  slots: Slot[];
}

const INVITED = 2500;
const STAFF_PERMS = [P.listLocalReservation, P.insertLocalReservation, P.deleteLocalReservation];
/** CPFs of people who are not in the club. */
const outsider = (n: number) => cpfFor(30_000 + n);
const masked = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

describe('reservations (hours-valid, booking, my reservations, staff)', () => {
  let t: TestApp;
  let staff: string;
  let localType: LocalType;
  let interval: ReservationInterval;
  let member: Associate;
  let memberToken: string;
  let other: Associate;
  let otherToken: string;
  let dependent: Dependent;
  let placeN = 0;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken(STAFF_PERMS);
    localType = await t.dataSource.getRepository(LocalType).save({
      description: 'Tipo Reserva',
      externalValue: 5000,
      invitedValue: INVITED,
      rescheduleInterval: 30,
    });
    interval = await t.dataSource
      .getRepository(ReservationInterval)
      .save({ description: 'Intervalo Reserva', interval: 60 });
    member = await t.createMember();
    memberToken = await t.tokenFor('member', member.id);
    other = await t.createMember();
    otherToken = await t.tokenFor('member', other.id);
    dependent = await t.dataSource.getRepository(Dependent).save({
      associate: member,
      name: 'Filho do Sócio',
      parentage: 'Filho(a)',
      cpf: cpfFor(20_001),
    });
  });
  afterAll(() => t?.close());

  /** A bookable place: 08:00–20:00, 2 h slots, 1 h break (08–10, 11–13, 14–16, 17–19). */
  const place = (fields: Partial<Local> = {}) => {
    placeN += 1;
    return t.dataSource.getRepository(Local).save({
      description: `Salão ${placeN}`,
      slug: `salao-${placeN}`,
      localType,
      reservationInterval: interval,
      startsAt: '08:00',
      endsAt: '20:00',
      capacity: 3,
      reserved: true,
      reservationTime: 120,
      restriction: 1,
      usageGuide: '<p>Guia</p>',
      ...fields,
    });
  };

  const send = (method: Method, url: string, token: string | null, body?: Body) => {
    const req = t.http[method](url);
    if (token) void req.auth(token, { type: 'bearer' });
    return body === undefined ? req : req.send(body);
  };
  const hours = async (slug: string): Promise<Day[]> => {
    const res = await t.http.get(`/api/locals/public/hours-valid/${slug}`);
    expect(res.status).toBe(200);
    return res.body.days as Day[];
  };
  /** A free slot a few days ahead (never today's, whose slots pass as the test runs). */
  const slotOf = async (local: Local, day = 3, index = 0): Promise<Slot> => {
    const days = await hours(local.slug);
    return days[day].slots[index];
  };
  const book = (
    local: Local,
    slot: Pick<Slot, 'startTime' | 'endTime'>,
    invitations: Body[] | null = [],
    token = memberToken,
  ) =>
    send('post', '/api/order/local-reservation', token, {
      local: local.id,
      startAt: slot.startTime,
      endAt: slot.endTime,
      invitations,
      status: 'Pendente',
    });

  it('GET locals/public/hours-valid/{slug}: the window, the days and their slots, never cached', async () => {
    const local = await place();
    const res = await t.http.get(`/api/locals/public/hours-valid/${local.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      slug: local.slug,
      timeZone: 'America/Sao_Paulo',
      firstDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lastDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const days = res.body.days as Day[];
    expect(days.length).toBeGreaterThanOrEqual(30);
    expect(days.at(-1)?.date).toBe(res.body.lastDate);
    expect(days[3].slots.map((s) => `${s.start}-${s.end}`)).toEqual([
      '08:00-10:00',
      '11:00-13:00',
      '14:00-16:00',
      '17:00-19:00',
    ]);
    expect(days[3].slots[0]).toEqual({
      startTime: expect.any(String),
      endTime: expect.any(String),
      start: '08:00',
      end: '10:00',
      reservation: false,
    });
    expect(Date.parse(days[3].slots[0].endTime) - Date.parse(days[3].slots[0].startTime)).toBe(
      2 * 3600_000,
    );

    const missing = await t.http.get('/api/locals/public/hours-valid/nao-existe');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      error: 'Local não encontrado.',
      code: 'NOT_FOUND',
    });
    const inactive = await place({ status: 2 });
    expect((await t.http.get(`/api/locals/public/hours-valid/${inactive.slug}`)).status).toBe(404);
    // Not open for reservation: no days.
    for (const closed of [await place({ restriction: 3 }), await place({ reserved: false })]) {
      expect(await hours(closed.slug)).toEqual([]);
    }
  });

  it('an active date restriction removes its days; an inactive one does not', async () => {
    const local = await place();
    const days = await hours(local.slug);
    const blocked = days[5].date;
    const restriction = await t.dataSource.getRepository(DateRestriction).save({
      description: 'Manutenção',
      startsAt: blocked,
      endsAt: blocked,
      locals: [local],
    });
    const after = await hours(local.slug);
    expect(after.map((d) => d.date)).not.toContain(blocked);
    expect(after).toHaveLength(days.length - 1);
    // Booking a slot of that day is refused too.
    const res = await book(local, days[5].slots[0]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Horário indisponível para reserva.');
    await t.dataSource.getRepository(DateRestriction).update({ id: restriction.id }, { status: 2 });
    expect((await hours(local.slug)).map((d) => d.date)).toContain(blocked);
  });

  it('free booking (a dependent and an associate as guests): Confirmada, Finalizado, total 0, invitation codes; the slot then reads taken', async () => {
    const local = await place();
    const slot = await slotOf(local);
    const res = await book(local, slot, [
      { name: '  Filho do Sócio ', doc: masked(dependent.cpf ?? '') },
      { name: other.name, doc: other.cpf },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.reservationFree);
    expect(res.body.message).toBe(
      'Reserva realizada com sucesso! Você foi isentado de pagamento pois apenas associados e/ou dependentes estão presentes nesta reserva!',
    );
    expect(res.body.order).toEqual({
      id: expect.any(Number),
      status: 'Finalizado',
      total: 0,
      totalFormatted: 'R$ 0,00',
      expiresAt: null,
    });
    const r = res.body.localReservation;
    expect(r).toMatchObject({
      status: 'Confirmada',
      startAt: slot.startTime,
      endAt: slot.endTime,
      local: { id: local.id, description: local.description, slug: local.slug },
      orderId: res.body.order.id,
      total: 0,
      totalFormatted: 'R$ 0,00',
      holdExpiresAt: null,
      canEditGuests: true,
      capacity: 3,
    });
    expect(r.invitations).toEqual([
      {
        id: expect.any(Number),
        code: `000${r.invitations[0].id}`,
        name: 'Filho do Sócio',
        doc: dependent.cpf,
        docType: 'cpf',
        kind: 'dependent',
        value: 0,
      },
      {
        id: expect.any(Number),
        code: `000${r.invitations[1].id}`,
        name: other.name,
        doc: other.cpf,
        docType: 'cpf',
        kind: 'associate',
        value: 0,
      },
    ]);
    const [order] = await t.dataSource.query(
      'SELECT status, paid_at, expires_at FROM purchase_order WHERE id = $1',
      [res.body.order.id],
    );
    expect(order.status).toBe(2);
    expect(order.paid_at).not.toBeNull();
    expect(order.expires_at).toBeNull();

    const taken = (await hours(local.slug))
      .flatMap((d) => d.slots)
      .find((s) => s.startTime === slot.startTime);
    expect(taken?.reservation).toBe(true);
  });

  it('paid booking (an outside guest): Pendente with a 15-minute hold, total = invited value; the same slot again is 409', async () => {
    const local = await place();
    const slot = await slotOf(local);
    const before = Date.now();
    const res = await book(local, slot, [{ name: 'Convidada de Fora', doc: outsider(1) }]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Reserva realizada com sucesso! Você será encaminhado para o pagamento.',
    );
    expect(res.body.order).toMatchObject({
      status: 'Pendente',
      total: INVITED,
      totalFormatted: 'R$ 25,00',
    });
    const hold = Date.parse(res.body.localReservation.holdExpiresAt);
    expect(hold).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(hold).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    expect(Date.parse(res.body.order.expiresAt)).toBe(hold);
    expect(res.body.localReservation).toMatchObject({
      status: 'Pendente',
      total: INVITED,
      canCancel: true,
      cancelUntil: slot.startTime,
    });
    expect(res.body.localReservation.invitations[0]).toMatchObject({
      code: null,
      kind: 'guest',
      value: INVITED,
    });

    const again = await book(local, slot, [], otherToken);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      error: 'Este horário acabou de ser reservado por outro associado. Escolha outro horário.',
      code: 'CONFLICT',
    });
  });

  it('an expired hold no longer blocks: the next booking succeeds and the old one reads Expirada/Expirado', async () => {
    const local = await place();
    const slot = await slotOf(local, 4, 1);
    const first = await book(local, slot, [{ name: 'Pagante', doc: outsider(2) }]);
    expect(first.status).toBe(201);
    const id = first.body.localReservation.id;
    await t.dataSource.query(
      "UPDATE local_reservation SET hold_expires_at = now() - interval '1 minute' WHERE id = $1",
      [id],
    );
    await t.dataSource.query(
      "UPDATE purchase_order SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [first.body.order.id],
    );
    // Read before anything touches it: already Expirada, and the slot shows free.
    const mine = await send('get', `/api/local-reservations-associate/${id}`, memberToken);
    expect(mine.body).toMatchObject({
      status: 'Expirada',
      holdExpiresAt: null,
      canCancel: false,
      canEditGuests: false,
    });
    const free = (await hours(local.slug))
      .flatMap((d) => d.slots)
      .find((s) => s.startTime === slot.startTime);
    expect(free?.reservation).toBe(false);

    const second = await book(local, slot, [], otherToken);
    expect(second.status).toBe(201);
    expect(second.body.localReservation.status).toBe('Confirmada');
    const [row] = await t.dataSource.query(
      'SELECT r.status, o.status AS order_status FROM local_reservation r JOIN purchase_order o ON o.id = r.order_id WHERE r.id = $1',
      [id],
    );
    expect(row).toEqual({ status: 4, order_status: 4 });
    const order = await send('get', `/api/my-order/${first.body.order.id}`, memberToken);
    expect(order.body.status).toBe('Expirado');
  });

  it('refuses bad guests in Portuguese and stores nothing: repeated CPF, over capacity, invalid CPF, missing name', async () => {
    const local = await place();
    const slot = await slotOf(local);
    const count = async () =>
      Number((await t.dataSource.query('SELECT count(*) AS n FROM local_reservation'))[0].n);
    const before = await count();

    const dup = await book(local, slot, [
      { name: 'Um', doc: outsider(3) },
      { name: 'Dois', doc: masked(outsider(3)) },
    ]);
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({
      statusCode: 400,
      error: 'CPF JÁ INSERIDO',
      code: 'VALIDATION_FAILED',
      fields: { 'invitations.1.doc': 'CPF JÁ INSERIDO' },
    });

    const many = await book(
      local,
      slot,
      [1, 2, 3, 4].map((n) => ({ name: `Convidado ${n}`, doc: outsider(10 + n) })),
    );
    expect(many.status).toBe(400);
    expect(many.body.error).toBe('A quantidade de convidados excede a capacidade do local (3).');

    const bad = await book(local, slot, [
      { name: 'Errado', doc: '111.444.777-00' },
      { name: '', doc: '123' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.fields).toEqual({
      'invitations.0.doc': 'CPF inválido.',
      'invitations.1.name': 'Este campo não pode estar vazio!',
      'invitations.1.doc': 'Este campo não pode conter menos que 11 caracteres!',
    });
    expect(await count()).toBe(before);
  });

  it('refuses a slot that is not offered (shifted, unknown, past the window) and a guests-only place; validates the body', async () => {
    const local = await place();
    const slot = await slotOf(local);
    const shift = (iso: string, minutes: number) =>
      new Date(Date.parse(iso) + minutes * 60_000).toISOString();
    for (const wrong of [
      { startTime: shift(slot.startTime, 30), endTime: shift(slot.endTime, 30) },
      { startTime: slot.startTime, endTime: shift(slot.endTime, 60) },
      {
        startTime: shift(slot.startTime, 60 * 24 * 60),
        endTime: shift(slot.endTime, 60 * 24 * 60),
      },
      {
        startTime: shift(slot.startTime, -60 * 24 * 5),
        endTime: shift(slot.endTime, -60 * 24 * 5),
      },
    ]) {
      const res = await book(local, wrong);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Horário indisponível para reserva.',
        code: 'VALIDATION_FAILED',
        fields: { startAt: 'Horário indisponível para reserva.' },
      });
    }
    const guestsOnly = await place({ restriction: 3 });
    const refused = await book(guestsOnly, slot);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Este local não aceita reservas de associados.');

    const unknown = await send('post', '/api/order/local-reservation', memberToken, {
      local: 999_999,
      startAt: slot.startTime,
      endAt: slot.endTime,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Local não encontrado.');

    const invalid = await send('post', '/api/order/local-reservation', memberToken, {
      local: 'x',
      startAt: '2026-13-45',
      endAt: '10:00',
      status: 'Confirmada',
      extra: 1,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(invalid.body.fields).sort()).toEqual([
      'endAt',
      'extra',
      'local',
      'startAt',
      'status',
    ]);
    expect(invalid.body.fields.extra).toBe('Campo não permitido.');
    expect(invalid.body.fields.startAt).toMatch(/^Data e hora inválidas/);

    const forOther = await send('post', '/api/order/local-reservation', memberToken, {
      local: local.id,
      startAt: slot.startTime,
      endAt: slot.endTime,
      associate: other.id,
    });
    expect(forOther.status).toBe(403);
    expect(forOther.body.error).toBe('Você só pode reservar para você mesmo.');
  });

  it("another member's reservation and order are 404; the member lists his own reservations and orders, newest first", async () => {
    const local = await place();
    const a = await book(local, await slotOf(local, 2), [{ name: 'Pago', doc: outsider(20) }]);
    const b = await book(local, await slotOf(local, 6), []);
    expect([a.status, b.status]).toEqual([201, 201]);
    const id = a.body.localReservation.id;
    for (const [method, url, body] of [
      ['get', `/api/local-reservations-associate/${id}`, undefined],
      ['put', `/api/local-reservations-associate/${id}`, { invitations: [] }],
      ['post', `/api/local-reservations-associate/${id}/cancel`, undefined],
      ['get', `/api/my-order/${a.body.order.id}`, undefined],
    ] as [Method, string, Body | undefined][]) {
      const res = await send(method, url, otherToken, body);
      expect({ url, method, status: res.status }).toEqual({ url, method, status: 404 });
    }
    expect((await send('get', '/api/local-reservations-associate/abc', memberToken)).status).toBe(
      400,
    );

    const list = await send('get', '/api/local-reservations-by-idUser', memberToken);
    expect(list.status).toBe(200);
    const starts = (list.body as { startAt: string }[]).map((r) => r.startAt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(list.body.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([id, b.body.localReservation.id]),
    );
    expect(
      (await send('get', '/api/local-reservations-by-idUser', otherToken)).body.map(
        (r: { id: number }) => r.id,
      ),
    ).not.toContain(id);

    const orders = await send('get', '/api/my-orders', memberToken);
    expect(orders.status).toBe(200);
    const order = orders.body.find((o: { id: number }) => o.id === a.body.order.id);
    expect(order).toEqual({
      id: a.body.order.id,
      status: 'Pendente',
      total: INVITED,
      totalFormatted: 'R$ 25,00',
      expiresAt: expect.any(String),
      type: null,
      brand: null,
      createdAt: expect.any(String),
      product: {
        title: local.description,
        type: 'reserva',
        startAt: a.body.localReservation.startAt,
        endAt: a.body.localReservation.endAt,
        reservationId: id,
      },
      invitations: [
        {
          id: expect.any(Number),
          code: null,
          name: 'Pago',
          cpf: outsider(20),
          eventDate: a.body.localReservation.startAt,
          value: INVITED,
        },
      ],
    });
    const created = (orders.body as { createdAt: string }[]).map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('guest edit: kept CPFs keep their invitation; Confirmada may not cost more; Pendente follows the total and confirms at 0', async () => {
    const local = await place();
    const free = await book(local, await slotOf(local, 3, 2), [
      { name: 'Filho', doc: dependent.cpf },
      { name: 'Outro Sócio', doc: other.cpf },
    ]);
    const id = free.body.localReservation.id;
    const [kept] = free.body.localReservation.invitations;
    const edit = (rid: number, invitations: Body[], token = memberToken) =>
      send('put', `/api/local-reservations-associate/${rid}`, token, { invitations });

    const renamed = await edit(id, [{ name: 'Filho Renomeado', doc: masked(dependent.cpf ?? '') }]);
    expect(renamed.status).toBe(200);
    expect(renamed.body.invitations).toEqual([
      { ...kept, name: 'Filho Renomeado', code: `000${kept.id}` },
    ]);
    const more = await edit(id, [
      { name: 'Filho Renomeado', doc: dependent.cpf },
      { name: 'Pagante', doc: outsider(30) },
    ]);
    expect(more.status).toBe(409);
    expect(more.body.error).toBe(
      'A alteração aumentaria o valor da reserva; faça uma nova reserva para convidados pagantes.',
    );
    expect(
      (await send('get', `/api/local-reservations-associate/${id}`, memberToken)).body.invitations,
    ).toHaveLength(1);

    const paid = await book(local, await slotOf(local, 3, 3), [
      { name: 'Pagante A', doc: outsider(31) },
      { name: 'Pagante B', doc: outsider(32) },
    ]);
    expect(paid.body.order.total).toBe(2 * INVITED);
    const pid = paid.body.localReservation.id;
    const fewer = await edit(pid, [{ name: 'Pagante A', doc: outsider(31) }]);
    expect(fewer.status).toBe(200);
    expect(fewer.body).toMatchObject({ status: 'Pendente', total: INVITED });
    expect(fewer.body.invitations[0].id).toBe(paid.body.localReservation.invitations[0].id);
    const none = await edit(pid, [{ name: 'Filho', doc: dependent.cpf }]);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ status: 'Confirmada', total: 0, holdExpiresAt: null });
    expect(none.body.invitations[0].code).toBe(`000${none.body.invitations[0].id}`);
    const order = await send('get', `/api/my-order/${paid.body.order.id}`, memberToken);
    expect(order.body).toMatchObject({ status: 'Finalizado', total: 0 });

    const dup = await edit(pid, [
      { name: 'A', doc: outsider(40) },
      { name: 'B', doc: outsider(40) },
    ]);
    expect(dup.status).toBe(400);
    expect(dup.body.error).toBe('CPF JÁ INSERIDO');
  });

  it('cancel: Confirmada only until the settings deadline; Pendente any time before it starts; frees the slot', async () => {
    const local = await place();
    const slot = await slotOf(local, 2);
    const res = await book(local, slot, []);
    const id = res.body.localReservation.id;
    const setHours = (h: number) =>
      t.dataSource.query(
        `INSERT INTO site_configuration (id, club_name, primary_color, secondary_color, primary_button_text_color, secondary_button_text_color, footer_main_color, home_news_color, home_photos_color, home_videos_color, reservation_cancel_hours)
         VALUES (1, 'Clube', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', $1)
         ON CONFLICT (id) DO UPDATE SET reservation_cancel_hours = $1`,
        [h],
      );
    await setHours(720);
    const late = await send('post', `/api/local-reservations-associate/${id}/cancel`, memberToken);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(
      /^O prazo para cancelar esta reserva terminou \(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)\.$/,
    );
    const view = await send('get', `/api/local-reservations-associate/${id}`, memberToken);
    expect(view.body).toMatchObject({ canCancel: false, status: 'Confirmada' });
    expect(Date.parse(view.body.cancelUntil)).toBe(Date.parse(slot.startTime) - 720 * 3600_000);

    await setHours(24);
    const ok = await send('post', `/api/local-reservations-associate/${id}/cancel`, memberToken);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'Cancelada', canCancel: false, canEditGuests: false });
    expect(ok.body.invitations).toEqual([]);
    const order = await send('get', `/api/my-order/${res.body.order.id}`, memberToken);
    expect(order.body.status).toBe('Cancelado');
    const twice = await send('post', `/api/local-reservations-associate/${id}/cancel`, memberToken);
    expect(twice.status).toBe(409);
    expect((await book(local, slot, [], otherToken)).status).toBe(201);

    const pending = await book(local, await slotOf(local, 2, 1), [
      { name: 'Pagante', doc: outsider(50) },
    ]);
    const cancelled = await send(
      'post',
      `/api/local-reservations-associate/${pending.body.localReservation.id}/cancel`,
      memberToken,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('Cancelada');
  });

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
        name: 'Filho',
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

  it('the exclusion constraint itself refuses an overlapping active reservation inserted in SQL', async () => {
    const local = await place();
    const slot = await slotOf(local, 7);
    const res = await book(local, slot, []);
    expect(res.status).toBe(201);
    const insert = (status: number, startOffsetMin: number) =>
      t.dataSource.query(
        `WITH o AS (INSERT INTO purchase_order (associate_id, kind, status, total_cents) VALUES ($1, 'reserva', 1, 0) RETURNING id)
         INSERT INTO local_reservation (order_id, local_id, associate_id, starts_at, ends_at, status)
         SELECT o.id, $2, $1, $3::timestamptz + make_interval(mins => $5), $4, $6 FROM o`,
        [other.id, local.id, slot.startTime, slot.endTime, startOffsetMin, status],
      );
    await expect(insert(1, 30)).rejects.toMatchObject({
      driverError: expect.objectContaining({
        code: '23P01',
        constraint: 'EXC_local_reservation_overlap',
      }),
    });
    // Cancelled and expired rows do not count; a range touching the end does not overlap.
    await expect(insert(3, 0)).resolves.toBeDefined();
    await expect(insert(4, 0)).resolves.toBeDefined();
  });

  it('associates admin: deleting an associate with reservations or orders is 409 (inactivate instead)', async () => {
    const token = await t.staffToken([P.deleteAssociate]);
    const booker = await t.createMember();
    const local = await place();
    const res = await book(
      local,
      await slotOf(local, 8),
      [],
      await t.tokenFor('member', booker.id),
    );
    expect(res.status).toBe(201);
    const del = await send('delete', `/api/associate/${booker.id}`, token);
    expect(del.status).toBe(409);
    expect(del.body).toEqual({
      statusCode: 409,
      error: 'Este associado tem reservas ou pedidos e não pode ser excluído; inative-o.',
      code: 'CONFLICT',
    });
    expect(await t.dataSource.getRepository(Associate).existsBy({ id: booker.id })).toBe(true);
    const unused = await t.createMember({ status: AssociateStatus.Inactive });
    expect((await send('delete', `/api/associate/${unused.id}`, token)).status).toBe(204);
    expect(RESERVATION_MSG.slotTaken).toBe(
      'Este horário acabou de ser reservado por outro associado. Escolha outro horário.',
    );
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
