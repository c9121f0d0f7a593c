import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, MSG, P, RecordStatus } from '@clube/shared';
import {
  type Day,
  INVITED,
  masked,
  outsider,
  type ReservationWorld,
  reservationWorld,
} from '../../test/reservation-fixtures.js';
import { translateDbError } from '../../platform/database/database-errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { setClubSettings } from '../../test/club-settings.js';
import { Associate, AssociateStatus } from '../associates/entities/associate.entity.js';
import type { Dependent } from '../associates/entities/dependent.entity.js';
import { DateRestriction } from '../date-restrictions/entities/date-restriction.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { ReservationStatus } from './entities/local-reservation.entity.js';
import { RESERVATION_MSG } from './reservation-messages.js';

describe('reservations: the bookable slots and booking', () => {
  let t: TestApp;
  let w: ReservationWorld;
  let memberToken: string;
  let other: Associate;
  let otherToken: string;
  let dependent: Dependent;
  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    ({ memberToken, other, otherToken, dependent } = w);
  });
  afterAll(() => t?.close());

  const place = (fields?: Partial<Local>) => w.place(fields);
  const send: ReservationWorld['send'] = (...args) => w.send(...args);
  const hours = (slug: string) => w.hours(slug);
  const slotOf: ReservationWorld['slotOf'] = (...args) => w.slotOf(...args);
  const book: ReservationWorld['book'] = (...args) => w.book(...args);

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
    const inactive = await place({ status: RecordStatus.Inactive });
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
    expect(res.body.code).toBe(ErrorCode.SlotUnavailable);
    await t.dataSource
      .getRepository(DateRestriction)
      .update({ id: restriction.id }, { status: RecordStatus.Inactive });
    expect((await hours(local.slug)).map((d) => d.date)).toContain(blocked);
  });

  it("free booking (the member's dependent and the member as guests): Confirmada, Finalizado, total 0, invitation codes, names from the club's record; the slot then reads taken", async () => {
    const local = await place();
    const slot = await slotOf(local);
    const res = await book(local, slot, [
      // The family's own people: whatever name is typed, the record's is kept.
      { name: '  Penetra Dois ', doc: masked(dependent.cpf ?? '') },
      { name: 'Eu Mesmo', doc: w.member.cpf },
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
        name: w.member.name,
        doc: w.member.cpf,
        docType: 'cpf',
        kind: 'associate',
        value: 0,
      },
    ]);
    const [order] = await t.dataSource.query(
      'SELECT status, paid_at, expires_at FROM purchase_order WHERE id = $1',
      [res.body.order.id],
    );
    expect(order.status).toBe(OrderStatus.Finished);
    expect(order.paid_at).not.toBeNull();
    expect(order.expires_at).toBeNull();

    const taken = (await hours(local.slug))
      .flatMap((d) => d.slots)
      .find((s) => s.startTime === slot.startTime);
    expect(taken?.reservation).toBe(true);
  });

  it("another family's club person is not a free place to borrow: named as on record, as a paying guest, unless the club allows it", async () => {
    const local = await place();
    const slots = (await hours(local.slug))[4].slots;
    // A made-up name for another family's associate: refused, and nothing is booked.
    const borrowed = await book(local, slots[0], [{ name: 'Penetra Dois', doc: other.cpf }]);
    expect(borrowed.status).toBe(400);
    expect(borrowed.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        'invitations.0.name':
          'O nome não confere com o cadastro do clube para este CPF. Informe o nome completo da pessoa.',
      },
    });
    // Named as on record: the member's guest, at the guest price, and the answer does not say
    // the CPF is a club member's (the same as any outsider's).
    const named = await book(local, slots[0], [{ name: other.name.toUpperCase(), doc: other.cpf }]);
    expect(named.status).toBe(201);
    expect(named.body.localReservation.invitations).toEqual([
      expect.objectContaining({ name: other.name, kind: 'guest', value: INVITED }),
    ]);
    expect(named.body.order.total).toBe(INVITED);
    // The club lets other families' people go free: the same guest is free.
    await setClubSettings(t, { other_families_free: true });
    try {
      const lenient = await book(local, slots[1], [{ name: other.name, doc: other.cpf }]);
      expect(lenient.status).toBe(201);
      expect(lenient.body.localReservation.invitations[0]).toMatchObject({
        kind: 'associate',
        value: 0,
      });
    } finally {
      await setClubSettings(t, { other_families_free: false });
    }
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
      code: 'SLOT_TAKEN',
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
    expect(row).toEqual({ status: ReservationStatus.Expired, order_status: OrderStatus.Expired });
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
    expect(many.body).toEqual({
      statusCode: 400,
      error: 'A quantidade de convidados excede a capacidade do local (3).',
      code: 'GUESTS_OVER_CAPACITY',
      fields: { invitations: 'A quantidade de convidados excede a capacidade do local (3).' },
    });

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
      // Beyond the window and not one of the place's slots.
      {
        startTime: shift(slot.startTime, 60 * 24 * 60 + 30),
        endTime: shift(slot.endTime, 60 * 24 * 60 + 30),
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
        code: 'SLOT_UNAVAILABLE',
        fields: { startAt: 'Horário indisponível para reserva.' },
      });
    }
    // A slot of a date beyond the window: the answer says when that date opens.
    const later = await book(local, {
      startTime: shift(slot.startTime, 60 * 24 * 60),
      endTime: shift(slot.endTime, 60 * 24 * 60),
    });
    expect(later.status).toBe(409);
    expect(later.body.code).toBe('BOOKING_NOT_OPEN_YET');
    expect(later.body.error).toMatch(
      /^As reservas para \d{2}\/\d{2}\/\d{4} abrem em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Até lá, escolha uma data mais próxima\.$/,
    );
    const guestsOnly = await place({ restriction: 3 });
    const refused = await book(guestsOnly, slot);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      error: 'Este local não aceita reservas de associados.',
      code: 'PLACE_GUESTS_ONLY',
      fields: { local: 'Este local não aceita reservas de associados.' },
    });
    const closed = await book(await place({ reserved: false }), slot);
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({
      error: 'Este local não aceita reservas.',
      code: 'PLACE_NOT_BOOKABLE',
    });

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

  it('the exclusion constraint itself refuses an overlapping active reservation inserted in SQL', async () => {
    const local = await place();
    const slot = await slotOf(local, 7);
    const res = await book(local, slot, []);
    expect(res.status).toBe(201);
    const insert = (status: ReservationStatus, startOffsetMin: number) =>
      t.dataSource.query(
        `WITH o AS (INSERT INTO purchase_order (associate_id, kind, status, total_cents) VALUES ($1, 'reserva', ${OrderStatus.Pending}, 0) RETURNING id)
         INSERT INTO local_reservation (order_id, local_id, associate_id, starts_at, ends_at, status)
         SELECT o.id, $2, $1, $3::timestamptz + make_interval(mins => $5), $4, $6 FROM o`,
        [other.id, local.id, slot.startTime, slot.endTime, startOffsetMin, status],
      );
    await expect(insert(ReservationStatus.Pending, 30)).rejects.toMatchObject({
      driverError: expect.objectContaining({
        code: '23P01',
        constraint: 'EXC_local_reservation_overlap',
      }),
    });
    // Cancelled and expired rows do not count; a range touching the end does not overlap.
    await expect(insert(ReservationStatus.Cancelled, 0)).resolves.toBeDefined();
    await expect(insert(ReservationStatus.Expired, 0)).resolves.toBeDefined();
    // What the refusals mean to the member (reservations.constraints.ts).
    const overlap = await insert(ReservationStatus.Confirmed, 30).catch((e: unknown) => e);
    expect(translateDbError(overlap)?.getResponse()).toEqual({
      statusCode: 409,
      error: RESERVATION_MSG.slotTaken,
      code: ErrorCode.SlotTaken,
    });
    const guest = `INSERT INTO reservation_invitation (reservation_id, name, doc, kind, value_cents)
                   VALUES ($1, 'Convidado', $2, 'guest', 0)`;
    const rid = res.body.localReservation.id;
    await t.dataSource.query(guest, [rid, outsider(90)]);
    const twice = await t.dataSource.query(guest, [rid, outsider(90)]).catch((e: unknown) => e);
    expect(translateDbError(twice)?.getResponse()).toEqual({
      statusCode: 409,
      error: RESERVATION_MSG.conflict,
      code: ErrorCode.ReservationChanged,
    });
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
      code: 'ASSOCIATE_HAS_ORDERS',
    });
    expect(await t.dataSource.getRepository(Associate).existsBy({ id: booker.id })).toBe(true);
    const unused = await t.createMember({ status: AssociateStatus.Inactive });
    expect((await send('delete', `/api/associate/${unused.id}`, token)).status).toBe(204);
    expect(RESERVATION_MSG.slotTaken).toBe(
      'Este horário acabou de ser reservado por outro associado. Escolha outro horário.',
    );
  });
});
