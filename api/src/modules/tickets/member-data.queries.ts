import { statement, statusLabelSql } from '../../platform/database/sql.js';
import { WAITLIST_STATUS_LABELS } from './entities/event-waitlist.entity.js';
import { TicketStatus, TICKET_STATUS_LABELS } from './entities/ticket.entity.js';
import { dueTicketSql } from './ticket-stock.js';

/**
 * The tickets' part of the member's data export (LGPD, art. 18): the tickets the member bought
 * (the guests' names and CPFs), the tickets of other buyers that name the member or a dependent
 * by CPF, and the member's waitlist entries. Parameters: $1 the associate, $2 the CPFs of the
 * member and the dependents.
 */

/** SQL: the status a ticket `t` reads as now (a Pendente whose hold ran out reads Expirado). */
const ticketStatusSql = (t: string): string =>
  statusLabelSql(
    `(CASE WHEN ${dueTicketSql(t)} THEN ${TicketStatus.Expired} ELSE ${t}.status END)`,
    TICKET_STATUS_LABELS,
  );

/** SQL: the ticket `t` was bought by the member ($1), itself or through one of their orders. */
export const boughtByMemberSql = (t: string): string =>
  `(${t}.associate_id = $1 OR ${t}.order_id IN (SELECT id FROM purchase_order WHERE associate_id = $1))`;

export interface MemberTicketRow {
  id: number;
  orderId: number | null;
  eventId: number | null;
  event: string;
  name: string;
  cpf: string | null;
  kind: string | null;
  valueCents: number;
  eventDate: Date;
  status: string;
  usedAt: Date | null;
  createdAt: Date;
}

const TICKET_COLUMNS = `t.id, t.order_id AS "orderId", t.event_id AS "eventId",
          COALESCE(e.title, t.title) AS event, t.name, t.cpf, t.kind,
          t.value_cents AS "valueCents", t.event_date AS "eventDate",
          ${ticketStatusSql('t')} AS status, t.used_at AS "usedAt", t.created_at AS "createdAt"`;

/** The tickets the member bought, oldest first. */
export const memberTickets = statement<MemberTicketRow, [associateId: string]>(
  'tickets.memberData',
  `SELECT ${TICKET_COLUMNS}
     FROM ticket t LEFT JOIN event e ON e.id = t.event_id
    WHERE ${boughtByMemberSql('t')}
    ORDER BY t.created_at, t.id`,
);

/** Tickets of other buyers (or courtesy ones from staff) naming the member or a dependent. */
export const ticketsOfPeople = statement<MemberTicketRow, [associateId: string, cpfs: string[]]>(
  'tickets.ofPeople',
  `SELECT ${TICKET_COLUMNS}
     FROM ticket t LEFT JOIN event e ON e.id = t.event_id
    WHERE t.cpf = ANY($2::text[]) AND NOT ${boughtByMemberSql('t')}
    ORDER BY t.created_at, t.id`,
);

export interface MemberWaitlistRow {
  id: number;
  eventId: number;
  event: string;
  quantity: number;
  status: string;
  offeredQuantity: number | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
}

/** The member's waitlist entries, oldest first. */
export const memberWaitlist = statement<MemberWaitlistRow, [associateId: string]>(
  'tickets.memberWaitlist',
  `SELECT w.id, w.event_id AS "eventId", e.title AS event, w.quantity,
          ${statusLabelSql('w.status', WAITLIST_STATUS_LABELS)} AS status,
          w.offered_quantity AS "offeredQuantity", w.offer_expires_at AS "offerExpiresAt",
          w.created_at AS "createdAt"
     FROM event_waitlist w JOIN event e ON e.id = w.event_id
    WHERE w.associate_id = $1
    ORDER BY w.created_at, w.id`,
);
