import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatCpf, P, RecordStatus } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import {
  outsider,
  reservationWorld,
  type ReservationWorld,
} from '../../test/reservation-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * CPFs barred from coming in as guests (issue 25): staff keep the list ('CPFs bloqueados');
 * while a CPF is Ativo there, no reservation or ticket purchase may name it.
 */
describe('barred CPFs', () => {
  let t: TestApp;
  let w: ReservationWorld;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await reservationWorld(t);
    staff = await t.staffToken([
      P.listBarredCpf,
      P.insertBarredCpf,
      P.updateBarredCpf,
      P.deleteBarredCpf,
    ]);
  });
  afterAll(() => t?.close());

  const send = (
    method: 'get' | 'post' | 'put' | 'delete',
    url: string,
    body?: object,
    tk = staff,
  ) => w.send(method, url, tk, body as Record<string, unknown> | undefined);

  it('staff with the permissions keep the list; others may not read it', async () => {
    const cpf = outsider(601);
    const created = await send('post', '/api/barred-cpf', {
      cpf: formatCpf(cpf),
      name: '  Fulano de Tal ',
      reason: 'Danos ao salão em 10/2026.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      cpf,
      name: 'Fulano de Tal',
      reason: 'Danos ao salão em 10/2026.',
      status: { id: 1, description: 'Ativo' },
    });
    const again = await send('post', '/api/barred-cpf', { cpf, reason: 'De novo.' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Este CPF já está na lista de CPFs bloqueados.');
    const bad = await send('post', '/api/barred-cpf', { cpf: '111.111.111-11', reason: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['cpf', 'reason']);
    const found = await send('get', `/api/barred-cpf?search=${cpf.slice(0, 6)}`);
    expect(found.body).toMatchObject({ total: 1, data: [{ id: created.body.id }] });
    // A staff account without the permission, and a member, may not read it.
    const other = await t.staffToken([P.listNews]);
    expect((await send('get', '/api/barred-cpf', undefined, other)).status).toBe(403);
    expect((await send('get', '/api/barred-cpf', undefined, w.memberToken)).status).toBe(401);
  });

  it('a barred CPF cannot be a guest of a reservation or a ticket; Inativo lifts it', async () => {
    const cpf = outsider(602);
    const barred = await send('post', '/api/barred-cpf', { cpf, reason: 'Briga na portaria.' });
    expect(barred.status).toBe(201);
    const message = `O CPF ***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-** não pode ser convidado. Em caso de dúvida, fale com a secretaria do clube.`;

    const local = await w.place();
    const slot = await w.slotOf(local);
    const booking = await w.book(local, slot, [
      { name: 'Convidado Bom', doc: outsider(603) },
      { name: 'Convidado Barrado', doc: cpf },
    ]);
    expect(booking.status).toBe(409);
    expect(booking.body).toEqual({
      statusCode: 409,
      code: 'GUEST_BARRED',
      error: message,
      fields: { 'invitations.1.doc': message },
    });
    const event = await makeEvent(t.dataSource, await eventPlace(t.dataSource));
    const purchase = await w.send('post', '/api/order/tickets', w.memberToken, {
      event_id: event.id,
      tickets: [{ name: 'Convidado Barrado', cpf }],
    });
    expect(purchase.status).toBe(409);
    expect(purchase.body).toMatchObject({
      code: 'GUEST_BARRED',
      fields: { 'tickets.0.cpf': message },
    });

    // Lifted: the same booking goes through.
    const lifted = await send('put', `/api/barred-cpf/${barred.body.id}`, {
      status: RecordStatus.Inactive,
    });
    expect(lifted.body.status).toEqual({ id: 2, description: 'Inativo' });
    expect((await w.book(local, slot, [{ name: 'Convidado Barrado', doc: cpf }])).status).toBe(201);
  });
});
