/**
 * The gate's SQL: the attempt rows (claimed per X-Request-Id, written with the outcome), the
 * place and event of a gate, the invitation or ticket a code names, the event's days, and the
 * one conditional UPDATE that lets one person in.
 */
import { statement } from '../../platform/database/sql.js';
import { clubRecordSql } from '../associates/club-people.js';
import { CardStatus } from '../cards/entities/card.entity.js';
import type { AccessAttemptKind } from './entities/access-attempt.entity.js';

/** A club person holding a guest's CPF, as the gate shows them. */
export interface ClubRecordRow {
  kind: 'associate' | 'dependent';
  id: string;
  name: string;
  cpf: string;
  /** The photo's file name: their active card's picture, else the profile's; null: none. */
  photo: string | null;
}

/** A reservation's invitation with its reservation and place. */
export interface InvitationRow {
  id: number;
  name: string;
  doc: string;
  kind: string;
  used_at: Date | null;
  local_id: number;
  local: string;
  starts_at: Date;
  ends_at: Date;
  status: number;
  hold_expires_at: Date | null;
}

/** An event ticket with its event's title. */
export interface TicketRow {
  id: number;
  event_id: number | null;
  name: string;
  cpf: string | null;
  kind: string | null;
  title: string;
  status: number;
  hold_expires_at: Date | null;
  used_at: Date | null;
  event_title: string | null;
}

/** The attempt columns written with its outcome ($1 is the attempt's id). */
export type AttemptOutcomeParams = [
  id: number,
  code: number | null,
  localId: number | null,
  eventId: number | null,
  reservationInvitationId: number | null,
  ticketId: number | null,
  cardId: number | null,
  name: string | null,
  docType: string | null,
  doc: string | null,
  userType: string | null,
  allowed: boolean,
  reasonCode: string | null,
  reason: string | null,
  reply: string | null,
];

/** The one statement that lets one person in: sets used_at ($2) of row $1 unless already set. */
const markUsed = (table: 'reservation_invitation' | 'ticket') =>
  statement<{ used_at: Date }, [id: number, now: Date]>(
    `gate-mark-used-${table}`,
    `WITH u AS (UPDATE ${table} SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING used_at)
       SELECT used_at FROM u`,
  );

/** When row $1 was used (read after another gate won). */
const usedAt = (table: 'reservation_invitation' | 'ticket') =>
  statement<{ used_at: Date }, [id: number]>(
    `gate-used-at-${table}`,
    `SELECT used_at FROM ${table} WHERE id = $1`,
  );

export const GATE_SQL = {
  /**
   * Inserts the attempt row (allowed false until written): $1 kind, $2 code, $3 staff user,
   * $4 request id, $5 the time; no row when (staff user, request id) is taken — the unique
   * constraint makes a concurrent twin wait for this one.
   */
  claim: statement<
    { id: number },
    [
      kind: AccessAttemptKind,
      code: number | null,
      staffUserId: string,
      requestId: string | null,
      at: Date,
    ]
  >(
    'gate-attempt-claim',
    `INSERT INTO access_attempt (kind, code, allowed, staff_user_id, request_id, created_at)
       VALUES ($1, $2, false, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT "UQ_access_attempt_request" DO NOTHING
       RETURNING id`,
  ),
  /** The attempt of staff user $1 with request id $2. */
  stored: statement<
    { kind: string; code: number | null; reply: Record<string, unknown> | null },
    [staffUserId: string, requestId: string]
  >(
    'gate-attempt-stored',
    'SELECT kind, code, reply FROM access_attempt WHERE staff_user_id = $1 AND request_id = $2',
  ),
  /** Writes the attempt's outcome (and, with a request id, the reply replayed to a retry). */
  write: statement<void, AttemptOutcomeParams>(
    'gate-attempt-write',
    `UPDATE access_attempt SET code = $2, local_id = $3, event_id = $4,
         reservation_invitation_id = $5, ticket_id = $6, card_id = $7, name = $8, doc_type = $9,
         doc = $10, user_type = $11, allowed = $12, reason_code = $13, reason = $14, reply = $15
       WHERE id = $1`,
  ),
  local: statement<{ id: number; description: string }, [localId: number]>(
    'gate-local',
    'SELECT id, description FROM local WHERE id = $1',
  ),
  event: statement<{ id: number; title: string; local_id: number }, [eventId: number]>(
    'gate-event',
    'SELECT id, title, local_id FROM event WHERE id = $1',
  ),
  invitation: statement<InvitationRow, [id: number]>(
    'gate-invitation',
    `SELECT i.id, i.name, i.doc, i.kind, i.used_at, r.local_id, l.description AS local,
         r.starts_at, r.ends_at, r.status, r.hold_expires_at
       FROM reservation_invitation i
       JOIN local_reservation r ON r.id = i.reservation_id
       JOIN local l ON l.id = r.local_id
       WHERE i.id = $1`,
  ),
  ticket: statement<TicketRow, [id: number]>(
    'gate-ticket',
    `SELECT t.id, t.event_id, t.name, t.cpf, t.kind, t.title, t.status, t.hold_expires_at,
         t.used_at, e.title AS event_title
       FROM ticket t LEFT JOIN event e ON e.id = t.event_id
       WHERE t.id = $1`,
  ),
  /**
   * The associate or dependent holding CPF $1 in the register (any standing; a dependent before
   * an associate), with the photo staff compare with the face: the active card's picture, else
   * the profile photo.
   */
  clubRecord: statement<ClubRecordRow, [cpf: string]>(
    'gate-club-record',
    `SELECT p.kind, p.id, p.name, p.cpf, COALESCE(cf.file_name, pf.file_name) AS photo
       FROM (${clubRecordSql('$1')}) p
       LEFT JOIN file pf ON pf.id = p.image_id
       LEFT JOIN LATERAL (
         SELECT f.file_name FROM card c JOIN file f ON f.id = c.picture_id
          WHERE c.status = ${CardStatus.Active} AND (c.associate_id = p.id OR c.dependent_id = p.id)
          ORDER BY c.id DESC LIMIT 1
       ) cf ON true
      ORDER BY (p.kind = 'dependent') DESC
      LIMIT 1`,
  ),
  eventDays: statement<{ starts_at: Date; ends_at: Date }, [eventId: number]>(
    'gate-event-days',
    'SELECT starts_at, ends_at FROM event_date WHERE event_id = $1 ORDER BY starts_at',
  ),
  markUsed: {
    reservation_invitation: markUsed('reservation_invitation'),
    ticket: markUsed('ticket'),
  },
  usedAt: { reservation_invitation: usedAt('reservation_invitation'), ticket: usedAt('ticket') },
};
