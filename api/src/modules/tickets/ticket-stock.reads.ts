import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MSG } from '@clube/shared';
import { queryOne, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import {
  EVENT_TICKETS,
  type EventStock,
  EventTickets,
  type EventTicketsReader,
} from '../events/event-tickets.port.js';
import { ticketsLeft } from './ticket-stock.js';
import { STOCK_SQL } from './tickets.queries.js';

/**
 * The stock of each of these events (one read for all): total, active tickets, tickets under
 * open waitlist offers, and what is left (`ticketsLeft`). Events not found are left out.
 */
export async function stock(
  manager: EntityManager,
  eventIds: readonly number[],
): Promise<Map<number, EventStock>> {
  if (!eventIds.length) return new Map();
  const rows = await queryRows(manager, STOCK_SQL.ofEvents, [[...eventIds]]);
  return new Map(
    rows.map((r) => {
      const counts = {
        total: Number(r.total),
        active: Number(r.active),
        offered: Number(r.offered),
      };
      return [r.id, { ...counts, remaining: ticketsLeft(counts) }];
    }),
  );
}

/**
 * The tickets still for sale of an event (`ticketsLeftSql`), to anybody or, with
 * `exceptAssociate`, to a member buying under his own offer. Never below 0; stable inside a
 * transaction that locked the event (`lockForSale`). 404 when the event does not exist.
 */
export async function remaining(
  tx: EntityManager,
  eventId: number,
  exceptAssociate?: string,
): Promise<number> {
  const row = await queryOne(tx, STOCK_SQL.remaining, [eventId, exceptAssociate ?? null]);
  if (!row) throw AppException.notFound(MSG.eventNotFound);
  return Number(row.remaining);
}

/** Whether any of these events has a ticket, of any status. */
export async function anyTicket(
  manager: EntityManager,
  eventIds: readonly number[],
): Promise<boolean> {
  const row = await queryOne(manager, STOCK_SQL.anyTicket, [[...eventIds]]);
  return Boolean(row?.found);
}

/** The events' port to their tickets (`EVENT_TICKETS`): these reads, registered at start. */
@Injectable()
export class TicketStockPort implements EventTicketsReader, OnModuleInit {
  constructor(@Inject(EVENT_TICKETS) private readonly events: EventTickets) {}

  onModuleInit(): void {
    this.events.register(this);
  }

  stock(manager: EntityManager, eventIds: readonly number[]): Promise<Map<number, EventStock>> {
    return stock(manager, eventIds);
  }

  anyTicket(manager: EntityManager, eventIds: readonly number[]): Promise<boolean> {
    return anyTicket(manager, eventIds);
  }
}
