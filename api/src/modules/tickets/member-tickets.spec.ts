import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { ErrorCode, P, RecordStatus } from '@clube/shared';
import { translateDbError } from '../../platform/database/database-errors.js';
import type { AppException } from '../../platform/http/app-exception.js';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type Body, masked, outsider, PRICE, ticketBuyers } from '../../test/ticket-fixtures.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import type { Dependent } from '../associates/entities/dependent.entity.js';
import type { Event } from '../events/entities/event.entity.js';
import { FilesService } from '../files/files.service.js';
import type { Local } from '../locals/entities/local.entity.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import { EventWaitlist, WaitlistStatus } from './entities/event-waitlist.entity.js';
import { Ticket, TicketStatus } from './entities/ticket.entity.js';

describe("the member's tickets and orders, the staff's register (convites)", () => {
  let t: TestApp;
  let local: Local;
  let member: Associate;
  let token: string;
  let deps: Dependent[];
  const { send, newMember, dependentsOf, guest, depGuest, idle, ...k } = ticketBuyers(() => t);
  const buy = (event: Pick<Event, 'id'>, guests: Body[], tk = token) => k.buy(event, guests, tk);

  beforeAll(async () => {
    t = await createTestApp();
    local = await eventPlace(t.dataSource);
    ({ member, token } = await newMember());
    deps = await dependentsOf(member, 4);
  }, 60_000);
  afterAll(() => t?.close());

  it('my tickets, the image and the zip: own confirmed only (404 otherwise)', async () => {
    const event = await makeEvent(t.dataSource, local, { title: 'Festa Junina' });
    const free = await buy(event, [depGuest(deps[2]), depGuest(deps[3])]);
    const paid = await buy(event, [guest(60)]);
    await idle();
    const groups = await send('get', '/api/associate/tickets', token);
    expect(groups.body).not.toHaveProperty('error');
    expect(groups.status).toBe(200);
    const group = (groups.body as { event: { id: number }; tickets: Body[] }[]).find(
      (g) => g.event.id === event.id,
    );
    expect(group?.event).toEqual({
      id: event.id,
      title: 'Festa Junina',
      firstDate: expect.any(String),
      days: [{ startsAt: expect.any(String), endsAt: expect.any(String) }],
    });
    expect(group?.tickets.map((x) => x['status'])).toEqual([
      'Confirmado',
      'Confirmado',
      'Pendente',
    ]);
    const list = await send('get', `/api/associate/tickets/${event.id}`, token);
    expect(list.body).toHaveLength(3);
    expect((await send('get', '/api/associate/tickets/999999', token)).status).toBe(404);

    const id = free.body.tickets[0].id as number;
    const image = await send('get', `/api/tickets/${id}/image`, token);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toContain(`convite-000${id}-`);
    const { token: other } = await newMember();
    expect((await send('get', `/api/tickets/${id}/image`, other)).status).toBe(404);
    expect((await send('get', `/api/tickets/${paid.body.tickets[0].id}/image`, token)).status).toBe(
      404,
    );

    const zip = await send('get', `/api/associate/tickets/${event.id}/zip`, token)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="convites-evento-${event.id}.zip"`,
    );
    expect((zip.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    const none = await send('get', `/api/associate/tickets/${event.id}/zip`, other);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('Nenhum convite confirmado deste evento para baixar.');
  });

  it('my orders list event orders beside reservations, with their tickets', async () => {
    const event = await makeEvent(t.dataSource, local, { title: 'Réveillon', days: [10, 11] });
    const { token: tk } = await newMember();
    const res = await buy(event, [guest(70), guest(71)], tk);
    const orders = await send('get', '/api/my-orders', tk);
    expect(orders.status).toBe(200);
    expect(orders.body).toHaveLength(1);
    const [order] = orders.body as Body[];
    expect(order).toEqual({
      id: res.body.order.id,
      status: 'Pendente',
      total: 2 * PRICE,
      totalFormatted: 'R$ 60,00',
      expiresAt: expect.any(String),
      type: null,
      brand: null,
      createdAt: expect.any(String),
      refund: null,
      refundPending: false,
      refunded: 0,
      refundedFormatted: 'R$ 0,00',
      product: {
        title: 'Réveillon',
        type: 'evento',
        image: null,
        startAt: expect.any(String),
        endAt: expect.any(String),
        days: [
          { startsAt: expect.any(String), endsAt: expect.any(String) },
          { startsAt: expect.any(String), endsAt: expect.any(String) },
        ],
        eventId: event.id,
      },
      invitations: (res.body.tickets as Body[]).map((x) => ({
        id: x['id'],
        code: null,
        name: x['name'],
        cpf: x['cpf'],
        eventDate: x['eventDate'],
        value: PRICE,
      })),
    });
    const product = order['product'] as {
      startAt: string;
      endAt: string;
      days: { startsAt: string; endsAt: string }[];
    };
    expect(Date.parse(product.endAt) - Date.parse(product.startAt)).toBe(
      24 * 3600_000 + 5 * 3600_000,
    );
    // each day of the two-day event, in order: the first starts the order, the last ends it
    expect(product.days[0].startsAt).toBe(product.startAt);
    expect(product.days[1].endsAt).toBe(product.endAt);
    expect(Date.parse(product.days[1].startsAt) - Date.parse(product.days[0].startsAt)).toBe(
      24 * 3600_000,
    );
    // meus convites lists the same days
    const mineTickets = await send('get', '/api/associate/tickets', tk);
    expect(mineTickets.body[0].event.days).toEqual(product.days);
    expect((await send('get', `/api/my-order/${res.body.order.id}`, tk)).body).toEqual(order);
    expect((await send('get', `/api/my-order/${res.body.order.id}`, token)).status).toBe(404);
    // The member with reservations and tickets: both kinds (reservations.spec covers theirs).
    const mine = await send('get', '/api/my-orders', token);
    expect(
      new Set((mine.body as { product: { type: string } }[]).map((o) => o.product.type)),
    ).toEqual(new Set(['evento']));
  });

  it('convites register: CRUD with permissions; a purchased ticket only changes name and status; cancelling serves the waitlist', async () => {
    const staff = await t.staffToken([
      P.listTicket,
      P.insertTicket,
      P.updateTicket,
      P.deleteTicket,
    ]);
    const reader = await t.staffToken([P.listTicket]);
    const nobody = await t.staffToken([]);
    expect((await send('get', '/api/tickets', nobody)).status).toBe(403);
    expect((await send('get', '/api/tickets', token)).status).toBe(401);

    const templateImage = await t.app.get(FilesService).store(
      {
        buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#103050' } })
          .png()
          .toBuffer(),
        originalname: 'fundo.png',
      },
      'image',
    );
    const template = await t.dataSource.getRepository(TicketTemplate).save({
      title: 'Modelo cortesia',
      image: templateImage,
      color: '#ffffff',
      status: RecordStatus.Active,
    });
    // admin §5: title, text, address, value, event date, template and status are required
    const incomplete = await send('post', '/api/tickets', staff, {
      title: 'Convite cortesia',
      value: 0,
      eventDate: '2026-12-31T22:00:00-03:00',
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields).toMatchObject({
      text: 'Este campo não pode estar vazio!',
      address: 'Este campo não pode estar vazio!',
      template: 'Este campo não pode estar vazio!',
    });
    const created = await send('post', '/api/tickets', staff, {
      title: 'Convite cortesia',
      text: 'Boa festa',
      address: 'Av. do Clube, 100',
      template: template.id,
      value: 0,
      eventDate: '2026-12-31T22:00:00-03:00',
      status: RecordStatus.Active,
      name: 'Convidado VIP',
      cpf: masked(outsider(80)),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: `000${created.body.id as number}`,
      title: 'Convite cortesia',
      value: 0,
      status: { id: TicketStatus.Confirmed, description: 'Confirmado' },
      formStatus: { id: RecordStatus.Active, description: 'Ativo' },
      cpf: outsider(80),
      event: null,
      purchased: false,
      eventDate: '2027-01-01T01:00:00.000Z',
    });
    expect((await send('post', '/api/tickets', reader, { title: 'x' })).status).toBe(403);
    const bad = await send('post', '/api/tickets', staff, { title: '', value: -1 });
    expect(bad.status).toBe(400);
    const edited = await send('put', `/api/tickets/${created.body.id as number}`, staff, {
      status: RecordStatus.Inactive,
      value: 1500,
    });
    expect(edited.body).toMatchObject({
      value: 1500,
      valueFormatted: 'R$ 15,00',
      status: { id: TicketStatus.Cancelled, description: 'Cancelado' },
      formStatus: { id: RecordStatus.Inactive, description: 'Inativo' },
    });
    const image = await send(
      'get',
      `/api/tickets/${created.body.id as number}/staff-image`,
      reader,
    );
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const list = await send('get', '/api/tickets?search=VIP', reader);
    expect(list.body.total).toBe(1);
    expect((await send('get', `/api/tickets?search=${outsider(80)}`, reader)).body.total).toBe(1);

    // A purchased ticket of a sold-out event with somebody in line.
    const event = await makeEvent(t.dataSource, local, { ticketsTotal: 1 });
    const bought = await buy(event, [guest(81)]);
    const waiting = await newMember();
    expect(
      (await send('post', `/api/events/${event.id}/waitlist`, waiting.token, { quantity: 1 }))
        .status,
    ).toBe(201);
    const ticketId = bought.body.tickets[0].id as number;
    const byEvent = await send('get', `/api/tickets?event=${event.id}`, reader);
    expect(byEvent.body.data[0]).toMatchObject({
      id: ticketId,
      purchased: true,
      status: { id: TicketStatus.Pending },
    });
    const refused = await send('put', `/api/tickets/${ticketId}`, staff, { title: 'Outro' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'Convite comprado: só o nome e o status (cancelar) podem ser alterados.',
    );
    const purchasedDelete = await send('delete', `/api/tickets/${ticketId}`, staff);
    expect(purchasedDelete.status).toBe(409);
    expect(purchasedDelete.body).toEqual({
      statusCode: 409,
      error: 'Convite comprado não pode ser excluído; cancele-o.',
      code: ErrorCode.PurchasedTicket,
    });
    const cancelled = await send('put', `/api/tickets/${ticketId}`, staff, {
      status: RecordStatus.Inactive,
      name: 'Nome Corrigido',
    });
    expect(cancelled.body).toMatchObject({
      name: 'Nome Corrigido',
      status: { id: TicketStatus.Cancelled },
    });
    await idle();
    expect(
      (await send('get', `/api/events/${event.id}/waitlist`, waiting.token)).body.entry.status,
    ).toBe('Oferta enviada');
    expect(
      (await send('put', `/api/tickets/${ticketId}`, staff, { status: RecordStatus.Active }))
        .status,
    ).toBe(400);

    // Deletes: one, several (staff invitations only).
    const more = [];
    for (const title of ['A', 'B']) {
      more.push(
        (
          await send('post', '/api/tickets', staff, {
            title,
            text: 'Cortesia',
            address: 'Av. do Clube, 100',
            template: template.id,
            value: 100,
            eventDate: '2026-12-31T22:00:00Z',
          })
        ).body.id as number,
      );
    }
    expect((await send('delete', `/api/tickets/${created.body.id as number}`, reader)).status).toBe(
      403,
    );
    expect((await send('delete', `/api/tickets/${created.body.id as number}`, staff)).status).toBe(
      204,
    );
    expect((await send('post', '/api/tickets/multiple', staff, { ids: more })).status).toBe(204);
    expect((await send('get', `/api/tickets/${more[0]}`, reader)).status).toBe(404);
  });

  it("the tickets' constraints answer with their meaning (a CPF's second active ticket, a second place in line)", async () => {
    const event = await makeEvent(t.dataSource, local);
    const cpf = outsider(90);
    const row = () => ({
      eventId: event.id,
      name: 'Convidado',
      cpf,
      title: 'Convite',
      value: 0,
      eventDate: new Date(),
      status: TicketStatus.Confirmed,
    });
    await t.dataSource.getRepository(Ticket).insert(row());
    const twice = await t.dataSource
      .getRepository(Ticket)
      .insert(row())
      .catch((err: unknown) => translateDbError(err));
    expect((twice as AppException).getResponse()).toEqual({
      statusCode: 409,
      error: `O CPF ${masked(cpf)} já tem convite para este evento.`,
      code: ErrorCode.CpfHasTicket,
    });
    const entry = () => ({
      eventId: event.id,
      associateId: member.id,
      quantity: 1,
      status: WaitlistStatus.Waiting,
    });
    await t.dataSource.getRepository(EventWaitlist).insert(entry());
    const again = await t.dataSource
      .getRepository(EventWaitlist)
      .insert(entry())
      .catch((err: unknown) => translateDbError(err));
    expect((again as AppException).getResponse()).toEqual({
      statusCode: 409,
      error: 'Você já está na fila de espera deste evento.',
      code: ErrorCode.AlreadyInWaitlist,
    });
  });
});
