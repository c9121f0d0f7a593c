import type { DataSource, EntityManager } from 'typeorm';
import { Associate, AssociateStatus } from '../modules/associates/entities/associate.entity.js';
import { Dependent } from '../modules/associates/entities/dependent.entity.js';
import { EventDate } from '../modules/events/entities/event-date.entity.js';
import { EventFile } from '../modules/events/entities/event-file.entity.js';
import { Event, EventStatus } from '../modules/events/entities/event.entity.js';
import { Local } from '../modules/locals/entities/local.entity.js';
import { Order, OrderStatus } from '../modules/orders/entities/order.entity.js';
import { Ticket, TicketStatus } from '../modules/tickets/entities/ticket.entity.js';
import { TicketTemplate } from '../modules/ticket-template/entities/ticket-template.entity.js';
import type { StorageDriver } from '../platform/storage/storage.driver.js';
import { DEMO_TICKET_TEMPLATE, storePicture } from './demo-content.js';

const DAY = 86_400_000;

interface DemoEvent {
  title: string;
  place: string;
  description: string;
  observations: string | null;
  /** Sale window, in days from now. */
  sale: [from: number, to: number];
  /** Days of the event: [days from now, start hour, end hour] in the club's -03:00. */
  days: [offset: number, from: number, to: number][];
  tickets: number;
  priceCents: number;
  freeLimit: number;
  emphasis: boolean;
  photos: number;
  /** Confirmed tickets sold to demo associates (associado01…). */
  sold: number;
}

/**
 * Three demo events: one on sale now, one sold out, one whose sale opens in 15 days. Dates are
 * relative to the day the seed runs.
 */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    title: 'Festa de Aniversário do Clube',
    place: 'Salão de Festas Principal',
    description:
      '<p>Dois dias de festa para celebrar o aniversário do clube: música ao vivo, buffet e atrações para as crianças.</p>',
    observations: '<p>Traje esporte fino. Menores de 12 anos acompanhados dos responsáveis.</p>',
    sale: [-10, 20],
    days: [
      [30, 20, 23.99],
      [31, 18, 23.99],
    ],
    tickets: 120,
    priceCents: 3000,
    freeLimit: 4,
    emphasis: true,
    photos: 3,
    sold: 0,
  },
  {
    title: 'Noite do Samba',
    place: 'Quiosque da Piscina',
    description: '<p>Roda de samba à beira da piscina, com feijoada.</p>',
    observations: null,
    sale: [-15, 5],
    days: [[12, 19, 23.5]],
    tickets: 40,
    priceCents: 2500,
    freeLimit: 2,
    emphasis: false,
    photos: 2,
    sold: 40,
  },
  {
    title: 'Festival de Inverno',
    place: 'Quadra Poliesportiva',
    description: '<p>Quentão, pinhão e apresentações de dança na quadra coberta.</p>',
    observations: '<p>A venda de convites abre em breve.</p>',
    sale: [15, 45],
    days: [[50, 17, 22]],
    tickets: 200,
    priceCents: 2000,
    freeLimit: 3,
    emphasis: false,
    photos: 2,
    sold: 0,
  },
];

/** Midnight (club time, -03:00) of the day `offset` days from now, plus `hours`. */
function clubInstant(offset: number, hours: number): Date {
  const day = new Date(Date.now() + offset * DAY).toLocaleDateString('en-CA', {
    timeZone: 'America/Sao_Paulo',
  });
  return new Date(new Date(`${day}T00:00:00-03:00`).getTime() + hours * 3_600_000);
}

/**
 * The demo events with their photos (generated pictures), after the places, the ticket
 * template and the associates; an event already there (same title) is left alone. The sold-out
 * one gets confirmed tickets bought by the demo associates (associado01@clube.test…), each with
 * its free order; the demo member (`memberEmail`) gets an order on the event on sale.
 */
export async function seedDemoEvents(
  ds: DataSource,
  storage: StorageDriver,
  memberEmail?: string,
): Promise<void> {
  let seed = 400;
  for (const e of DEMO_EVENTS) {
    seed += e.photos + 1;
    if (await ds.getRepository(Event).existsBy({ title: e.title })) continue;
    const local = await ds
      .getRepository(Local)
      .createQueryBuilder('l')
      .where('lower(l.description) = lower(:d)', { d: e.place })
      .getOne();
    // Staff renamed or removed the place: leave the event out.
    if (!local) continue;
    const template = await ds
      .getRepository(TicketTemplate)
      .findOneBy({ title: DEMO_TICKET_TEMPLATE.title });
    await ds.transaction(async (tx) => {
      const event = await tx.getRepository(Event).save(
        tx.getRepository(Event).create({
          title: e.title,
          description: e.description,
          observations: e.observations,
          local,
          localId: local.id,
          ticketTemplate: template,
          ticketTemplateId: template?.id ?? null,
          startSale: clubInstant(e.sale[0], 0),
          endSale: clubInstant(e.sale[1], 23.99),
          freeLimit: e.freeLimit,
          ticketsTotal: e.tickets,
          guestPriceCents: e.priceCents,
          emphasis: e.emphasis,
          status: EventStatus.Active,
          image: await storePicture(tx, storage, seed, 'card.jpg'),
        }),
      );
      await tx.getRepository(EventDate).insert(
        e.days.map(([offset, from, to]) => ({
          eventId: event.id,
          startsAt: clubInstant(offset, from),
          endsAt: clubInstant(offset, to),
        })),
      );
      for (let i = 0; i < e.photos; i++) {
        const file = await storePicture(tx, storage, seed + 1 + i, `foto-${i + 1}.jpg`);
        await tx.getRepository(EventFile).insert({ event, file, position: i });
      }
      await sellDemoTickets(tx, event, e, clubInstant(e.days[0][0], e.days[0][1]));
    });
  }
  if (memberEmail) await seedDemoMemberTickets(ds, memberEmail);
}

/**
 * `e.sold` confirmed tickets bought by the active demo associates, as the purchase leaves them:
 * each buys one for himself (free: an active associate within the free limit) and, when there
 * are fewer buyers than tickets, the first ones also one for an outside guest (paid, by Pix).
 */
async function sellDemoTickets(
  tx: EntityManager,
  event: Event,
  e: DemoEvent,
  firstDay: Date,
): Promise<void> {
  if (!e.sold) return;
  const buyers = await tx
    .getRepository(Associate)
    .createQueryBuilder('a')
    .where("a.email LIKE 'associado%@clube.test'")
    .andWhere('a.status = :active', { active: AssociateStatus.Active })
    .orderBy('a.email', 'ASC')
    .take(e.sold)
    .getMany();
  let extra = e.sold - buyers.length;
  for (const [i, a] of buyers.entries()) {
    const guests: DemoGuest[] = [{ name: a.name, cpf: a.cpf, kind: 'associate', value: 0 }];
    if (extra-- > 0) {
      guests.push({
        name: `Convidado ${i + 1}`,
        cpf: demoCpf(880_000 + i),
        kind: 'guest',
        value: e.priceCents,
      });
    }
    await buyDemoTickets(tx, event, a, guests, firstDay);
  }
}

interface DemoGuest {
  name: string;
  cpf: string;
  kind: 'associate' | 'dependent' | 'guest';
  value: number;
}

/** A valid CPF (check digits computed) from a number, for the demo's outside guests. */
function demoCpf(n: number): string {
  const base = String(100_000_000 + n * 7919).slice(-9);
  const digit = (s: string) => {
    const sum = [...s].reduce((acc, c, i) => acc + Number(c) * (s.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return `${base}${d1}${digit(base + d1)}`;
}

/** A confirmed order of `buyer` with one ticket per guest: free, or paid by Pix. */
async function buyDemoTickets(
  tx: EntityManager,
  event: Event,
  buyer: Associate,
  guests: DemoGuest[],
  firstDay: Date,
): Promise<void> {
  const total = guests.reduce((sum, g) => sum + g.value, 0);
  const order = await tx.getRepository(Order).save(
    tx.getRepository(Order).create({
      associateId: buyer.id,
      kind: 'evento',
      status: OrderStatus.Finished,
      total,
      expiresAt: null,
      paymentType: total > 0 ? 'pix' : null,
      paidAt: new Date(),
    }),
  );
  await tx.getRepository(Ticket).insert(
    guests.map((g) => ({
      eventId: event.id,
      orderId: order.id,
      associateId: buyer.id,
      name: g.name,
      cpf: g.cpf,
      kind: g.kind,
      title: event.title,
      value: g.value,
      eventDate: firstDay,
      ticketTemplateId: null,
      status: TicketStatus.Confirmed,
    })),
  );
}

/**
 * The demo member's invitations (meus-convites): one free, confirmed order on the event on
 * sale now with his first dependent. Left alone once he has any ticket, or without the event.
 */
async function seedDemoMemberTickets(ds: DataSource, memberEmail: string): Promise<void> {
  const member = await ds.getRepository(Associate).findOneBy({ email: memberEmail });
  if (!member || (await ds.getRepository(Ticket).existsBy({ associateId: member.id }))) return;
  const onSale = DEMO_EVENTS.find((e) => e.sale[0] < 0 && e.sold === 0);
  const event = onSale
    ? await ds
        .getRepository(Event)
        .findOne({ where: { title: onSale.title }, relations: { dates: true } })
    : null;
  const dependent = await ds.getRepository(Dependent).findOne({
    where: { associate: { id: member.id }, status: AssociateStatus.Active },
    order: { name: 'ASC' },
  });
  if (!event || !dependent?.cpf || !event.dates.length) return;
  const firstDay = event.dates.reduce(
    (min, d) => (d.startsAt < min ? d.startsAt : min),
    event.dates[0].startsAt,
  );
  await ds.transaction((tx) =>
    buyDemoTickets(
      tx,
      event,
      member,
      [{ name: dependent.name, cpf: dependent.cpf as string, kind: 'dependent', value: 0 }],
      firstDay,
    ),
  );
}
