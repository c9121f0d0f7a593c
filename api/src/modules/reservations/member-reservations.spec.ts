import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import {
  type Body,
  INVITED,
  masked,
  type Method,
  outsider,
  type ReservationWorld,
  reservationWorld,
} from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Dependent } from '../associates/entities/dependent.entity.js';
import type { Local } from '../locals/entities/local.entity.js';

describe("reservations: the member's list, guest edit and cancel", () => {
  let t: TestApp;
  let w: ReservationWorld;
  let memberToken: string;
  let otherToken: string;
  let dependent: Dependent;
  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    ({ memberToken, otherToken, dependent } = w);
  });
  afterAll(() => t?.close());

  const place = (fields?: Partial<Local>) => w.place(fields);
  const send: ReservationWorld['send'] = (...args) => w.send(...args);
  const slotOf: ReservationWorld['slotOf'] = (...args) => w.slotOf(...args);
  const book: ReservationWorld['book'] = (...args) => w.book(...args);

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
      refund: null,
      refundPending: false,
      refunded: 0,
      refundedFormatted: 'R$ 0,00',
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
      { name: 'Eu Mesmo', doc: w.member.cpf },
    ]);
    const id = free.body.localReservation.id;
    const [kept] = free.body.localReservation.invitations;
    const edit = (rid: number, invitations: Body[], token = memberToken) =>
      send('put', `/api/local-reservations-associate/${rid}`, token, { invitations });

    // A club person keeps the record's name whatever is typed; the invitation is kept.
    const renamed = await edit(id, [{ name: 'Filho Renomeado', doc: masked(dependent.cpf ?? '') }]);
    expect(renamed.status).toBe(200);
    expect(renamed.body.invitations).toEqual([
      { ...kept, name: 'Filho do Sócio', code: `000${kept.id}` },
    ]);
    const more = await edit(id, [
      { name: 'Filho Renomeado', doc: dependent.cpf },
      { name: 'Pagante', doc: outsider(30) },
    ]);
    expect(more.status).toBe(409);
    expect(more.body).toEqual({
      statusCode: 409,
      error:
        'A alteração aumentaria o valor da reserva; faça uma nova reserva para convidados pagantes.',
      code: ErrorCode.GuestIncreaseRefused,
    });
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

    const over = await edit(
      pid,
      [1, 2, 3, 4].map((n) => ({ name: `C${n}`, doc: outsider(60 + n) })),
    );
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(ErrorCode.GuestsOverCapacity);
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
    expect(late.body.code).toBe(ErrorCode.CancelDeadlinePassed);
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
    expect(twice.body).toEqual({
      statusCode: 409,
      error: 'Esta reserva não pode mais ser cancelada.',
      code: ErrorCode.ReservationNotCancellable,
    });
    const edited = await send('put', `/api/local-reservations-associate/${id}`, memberToken, {
      invitations: [],
    });
    expect(edited.status).toBe(409);
    expect(edited.body).toEqual({
      statusCode: 409,
      error: 'Esta reserva não pode mais ser alterada.',
      code: ErrorCode.ReservationNotEditable,
    });
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
});
