import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An event's ticket stock as the events show it (public list and page, back office). */
export interface EventStock {
  /** `tickets_total`. */
  total: number;
  /** Active tickets: sold (Confirmado) or held (Pendente within its hold). */
  active: number;
  /** Tickets held by open waitlist offers. */
  offered: number;
  /** Tickets still for sale: max(0, total − active − offered). */
  remaining: number;
}

/** The stock of an event the read did not find. */
export const NO_STOCK: EventStock = { total: 0, active: 0, offered: 0, remaining: 0 };

/**
 * What the events module reads of its events' tickets. The tickets module owns that rule
 * (`tickets/ticket-stock.ts`) and imports this one (the sale window, the event's lock), so it
 * implements this port and registers it in `EventTickets` when the app starts: events never
 * imports tickets (the same shape as the orders' product port).
 */
export interface EventTicketsReader {
  /** The stock of each of these events, one read for all (missing events are left out). */
  stock(manager: EntityManager, eventIds: readonly number[]): Promise<Map<number, EventStock>>;
  /** Whether any of these events has a ticket, of any status (the sold history stays). */
  anyTicket(manager: EntityManager, eventIds: readonly number[]): Promise<boolean>;
}

/** The port's injection token: the holder of the tickets' reader. */
export const EVENT_TICKETS = Symbol('EVENT_TICKETS');

/** The tickets' reader, once registered; provided by EventsModule under EVENT_TICKETS. */
@Injectable()
export class EventTickets implements EventTicketsReader {
  private reader: EventTicketsReader | null = null;

  /** Called by the tickets module when it starts (`onModuleInit`). */
  register(reader: EventTicketsReader): void {
    if (this.reader) throw new Error('The events already have a tickets reader');
    this.reader = reader;
  }

  private registered(): EventTicketsReader {
    if (!this.reader) throw new Error('No tickets reader registered for the events');
    return this.reader;
  }

  stock(manager: EntityManager, eventIds: readonly number[]): Promise<Map<number, EventStock>> {
    return this.registered().stock(manager, eventIds);
  }

  anyTicket(manager: EntityManager, eventIds: readonly number[]): Promise<boolean> {
    return this.registered().anyTicket(manager, eventIds);
  }
}
