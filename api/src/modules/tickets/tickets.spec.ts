import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import { ErrorCode, MSG, P, RecordStatus } from '@clube/shared';
import { makeEvent, eventPlace } from '../../test/event-fixtures.js';
import { cpfFor, createTestApp, type TestApp } from '../../test/test-app.js';
import { type MailMessage, MailService } from '../../platform/mail/mail.service.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { type Event, EventStatus } from '../events/entities/event.entity.js';
import { InvitationsDeliveryService } from '../invitations/invitations-delivery.service.js';
import { FilesService } from '../files/files.service.js';
import type { Local } from '../locals/entities/local.entity.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import { WaitlistStatus } from './entities/event-waitlist.entity.js';
import { TicketStatus } from './entities/ticket.entity.js';
import { TicketSweeper } from './ticket-sweeper.service.js';

type Body = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';

const PRICE = 3000;
/** CPFs of people who are not in the club. */
const outsider = (n: number) => cpfFor(40_000 + n);
const masked = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const FREE_MSG = 'Compra realizada com sucesso! Os convites foram enviados para o seu e-mail.';
const PAID_MSG = 'Compra realizada com sucesso! Você será encaminhado para o pagamento.';

describe('event tickets (purchase, holds, waitlist, my tickets, convites)', () => {
  let t: TestApp;
  let local: Local;
  let member: Associate;
  let token: string;
  let deps: Dependent[];
  let mailSpy: jest.Spied<MailService['send']>;
  let depN = 0;

  beforeAll(async () => {
    t = await createTestApp();
    local = await eventPlace(t.dataSource);
    ({ member, token } = await newMember());
    deps = await dependentsOf(member, 4);
    mailSpy = jest.spyOn(t.app.get(MailService), 'send');
  }, 60_000);
  afterAll(async () => {
    mailSpy?.mockRestore();
    await t?.close();
  });

  const newMember = async () => {
    const member = await t.createMember();
    return { member, token: await t.tokenFor('member', member.id) };
  };
  const dependentsOf = async (a: Associate, count: number) => {
    const list: Dependent[] = [];
    for (let i = 0; i < count; i++) {
      depN += 1;
      list.push(
        await t.dataSource.getRepository(Dependent).save({
          associate: a,
          name: `Dependente ${depN}`,
          parentage: 'Filho(a)',
          cpf: cpfFor(25_000 + depN),
        }),
      );
    }
    return list;
  };
  const send = (method: Method, url: string, tk: string | null, body?: Body) => {
    const req = t.http[method](url);
    if (tk) void req.auth(tk, { type: 'bearer' });
    return body === undefined ? req : req.send(body);
  };
  const buy = (event: Pick<Event, 'id'>, guests: Body[], tk = token) =>
    send('post', '/api/order/tickets', tk, { event_id: event.id, tickets: guests });
  const guest = (n: number) => ({ name: `Convidado ${n}`, cpf: outsider(n) });
  const depGuest = (d: Dependent) => ({ name: d.name, cpf: masked(d.cpf ?? '') });
  const idle = () => t.app.get(InvitationsDeliveryService).idle();
  const mailsTo = (email: string): MailMessage[] =>
    mailSpy.mock.calls.map(([m]) => m).filter((m) => m.to === email);
  const expireHolds = (eventId: number) =>
    t.dataSource.query(
      `UPDATE ticket SET hold_expires_at = now() - interval '1 second'
        WHERE event_id = $1 AND status = ${TicketStatus.Pending}`,
      [eventId],
    );
  const dbStatus = async (table: string, id: number) =>
    (await t.dataSource.query(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0].status;

  it('free purchase (dependents): Confirmado with codes, order Finalizado, one e-mail with a JPEG per ticket', async () => {
    const event = await makeEvent(t.dataSource, local, { title: 'Baile Gratuito' });
    const before = mailsTo(member.email).length;
    const res = await buy(event, [depGuest(deps[0]), depGuest(deps[1])]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(FREE_MSG);
    expect(res.body.order).toEqual({
      id: expect.any(Number),
      status: 'Finalizado',
      total: 0,
      totalFormatted: 'R$ 0,00',
      expiresAt: null,
    });
    expect(res.body.tickets).toHaveLength(2);
    for (const [i, ticket] of (res.body.tickets as Body[]).entries()) {
      expect(ticket).toEqual({
        id: expect.any(Number),
        code: `000${ticket['id'] as number}`,
        name: deps[i].name,
        cpf: deps[i].cpf,
        kind: 'dependent',
        value: 0,
        valueFormatted: 'R$ 0,00',
        status: 'Confirmado',
        eventDate: expect.any(String),
        event: { id: event.id, title: 'Baile Gratuito' },
        holdExpiresAt: null,
      });
    }
    await idle();
    const mails = mailsTo(member.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) as MailMessage;
    expect(mail.subject).toBe('Convites confirmados: Baile Gratuito');
    const attachments = mail.attachments ?? [];
    expect(attachments).toHaveLength(2);
    for (const a of attachments) {
      expect(a.contentType).toBe('image/jpeg');
      expect((a.content as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    for (const ticket of res.body.tickets as { code: string }[]) {
      expect(mail.text).toContain(ticket.code);
    }
  });

  it('paid purchase: Pendente with a hold, total = price × outside guests, no e-mail', async () => {
    const event = await makeEvent(t.dataSource, local, { freeLimit: 2 });
    const before = mailSpy.mock.calls.length;
    const res = await buy(event, [guest(1), depGuest(deps[0]), guest(2)]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PAID_MSG);
    expect(res.body.order).toMatchObject({
      status: 'Pendente',
      total: 2 * PRICE,
      totalFormatted: 'R$ 60,00',
      expiresAt: expect.any(String),
    });
    const hold = Date.parse(res.body.order.expiresAt);
    expect(hold - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(hold - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const tickets = res.body.tickets as Body[];
    expect(tickets.map((x) => [x['kind'], x['value'], x['status'], x['code']])).toEqual([
      ['guest', PRICE, 'Pendente', null],
      ['dependent', 0, 'Pendente', null],
      ['guest', PRICE, 'Pendente', null],
    ]);
    expect(tickets[0]['holdExpiresAt']).toBe(res.body.order.expiresAt);
    await idle();
    expect(mailSpy.mock.calls.length).toBe(before);
    // The ignored per-ticket fields of the spec are accepted.
    const extra = await buy(event, [
      {
        ...guest(3),
        title: 'x',
        value: 1,
        status: TicketStatus.Confirmed,
        event: 9,
        eventDate: 'x',
        template: 1,
      },
    ]);
    expect(extra.status).toBe(201);
    expect(extra.body.tickets[0].value).toBe(PRICE);
  });

  it('free limit: club people are free up to free_limit across all the buyer’s orders of the event', async () => {
    const event = await makeEvent(t.dataSource, local, { freeLimit: 2 });
    const { member: buyer, token: tk } = await newMember();
    const family = await dependentsOf(buyer, 4);
    // Three club people in one order with a limit of 2: the third pays.
    const first = await buy(event, family.slice(0, 3).map(depGuest), tk);
    expect(first.status).toBe(201);
    expect((first.body.tickets as Body[]).map((x) => x['value'])).toEqual([0, 0, PRICE]);
    expect(first.body.order.total).toBe(PRICE);
    // The limit is used up: the next club person pays.
    const second = await buy(event, [depGuest(family[3])], tk);
    expect(second.body.tickets[0]).toMatchObject({ kind: 'dependent', value: PRICE });
    // Another buyer has his own limit.
    const other = await buy(event, [{ name: buyer.name, cpf: buyer.cpf }]);
    expect(other.body.tickets[0]).toMatchObject({ kind: 'associate', value: 0 });
    expect(other.body.message).toBe(FREE_MSG);
    // An expired free hold no longer counts: exactly at the limit after it.
    const limitOne = await makeEvent(t.dataSource, local, { freeLimit: 1 });
    const a = await buy(limitOne, [depGuest(family[0]), guest(10)], tk);
    expect((a.body.tickets as Body[]).map((x) => x['value'])).toEqual([0, PRICE]);
    await expireHolds(limitOne.id);
    const b = await buy(limitOne, [depGuest(family[1])], tk);
    expect(b.body.tickets[0].value).toBe(0);
    expect(b.body.order.status).toBe('Finalizado');
  });

  it('refusals: no guest, repeated CPF, more than remaining, sold out, sale closed, CPF already holding, missing event', async () => {
    const event = await makeEvent(t.dataSource, local, { ticketsTotal: 4 });
    for (const body of [
      { event_id: event.id, tickets: [] },
      { event_id: event.id },
      { event_id: event.id, tickets: null },
    ]) {
      const res = await send('post', '/api/order/tickets', token, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Adicione ao menos um convidado.');
    }
    const dup = await buy(event, [guest(20), { name: 'Outro', cpf: masked(outsider(20)) }]);
    expect(dup.status).toBe(400);
    expect(dup.body.error).toBe('CPF JÁ INSERIDO');
    expect(dup.body.fields).toEqual({ 'tickets.1.cpf': 'CPF JÁ INSERIDO' });
    const badCpf = await buy(event, [{ name: 'X', cpf: '123.456.789-00' }]);
    expect(badCpf.status).toBe(400);

    expect((await buy(event, [guest(21), guest(22)])).status).toBe(201);
    const taken = await buy(event, [guest(23), guest(21)]);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(`O CPF ${masked(outsider(21))} já tem convite para este evento.`);
    expect(taken.body.code).toBe(ErrorCode.CpfHasTicket);
    const over = await buy(event, [guest(24), guest(25), guest(29)]);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      statusCode: 409,
      error: 'Restam apenas 2 convites para este evento.',
      code: 'TICKETS_ONLY_LEFT',
    });
    expect((await buy(event, [guest(24), guest(25)])).status).toBe(201);
    const soldOut = await buy(event, [guest(26)]);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error).toBe('Venda de convite esgotada');
    expect(soldOut.body.error).toBe(MSG.ticketsSoldOut);
    expect(soldOut.body.code).toBe(ErrorCode.TicketsSoldOut);

    const closed = 'A venda de convites deste evento não está aberta.';
    for (const fields of [
      { saleFrom: 1, saleTo: 5 },
      { saleFrom: -5, saleTo: -1 },
      { status: EventStatus.Inactive },
      { saleFrom: -5, saleTo: 5, days: [-2] },
    ]) {
      const e = await makeEvent(t.dataSource, local, fields);
      const res = await buy(e, [guest(27)]);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(closed);
      expect(res.body.code).toBe(ErrorCode.TicketSaleClosed);
    }
    const missing = await send('post', '/api/order/tickets', token, {
      event_id: 999_999,
      tickets: [guest(28)],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Evento não encontrado.');
    expect((await send('post', '/api/order/tickets', null, { event_id: event.id })).status).toBe(
      401,
    );
  });

  it('purchases of several events at once: each answered for its own event, club people free', async () => {
    const soldOut = await makeEvent(t.dataSource, local, { ticketsTotal: 1 });
    expect((await buy(soldOut, [guest(40)])).status).toBe(201);
    const onSale = await makeEvent(t.dataSource, local, { ticketsTotal: 5, freeLimit: 2 });
    const closed = await makeEvent(t.dataSource, local, { saleFrom: 1, saleTo: 5 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => newMember()));
    const [family] = [await dependentsOf(buyers[0].member, 1)];

    // The early checks and the club people of these arrive together (one batch each).
    const answers = await Promise.all([
      buy(soldOut, [guest(41)], buyers[0].token),
      buy(onSale, [depGuest(family[0]), guest(42)], buyers[0].token),
      buy(closed, [guest(43)], buyers[1].token),
      buy({ id: 999_998 }, [guest(44)], buyers[1].token),
      buy(onSale, [guest(45)], buyers[2].token),
      buy(soldOut, [guest(46)], buyers[3].token),
      buy(onSale, [guest(47)], buyers[3].token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([409, 201, 409, 404, 201, 409, 201]);
    expect(answers[0].body.error).toBe('Venda de convite esgotada');
    expect(answers[5].body.error).toBe('Venda de convite esgotada');
    expect(answers[2].body.error).toBe('A venda de convites deste evento não está aberta.');
    expect(answers[3].body.error).toBe('Evento não encontrado.');
    // The dependent is free, the outside guest pays; the others pay for their one guest.
    expect(answers[1].body.tickets.map((k: { value: number }) => k.value)).toEqual([0, 3000]);
    expect(answers[1].body.tickets.map((k: { kind: string }) => k.kind)).toEqual([
      'dependent',
      'guest',
    ]);
    expect(answers[4].body.order.total).toBe(3000);
    expect(answers[6].body.order.total).toBe(3000);
    const [{ sold }] = await t.dataSource.query(
      `SELECT count(*)::int AS sold FROM ticket WHERE event_id = $1`,
      [onSale.id],
    );
    expect(sold).toBe(4);
  });

  it('lazy expiry: an unpaid hold past its deadline returns its tickets to the next purchase', async () => {
    const event = await makeEvent(t.dataSource, local, { ticketsTotal: 2 });
    const held = await buy(event, [guest(30), guest(31)]);
    expect(held.status).toBe(201);
    const { token: other } = await newMember();
    expect((await buy(event, [guest(32)], other)).body.error).toBe('Venda de convite esgotada');
    await expireHolds(event.id);
    const now = await buy(event, [guest(33), guest(30)], other);
    expect(now.status).toBe(201);
    expect(await dbStatus('purchase_order', held.body.order.id)).toBe(OrderStatus.Expired);
    for (const x of held.body.tickets as { id: number }[]) {
      expect(await dbStatus('ticket', x.id)).toBe(TicketStatus.Expired);
    }
    const mine = await send('get', `/api/associate/tickets/${event.id}`, token);
    expect((mine.body as Body[]).map((x) => x['status'])).toEqual(['Expirado', 'Expirado']);
    const order = await send('get', `/api/my-order/${held.body.order.id}`, token);
    expect(order.body.status).toBe('Expirado');
  });

  it('waitlist: join only when sold out; an expired hold is offered to the first in line, who buys; an unused offer goes to the next', async () => {
    const event = await makeEvent(t.dataSource, local, { ticketsTotal: 2, title: 'Show Lotado' });
    const b = await newMember();
    const c = await newMember();
    const d = await newMember();
    const waitUrl = `/api/events/${event.id}/waitlist`;

    const early = await send('post', waitUrl, b.token, { quantity: 2 });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Ainda há convites à venda para este evento.');
    expect(early.body.code).toBe(ErrorCode.TicketsStillOnSale);
    const held = await buy(event, [guest(40), guest(41)]);
    expect(held.status).toBe(201);

    expect((await send('get', waitUrl, b.token)).body).toEqual({ entry: null });
    const joinB = await send('post', waitUrl, b.token, { quantity: 2 });
    expect(joinB.status).toBe(201);
    expect(joinB.body).toEqual({
      position: 1,
      quantity: 2,
      status: 'Aguardando',
      offerExpiresAt: null,
      offeredQuantity: null,
    });
    const again = await send('post', waitUrl, b.token, { quantity: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Você já está na fila de espera deste evento.');
    expect(again.body.code).toBe(ErrorCode.AlreadyInWaitlist);
    expect((await send('post', waitUrl, b.token, { quantity: 11 })).status).toBe(400);
    const joinC = await send('post', waitUrl, c.token, { quantity: 2 });
    expect(joinC.body.position).toBe(2);
    expect((await send('post', waitUrl, d.token, { quantity: 1 })).body.position).toBe(3);
    // D leaves; the others keep their places.
    expect((await send('delete', waitUrl, d.token)).status).toBe(204);
    expect((await send('delete', waitUrl, d.token)).status).toBe(404);
    expect((await send('get', waitUrl, c.token)).body.entry.position).toBe(2);

    // The hold expires: the next purchase finds it, offers the tickets to B (e-mail) and, for
    // everybody else, they are held.
    await expireHolds(event.id);
    const mailsB = mailsTo(b.member.email).length;
    const { token: stranger } = await newMember();
    const refused = await buy(event, [guest(42)], stranger);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Venda de convite esgotada');
    await idle();
    const offerMail = mailsTo(b.member.email).at(-1) as MailMessage;
    expect(mailsTo(b.member.email)).toHaveLength(mailsB + 1);
    expect(offerMail.subject).toBe('Convites disponíveis: Show Lotado');
    expect(offerMail.text).toContain(`http://localhost:4200/associado/evento/${event.id}`);
    const offered = (await send('get', waitUrl, b.token)).body.entry;
    expect(offered).toMatchObject({ position: 1, status: 'Oferta enviada', offeredQuantity: 2 });
    expect(Date.parse(offered.offerExpiresAt)).toBeGreaterThan(Date.now());
    const pub = await t.http.get(`/api/events-public/${event.id}`);
    expect(pub.body.numberOfTicketsForSale).toBe(0);
    // C (waiting) cannot buy either; B can, and his entry becomes Atendido.
    expect((await buy(event, [guest(43)], c.token)).status).toBe(409);
    const bought = await buy(event, [guest(44), guest(45)], b.token);
    expect(bought.status).toBe(201);
    expect((await send('get', waitUrl, b.token)).body).toEqual({ entry: null });
    const [entryB] = await t.dataSource.query(
      'SELECT status FROM event_waitlist WHERE event_id = $1 AND associate_id = $2',
      [event.id, b.member.id],
    );
    expect(entryB.status).toBe(WaitlistStatus.Served);

    // B's hold expires with nobody buying: the sweeper offers C; C lets it expire; then the
    // tickets are for sale again (nobody else waits).
    await expireHolds(event.id);
    expect(await t.app.get(TicketSweeper).sweep()).toBe(1);
    await idle();
    expect((mailsTo(c.member.email).at(-1) as MailMessage).subject).toBe(
      'Convites disponíveis: Show Lotado',
    );
    expect((await send('get', waitUrl, c.token)).body.entry.status).toBe('Oferta enviada');
    const e = await newMember();
    expect((await send('post', waitUrl, e.token, { quantity: 1 })).status).toBe(201);
    await t.dataSource.query(
      `UPDATE event_waitlist SET offer_expires_at = now() - interval '1 second'
        WHERE event_id = $1 AND status = ${WaitlistStatus.Offered}`,
      [event.id],
    );
    expect(await t.app.get(TicketSweeper).sweep()).toBe(1);
    await idle();
    expect((await send('get', waitUrl, c.token)).body).toEqual({ entry: null });
    const entries: { associate_id: string; status: number }[] = await t.dataSource.query(
      'SELECT associate_id, status FROM event_waitlist WHERE event_id = $1 ORDER BY id',
      [event.id],
    );
    expect(entries.map((x) => x.status)).toEqual([
      WaitlistStatus.Served,
      WaitlistStatus.Expired,
      WaitlistStatus.Left,
      WaitlistStatus.Offered,
    ]);
    expect((mailsTo(e.member.email).at(-1) as MailMessage).subject).toBe(
      'Convites disponíveis: Show Lotado',
    );
    // E's offer holds 1; one is for sale.
    expect((await t.http.get(`/api/events-public/${event.id}`)).body.numberOfTicketsForSale).toBe(
      1,
    );
  });

  it('the sweeper expires holds (tickets and order) without any purchase, one process at a time', async () => {
    const event = await makeEvent(t.dataSource, local);
    const res = await buy(event, [guest(50)]);
    await expireHolds(event.id);
    const sweeper = t.app.get(TicketSweeper);
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    expect(await dbStatus('ticket', res.body.tickets[0].id)).toBe(TicketStatus.Expired);
    expect(await dbStatus('purchase_order', res.body.order.id)).toBe(OrderStatus.Expired);
    expect(await sweeper.sweep()).toBe(0);
  });

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
      product: {
        title: 'Réveillon',
        type: 'evento',
        image: null,
        startAt: expect.any(String),
        endAt: expect.any(String),
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
    const product = order['product'] as { startAt: string; endAt: string };
    expect(Date.parse(product.endAt) - Date.parse(product.startAt)).toBe(
      24 * 3600_000 + 5 * 3600_000,
    );
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
});
