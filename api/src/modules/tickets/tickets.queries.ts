import { statement } from '../../platform/database/sql.js';
import { TicketStatus } from './entities/ticket.entity.js';
import { ACTIVE_TICKET_SQL, OPEN_OFFER_SQL, ticketsLeftSql } from './ticket-stock.js';

/** The stock reads (`ticket-stock.reads.ts`). */
export const STOCK_SQL = {
  /** The stock counted of the events $1: total, active tickets, tickets under open offers. */
  ofEvents: statement<
    { id: number; total: number; active: string; offered: string },
    [eventIds: number[]]
  >(
    'ticket-stock-of-events',
    `SELECT e.id, e.tickets_total AS total,
            COALESCE(t.active, 0) AS active, COALESCE(w.offered, 0) AS offered
       FROM event e
       LEFT JOIN (SELECT t.event_id, count(*) AS active FROM ticket t
                   WHERE t.event_id = ANY($1) AND ${ACTIVE_TICKET_SQL}
                   GROUP BY t.event_id) t ON t.event_id = e.id
       LEFT JOIN (SELECT w.event_id, sum(w.offered_quantity) AS offered FROM event_waitlist w
                   WHERE w.event_id = ANY($1) AND ${OPEN_OFFER_SQL}
                   GROUP BY w.event_id) w ON w.event_id = e.id
      WHERE e.id = ANY($1)`,
  ),
  /** The tickets left of event $1 for member $2 (null: for anybody; see `ticketsLeftSql`). */
  remaining: statement<{ remaining: number }, [eventId: number, exceptAssociate: string | null]>(
    'ticket-stock-remaining',
    `SELECT ${ticketsLeftSql('e', '$2::uuid')}::int AS remaining FROM event e WHERE e.id = $1`,
  ),
  /** Whether any of the events $1 has a ticket, of any status. */
  anyTicket: statement<{ found: boolean }, [eventIds: number[]]>(
    'ticket-any-of-events',
    'SELECT EXISTS (SELECT 1 FROM ticket WHERE event_id = ANY($1)) AS found',
  ),
};

/** The tickets' SQL outside the purchase (`purchase.queries.ts`) and the waitlist. */
export const TICKETS_SQL = {
  /** The event and status of the tickets of order $1. */
  ofOrder: statement<{ event_id: number | null; status: TicketStatus }, [orderId: number]>(
    'ticket-of-order',
    'SELECT event_id, status FROM ticket WHERE order_id = $1',
  ),
  /** The tickets of paid order $1, held or expired, become Confirmado. */
  confirmPaid: statement<void, [orderId: number]>(
    'ticket-confirm-paid',
    `UPDATE ticket SET status = ${TicketStatus.Confirmed}, hold_expires_at = NULL
      WHERE order_id = $1 AND status IN (${TicketStatus.Pending}, ${TicketStatus.Expired})`,
  ),
  /** The tickets of refunded order $1, held or confirmed, become Cancelado. */
  /** How many of the order's tickets are still active (Confirmado, or Pendente). */
  activeOfOrder: statement<{ count: number }, [orderId: number]>(
    'ticket-active-of-order',
    `SELECT count(*)::int AS count FROM ticket
      WHERE order_id = $1 AND status IN (${TicketStatus.Pending}, ${TicketStatus.Confirmed})`,
  ),
  cancelRefunded: statement<void, [orderId: number]>(
    'ticket-cancel-refunded',
    `UPDATE ticket SET status = ${TicketStatus.Cancelled}, hold_expires_at = NULL
      WHERE order_id = $1 AND status IN (${TicketStatus.Pending}, ${TicketStatus.Confirmed})`,
  ),
  /** Locks event $1's row (a staff invitation counted in its stock), if it exists. */
  lockEvent: statement<{ id: number }, [eventId: number]>(
    'ticket-lock-event',
    'SELECT id FROM event WHERE id = $1 FOR UPDATE',
  ),
  /** Whether CPF $2 holds an active ticket of event $1 other than ticket $3. */
  cpfHeld: statement<{ found: number }, [eventId: number, cpf: string, exceptId: number | null]>(
    'ticket-cpf-held',
    `SELECT 1 AS found FROM ticket t WHERE t.event_id = $1 AND t.cpf = $2 AND ${ACTIVE_TICKET_SQL}
        AND ($3::int IS NULL OR t.id <> $3::int) LIMIT 1`,
  ),
};

/** What each event order owes: its Confirmado tickets' prices (used at the gate or not). */
export const TICKETS_OWED_SQL = `
  SELECT order_id,
         COALESCE(sum(value_cents) FILTER (WHERE status = ${TicketStatus.Confirmed}), 0)::int AS owed
    FROM ticket WHERE order_id IS NOT NULL
   GROUP BY order_id`;
