import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, MSG } from '@clube/shared';
import { eventPlace, makeEvent } from '../../test/event-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  type Body,
  FREE_MSG,
  masked,
  outsider,
  PAID_MSG,
  PRICE,
  ticketBuyers,
} from '../../test/ticket-fixtures.js';
import { type MailMessage, MailService } from '../../platform/mail/mail.service.js';
import type { Associate } from '../associates/entities/associate.entity.js';
import type { Dependent } from '../associates/entities/dependent.entity.js';
import { type Event, EventStatus } from '../events/entities/event.entity.js';
import type { Local } from '../locals/entities/local.entity.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { WaitlistStatus } from './entities/event-waitlist.entity.js';
import { TicketStatus } from './entities/ticket.entity.js';
import { SWEEPER_LOCK_KEY, TicketSweeper } from './ticket-sweeper.service.js';
import { PurchaseEarlyCheck } from './purchase-early-check.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';

/** Resolves once `done()` holds (checked on each turn of the event loop). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

describe('event tickets (purchase, holds, waitlist)', () => {
  let t: TestApp;
  let local: Local;
  let member: Associate;
  let token: string;
  let deps: Dependent[];
  let mailSpy: jest.Spied<MailService['send']>;
  const { send, newMember, dependentsOf, guest, depGuest, idle, expireHolds, dbStatus, ...k } =
    ticketBuyers(() => t);
  const buy = (event: Pick<Event, 'id'>, guests: Body[], tk = token) => k.buy(event, guests, tk);
  const mailsTo = (email: string): MailMessage[] =>
    mailSpy.mock.calls.map(([m]) => m).filter((m) => m.to === email);

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
        // The event is 10 days ahead: cancellable until 48 hours before it.
        canCancel: true,
        cancelUntil: expect.any(String),
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
    // Another buyer has his own limit (seating himself).
    const other = await buy(event, [{ name: 'Eu', cpf: member.cpf }]);
    expect(other.body.tickets[0]).toMatchObject({ kind: 'associate', value: 0, name: member.name });
    expect(other.body.message).toBe(FREE_MSG);
    // The first buyer, though, is not the second one's free place: named as on record, he
    // goes as a paying guest, and the answer does not tell he is a member.
    const borrowed = await buy(event, [{ name: buyer.name, cpf: buyer.cpf }]);
    expect(borrowed.body.tickets[0]).toMatchObject({ kind: 'guest', value: PRICE });
    const elsewhere = await makeEvent(t.dataSource, local, {});
    const forged = await buy(elsewhere, [{ name: 'Penetra Dois', cpf: buyer.cpf }]);
    expect(forged.status).toBe(400);
    expect(forged.body.fields).toEqual({
      'tickets.0.name':
        'O nome não confere com o cadastro do clube para este CPF. Informe o nome completo da pessoa.',
    });
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

  it('a purchase that came in before its event sold out is refused as sold out without its guests being checked or counted', async () => {
    const event = await makeEvent(t.dataSource, local, { ticketsTotal: 1 });
    const early = t.app.get(PurchaseEarlyCheck);
    const limiter = t.app.get(RateLimiterService);
    const check = early.refuseEarly.bind(early);
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    // The first purchase passes its early check (a ticket is left), then waits there...
    const earlySpy = jest.spyOn(early, 'refuseEarly').mockImplementationOnce(async (...args) => {
      await check(...args);
      await held;
    });
    const counted = jest.spyOn(limiter, 'hitDistinct');
    try {
      const late = buy(event, [guest(40)]).then((res) => res);
      await until(() => earlySpy.mock.calls.length === 1);
      // ...while another member's purchase takes the last ticket.
      const other = await newMember();
      expect((await buy(event, [guest(41)], other.token)).status).toBe(201);
      letGo();
      const refused = await late;
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('Venda de convite esgotada');
      expect(refused.body.code).toBe(ErrorCode.TicketsSoldOut);
      // Only the purchase that was written counted its guest's CPF against the daily limit.
      expect(counted.mock.calls.map(([, cpfs]) => cpfs)).toEqual([[outsider(41)]]);
    } finally {
      earlySpy.mockRestore();
      counted.mockRestore();
    }
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
    if (process.env['DATABASE_URL']) {
      // Another process sweeping (its advisory lock held elsewhere): this one skips the round.
      const other = t.dataSource.createQueryRunner();
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [SWEEPER_LOCK_KEY]);
        expect(await sweeper.sweep()).toBe(0);
        expect(await dbStatus('ticket', res.body.tickets[0].id)).toBe(TicketStatus.Pending);
        await other.query('SELECT pg_advisory_unlock($1)', [SWEEPER_LOCK_KEY]);
      } finally {
        await other.release();
      }
    }
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    expect(await dbStatus('ticket', res.body.tickets[0].id)).toBe(TicketStatus.Expired);
    expect(await dbStatus('purchase_order', res.body.order.id)).toBe(OrderStatus.Expired);
    expect(await sweeper.sweep()).toBe(0);
  });

  it('no CPF oracle: a member checking many CPFs outside the family is stopped for a day, told until when', async () => {
    const event = await makeEvent(t.dataSource, local, {
      ticketsTotal: 200,
      maxTicketsPerOrder: 100,
      maxTicketsPerMember: 100,
    });
    const { member: checker, token: tk } = await newMember();
    const family = await dependentsOf(checker, 1);
    const batch = (from: number) =>
      Array.from({ length: 30 }, (_, i) => ({
        name: `Visita ${from + i}`,
        cpf: outsider(700 + from + i),
      }));
    expect((await buy(event, batch(0), tk)).status).toBe(201);
    expect((await buy(event, batch(30), tk)).status).toBe(201);
    // The family never counts, and nor does a CPF given again.
    const own = await buy(event, [depGuest(family[0])], tk);
    expect(own.status).toBe(201);
    const again = await buy(event, [{ name: 'Visita 0', cpf: outsider(700) }], tk);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CPF_HAS_TICKET');
    // The 61st different CPF in 24 hours.
    const over = await buy(event, [{ name: 'Mais Um', cpf: outsider(800) }], tk);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('TOO_MANY_REQUESTS');
    expect(over.body.error).toMatch(
      /^Limite de 60 CPFs de convidados de fora da sua família em 24 horas atingido\. Novos CPFs a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    // Another member is not affected.
    expect((await buy(event, [{ name: 'Mais Um', cpf: outsider(800) }])).status).toBe(201);
  });

  it('one order cannot hold a whole event: tickets per purchase and per member (holds included), a short hold on the last tickets', async () => {
    const event = await makeEvent(t.dataSource, local, {
      ticketsTotal: 20,
      maxTicketsPerOrder: 3,
      maxTicketsPerMember: 4,
    });
    const { token: tk } = await newMember();
    const paying = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `Pagante ${from + i}`,
        cpf: outsider(900 + from + i),
      }));
    const tooMany = await buy(event, paying(0, 4), tk);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({
      statusCode: 409,
      code: 'TICKET_LIMIT_REACHED',
      error: 'Limite de 3 convites por compra neste evento.',
    });
    // Three held, unpaid: they count against the member's four.
    const held = await buy(event, paying(10, 3), tk);
    expect(held.status).toBe(201);
    expect(held.body.order.status).toBe('Pendente');
    const more = await buy(event, paying(20, 2), tk);
    expect(more.status).toBe(409);
    expect(more.body.error).toBe(
      'Limite de 4 convites por associado neste evento; você já tem 3, contando os que aguardam pagamento.',
    );
    // The usual hold: 15 minutes.
    const usual = Date.parse(held.body.order.expiresAt) - Date.now();
    expect(usual).toBeGreaterThan(14 * 60_000);
    // Others buy down to the last tenth of the stock (2 of 20): 14, 11, 8 and 5 left are held
    // the usual 15 minutes; the purchase that leaves 2 is held 5 minutes only.
    const holds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { token: other } = await newMember();
      const bought = await buy(event, paying(30 + 3 * i, 3), other);
      expect(bought.status).toBe(201);
      holds.push(Date.parse(bought.body.order.expiresAt) - Date.now());
    }
    expect(holds.slice(0, 4).every((ms) => ms > 14 * 60_000)).toBe(true);
    expect(holds[4]).toBeLessThanOrEqual(5 * 60_000);
    expect(holds[4]).toBeGreaterThan(4 * 60_000);
  });
});
