import { WaitlistStatus } from './entities/event-waitlist.entity.js';
import { TicketStatus } from './entities/ticket.entity.js';

/**
 * An event's ticket stock: the one rule, in SQL (fragments interpolated by every statement
 * that counts it: the purchase, the waitlist, the events' stock read, the reports) and in
 * memory (its twins, for rows already read). An event has `tickets_total` tickets; taken are
 * its ACTIVE tickets (Confirmado, or Pendente while its hold lasts) and the tickets held by OPEN
 * waitlist offers (Oferta enviada, not yet past `offer_expires_at`); what is left is for sale.
 * A hold or an offer past its time stops counting at once (the statements say so), whether or
 * not it has been written Expirado yet (`DUE_TICKET_SQL`, `DUE_OFFER_SQL`: what the lazy expiry
 * and the sweeper write).
 *
 * Fragments take the table's alias (default the one the tickets' statements use).
 */

// ── A ticket ──────────────────────────────────────────────────────────────────────────────

/** A Pendente ticket whose hold has run out: due to expire (it reads as Expirado already). */
export const dueTicketSql = (t = 't'): string =>
  `(${t}.status = ${TicketStatus.Pending} AND ${t}.hold_expires_at <= now())`;

/** A Pendente ticket still held: awaiting payment, its place taken (twin: `effectiveTicketStatus`). */
export const heldTicketSql = (t = 't'): string =>
  `(${t}.status = ${TicketStatus.Pending} AND (${t}.hold_expires_at IS NULL OR ${t}.hold_expires_at > now()))`;

/** An active ticket: Confirmado, or Pendente still held (twin: `isActiveTicket`). */
export const activeTicketSql = (t = 't'): string =>
  `(${t}.status = ${TicketStatus.Confirmed} OR ${heldTicketSql(t)})`;

/** An expired ticket: written Expirado, or a Pendente whose hold has run out. */
export const expiredTicketSql = (t = 't'): string =>
  `(${t}.status = ${TicketStatus.Expired} OR ${dueTicketSql(t)})`;

export const DUE_TICKET_SQL = dueTicketSql();
export const ACTIVE_TICKET_SQL = activeTicketSql();

/** The status a ticket reads as now: a Pendente past its hold is Expirado. */
export function effectiveTicketStatus(
  t: { status: TicketStatus; holdExpiresAt: Date | null },
  now = Date.now(),
): TicketStatus {
  if (t.status === TicketStatus.Pending && t.holdExpiresAt && t.holdExpiresAt.getTime() <= now) {
    return TicketStatus.Expired;
  }
  return t.status;
}

/** Whether a ticket takes a place in its event's stock now (twin of `activeTicketSql`). */
export function isActiveTicket(
  t: { status: TicketStatus; holdExpiresAt: Date | null },
  now = Date.now(),
): boolean {
  const status = effectiveTicketStatus(t, now);
  return status === TicketStatus.Confirmed || status === TicketStatus.Pending;
}

// ── A waitlist offer ──────────────────────────────────────────────────────────────────────

/** An open offer: tickets held for one member until it runs out (twin: `isOpenOffer`). */
export const openOfferSql = (w = 'w'): string =>
  `(${w}.status = ${WaitlistStatus.Offered} AND ${w}.offer_expires_at > now())`;

/** An offer whose time has run out: due to expire. */
export const dueOfferSql = (w = 'w'): string =>
  `(${w}.status = ${WaitlistStatus.Offered} AND ${w}.offer_expires_at <= now())`;

export const OPEN_OFFER_SQL = openOfferSql();
export const DUE_OFFER_SQL = dueOfferSql();

/** Whether a waitlist entry holds tickets now (twin of `openOfferSql`). */
export function isOpenOffer(
  w: { status: WaitlistStatus; offerExpiresAt: Date | null },
  now = Date.now(),
): boolean {
  return (
    w.status === WaitlistStatus.Offered &&
    w.offerExpiresAt !== null &&
    w.offerExpiresAt.getTime() > now
  );
}

// ── An event's stock ──────────────────────────────────────────────────────────────────────

/** The active tickets of the event of alias `e` (a count). */
export const activeTicketsOfSql = (e = 'e'): string =>
  `(SELECT count(*) FROM ticket t WHERE t.event_id = ${e}.id AND ${ACTIVE_TICKET_SQL})`;

/**
 * The tickets held by the open offers of the event of alias `e`; with `except` (an SQL uuid
 * expression, e.g. '$2') the offer of that member left out: his own offer is his to use.
 */
export const offeredTicketsOfSql = (e = 'e', except?: string): string =>
  `(SELECT COALESCE(sum(w.offered_quantity), 0) FROM event_waitlist w
     WHERE w.event_id = ${e}.id AND ${OPEN_OFFER_SQL}${
       except ? ` AND w.associate_id IS DISTINCT FROM ${except}` : ''
     })`;

/** The tickets left for sale of the event of alias `e` (twin: `ticketsLeft`); see `except` above. */
export const ticketsLeftSql = (e = 'e', except?: string): string =>
  `GREATEST(0, ${e}.tickets_total - ${activeTicketsOfSql(e)} - ${offeredTicketsOfSql(e, except)})`;

/** An event's stock counted: its total, active tickets and tickets under open offers. */
export interface StockCounts {
  total: number;
  active: number;
  offered: number;
}

/** The tickets left for sale: never below 0 (twin of `ticketsLeftSql`). */
export const ticketsLeft = ({ total, active, offered }: StockCounts): number =>
  Math.max(0, total - active - offered);

/**
 * More taken than the event has: a paid order whose hold had expired, taken back while its
 * place went to somebody else (the payment is refunded instead).
 */
export const oversold = ({ total, active, offered }: StockCounts): boolean =>
  active + offered > total;
