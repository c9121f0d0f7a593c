import type { EntityManager } from 'typeorm';
import { MSG } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { EventDate } from './entities/event-date.entity.js';
import { Event, EventStatus } from './entities/event.entity.js';

/**
 * The event's own sale rules, which the tickets module applies to every purchase: the sale
 * window (`saleOpen`) and the event's row lock under which its stock is taken (`lockForSale`).
 * The stock itself is the tickets' rule (`tickets/ticket-stock.ts`).
 */

/** Days in order of start (then id). */
export const byStart = (a: EventDate, b: EventDate): number =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id;

/** The end of an event's last day (its dates loaded), or null without days. */
export function lastDayEnd(event: Pick<Event, 'dates'>): Date | null {
  let end: Date | null = null;
  for (const d of event.dates ?? []) if (!end || d.endsAt > end) end = d.endsAt;
  return end;
}

/** Sale open: active, start_sale <= now < end_sale, and the last day not ended (dates loaded). */
export function saleOpen(
  event: Pick<Event, 'status' | 'startSale' | 'endSale' | 'dates'>,
  now = new Date(),
): boolean {
  const end = lastDayEnd(event);
  return (
    event.status === EventStatus.Active &&
    event.startSale <= now &&
    now < event.endSale &&
    end !== null &&
    end > now
  );
}

/**
 * Locks the event row (`SELECT … FOR UPDATE`: the purchases of one event wait for each other,
 * nothing else) and returns it with its days in order; 404 'Evento não encontrado.'.
 */
export async function lockForSale(tx: EntityManager, eventId: number): Promise<Event> {
  const event = await tx
    .getRepository(Event)
    .createQueryBuilder('e')
    .setLock('pessimistic_write')
    .where('e.id = :eventId', { eventId })
    .getOne();
  if (!event) throw AppException.notFound(MSG.eventNotFound);
  event.dates = (await tx.getRepository(EventDate).findBy({ eventId })).sort(byStart);
  return event;
}

/** The sale open now, in SQL, of the event of alias `e` (twin of `saleOpen`). */
export const saleOpenSql = (e = 'e'): string =>
  `(${e}.status = ${EventStatus.Active} AND ${e}.start_sale <= now() AND now() < ${e}.end_sale
     AND EXISTS (SELECT 1 FROM event_date d WHERE d.event_id = ${e}.id AND d.ends_at > now()))`;
