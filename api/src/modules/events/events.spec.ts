import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MSG, ErrorCode, MSG, P } from '@clube/shared';
import { translateDbError } from '../../platform/database/database-errors.js';
import { AppException } from '../../platform/http/app-exception.js';
import { dayOffset, isStored, jpeg } from '../../test/content-fixtures.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../platform/storage/storage.driver.js';
import { seedDemo } from '../../seed/demo-seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LocalType } from '../local-types/entities/local-type.entity.js';
import { Local } from '../locals/entities/local.entity.js';
import { ReservationInterval } from '../reservation-intervals/entities/reservation-interval.entity.js';
import { EventWaitlist, WaitlistStatus } from '../tickets/entities/event-waitlist.entity.js';
import { Ticket, TicketStatus } from '../tickets/entities/ticket.entity.js';
import { remaining } from '../tickets/ticket-stock.reads.js';
import { EventDate } from './entities/event-date.entity.js';
import { Event, EventStatus } from './entities/event.entity.js';
import { lockForSale, saleOpen } from './event-sale.js';

type Fields = Record<string, string>;
type Upload = [string, Buffer, string];

const PERMS = [P.listEvent, P.insertEvent, P.updateEvent, P.deleteEvent];
const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000);
const iso = (days: number, hours = 0) => at(days, hours).toISOString();

describe('events', () => {
  let t: TestApp;
  let staff: string;
  let img: Buffer;
  let localId: number;
  let otherLocalId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffToken(PERMS);
    img = await jpeg(160, 90);
    const type = await t.dataSource
      .getRepository(LocalType)
      .save({ description: 'Salão', externalValue: 0, invitedValue: 0 });
    const interval = await t.dataSource
      .getRepository(ReservationInterval)
      .save({ description: '1 hora', interval: 60 });
    const place = (description: string) =>
      t.dataSource.getRepository(Local).save({
        description,
        slug: description.toLowerCase().replace(/\s+/g, '-'),
        localType: type,
        reservationInterval: interval,
        startsAt: '08:00',
        endsAt: '22:00',
        capacity: 100,
        reservationTime: 60,
        restriction: 1,
        usageGuide: '<p>Guia</p>',
      });
    localId = (await place('Salão Social')).id;
    otherLocalId = (await place('Quadra Coberta')).id;
  });
  afterAll(() => t?.close());

  const send = (method: 'post' | 'put', url: string, fields: Fields, files: Upload[] = []) => {
    const req = t.http[method](url).auth(staff, { type: 'bearer' });
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    for (const [k, b, n] of files) void req.attach(k, b, n);
    return req;
  };
  const days = (...list: [number, number][]) =>
    JSON.stringify(list.map(([s, e]) => ({ startsAt: iso(s), endsAt: iso(e) })));
  const valid = (title: string, extra: Fields = {}): Fields => ({
    title,
    description: '<p>Uma festa.</p>',
    local: String(localId),
    startSale: iso(-1),
    endSale: iso(10),
    freeLimit: '2',
    numberOfTicketsForSale: '10',
    guestInvitePrice: '3000',
    eventDates: days([20, 20.2]),
    ...extra,
  });
  const create = async (title: string, extra: Fields = {}) => {
    const res = await send('post', '/api/events', valid(title, extra));
    expect(res.status).toBe(201);
    return res.body as { id: number };
  };
  const ticket = (eventId: number, status: TicketStatus, hold: Date | null = null, cpf?: string) =>
    t.dataSource.getRepository(Ticket).save({
      eventId,
      name: 'Convidado',
      cpf: cpf ?? null,
      title: 'Convite',
      value: 0,
      eventDate: at(20),
      status,
      holdExpiresAt: hold,
    });

  it('guards the register by its permissions and options by any staff (401, 403)', async () => {
    const routes: [string, 'get' | 'post' | 'put' | 'delete', string][] = [
      [P.listEvent, 'get', '/api/events'],
      [P.listEvent, 'get', '/api/events/1'],
      [P.insertEvent, 'post', '/api/events'],
      [P.updateEvent, 'put', '/api/events/1'],
      [P.deleteEvent, 'delete', '/api/events/1'],
      [P.deleteEvent, 'post', '/api/events/multiple'],
    ];
    for (const [perm, method, url] of routes) {
      expect({ url, status: (await t.http[method](url)).status }).toEqual({ url, status: 401 });
      const others = await t.staffToken(PERMS.filter((p) => p !== perm));
      const res = await t.http[method](url).auth(others, { type: 'bearer' });
      expect({ url, status: res.status }).toEqual({ url, status: 403 });
      expect(res.body.error).toBe(MSG.adminInsufficientLevel);
    }
    expect((await t.http.get('/api/events/options')).status).toBe(401);
    const nobody = await t.staffToken([]);
    expect((await t.http.get('/api/events/options').auth(nobody, { type: 'bearer' })).status).toBe(
      200,
    );
    const member = await t.memberToken();
    expect((await t.http.get('/api/events').auth(member, { type: 'bearer' })).status).toBe(401);
  });

  it('creates an event with image, ordered gallery and days; rich text sanitized', async () => {
    const res = await send(
      'post',
      '/api/events',
      valid('Baile de Gala', {
        description: '<p onclick="x()">Noite <b>de gala</b></p><script>alert(1)</script>',
        observations: '<p>Traje <i>passeio</i><img src=x onerror=alert(1)></p>',
        emphasis: 'true',
        eventDates: days([31, 31.2], [30, 30.2]),
      }),
      [
        ['image', img, 'card.jpg'],
        ['gallery', img, 'a.jpg'],
        ['gallery', await jpeg(40, 40, '#123'), 'b.jpg'],
      ],
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Baile de Gala',
      description: '<p>Noite <b>de gala</b></p>',
      local: { id: localId, description: 'Salão Social' },
      ticketTemplate: null,
      freeLimit: 2,
      numberOfTicketsForSale: 10,
      guestInvitePrice: 3000,
      guestInvitePriceFormatted: 'R$ 30,00',
      status: { id: 1, description: 'Ativo' },
      emphasis: true,
      sold: 0,
      remaining: 10,
    });
    expect(res.body.observations).not.toMatch(/onerror|<img/);
    expect(res.body.observations).toContain('<i>passeio</i>');
    // Days in order of start, whatever order they were sent in.
    expect(res.body.eventDates).toHaveLength(2);
    expect(new Date(res.body.eventDates[0].startsAt).getTime()).toBeLessThan(
      new Date(res.body.eventDates[1].startsAt).getTime(),
    );
    expect(res.body.image.name).toBe('card.jpg');
    expect(isStored(t, res.body.image.url)).toBe(true);
    expect(res.body.gallery).toHaveLength(2);
    for (const photo of res.body.gallery) expect(isStored(t, photo.file)).toBe(true);
    const got = await t.http.get(`/api/events/${res.body.id}`).auth(staff, { type: 'bearer' });
    expect(got.body).toEqual(res.body);

    // JSON bodies work too (no files).
    const json = await t.http
      .post('/api/events')
      .auth(staff, { type: 'bearer' })
      .send({
        ...valid('Em JSON'),
        local: localId,
        freeLimit: 0,
        numberOfTicketsForSale: 0,
        guestInvitePrice: 0,
        eventDates: [{ startsAt: iso(5), endsAt: iso(5.1) }],
      });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ numberOfTicketsForSale: 0, image: null, gallery: [] });
  });

  it('refuses invalid forms with the Portuguese messages, storing nothing', async () => {
    const before = await t.dataSource.getRepository(Event).count();
    const required = [
      'title',
      'description',
      'local',
      'startSale',
      'endSale',
      'freeLimit',
      'numberOfTicketsForSale',
      'guestInvitePrice',
      'eventDates',
    ];
    for (const field of required) {
      const { [field]: _gone, ...rest } = valid('Sem campo');
      const res = await send('post', '/api/events', rest);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect({ field, message: res.body.fields?.[field] }).toEqual({
        field,
        message: MSG.required,
      });
    }
    const cases: [Fields, string, string][] = [
      [{ endSale: iso(-2) }, 'endSale', API_MSG.eventSaleEndBeforeStart],
      [{ guestInvitePrice: '-1' }, 'guestInvitePrice', API_MSG.eventPriceInvalid],
      [{ numberOfTicketsForSale: '10000' }, 'numberOfTicketsForSale', API_MSG.eventTicketsRange],
      [{ numberOfTicketsForSale: '-1' }, 'numberOfTicketsForSale', API_MSG.eventTicketsRange],
      [{ freeLimit: '-1' }, 'freeLimit', API_MSG.eventFreeLimitInvalid],
      [{ eventDates: '[]' }, 'eventDates', API_MSG.eventDaysRange],
      [
        {
          eventDates: JSON.stringify(Array.from({ length: 31 }, () => JSON.parse(days([1, 2]))[0])),
        },
        'eventDates',
        API_MSG.eventDaysRange,
      ],
      [{ eventDates: days([3, 2]) }, 'eventDates.0.endsAt', API_MSG.eventDayEndBeforeStart],
      [{ startSale: '2026-13-01' }, 'startSale', API_MSG.eventInstantInvalid],
      [{ description: '<script>x()</script>' }, 'description', MSG.required],
      [{ local: '999999' }, 'local', API_MSG.localNotFound],
      [{ ticketTemplate: '999999' }, 'ticketTemplate', API_MSG.ticketTemplateNotFound],
    ];
    for (const [extra, field, message] of cases) {
      const res = await send('post', '/api/events', valid('Inválido', extra));
      expect({ field, status: res.status, message: res.body.fields?.[field] }).toEqual({
        field,
        status: 400,
        message,
      });
    }
    expect(await t.dataSource.getRepository(Event).count()).toBe(before);
  });

  it('edits: days replaced, stock never below the active tickets, photos removed', async () => {
    const res = await send('post', '/api/events', valid('Festa Junina'), [
      ['gallery', img, 'a.jpg'],
    ]);
    const id = res.body.id as number;
    const edit = await send('put', `/api/events/${id}`, {
      eventDates: days([40, 40.1], [41, 41.1], [42, 42.1]),
      title: 'Festa Junina 2',
      removeGallery: res.body.gallery[0].id,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.title).toBe('Festa Junina 2');
    expect(edit.body.eventDates).toHaveLength(3);
    expect(edit.body.gallery).toHaveLength(0);
    expect(await t.dataSource.getRepository(EventDate).countBy({ eventId: id })).toBe(3);

    await ticket(id, TicketStatus.Confirmed);
    await ticket(id, TicketStatus.Pending, at(0, 1));
    await ticket(id, TicketStatus.Pending, at(0, -1)); // expired hold: not active
    await ticket(id, TicketStatus.Cancelled);
    const low = await send('put', `/api/events/${id}`, { numberOfTicketsForSale: '1' });
    expect(low.status).toBe(400);
    expect(low.body.fields).toEqual({
      numberOfTicketsForSale:
        'Já há 2 convites vendidos ou reservados; o total não pode ser menor.',
    });
    const ok = await send('put', `/api/events/${id}`, { numberOfTicketsForSale: '2' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ numberOfTicketsForSale: 2, sold: 2, remaining: 0 });
    // A sale end before the (unchanged) start is refused on edit too.
    const badSale = await send('put', `/api/events/${id}`, { endSale: iso(-3) });
    expect(badSale.body.fields).toEqual({ endSale: API_MSG.eventSaleEndBeforeStart });
  });

  it('deletes an event without tickets; one with tickets is a 409', async () => {
    const free = await create('Sem Convites', { eventDates: days([1, 1.1]) });
    const sold = await create('Com Convites');
    await ticket(sold.id, TicketStatus.Confirmed);
    const refused = await t.http
      .post('/api/events/multiple')
      .auth(staff, { type: 'bearer' })
      .send({ ids: [free.id, sold.id] });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: API_MSG.eventHasTickets,
      code: ErrorCode.EventHasTickets,
    });
    // A ticket written after the check: the foreign key refuses, with the same meaning.
    const raced = await t.dataSource
      .getRepository(Event)
      .delete({ id: sold.id })
      .catch((err: unknown) => translateDbError(err));
    expect(raced).toBeInstanceOf(AppException);
    expect((raced as AppException).getResponse()).toEqual(refused.body);
    const del = await t.http.delete(`/api/events/${free.id}`).auth(staff, { type: 'bearer' });
    expect(del.status).toBe(204);
    expect(await t.dataSource.getRepository(Event).countBy({ id: free.id })).toBe(0);
    const gone = await t.http.get(`/api/events/${free.id}`).auth(staff, { type: 'bearer' });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(MSG.eventNotFound);
  });

  it('lists with filters and sorts, sold/remaining per row; options', async () => {
    const a = await create('Lista Alfa', { eventDates: days([100, 100.1]) });
    const b = await create('Lista Beta', {
      eventDates: days([103, 103.1]),
      local: String(otherLocalId),
      status: String(EventStatus.Inactive),
    });
    await ticket(a.id, TicketStatus.Confirmed);
    const list = (q: string) => t.http.get(`/api/events?${q}`).auth(staff, { type: 'bearer' });

    const all = await list('search=lista');
    expect(all.body.total).toBe(2);
    expect(all.body.data.map((e: { title: string }) => e.title)).toEqual([
      'Lista Beta',
      'Lista Alfa',
    ]);
    expect(all.body.data[1]).toMatchObject({ sold: 1, remaining: 9 });
    expect((await list('search=lista&sort=firstDay')).body.data[0].title).toBe('Lista Alfa');
    expect((await list('search=lista&sort=title')).body.data[0].title).toBe('Lista Alfa');
    expect(
      (await list(`search=lista&status=${EventStatus.Inactive}`)).body.data.map(
        (e: { id: number }) => e.id,
      ),
    ).toEqual([b.id]);
    expect((await list(`search=lista&local=${otherLocalId}`)).body.total).toBe(1);
    const period = await list(`search=lista&from=${dayOffset(102)}&to=${dayOffset(104)}`);
    expect(period.body.data.map((e: { id: number }) => e.id)).toEqual([b.id]);
    expect((await list('sort=nope')).status).toBe(400);
    expect((await list('from=2026-02-30')).status).toBe(400);

    const options = await t.http.get('/api/events/options').auth(staff, { type: 'bearer' });
    expect(options.status).toBe(200);
    const ids = options.body.map((o: { id: number }) => o.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id); // inactive
    expect(options.body.find((o: { id: number }) => o.id === a.id)).toEqual({
      id: a.id,
      description: 'Lista Alfa',
    });
  });

  it('public list and detail: active, not ended, remaining from confirmed + live holds + offers', async () => {
    const open = await create('Público Aberto', {
      numberOfTicketsForSale: '10',
      eventDates: days([5, 5.2]),
    });
    const star = await create('Público Destaque', { emphasis: 'true', eventDates: days([9, 9.1]) });
    const inactive = await create('Público Inativo', { status: String(EventStatus.Inactive) });
    const ended = await create('Público Encerrado', {
      startSale: iso(-10),
      endSale: iso(-5),
      eventDates: days([-3, -2.9]),
    });
    const future = await create('Público Futuro', {
      startSale: iso(15),
      endSale: iso(20),
      eventDates: days([25, 25.1]),
    });
    await ticket(open.id, TicketStatus.Confirmed);
    await ticket(open.id, TicketStatus.Pending, at(0, 1));
    await ticket(open.id, TicketStatus.Pending, at(0, -1));
    await ticket(open.id, TicketStatus.Cancelled);
    await ticket(open.id, TicketStatus.Expired);
    const [m1, m2] = [await t.createMember(), await t.createMember()];
    const waitlist = t.dataSource.getRepository(EventWaitlist);
    await waitlist.save({
      eventId: open.id,
      associateId: m1.id,
      quantity: 3,
      status: WaitlistStatus.Offered,
      offeredQuantity: 3,
      offerExpiresAt: at(0, 1),
    });
    await waitlist.save({
      eventId: open.id,
      associateId: m2.id,
      quantity: 2,
      status: WaitlistStatus.Offered,
      offeredQuantity: 2,
      offerExpiresAt: at(0, -1),
    });

    const res = await t.http.get('/api/events-public');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const titles = res.body.map((e: { title: string }) => e.title);
    expect(titles).not.toContain('Público Inativo');
    expect(titles).not.toContain('Público Encerrado');
    expect(titles.indexOf('Público Destaque')).toBeLessThan(titles.indexOf('Público Aberto'));
    const row = res.body.find((e: { id: number }) => e.id === open.id);
    // 10 − 1 confirmed − 1 live hold − 3 open offer = 5.
    expect(row).toMatchObject({
      id: open.id,
      title: 'Público Aberto',
      description: '<p>Uma festa.</p>',
      observations: null,
      saleOpen: true,
      numberOfTicketsForSale: 5,
      ticketsTotal: 10,
      guestInvitePrice: 3000,
      guestInvitePriceFormatted: 'R$ 30,00',
      freeLimit: 2,
      image: null,
      gallery: [],
      local: { id: localId, description: 'Salão Social' },
      emphasis: false,
      template: null,
    });
    expect(row.eventDates).toHaveLength(1);
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'observations',
        'startSale',
        'endSale',
        'saleOpen',
        'numberOfTicketsForSale',
        'ticketsTotal',
        'guestInvitePrice',
        'guestInvitePriceFormatted',
        'freeLimit',
        'eventDates',
        'image',
        'gallery',
        'local',
        'emphasis',
        'template',
      ].sort(),
    );
    expect(res.body.find((e: { id: number }) => e.id === future.id).saleOpen).toBe(false);

    const one = await t.http.get(`/api/events-public/${open.id}`);
    expect(one.status).toBe(200);
    expect(one.headers['cache-control']).toBe('no-cache');
    expect(one.body).toEqual(row);
    for (const id of [inactive.id, ended.id, 999999]) {
      const missing = await t.http.get(`/api/events-public/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe(MSG.eventNotFound);
    }
    expect((await t.http.get('/api/events-public/abc')).status).toBe(400);

    // What the tickets module uses: the sale rules (event-sale.ts) and its stock read.
    await t.dataSource.transaction(async (tx) => {
      const locked = await lockForSale(tx, open.id);
      expect(locked.dates).toHaveLength(1);
      expect(saleOpen(locked)).toBe(true);
      expect(await remaining(tx, open.id)).toBe(5);
      expect(await remaining(tx, open.id, m1.id)).toBe(8);
    });
    await t.dataSource.transaction(async (tx) => {
      const missing = await lockForSale(tx, 999999).catch((e: AppException) => e);
      expect(missing).toBeInstanceOf(AppException);
      expect((missing as AppException).getStatus()).toBe(404);
      const s = await lockForSale(tx, star.id);
      expect(saleOpen(s, at(11))).toBe(false); // after the sale's end
      expect(saleOpen(s, at(-2))).toBe(false); // before its start
    });
  });
});

describe('demo events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t?.close());

  it('seeds one event on sale, one sold out, one not open yet; again adds nothing', async () => {
    const res = await t.http.get('/api/events-public');
    expect(res.status).toBe(200);
    const by = (title: string) => res.body.find((e: { title: string }) => e.title === title);
    expect(by('Festa de Aniversário do Clube')).toMatchObject({
      saleOpen: true,
      // The demo member's free order with his dependent (meus-convites).
      numberOfTicketsForSale: 119,
      guestInvitePriceFormatted: 'R$ 30,00',
      freeLimit: 4,
      emphasis: true,
    });
    expect(by('Festa de Aniversário do Clube').gallery).toHaveLength(3);
    expect(by('Festa de Aniversário do Clube').eventDates).toHaveLength(2);
    expect(by('Festa de Aniversário do Clube').template).not.toBeNull();
    expect(by('Noite do Samba')).toMatchObject({
      saleOpen: true,
      numberOfTicketsForSale: 0,
      ticketsTotal: 40,
    });
    expect(by('Festival de Inverno')).toMatchObject({ saleOpen: false });
    await seedDemo(t.dataSource, t.app.get<StorageDriver>(STORAGE_DRIVER));
    expect(await t.dataSource.getRepository(Event).count()).toBe(3);
    expect(await t.dataSource.getRepository(Ticket).count()).toBe(41);
  });
});
