import { statement } from '../../platform/database/sql.js';
import { OrderStatus } from '../orders/entities/order.entity.js';
import { WaitlistStatus } from './entities/event-waitlist.entity.js';
import { TicketStatus } from './entities/ticket.entity.js';
import { DUE_OFFER_SQL, DUE_TICKET_SQL, OPEN_OFFER_SQL } from './ticket-stock.js';

/**
 * The lazy expiry of event $1 as the CTEs `expired_t` (tickets, their orders follow) and
 * `expired_w` (offers) of one statement; the statement's own reads still see the rows as they
 * were, which every count of active tickets and open offers treats as expired already.
 */
export const EXPIRE_CTE = `WITH expired_t AS (
    UPDATE ticket t SET status = ${TicketStatus.Expired}, updated_at = now()
     WHERE t.event_id = $1 AND ${DUE_TICKET_SQL}
     RETURNING t.order_id),
  expired_o AS (
    UPDATE purchase_order SET status = ${OrderStatus.Expired}, updated_at = now()
     WHERE id IN (SELECT order_id FROM expired_t WHERE order_id IS NOT NULL)
       AND status = ${OrderStatus.Pending}),
  expired_w AS (
    UPDATE event_waitlist w SET status = ${WaitlistStatus.Expired}
     WHERE w.event_id = $1 AND ${DUE_OFFER_SQL}
     RETURNING w.id)`;

/** How many tickets and offers `EXPIRE_CTE` expired (a column of the statement using it). */
export const EXPIRED_COUNT = `((SELECT count(*) FROM expired_t) + (SELECT count(*) FROM expired_w))::int`;

/** An active entry (alias `w`): waiting, or offered and the offer still open. */
export const activeEntrySql = (w = 'w'): string =>
  `(${w}.status = ${WaitlistStatus.Waiting} OR (${w}.status = ${WaitlistStatus.Offered} AND ${w}.offer_expires_at > now()))`;

/** A member's entry as he sees it (`entryView`). */
export interface EntryRow {
  quantity: number;
  status: WaitlistStatus;
  offered_quantity: number | null;
  offer_expires_at: Date | null;
  position: number;
}

/** The waitlist's SQL (see `WaitlistService`). */
export const WAITLIST_SQL = {
  /** The lazy expiry of event $1 (`EXPIRE_CTE`): how many it expired. */
  expire: statement<{ n: number }, [eventId: number]>(
    'waitlist-expire',
    `${EXPIRE_CTE} SELECT ${EXPIRED_COUNT} AS n`,
  ),
  /** The waiting entries of event $1, in order of arrival. */
  waiting: statement<{ id: number; quantity: number }, [eventId: number]>(
    'waitlist-waiting',
    `SELECT id, quantity FROM event_waitlist
      WHERE event_id = $1 AND status = ${WaitlistStatus.Waiting} ORDER BY id`,
  ),
  /** Offers these entries ($1) their quantity for $2 minutes. */
  offer: statement<void, [entryIds: number[], minutes: number]>(
    'waitlist-offer',
    `UPDATE event_waitlist SET status = ${WaitlistStatus.Offered}, offered_quantity = quantity,
            offer_expires_at = now() + make_interval(mins => $2)
      WHERE id = ANY($1)`,
  ),
  /** The open offer of member $2 for event $1, if any, becomes Atendido. */
  markServed: statement<void, [eventId: number, associateId: string]>(
    'waitlist-mark-served',
    `UPDATE event_waitlist w SET status = ${WaitlistStatus.Served}
      WHERE w.event_id = $1 AND w.associate_id = $2 AND ${OPEN_OFFER_SQL}`,
  ),
  /** Member $2's active entry of event $1 with its place in the line. */
  entry: statement<EntryRow, [eventId: number, associateId: string]>(
    'waitlist-entry',
    `SELECT w.quantity, w.status, w.offered_quantity, w.offer_expires_at,
            (SELECT count(*) FROM event_waitlist w2
              WHERE w2.event_id = w.event_id AND w2.id <= w.id AND ${activeEntrySql('w2')})::int AS position
       FROM event_waitlist w
      WHERE w.event_id = $1 AND w.associate_id = $2 AND ${activeEntrySql()}
      ORDER BY w.id DESC LIMIT 1`,
  ),
  /** Member $2's active entries of event $1. */
  activeEntries: statement<
    { id: number; status: WaitlistStatus },
    [eventId: number, associateId: string]
  >(
    'waitlist-active-entries',
    `SELECT w.id, w.status FROM event_waitlist w
      WHERE w.event_id = $1 AND w.associate_id = $2 AND ${activeEntrySql()}`,
  ),
  /** These entries ($1) leave the line (Saiu). */
  leave: statement<void, [entryIds: number[]]>(
    'waitlist-leave',
    `UPDATE event_waitlist SET status = ${WaitlistStatus.Left} WHERE id = ANY($1)`,
  ),
  /**
   * The events with a hold or an offer due to expire, locked, skipping those whose row another
   * transaction holds (a purchase expires them itself).
   */
  dueEvents: statement<{ id: number }>(
    'waitlist-due-events',
    `SELECT e.id FROM event e
      WHERE e.id IN (SELECT t.event_id FROM ticket t
                      WHERE ${DUE_TICKET_SQL} AND t.event_id IS NOT NULL
                     UNION
                     SELECT w.event_id FROM event_waitlist w WHERE ${DUE_OFFER_SQL})
      ORDER BY e.id
      FOR UPDATE SKIP LOCKED`,
  ),
};
