import { statement } from '../../platform/database/sql.js';
import { PaymentState } from '../payments/entities/payment.entity.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';

/** The invitations' SQL (the e-mails' reads of other modules' rows). */

export interface ReceiptRow {
  total: number;
  paid_at: Date | null;
  type: string | null;
  brand: string | null;
  authorization_code: string | null;
}

/** What a receipt shows of an order: its total, when and how it was paid. */
export const orderReceipt = statement<ReceiptRow, [orderId: number]>(
  'invitations.orderReceipt',
  `SELECT o.total_cents AS total, o.paid_at, p.type, p.brand, p.authorization_code
     FROM purchase_order o
     LEFT JOIN payment p ON p.order_id = o.id AND p.state = '${PaymentState.Paid}'
    WHERE o.id = $1`,
);

/** A pass (ticket or reservation invitation) naming the member or a dependent, bought by another. */
export interface NamedPassRow {
  kind: 'ticket' | 'invitation';
  id: number;
  /** The person named: the record's name. */
  name: string;
  /** 'associate' (the member) or 'dependent'. */
  who: 'associate' | 'dependent';
  title: string;
  starts_at: Date;
  ends_at: Date;
  host: string;
}

/**
 * The confirmed passes of others' orders whose CPF is the member's ($1) or a dependent's, for
 * visits not ended yet ($2 narrows to one kind and id, for a download): a club person's place is
 * that person's, and they (or the titular, for a dependent) see it among their invitations.
 */
export const namedPasses = statement<
  NamedPassRow,
  [associateId: string, kind: string | null, id: number | null]
>(
  'invitations.namedPasses',
  `WITH fam AS (
     SELECT a.cpf, a.name, 'associate' AS who FROM associate a WHERE a.id = $1
     UNION ALL
     SELECT d.cpf, d.name, 'dependent' FROM dependent d
      WHERE d.associate_id = $1 AND d.cpf IS NOT NULL)
   SELECT * FROM (
     SELECT 'ticket' AS kind, t.id, f.name, f.who, t.title,
            (SELECT min(ed.starts_at) FROM event_date ed WHERE ed.event_id = t.event_id) AS starts_at,
            (SELECT max(ed.ends_at) FROM event_date ed WHERE ed.event_id = t.event_id) AS ends_at,
            host.name AS host
       FROM ticket t JOIN fam f ON f.cpf = t.cpf
       JOIN associate host ON host.id = t.associate_id
      WHERE t.status = ${TicketStatus.Confirmed} AND t.associate_id <> $1
     UNION ALL
     SELECT 'invitation', i.id, f.name, f.who, l.description, r.starts_at, r.ends_at, host.name
       FROM reservation_invitation i JOIN fam f ON f.cpf = i.doc
       JOIN local_reservation r ON r.id = i.reservation_id
       JOIN local l ON l.id = r.local_id
       JOIN associate host ON host.id = r.associate_id
      WHERE r.status = ${ReservationStatus.Confirmed} AND r.associate_id <> $1) p
    WHERE p.ends_at > now()
      AND ($2::text IS NULL OR (p.kind = $2 AND p.id = $3))
    ORDER BY p.starts_at, p.kind, p.id`,
);
