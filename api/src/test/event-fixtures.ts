import type { DataSource } from 'typeorm';
import { EventDate } from '../modules/events/entities/event-date.entity.js';
import { Event } from '../modules/events/entities/event.entity.js';
import { LocalType } from '../modules/local-types/entities/local-type.entity.js';
import { Local } from '../modules/locals/entities/local.entity.js';
import { ReservationInterval } from '../modules/reservation-intervals/entities/reservation-interval.entity.js';

const DAY = 24 * 3600_000;
let n = 0;

/** A place for the test events (not bookable). */
export async function eventPlace(ds: DataSource): Promise<Local> {
  n += 1;
  const localType = await ds.getRepository(LocalType).save({
    description: `Tipo Evento ${n}`,
    externalValue: 0,
    invitedValue: 0,
    rescheduleInterval: 30,
  });
  const reservationInterval = await ds
    .getRepository(ReservationInterval)
    .save({ description: `Intervalo Evento ${n}`, interval: 60 });
  return ds.getRepository(Local).save({
    description: `Salão de Eventos ${n}`,
    slug: `salao-de-eventos-${n}`,
    localType,
    reservationInterval,
    startsAt: '08:00',
    endsAt: '22:00',
    capacity: 500,
    reserved: false,
    reservationTime: 60,
    restriction: 1,
    usageGuide: '<p>Guia</p>',
  });
}

export interface EventFields {
  ticketsTotal?: number;
  freeLimit?: number;
  guestPriceCents?: number;
  /** Days from now the sale opened (negative: in the past) and closes. */
  saleFrom?: number;
  saleTo?: number;
  /** Days from now of the event's days. */
  days?: number[];
  status?: number;
  title?: string;
  maxTicketsPerOrder?: number;
  maxTicketsPerMember?: number;
}

/** An event on sale now (by default: 10 tickets, 2 free, R$ 30,00, one day in 10 days). */
export async function makeEvent(
  ds: DataSource,
  local: Local,
  fields: EventFields = {},
): Promise<Event> {
  n += 1;
  const now = Date.now();
  const event = await ds.getRepository(Event).save(
    ds.getRepository(Event).create({
      title: fields.title ?? `Festa ${n}`,
      description: '<p>Uma festa.</p>',
      observations: null,
      localId: local.id,
      startSale: new Date(now + (fields.saleFrom ?? -1) * DAY),
      endSale: new Date(now + (fields.saleTo ?? 5) * DAY),
      freeLimit: fields.freeLimit ?? 2,
      ticketsTotal: fields.ticketsTotal ?? 10,
      guestPriceCents: fields.guestPriceCents ?? 3000,
      status: fields.status ?? 1,
      // Unset: the columns' defaults (10 a purchase, 20 a member).
      ...(fields.maxTicketsPerOrder ? { maxTicketsPerOrder: fields.maxTicketsPerOrder } : {}),
      ...(fields.maxTicketsPerMember ? { maxTicketsPerMember: fields.maxTicketsPerMember } : {}),
    }),
  );
  await ds.getRepository(EventDate).insert(
    (fields.days ?? [10]).map((d) => ({
      eventId: event.id,
      startsAt: new Date(now + d * DAY),
      endsAt: new Date(now + d * DAY + 5 * 3600_000),
    })),
  );
  return event;
}
