import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { execute, queryOne, queryRows } from '../../platform/database/sql.js';
import type { AppException } from '../../platform/http/app-exception.js';
import { clubPeople, identifyGuests, toClubPeople } from '../associates/club-people.js';
import { otherFamiliesFree } from '../site-configuration/club-policy.js';
import type { Event } from '../events/entities/event.entity.js';
import { saleOpen } from '../events/event-sale.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import type { TicketGuestDto } from './dto/ticket.dto.js';
import { Ticket, TicketStatus } from './entities/ticket.entity.js';
import { type PricedGuest, priceGuests } from './free-guests.js';
import { decideGroup, type GroupState } from './purchase-group.js';
import { type AloneStateRow, type GroupStateRow, PURCHASE_SQL } from './purchase.queries.js';
import { TicketsConfirmed } from './ticket.events.js';
import { LAST_TICKETS_HOLD_MINUTES, onLastTickets, ticketLimitRefusal } from './ticket-limits.js';
import { TICKET_REFUSAL } from './ticket-messages.js';
import { remaining as ticketsRemaining } from './ticket-stock.reads.js';
import { ticketsLeft } from './ticket-stock.js';
import { WaitlistService } from './waitlist.service.js';

/** A purchase to decide: its buyer and guests. */
export interface Purchase {
  associateId: string;
  guests: TicketGuestDto[];
}

/** A purchase refused (the offers its transaction made stand). */
export interface Refused {
  refusal: AppException;
  offers: number[];
}

/** A purchase written: its order and tickets. */
export interface Bought {
  refusal: null;
  offers: number[];
  order: Order;
  tickets: Ticket[];
  eventTitle: string;
}

/** `soldOutForAll`: after it nothing is left for anybody (later purchases refused in memory). */
export type Outcome = (Refused | Bought) & { soldOutForAll?: boolean };

/**
 * What a group of purchases is decided from (`decideGroup`), as `PURCHASE_SQL.groupState`
 * read it: no offer is open when a group is decided together. The purchase and its quote
 * both decide from this.
 */
export function groupStateOf(state: GroupStateRow): GroupState {
  return {
    free: ticketsLeft({ total: state.total, active: state.active, offered: 0 }),
    held: new Set(state.held),
    freeUsed: new Map(Object.entries(state.free_used)),
    bought: new Map(Object.entries(state.bought)),
    people: toClubPeople(state.people),
    otherFamiliesFree: state.other_families_free,
  };
}

/** A purchase to write: its buyer and its guests priced. */
interface ToWrite {
  associateId: string;
  guests: PricedGuest[];
  /** It takes the last tickets: held `LAST_TICKETS_HOLD_MINUTES` only. */
  lastTickets: boolean;
}

/**
 * A purchase decided and written inside its group's transaction, on the event's locked row
 * (`TicketPurchaseService` owns the group): together with the rest of its group when nothing
 * is due to expire and no offer is open (`writeTogether`), else alone (`purchaseLocked`). A
 * refusal is answered, not thrown, so what expired stays expired and the offers made stand.
 */
@Injectable()
export class PurchaseWriter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly waitlist: WaitlistService,
    private readonly domainEvents: DomainEvents,
  ) {}

  /**
   * The group decided and written together, when nothing on the event is due to expire and no
   * waitlist offer is open (the usual case, and a burst's): one statement reads the stock, the
   * CPFs already holding a ticket, the buyers' free tickets and the club people; the purchases
   * are decided in order in memory with the rules of `purchaseLocked` (`decideGroup`); one
   * statement writes every order and ticket. Null when the group must go one purchase at a time
   * instead: something to expire or an open offer (`purchaseLocked` serves the waitlist), or the
   * write refused (undone to its savepoint; one at a time then tells which purchase it was).
   */
  async writeTogether(
    tx: EntityManager,
    event: Event,
    group: readonly Purchase[],
  ): Promise<Outcome[] | null> {
    const now = new Date();
    if (!saleOpen(event, now)) {
      return group.map(() => ({ refusal: TICKET_REFUSAL.saleClosed(), offers: [] }));
    }
    const cpfs = [...new Set(group.flatMap((p) => p.guests.map((g) => g.cpf)))];
    const state = (await queryOne(tx, PURCHASE_SQL.groupState, [
      event.id,
      cpfs,
      [...new Set(group.map((p) => p.associateId))],
    ])) as GroupStateRow;
    if (state.expirable > 0 || state.offers > 0) return null;
    const decisions = decideGroup(groupStateOf(state), group, event);
    const buys: ToWrite[] = [];
    decisions.forEach((d, i) => {
      if (d.refusal === null) {
        buys.push({
          associateId: group[i].associateId,
          guests: d.guests,
          lastTickets: d.lastTickets,
        });
      }
    });
    let written: { order: Order; tickets: Ticket[] }[] = [];
    if (buys.length) {
      const alone = group.length === 1;
      if (!alone) await execute(tx, PURCHASE_SQL.savepoint.purchases, []);
      try {
        written = await this.insertOrders(tx, event, now, buys);
        if (!alone) await execute(tx, PURCHASE_SQL.savepoint.releasePurchases, []);
      } catch (err) {
        if (alone) throw err;
        await execute(tx, PURCHASE_SQL.savepoint.undoPurchases, []);
        return null;
      }
    }
    let w = 0;
    return decisions.map((d) => {
      if (d.refusal) return { refusal: d.refusal, offers: [], soldOutForAll: d.soldOutForAll };
      const { order, tickets } = written[w++];
      return {
        refusal: null,
        offers: [],
        order,
        tickets,
        eventTitle: event.title,
        soldOutForAll: d.soldOutForAll,
      };
    });
  }

  /**
   * A purchase alone, on the locked event row: the lazy expiry and the counts in one statement,
   * the line served when something came back, the refusals, then the order and its tickets in
   * one statement.
   */
  async purchaseLocked(
    tx: EntityManager,
    event: Event,
    { associateId, guests }: Purchase,
  ): Promise<Outcome & { soldOutForAll: boolean }> {
    const eventId = event.id;
    const now = new Date();
    if (!saleOpen(event, now)) {
      return { refusal: TICKET_REFUSAL.saleClosed(), offers: [], soldOutForAll: false };
    }
    const cpfs = guests.map((g) => g.cpf);
    const state = (await queryOne(tx, PURCHASE_SQL.aloneState, [
      eventId,
      associateId,
      cpfs,
    ])) as AloneStateRow;
    let { remaining } = state;
    let offers: number[] = [];
    if (state.expired > 0) {
      offers = await this.waitlist.serve(tx, event, now);
      if (offers.length) remaining = await ticketsRemaining(tx, eventId, associateId);
    }
    const noOffers = state.offers === 0 && offers.length === 0;
    if (remaining === 0) {
      return {
        refusal: TICKET_REFUSAL.soldOut(),
        offers,
        soldOutForAll: noOffers && !state.my_offer,
      };
    }
    const overLimit = ticketLimitRefusal(event, guests.length, state.bought);
    if (overLimit) return { refusal: overLimit, offers, soldOutForAll: false };
    if (guests.length > remaining) {
      return { refusal: TICKET_REFUSAL.onlyLeft(remaining), offers, soldOutForAll: false };
    }
    if (state.held.length) {
      const taken = new Set(state.held);
      const first = guests.find((g) => taken.has(g.cpf))?.cpf ?? state.held[0];
      return { refusal: TICKET_REFUSAL.cpfHasTicket(first), offers, soldOutForAll: false };
    }

    const identified = identifyGuests(
      guests,
      await clubPeople(tx, cpfs),
      associateId,
      await otherFamiliesFree(tx),
    );
    if ('mismatchAt' in identified) {
      return {
        refusal: TICKET_REFUSAL.nameMismatch(identified.mismatchAt),
        offers,
        soldOutForAll: false,
      };
    }
    const priced = priceGuests(identified.guests, identified.people, event, state.free_used);
    const [{ order, tickets }] = await this.insertOrders(tx, event, now, [
      {
        associateId,
        guests: priced,
        lastTickets: onLastTickets(remaining - guests.length, event.ticketsTotal),
      },
    ]);
    if (state.my_offer) await this.waitlist.markServed(tx, eventId, associateId);
    // Every other member's offer aside, the last tickets went to this order.
    const othersOffers = state.offers - (state.my_offer ? 1 : 0);
    return {
      refusal: null,
      offers,
      order,
      tickets,
      eventTitle: event.title,
      soldOutForAll: remaining - guests.length === 0 && othersOffers === 0 && offers.length === 0,
    };
  }

  /**
   * Writes the orders of purchases of `event` and their tickets in one statement: a free one
   * (nothing to pay) Finalizado with its tickets Confirmado, a paid one Pendente with its tickets
   * held for `ORDER_HOLD_MINUTES`. Each purchase's order and tickets (guests' order), in order.
   */
  async insertOrders(
    tx: EntityManager,
    event: Event,
    now: Date,
    buys: readonly ToWrite[],
  ): Promise<{ order: Order; tickets: Ticket[] }[]> {
    const holdUntil = new Date(now.getTime() + this.config.orders.holdMinutes * 60_000);
    const shortHold = new Date(
      now.getTime() + Math.min(this.config.orders.holdMinutes, LAST_TICKETS_HOLD_MINUTES) * 60_000,
    );
    const eventDate = event.dates[0]?.startsAt ?? now;
    const orders = buys.map((b) => {
      const total = b.guests.reduce((sum, g) => sum + g.value, 0);
      const free = total === 0;
      return {
        total,
        status: free ? OrderStatus.Finished : OrderStatus.Pending,
        hold: free ? null : b.lastTickets ? shortHold : holdUntil,
        paidAt: free ? now : null,
        ticketStatus: free ? TicketStatus.Confirmed : TicketStatus.Pending,
      };
    });
    const guests = buys.flatMap((b, i) => b.guests.map((g) => ({ ...g, i: i + 1 })));
    const rows = await queryRows(tx, PURCHASE_SQL.insertOrders, [
      buys.map((_, i) => i + 1),
      buys.map((b) => b.associateId),
      orders.map((o) => o.status),
      orders.map((o) => o.total),
      orders.map((o) => o.hold),
      orders.map((o) => o.paidAt),
      orders.map((o) => o.ticketStatus),
      event.id,
      event.title,
      eventDate,
      guests.map((g) => g.i),
      guests.map((g) => g.name),
      guests.map((g) => g.cpf),
      guests.map((g) => g.kind),
      guests.map((g) => g.value),
    ]);
    const written = buys.map((b, i) => {
      const mine = rows.filter((r) => r.i === i + 1);
      const ids = mine.map((r) => r.id).sort((x, y) => x - y);
      const o = orders[i];
      const order = Object.assign(new Order(), {
        id: mine[0].order_id,
        associateId: b.associateId,
        kind: 'evento',
        status: o.status,
        total: o.total,
        expiresAt: o.hold,
        paidAt: o.paidAt,
        createdAt: mine[0].created_at,
      });
      const tickets = b.guests.map((g, k) =>
        Object.assign(new Ticket(), {
          id: ids[k],
          eventId: event.id,
          orderId: order.id,
          associateId: b.associateId,
          name: g.name,
          cpf: g.cpf,
          kind: g.kind,
          value: g.value,
          eventDate,
          status: o.ticketStatus,
          holdExpiresAt: o.hold,
        }),
      );
      return { order, tickets };
    });
    // A free order is confirmed at once: its invitations' e-mail follows the commit.
    const confirmed = written.filter((w) => w.order.status === OrderStatus.Finished);
    await this.domainEvents.record(
      tx,
      ...confirmed.map((w) => TicketsConfirmed.of({ orderId: w.order.id })),
    );
    return written;
  }
}
