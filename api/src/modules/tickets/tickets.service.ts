import { performance } from 'node:perf_hooks';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type DataLoader from 'dataloader';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ErrorCode, formatCents, MSG } from '@clube/shared';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { AppException } from '../../platform/http/app-exception.js';
import { batchedReads } from '../../platform/database/batch-gate.js';
import { preparedRead, runPreparedRead } from '../../platform/database/prepared-read.js';
import { paginate } from '../../platform/http/pagination.js';
import { AssociateStatus } from '../associates/entities/associate.entity.js';
import { contentStatus } from '../content/content.js';
import { Event, EventStatus } from '../events/entities/event.entity.js';
import { EventsService } from '../events/events.service.js';
import { fileUrl } from '../files/files.service.js';
import {
  type ClubPersonRow,
  clubPeople,
  clubPeopleSql,
  toClubPeople,
} from '../associates/club-people.js';
import { Order, OrderStatus } from '../orders/entities/order.entity.js';
import { ORDER_PRODUCTS, type OrderProduct, OrderProducts } from '../orders/order-products.js';
import { type OrderPart, toOrderSummary } from '../orders/order-view.js';
import { invitationCode } from '../reservations/reservation-format.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import type {
  CreateTicketDto,
  CreateTicketsOrderDto,
  MemberTicketDto,
  MyEventTicketsDto,
  TicketDto,
  TicketListQueryDto,
  TicketPageDto,
  TicketsOrderDto,
  TicketGuestDto,
  TicketStatusLabel,
  UpdateTicketDto,
} from './dto/ticket.dto.js';
import { Ticket, TICKET_STATUS_LABELS, TicketStatus } from './entities/ticket.entity.js';
import { decideGroup, type PricedGuest, priceGuests } from './purchase-group.js';
import { TicketsConfirmed } from './ticket.events.js';
import { TICKET_MSG as M } from './ticket-messages.js';
import { asConflict, writing } from './ticket-writing.js';
import { WaitlistStatus } from './entities/event-waitlist.entity.js';
import { DUE_OFFER_SQL, DUE_TICKET_SQL, EXPIRE_CTE, WaitlistService } from './waitlist.service.js';

/** Active tickets (alias `t`): Confirmado, or Pendente whose hold has not expired. */
const ACTIVE_SQL = `(t.status = ${TicketStatus.Confirmed} OR (t.status = ${TicketStatus.Pending} AND t.hold_expires_at > now()))`;

/** The status a ticket reads as now: a Pendente past its hold is Expirado. */
export function effectiveTicketStatus(
  t: Pick<Ticket, 'status' | 'holdExpiresAt'>,
  now = Date.now(),
): TicketStatus {
  if (t.status === TicketStatus.Pending && t.holdExpiresAt && t.holdExpiresAt.getTime() <= now) {
    return TicketStatus.Expired;
  }
  return t.status;
}

const invalid = (field: string, message: string) =>
  AppException.badRequest(message, ErrorCode.ValidationFailed, { [field]: message });

/** Form status 1 Ativo → Confirmado, 2 Inativo → Cancelado. */
const fromFormStatus = (status: number | undefined) =>
  status === 2 ? TicketStatus.Cancelled : TicketStatus.Confirmed;

/** A purchase waiting for its event's next group (see `inGroup`). */
interface Waiting {
  associateId: string;
  guests: TicketGuestDto[];
  /** performance.now() when the request came in. */
  arrived: number;
  resolve: (outcome: Refused | Bought) => void;
  reject: (err: unknown) => void;
}

/** This process's purchases of one event waiting for a transaction (see `inGroup`). */
interface EventQueue {
  waiting: Waiting[];
  /** A group of this event is being written. */
  writing: boolean;
  /** performance.now() when a purchase last left the event sold out for everybody. */
  soldOutAt: number;
}

/** At most this many purchases share a transaction (keeps the event's row lock short). */
export const PURCHASE_GROUP_MAX = 100;

/**
 * A purchased ticket that counts against its buyer's free limit (alias `t`): a club person's at
 * no charge (`countsAsFree` in memory).
 */
const FREE_TICKET_SQL = `(t.value_cents = 0 AND t.kind IN ('associate', 'dependent') AND t.order_id IS NOT NULL)`;

/** Open waitlist offers (alias `w`). */
const OPEN_OFFER_SQL = `(w.status = ${WaitlistStatus.Offered} AND w.offer_expires_at > now())`;

/**
 * The early check of an event's purchases (`refuseEarly`), $1 the event: on sale now, tickets
 * not taken (`free`, before waitlist offers) and the open offers by member. A prepared
 * statement (its plan does not depend on the event), run once for the purchases of a batch.
 */
const EARLY_CHECK = preparedRead(
  'ticket-purchase-early-check',
  `SELECT
    (e.status = ${EventStatus.Active} AND e.start_sale <= now() AND now() < e.end_sale
     AND EXISTS (SELECT 1 FROM event_date d WHERE d.event_id = e.id AND d.ends_at > now())) AS open,
    (e.tickets_total - (SELECT count(*) FROM ticket t WHERE t.event_id = e.id AND ${ACTIVE_SQL}))::int AS free,
    (SELECT COALESCE(json_agg(json_build_object('associate_id', w.associate_id, 'quantity', w.offered_quantity)), '[]')
       FROM event_waitlist w WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL}) AS offers
  FROM event e WHERE e.id = $1`,
);

/**
 * What a group of purchases of event $1 is decided from under its lock (`writeTogether`), $2
 * the group's guests' CPFs, $3 its buyers: holds and offers due to expire and open offers (when
 * there are any the group goes one purchase at a time, see `purchaseLocked`), the tickets not
 * taken, the CPFs already holding a ticket, each buyer's free tickets, and the club people.
 */
const GROUP_STATE_SQL = `SELECT
    ((SELECT count(*) FROM ticket t WHERE t.event_id = e.id AND ${DUE_TICKET_SQL})
     + (SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id AND ${DUE_OFFER_SQL}))::int AS expirable,
    (SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL})::int AS offers,
    (e.tickets_total - (SELECT count(*) FROM ticket t WHERE t.event_id = e.id AND ${ACTIVE_SQL}))::int AS free,
    ARRAY(SELECT t.cpf FROM ticket t
           WHERE t.event_id = e.id AND t.cpf = ANY($2) AND ${ACTIVE_SQL})::text[] AS held,
    (SELECT COALESCE(json_object_agg(f.associate_id, f.n), '{}') FROM (
       SELECT t.associate_id, count(*)::int AS n FROM ticket t
        WHERE t.event_id = e.id AND t.associate_id = ANY($3::uuid[]) AND ${FREE_TICKET_SQL}
          AND ${ACTIVE_SQL}
        GROUP BY t.associate_id) f) AS free_used,
    (SELECT COALESCE(json_agg(p ORDER BY p.kind), '[]')
       FROM (${clubPeopleSql('$2', String(AssociateStatus.Active))}) p) AS people
  FROM event e WHERE e.id = $1`;

/**
 * The orders of purchases of event $8 and their tickets, in one statement: $1 the purchases'
 * numbers (1..n), $2-$7 each order's buyer, status, total, hold, payment time and its tickets'
 * status; $9 the event's title, $10 its first day; $11-$15 the tickets (purchase number, name,
 * CPF, kind, value) in order. The orders' ids are taken from their sequence first so that each
 * ticket finds its order; a row per ticket, with its purchase's number.
 */
const INSERT_ORDERS_SQL = `WITH o_in AS (
    SELECT * FROM unnest($1::int[], $2::uuid[], $3::smallint[], $4::int[], $5::timestamptz[],
                         $6::timestamptz[], $7::smallint[])
      AS x(i, associate_id, status, total, expires_at, paid_at, ticket_status)),
  ids AS MATERIALIZED (
    SELECT i, nextval(pg_get_serial_sequence('purchase_order', 'id'))::int AS id FROM o_in),
  o AS (
    INSERT INTO purchase_order (id, associate_id, kind, status, total_cents, expires_at, paid_at)
    SELECT ids.id, o_in.associate_id, 'evento', o_in.status, o_in.total, o_in.expires_at, o_in.paid_at
      FROM o_in JOIN ids USING (i)
    RETURNING id, created_at),
  t AS (
    INSERT INTO ticket (event_id, order_id, associate_id, name, cpf, kind, title, value_cents,
                        event_date, status, hold_expires_at)
    SELECT $8, ids.id, o_in.associate_id, g.name, g.cpf, g.kind, $9, g.value, $10,
           o_in.ticket_status, o_in.expires_at
      FROM unnest($11::int[], $12::text[], $13::text[], $14::text[], $15::int[])
             WITH ORDINALITY AS g(i, name, cpf, kind, value, n)
      JOIN o_in USING (i) JOIN ids USING (i)
     ORDER BY g.n
    RETURNING id, order_id)
  SELECT ids.i, t.id, t.order_id, o.created_at
    FROM t JOIN o ON o.id = t.order_id JOIN ids ON ids.id = t.order_id`;

/** A purchase to write: its buyer and its guests priced. */
interface ToWrite {
  associateId: string;
  guests: PricedGuest[];
}

/** A purchase's early check (see `refuseEarly`). */
interface EarlyAsk {
  eventId: number;
  associateId: string;
}

/** A row of `EARLY_CHECK`. */
interface EarlyRow {
  open: boolean;
  free: number;
  offers: { associate_id: string; quantity: number }[];
}

interface Refused {
  refusal: AppException;
  offers: number[];
}
interface Bought {
  refusal: null;
  offers: number[];
  order: Order;
  tickets: Ticket[];
  eventTitle: string;
}

/**
 * Event tickets: the purchase (`POST order/tickets`: one transaction on the locked event row,
 * lazy expiry, the waitlist served, the stock counted, refusals or the order and its tickets),
 * the member's tickets, their part of my orders, and the staff's register (convites).
 */
@Injectable()
export class TicketsService implements OrderProduct, OnModuleInit {
  /** The orders this module sells (the orders' product port). */
  readonly kind = 'evento' as const;
  private readonly queues = new Map<number, EventQueue>();
  /** The early checks, batched (see `refuseEarly`). */
  private readonly earlyChecks: DataLoader<EarlyAsk, void>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsService,
    private readonly waitlist: WaitlistService,
    private readonly domainEvents: DomainEvents,
    @Inject(ORDER_PRODUCTS) private readonly products: OrderProducts,
  ) {
    this.earlyChecks = batchedReads((asks) => this.checkEarly(asks));
  }

  onModuleInit(): void {
    this.products.register(this);
  }

  // ── Purchase ─────────────────────────────────────────────────────────────

  /** `POST order/tickets`. */
  async purchase(associateId: string, dto: CreateTicketsOrderDto): Promise<TicketsOrderDto> {
    const guests = dto.tickets ?? [];
    if (!guests.length) throw invalid('tickets', M.noGuest);
    const seen = new Set<string>();
    guests.forEach((g, i) => {
      if (seen.has(g.cpf)) {
        throw AppException.badRequest(MSG.cpfDuplicateGuest, ErrorCode.ValidationFailed, {
          [`tickets.${i}.cpf`]: MSG.cpfDuplicateGuest,
        });
      }
      seen.add(g.cpf);
    });
    const eventId = dto.event_id;
    // Outside the lock: a sold-out event refused without waiting for the lock (nothing can come
    // back that a later read would not see as well).
    await this.refuseEarly(eventId, associateId);

    const result = await this.inGroup(eventId, {
      associateId,
      guests,
      arrived: performance.now(),
    });

    if (result.refusal) throw result.refusal;
    const { order, tickets, eventTitle } = result;
    const free = order.status === OrderStatus.Finished;
    const now = Date.now();
    return {
      message: free ? M.boughtFree : M.boughtPaid,
      order: toOrderSummary(order, now),
      tickets: tickets.map((t) => this.toMember(t, { id: eventId, title: eventTitle }, now)),
    };
  }

  /**
   * The purchase's transaction, on the locked event row: the lazy expiry and the counts in one
   * statement, the line served when something came back, the refusals, then the order and its
   * tickets in one statement. A refusal is answered, not thrown, so what expired stays expired
   * and the offers made stand (the caller throws it after the commit).
   */
  private async purchaseLocked(
    tx: EntityManager,
    event: Event,
    { associateId, guests }: Pick<Waiting, 'associateId' | 'guests'>,
  ): Promise<(Refused | Bought) & { soldOutForAll: boolean }> {
    const eventId = event.id;
    const now = new Date();
    if (!this.events.saleOpen(event, now)) {
      return { refusal: AppException.conflict(M.saleClosed), offers: [], soldOutForAll: false };
    }
    const cpfs = guests.map((g) => g.cpf);
    const [state]: {
      expired: number;
      remaining: number;
      offers: number;
      my_offer: boolean;
      held: string[];
      free_used: number;
    }[] = await tx.query(
      `${EXPIRE_CTE}
       SELECT ((SELECT count(*) FROM expired_t) + (SELECT count(*) FROM expired_w))::int AS expired,
              GREATEST(0, e.tickets_total
                - (SELECT count(*) FROM ticket t WHERE t.event_id = e.id AND ${ACTIVE_SQL})
                - (SELECT COALESCE(sum(w.offered_quantity), 0) FROM event_waitlist w
                    WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL} AND w.associate_id <> $2))::int AS remaining,
              (SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL})::int AS offers,
              EXISTS (SELECT 1 FROM event_waitlist w
                       WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL} AND w.associate_id = $2) AS my_offer,
              ARRAY(SELECT t.cpf FROM ticket t
                     WHERE t.event_id = e.id AND t.cpf = ANY($3) AND ${ACTIVE_SQL})::text[] AS held,
              (SELECT count(*) FROM ticket t
                WHERE t.event_id = e.id AND t.associate_id = $2 AND ${FREE_TICKET_SQL}
                  AND ${ACTIVE_SQL})::int AS free_used
         FROM event e WHERE e.id = $1`,
      [eventId, associateId, cpfs],
    );
    let { remaining } = state;
    let offers: number[] = [];
    if (state.expired > 0) {
      offers = await this.waitlist.serve(tx, event, now);
      if (offers.length) remaining = await this.events.remaining(tx, eventId, associateId);
    }
    const noOffers = state.offers === 0 && offers.length === 0;
    if (remaining === 0) {
      return {
        refusal: AppException.conflict(M.soldOut),
        offers,
        soldOutForAll: noOffers && !state.my_offer,
      };
    }
    if (guests.length > remaining) {
      return {
        refusal: AppException.conflict(M.onlyLeft(remaining)),
        offers,
        soldOutForAll: false,
      };
    }
    if (state.held.length) {
      const taken = new Set(state.held);
      const first = guests.find((g) => taken.has(g.cpf))?.cpf ?? state.held[0];
      return {
        refusal: AppException.conflict(M.cpfHasTicket(first)),
        offers,
        soldOutForAll: false,
      };
    }

    const priced = priceGuests(guests, await clubPeople(tx, cpfs), event, state.free_used);
    const [{ order, tickets }] = await this.insertOrders(tx, event, now, [
      { associateId, guests: priced },
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
   * Group commit: the purchases of one event that came in while this process was writing the
   * previous ones are written together, in one transaction on the event's locked row (which
   * still decides between processes), each under its own savepoint so a failed one undoes only
   * itself. They wait for each other here, in memory, rather than each holding a pooled
   * connection while it waits for the row lock; under a burst a hundred purchases cost one
   * lock and one commit instead of a hundred. In the order they came in: once one leaves the
   * event sold out for everybody, those after it in the group and those that came in before it
   * are refused without the database (`queue.soldOutAt`).
   */
  private inGroup(
    eventId: number,
    purchase: Omit<Waiting, 'resolve' | 'reject'>,
  ): Promise<Refused | Bought> {
    let queue = this.queues.get(eventId);
    if (!queue) {
      queue = { waiting: [], writing: false, soldOutAt: -1 };
      this.queues.set(eventId, queue);
    }
    if (queue.soldOutAt >= purchase.arrived) {
      return Promise.resolve({ refusal: AppException.conflict(M.soldOut), offers: [] });
    }
    const done = new Promise<Refused | Bought>((resolve, reject) =>
      queue.waiting.push({ ...purchase, resolve, reject }),
    );
    if (!queue.writing) void this.writeGroups(eventId, queue);
    return done;
  }

  /** Writes the event's waiting purchases, a group at a time, until none is left. */
  private async writeGroups(eventId: number, queue: EventQueue): Promise<void> {
    queue.writing = true;
    try {
      while (queue.waiting.length) {
        await this.writeGroup(eventId, queue, queue.waiting.splice(0, PURCHASE_GROUP_MAX));
      }
    } finally {
      queue.writing = false;
      // A sold-out event keeps its queue: late requests of the burst are refused from memory.
      if (queue.soldOutAt < 0 && this.queues.get(eventId) === queue) this.queues.delete(eventId);
    }
  }

  /**
   * One transaction for `group`: the event locked once, each purchase under a savepoint (a
   * refusal keeps what it expired and offered, an error undoes only that purchase); the answers
   * go out after the commit. A transaction that fails as a whole fails every purchase in it.
   */
  private async writeGroup(eventId: number, queue: EventQueue, group: Waiting[]): Promise<void> {
    type Answer = { outcome: Refused | Bought } | { error: unknown };
    let answers: Answer[] = [];
    let soldOutAt = -1;
    try {
      await this.db.transaction(async (tx) => {
        answers = [];
        soldOutAt = -1;
        const event = await this.events.lockForSale(tx, eventId);
        const together = await this.writeTogether(tx, event, group);
        if (together) {
          answers = together.map((outcome) => ({ outcome }));
          if (together.some((o) => o.soldOutForAll)) soldOutAt = performance.now();
          return;
        }
        const alone = group.length === 1;
        for (const purchase of group) {
          if (soldOutAt >= 0) {
            answers.push({ outcome: { refusal: AppException.conflict(M.soldOut), offers: [] } });
            continue;
          }
          if (!alone) await tx.query('SAVEPOINT purchase');
          try {
            const outcome = await this.purchaseLocked(tx, event, purchase);
            if (!alone) await tx.query('RELEASE SAVEPOINT purchase');
            if (outcome.soldOutForAll) soldOutAt = performance.now();
            answers.push({ outcome });
          } catch (err) {
            if (alone) throw err;
            await tx.query('ROLLBACK TO SAVEPOINT purchase');
            answers.push({ error: asConflict(err) });
          }
        }
      });
    } catch (err) {
      const error = asConflict(err);
      for (const purchase of group) purchase.reject(error);
      return;
    }
    if (soldOutAt >= 0) queue.soldOutAt = Math.max(queue.soldOutAt, soldOutAt);
    group.forEach((purchase, i) => {
      const answer = answers[i];
      if ('error' in answer) purchase.reject(answer.error);
      else purchase.resolve(answer.outcome);
    });
  }

  /**
   * The group decided and written together, when nothing on the event is due to expire and no
   * waitlist offer is open (the usual case, and a burst's): one statement reads the stock, the
   * CPFs already holding a ticket, the buyers' free tickets and the club people; the purchases
   * are decided in order in memory with the rules of `purchaseLocked` (`decideGroup`); one
   * statement writes every order and ticket. Null when the group must go one purchase at a time
   * instead: something to expire or an open offer (`purchaseLocked` serves the waitlist), or the
   * write refused (undone to its savepoint; one at a time then tells which purchase it was).
   */
  private async writeTogether(
    tx: EntityManager,
    event: Event,
    group: readonly Waiting[],
  ): Promise<((Refused | Bought) & { soldOutForAll?: boolean })[] | null> {
    const now = new Date();
    if (!this.events.saleOpen(event, now)) {
      return group.map(() => ({ refusal: AppException.conflict(M.saleClosed), offers: [] }));
    }
    const cpfs = [...new Set(group.flatMap((p) => p.guests.map((g) => g.cpf)))];
    const [state]: {
      expirable: number;
      offers: number;
      free: number;
      held: string[];
      free_used: Record<string, number>;
      people: ClubPersonRow[];
    }[] = await tx.query(GROUP_STATE_SQL, [
      event.id,
      cpfs,
      [...new Set(group.map((p) => p.associateId))],
    ]);
    if (state.expirable > 0 || state.offers > 0) return null;
    const decisions = decideGroup(
      {
        free: state.free,
        held: new Set(state.held),
        freeUsed: new Map(Object.entries(state.free_used)),
        people: toClubPeople(state.people),
      },
      group,
      event,
    );
    const buys: ToWrite[] = [];
    decisions.forEach((d, i) => {
      if (d.refusal === null) buys.push({ associateId: group[i].associateId, guests: d.guests });
    });
    let written: { order: Order; tickets: Ticket[] }[] = [];
    if (buys.length) {
      const alone = group.length === 1;
      if (!alone) await tx.query('SAVEPOINT purchases');
      try {
        written = await this.insertOrders(tx, event, now, buys);
        if (!alone) await tx.query('RELEASE SAVEPOINT purchases');
      } catch (err) {
        if (alone) throw err;
        await tx.query('ROLLBACK TO SAVEPOINT purchases');
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
   * Writes the orders of purchases of `event` and their tickets in one statement: a free one
   * (nothing to pay) Finalizado with its tickets Confirmado, a paid one Pendente with its tickets
   * held for `ORDER_HOLD_MINUTES`. Each purchase's order and tickets (guests' order), in order.
   */
  private async insertOrders(
    tx: EntityManager,
    event: Event,
    now: Date,
    buys: readonly ToWrite[],
  ): Promise<{ order: Order; tickets: Ticket[] }[]> {
    const holdUntil = new Date(now.getTime() + this.config.orders.holdMinutes * 60_000);
    const eventDate = event.dates[0]?.startsAt ?? now;
    const orders = buys.map((b) => {
      const total = b.guests.reduce((sum, g) => sum + g.value, 0);
      const free = total === 0;
      return {
        total,
        status: free ? OrderStatus.Finished : OrderStatus.Pending,
        hold: free ? null : holdUntil,
        paidAt: free ? now : null,
        ticketStatus: free ? TicketStatus.Confirmed : TicketStatus.Pending,
      };
    });
    const guests = buys.flatMap((b, i) => b.guests.map((g) => ({ ...g, i: i + 1 })));
    const rows: { i: number; id: number; order_id: number; created_at: Date }[] = await tx.query(
      INSERT_ORDERS_SQL,
      [
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
      ],
    );
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

  /**
   * The cheap check before the lock: an event that is missing, not on sale or has nothing
   * left for this member is refused at once, so a burst on a sold-out event does not queue on
   * its row lock. Sound: under the lock, expiring holds and offers returns only tickets this
   * count already sees as free, and serving the line can only lower it for this member.
   * Whatever it lets through is checked again under the lock.
   *
   * The checks asked for while earlier ones are being read share one statement per event
   * (`batchedReads`): under a burst a statement answers
   * many purchases; alone, a purchase waits for no one.
   */
  private refuseEarly(eventId: number, associateId: string): Promise<void> {
    return this.earlyChecks.load({ eventId, associateId });
  }

  /** Answers a batch of early checks (see `refuseEarly`): one statement per event. */
  private async checkEarly(asks: readonly EarlyAsk[]): Promise<(undefined | Error)[]> {
    const rows = new Map<number, EarlyRow | undefined>();
    for (const eventId of new Set(asks.map((a) => a.eventId))) {
      const [row] = await runPreparedRead<EarlyRow>(this.db, EARLY_CHECK, [eventId]);
      rows.set(eventId, row);
    }
    return asks.map((ask) => {
      const row = rows.get(ask.eventId);
      if (!row) return AppException.notFound(MSG.eventNotFound);
      if (!row.open) return AppException.conflict(M.saleClosed);
      // Other members' open offers are held for them; the buyer's own is theirs to use.
      const others = row.offers
        .filter((o) => o.associate_id !== ask.associateId)
        .reduce((sum, o) => sum + o.quantity, 0);
      return row.free - others <= 0 ? AppException.conflict(M.soldOut) : undefined;
    });
  }

  // ── Payment (the orders' product port) ───────────────────────────────────

  /**
   * The tickets of a paid order: Pendente (or Expirado, the hold past) → Confirmado, on the
   * event's locked row. Taken back only while the event's stock still has room for them (the
   * count with them included within tickets_total, other members' open waitlist offers kept);
   * a CPF that got another ticket since is refused by the unique index (thrown: the payments'
   * savepoint turns it into a refund). Cancelled tickets are not taken back.
   */
  async fulfilPaid(tx: EntityManager, orderId: number): Promise<boolean> {
    const rows: { event_id: number | null; status: TicketStatus }[] = await tx.query(
      'SELECT event_id, status FROM ticket WHERE order_id = $1',
      [orderId],
    );
    const eventId = rows[0]?.event_id ?? null;
    if (eventId === null || rows.some((t) => t.status === TicketStatus.Cancelled)) return false;
    if (rows.every((t) => t.status === TicketStatus.Confirmed)) return true;
    await this.events.lockForSale(tx, eventId);
    await tx.query(
      `UPDATE ticket SET status = $2, hold_expires_at = NULL
        WHERE order_id = $1 AND status IN ($3, $4)`,
      [orderId, TicketStatus.Confirmed, TicketStatus.Pending, TicketStatus.Expired],
    );
    const [{ left }]: { left: number }[] = await tx.query(
      `SELECT (e.tickets_total
                - (SELECT count(*) FROM ticket t WHERE t.event_id = e.id AND ${ACTIVE_SQL})
                - (SELECT COALESCE(sum(w.offered_quantity), 0) FROM event_waitlist w
                    WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL}))::int AS left
         FROM event e WHERE e.id = $1`,
      [eventId],
    );
    if (left < 0) return false;
    await this.domainEvents.record(tx, TicketsConfirmed.of({ orderId }));
    return true;
  }

  async releaseRefunded(tx: EntityManager, orderId: number): Promise<void> {
    await tx.query(
      `UPDATE ticket SET status = $2, hold_expires_at = NULL
        WHERE order_id = $1 AND status IN ($3, $4)`,
      [orderId, TicketStatus.Cancelled, TicketStatus.Pending, TicketStatus.Confirmed],
    );
  }

  // ── Member reads ─────────────────────────────────────────────────────────

  private toMember(
    t: Ticket,
    event: { id: number; title: string } | null,
    now: number,
  ): MemberTicketDto {
    const status = effectiveTicketStatus(t, now);
    return {
      id: t.id,
      code: status === TicketStatus.Confirmed ? invitationCode(t.id) : null,
      name: t.name,
      cpf: t.cpf,
      kind: t.kind,
      value: t.value,
      valueFormatted: formatCents(t.value),
      status: TICKET_STATUS_LABELS[status] as TicketStatusLabel,
      eventDate: t.eventDate.toISOString(),
      event,
      holdExpiresAt:
        status === TicketStatus.Pending ? (t.holdExpiresAt?.toISOString() ?? null) : null,
    };
  }

  private async mineOf(associateId: string, eventId?: number): Promise<Ticket[]> {
    return this.db.getRepository(Ticket).find({
      where: { associateId, ...(eventId ? { eventId } : {}) },
      relations: { event: { dates: true } },
      order: { id: 'ASC' },
    });
  }

  /** `GET associate/tickets`: the tickets the member bought, by event (newest first day first). */
  async listMine(associateId: string): Promise<MyEventTicketsDto[]> {
    const now = Date.now();
    const groups = new Map<number, MyEventTicketsDto & { first: number }>();
    for (const t of await this.mineOf(associateId)) {
      if (!t.event) continue;
      let group = groups.get(t.event.id);
      if (!group) {
        const first = firstStart(t.event);
        group = {
          event: { id: t.event.id, title: t.event.title, firstDate: first?.toISOString() ?? null },
          tickets: [],
          first: first?.getTime() ?? 0,
        };
        groups.set(t.event.id, group);
      }
      group.tickets.push(this.toMember(t, { id: t.event.id, title: t.event.title }, now));
    }
    return [...groups.values()]
      .sort((a, b) => b.first - a.first || b.event.id - a.event.id)
      .map(({ event, tickets }) => ({ event, tickets }));
  }

  /** `GET associate/tickets/{eventId}`: 404 when the event does not exist. */
  async listMineOfEvent(associateId: string, eventId: number): Promise<MemberTicketDto[]> {
    const event = await this.db.getRepository(Event).findOneBy({ id: eventId });
    if (!event) throw AppException.notFound(MSG.eventNotFound);
    const now = Date.now();
    return (await this.mineOf(associateId, eventId)).map((t) =>
      this.toMember(t, { id: event.id, title: event.title }, now),
    );
  }

  /** My orders (`OrdersService`): the event part of those of these orders that sold tickets. */
  async orderParts(orderIds: number[], now: number): Promise<Map<number, OrderPart>> {
    if (!orderIds.length) return new Map();
    const tickets = await this.db.getRepository(Ticket).find({
      where: { orderId: In(orderIds) },
      relations: { event: { dates: true, image: true } },
      order: { id: 'ASC' },
    });
    const parts = new Map<number, OrderPart>();
    for (const t of tickets) {
      if (t.orderId === null || !t.event) continue;
      let part = parts.get(t.orderId);
      if (!part) {
        const days = t.event.dates ?? [];
        const start = firstStart(t.event) ?? t.eventDate;
        const end = days.reduce<Date>((max, d) => (d.endsAt > max ? d.endsAt : max), start);
        part = {
          product: {
            title: t.event.title,
            type: 'evento',
            image: fileUrl(t.event.image),
            startAt: start.toISOString(),
            endAt: end.toISOString(),
            eventId: t.event.id,
          },
          invitations: [],
        };
        parts.set(t.orderId, part);
      }
      part.invitations.push({
        id: t.id,
        code:
          effectiveTicketStatus(t, now) === TicketStatus.Confirmed ? invitationCode(t.id) : null,
        name: t.name,
        cpf: t.cpf ?? '',
        eventDate: t.eventDate.toISOString(),
        value: t.value,
      });
    }
    return parts;
  }

  // ── Staff register (convites) ────────────────────────────────────────────

  private toDto(t: Ticket, now: number): TicketDto {
    const status = effectiveTicketStatus(t, now);
    const active = status === TicketStatus.Confirmed || status === TicketStatus.Pending;
    return {
      id: t.id,
      code: invitationCode(t.id),
      title: t.title,
      text: t.text,
      address: t.address,
      value: t.value,
      valueFormatted: formatCents(t.value),
      eventDate: t.eventDate.toISOString(),
      template: t.ticketTemplate
        ? { id: t.ticketTemplate.id, description: t.ticketTemplate.title }
        : null,
      status: { id: status, description: TICKET_STATUS_LABELS[status] as TicketStatusLabel },
      formStatus: contentStatus(active ? 1 : 2),
      name: t.name,
      cpf: t.cpf,
      kind: t.kind,
      event: t.event ? { id: t.event.id, title: t.event.title } : null,
      orderId: t.orderId,
      associate: t.associate ? { id: t.associate.id, name: t.associate.name } : null,
      purchased: t.orderId !== null,
      usedAt: t.usedAt?.toISOString() ?? null,
    };
  }

  private load(manager: EntityManager, id: number): Promise<Ticket | null> {
    return manager.getRepository(Ticket).findOne({
      where: { id },
      relations: { event: true, ticketTemplate: true, associate: true },
    });
  }

  /** `GET tickets`. */
  async list(query: TicketListQueryDto): Promise<TicketPageDto> {
    const qb = this.db
      .getRepository(Ticket)
      .createQueryBuilder('t')
      .leftJoinAndSelect('t.event', 'e')
      .leftJoinAndSelect('t.ticketTemplate', 'tt')
      .leftJoinAndSelect('t.associate', 'a');
    if (query.event !== undefined) qb.andWhere('t.event_id = :event', { event: query.event });
    const P = TicketStatus.Pending;
    if (query.status === TicketStatus.Pending) {
      qb.andWhere(`t.status = ${P} AND (t.hold_expires_at IS NULL OR t.hold_expires_at > now())`);
    } else if (query.status === TicketStatus.Expired) {
      qb.andWhere(
        `(t.status = ${TicketStatus.Expired} OR (t.status = ${P} AND t.hold_expires_at <= now()))`,
      );
    } else if (query.status !== undefined) {
      qb.andWhere('t.status = :status', { status: query.status });
    }
    const page = await paginate(qb, query, {
      sortable: {
        id: 't.id',
        code: 't.id',
        title: 't.title',
        name: 't.name',
        eventDate: 't.eventDate',
        value: 't.value',
        status: 't.status',
      },
      defaultSort: '-id',
      searchable: ['t.name', 't.title'],
      searchableDigits: ['t.cpf'],
    });
    const now = Date.now();
    return { data: page.data.map((t) => this.toDto(t, now)), total: page.total };
  }

  /** `GET tickets/{id}`. */
  async get(id: number): Promise<TicketDto> {
    const t = await this.load(this.db.manager, id);
    if (!t) throw AppException.notFound(M.ticketNotFound);
    return this.toDto(t, Date.now());
  }

  private async template(tx: EntityManager, id: number | null | undefined) {
    if (id === undefined || id === null) return null;
    const template = await tx.getRepository(TicketTemplate).findOneBy({ id });
    if (!template) throw invalid('template', MSG.ticketTemplateNotFound);
    return template.id;
  }

  /** `POST tickets`: a staff invitation (tied to an event: locked, counted in its stock). */
  async create(dto: CreateTicketDto): Promise<TicketDto> {
    const id = await writing(this.db, async (tx) => {
      const eventId = dto.event ?? null;
      if (eventId !== null) await this.lockEvent(tx, eventId);
      const status = fromFormStatus(dto.status);
      if (eventId !== null && dto.cpf && status === TicketStatus.Confirmed) {
        await this.checkCpfFree(tx, eventId, dto.cpf, null);
      }
      const inserted = await tx.getRepository(Ticket).insert({
        eventId,
        orderId: null,
        associateId: null,
        name: dto.name ?? '',
        cpf: dto.cpf ?? null,
        kind: null,
        title: dto.title,
        text: dto.text || null,
        address: dto.address || null,
        value: dto.value,
        eventDate: new Date(dto.eventDate),
        ticketTemplateId: await this.template(tx, dto.template),
        status,
      });
      return inserted.identifiers[0]['id'] as number;
    });
    return this.get(id);
  }

  /**
   * `PUT tickets/{id}`. A purchased ticket changes only its name and status (cancelling gives
   * its place back: the event's waitlist is served); a staff one changes everything.
   */
  async update(id: number, dto: UpdateTicketDto): Promise<TicketDto> {
    await writing(this.db, async (tx) => {
      const current = await tx.getRepository(Ticket).findOneBy({ id });
      if (!current) throw AppException.notFound(M.ticketNotFound);
      const eventIds = [current.eventId, dto.event].filter(
        (e): e is number => typeof e === 'number',
      );
      for (const e of [...new Set(eventIds)].sort((a, b) => a - b)) await this.lockEvent(tx, e);
      const t = (await tx.getRepository(Ticket).findOneBy({ id })) as Ticket;
      const now = Date.now();
      const before = effectiveTicketStatus(t, now);
      const wasActive = before === TicketStatus.Confirmed || before === TicketStatus.Pending;
      const patch: Partial<Ticket> = {};
      if (dto.name !== undefined) patch.name = dto.name ?? '';
      if (t.orderId !== null) {
        const extra = Object.entries(dto).filter(
          ([k, v]) => v !== undefined && k !== 'name' && k !== 'status',
        );
        if (extra.length) throw invalid(extra[0][0], M.purchasedFields);
        if (dto.status === 2 && wasActive) patch.status = TicketStatus.Cancelled;
        if (dto.status === 1 && !wasActive) throw invalid('status', M.purchasedReactivate);
      } else {
        if (dto.title !== undefined) patch.title = dto.title;
        if (dto.text !== undefined) patch.text = dto.text || null;
        if (dto.address !== undefined) patch.address = dto.address || null;
        if (dto.value !== undefined) patch.value = dto.value;
        if (dto.eventDate !== undefined) patch.eventDate = new Date(dto.eventDate);
        if (dto.template !== undefined)
          patch.ticketTemplateId = await this.template(tx, dto.template);
        if (dto.cpf !== undefined) patch.cpf = dto.cpf ?? null;
        if (dto.event !== undefined) patch.eventId = dto.event ?? null;
        if (dto.status !== undefined) patch.status = fromFormStatus(dto.status);
        const eventId = patch.eventId !== undefined ? patch.eventId : t.eventId;
        const cpf = patch.cpf !== undefined ? patch.cpf : t.cpf;
        const status = patch.status ?? t.status;
        if (eventId !== null && cpf && status === TicketStatus.Confirmed) {
          await this.checkCpfFree(tx, eventId, cpf, t.id);
        }
      }
      if (Object.keys(patch).length) await tx.getRepository(Ticket).update({ id }, patch);
      const after = patch.status ?? before;
      const returned =
        t.eventId !== null &&
        wasActive &&
        (after === TicketStatus.Cancelled ||
          (patch.eventId !== undefined && patch.eventId !== t.eventId));
      if (returned && t.eventId !== null) await this.waitlist.ticketsReturned(tx, t.eventId);
    });
    return this.get(id);
  }

  /** `DELETE tickets/{id}`, `POST tickets/multiple`: staff invitations only (409 for a purchased one). */
  async remove(ids: number[]): Promise<void> {
    await writing(this.db, async (tx) => {
      const rows = await tx.getRepository(Ticket).findBy({ id: In(ids) });
      if (rows.length !== new Set(ids).size) throw AppException.notFound(M.ticketNotFound);
      if (rows.some((t) => t.orderId !== null)) throw AppException.conflict(M.purchasedDelete);
      const events = [
        ...new Set(rows.map((t) => t.eventId).filter((e): e is number => e !== null)),
      ];
      for (const e of events.sort((a, b) => a - b)) await this.lockEvent(tx, e);
      await tx.getRepository(Ticket).delete({ id: In(ids) });
      for (const e of events) await this.waitlist.ticketsReturned(tx, e);
    });
  }

  private async lockEvent(tx: EntityManager, eventId: number): Promise<void> {
    const rows: unknown[] = await tx.query('SELECT id FROM event WHERE id = $1 FOR UPDATE', [
      eventId,
    ]);
    if (!rows.length) throw invalid('event', MSG.eventNotFound);
  }

  private async checkCpfFree(
    tx: EntityManager,
    eventId: number,
    cpf: string,
    exceptId: number | null,
  ): Promise<void> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM ticket t WHERE t.event_id = $1 AND t.cpf = $2 AND ${ACTIVE_SQL}
          AND ($3::int IS NULL OR t.id <> $3::int) LIMIT 1`,
      [eventId, cpf, exceptId],
    );
    if (rows.length) throw AppException.conflict(M.cpfHasTicket(cpf));
  }
}

/** The start of an event's first day (its days loaded), or null. */
function firstStart(event: Pick<Event, 'dates'>): Date | null {
  let first: Date | null = null;
  for (const d of event.dates ?? []) if (!first || d.startsAt < first) first = d.startsAt;
  return first;
}
