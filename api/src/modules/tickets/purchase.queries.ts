import { statement } from '../../platform/database/sql.js';
import { type ClubPersonRow, clubPeopleSql } from '../associates/club-people.js';
import { OTHER_FAMILIES_FREE_SQL } from '../site-configuration/club-policy.js';
import { saleOpenSql } from '../events/event-sale.js';
import type { OrderStatus } from '../orders/entities/order.entity.js';
import type { TicketStatus } from './entities/ticket.entity.js';
import { FREE_TICKET_SQL } from './free-guests.js';
import {
  ACTIVE_TICKET_SQL,
  activeTicketsOfSql,
  DUE_OFFER_SQL,
  DUE_TICKET_SQL,
  OPEN_OFFER_SQL,
  ticketsLeftSql,
} from './ticket-stock.js';
import { EXPIRE_CTE, EXPIRED_COUNT } from './waitlist.queries.js';

/** A row of `PURCHASE_SQL.earlyCheck`. */
export interface EarlyRow {
  open: boolean;
  total: number;
  active: number;
  offers: { associate_id: string; quantity: number }[];
}

/** A row of `PURCHASE_SQL.groupState`. */
export interface GroupStateRow {
  expirable: number;
  offers: number;
  total: number;
  active: number;
  held: string[];
  free_used: Record<string, number>;
  /** Each buyer's active tickets of the event (holds included). */
  bought: Record<string, number>;
  people: ClubPersonRow[];
  other_families_free: boolean;
}

/** A row of `PURCHASE_SQL.aloneState`. */
export interface AloneStateRow {
  expired: number;
  remaining: number;
  offers: number;
  my_offer: boolean;
  held: string[];
  free_used: number;
  /** The buyer's active tickets of the event (holds included). */
  bought: number;
}

/** The columns of `PURCHASE_SQL.insertOrders`, one array per column. */
export type InsertOrdersParams = [
  purchases: number[],
  buyers: string[],
  statuses: OrderStatus[],
  totals: number[],
  holds: (Date | null)[],
  paidAt: (Date | null)[],
  ticketStatuses: TicketStatus[],
  eventId: number,
  eventTitle: string,
  eventDate: Date,
  ticketPurchases: number[],
  names: string[],
  cpfs: string[],
  kinds: string[],
  values: number[],
];

/** The statements of a purchase (`TicketPurchaseService`, `PurchaseWriter`, `PurchaseEarlyCheck`). */
export const PURCHASE_SQL = {
  /**
   * The early check of an event's purchases, $1 the event: on sale now, its total and active
   * tickets, and the open offers by member. A prepared read (`runPreparedRead`: its plan does
   * not depend on the event), run once for the purchases of a batch.
   */
  earlyCheck: statement<EarlyRow, [eventId: number]>(
    'ticket-purchase-early-check',
    `SELECT ${saleOpenSql('e')} AS open,
            e.tickets_total AS total,
            ${activeTicketsOfSql('e')}::int AS active,
            (SELECT COALESCE(json_agg(json_build_object('associate_id', w.associate_id, 'quantity', w.offered_quantity)), '[]')
               FROM event_waitlist w WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL}) AS offers
       FROM event e WHERE e.id = $1`,
  ),

  /**
   * What a group of purchases of event $1 is decided from under its lock, $2 the group's
   * guests' CPFs, $3 its buyers: holds and offers due to expire and open offers (when there are
   * any the group goes one purchase at a time), the stock, the CPFs already holding a ticket,
   * each buyer's free tickets, and the club people.
   */
  groupState: statement<GroupStateRow, [eventId: number, cpfs: string[], buyers: string[]]>(
    'ticket-purchase-group-state',
    `SELECT
    ((SELECT count(*) FROM ticket t WHERE t.event_id = e.id AND ${DUE_TICKET_SQL})
     + (SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id AND ${DUE_OFFER_SQL}))::int AS expirable,
    (SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL})::int AS offers,
    e.tickets_total AS total,
    ${activeTicketsOfSql('e')}::int AS active,
    ARRAY(SELECT t.cpf FROM ticket t
           WHERE t.event_id = e.id AND t.cpf = ANY($2) AND ${ACTIVE_TICKET_SQL})::text[] AS held,
    (SELECT COALESCE(json_object_agg(f.associate_id, f.n), '{}') FROM (
       SELECT t.associate_id, count(*)::int AS n FROM ticket t
        WHERE t.event_id = e.id AND t.associate_id = ANY($3::uuid[]) AND ${FREE_TICKET_SQL}
          AND ${ACTIVE_TICKET_SQL}
        GROUP BY t.associate_id) f) AS free_used,
    (SELECT COALESCE(json_object_agg(b.associate_id, b.n), '{}') FROM (
       SELECT t.associate_id, count(*)::int AS n FROM ticket t
        WHERE t.event_id = e.id AND t.associate_id = ANY($3::uuid[]) AND ${ACTIVE_TICKET_SQL}
        GROUP BY t.associate_id) b) AS bought,
    (SELECT COALESCE(json_agg(p ORDER BY p.kind), '[]')
       FROM (${clubPeopleSql('$2')}) p) AS people,
    ${OTHER_FAMILIES_FREE_SQL} AS other_families_free
  FROM event e WHERE e.id = $1`,
  ),

  /**
   * A purchase alone under the event's lock, $1 the event, $2 the buyer, $3 the guests' CPFs:
   * the lazy expiry (`EXPIRE_CTE`) and, in the same statement, the tickets left for this buyer,
   * the open offers (his own among them), the CPFs already holding a ticket, his free tickets.
   */
  aloneState: statement<AloneStateRow, [eventId: number, buyer: string, cpfs: string[]]>(
    'ticket-purchase-alone-state',
    `${EXPIRE_CTE}
     SELECT ${EXPIRED_COUNT} AS expired,
            ${ticketsLeftSql('e', '$2')}::int AS remaining,
            (SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL})::int AS offers,
            EXISTS (SELECT 1 FROM event_waitlist w
                     WHERE w.event_id = e.id AND ${OPEN_OFFER_SQL} AND w.associate_id = $2) AS my_offer,
            ARRAY(SELECT t.cpf FROM ticket t
                   WHERE t.event_id = e.id AND t.cpf = ANY($3) AND ${ACTIVE_TICKET_SQL})::text[] AS held,
            (SELECT count(*) FROM ticket t
              WHERE t.event_id = e.id AND t.associate_id = $2 AND ${FREE_TICKET_SQL}
                AND ${ACTIVE_TICKET_SQL})::int AS free_used,
            (SELECT count(*) FROM ticket t
              WHERE t.event_id = e.id AND t.associate_id = $2 AND ${ACTIVE_TICKET_SQL})::int AS bought
       FROM event e WHERE e.id = $1`,
  ),

  /**
   * The orders of purchases of event $8 and their tickets, in one statement: $1 the purchases'
   * numbers (1..n), $2-$7 each order's buyer, status, total, hold, payment time and its tickets'
   * status; $9 the event's title, $10 its first day; $11-$15 the tickets (purchase number, name,
   * CPF, kind, value) in order. The orders' ids are taken from their sequence first so that each
   * ticket finds its order; a row per ticket, with its purchase's number.
   */
  insertOrders: statement<
    { i: number; id: number; order_id: number; created_at: Date },
    InsertOrdersParams
  >(
    'ticket-purchase-insert-orders',
    `WITH o_in AS (
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
    FROM t JOIN o ON o.id = t.order_id JOIN ids ON ids.id = t.order_id`,
  ),

  /** The savepoints of a group's transaction: one purchase (alone), or several written together. */
  savepoint: {
    purchase: statement('ticket-savepoint-purchase', 'SAVEPOINT purchase'),
    releasePurchase: statement('ticket-release-purchase', 'RELEASE SAVEPOINT purchase'),
    undoPurchase: statement('ticket-undo-purchase', 'ROLLBACK TO SAVEPOINT purchase'),
    purchases: statement('ticket-savepoint-purchases', 'SAVEPOINT purchases'),
    releasePurchases: statement('ticket-release-purchases', 'RELEASE SAVEPOINT purchases'),
    undoPurchases: statement('ticket-undo-purchases', 'ROLLBACK TO SAVEPOINT purchases'),
  },
};
