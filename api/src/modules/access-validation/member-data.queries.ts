import { statement } from '../../platform/database/sql.js';
import { invitedPersonSql } from '../reservations/member-data.queries.js';
import { boughtByMemberSql } from '../tickets/member-data.queries.js';

/**
 * The gate's part of the member's data export (LGPD, art. 18): every check at the gate that
 * concerns the member or a dependent — their cards, the invitations of the member's
 * reservations and the tickets they bought (their guests' entries), invitations and tickets of
 * others naming them, and any attempt whose snapshot carries their CPF. Parameters: $1 the
 * associate, $2 the dependents' ids, $3 the CPFs of the member and the dependents.
 */

export interface GateAccessRow {
  id: number;
  at: Date;
  kind: string;
  code: number | null;
  place: string | null;
  event: string | null;
  name: string | null;
  docType: string | null;
  doc: string | null;
  userType: string | null;
  allowed: boolean;
  reason: string | null;
}

export const gateAccessesOfPeople = statement<
  GateAccessRow,
  [associateId: string, dependentIds: string[], cpfs: string[]]
>(
  'gate.accessesOfPeople',
  `SELECT aa.id, aa.created_at AS at, aa.kind, aa.code, l.description AS place,
          e.title AS event, aa.name, aa.doc_type AS "docType", aa.doc,
          aa.user_type AS "userType", aa.allowed, aa.reason
     FROM access_attempt aa
     LEFT JOIN local l ON l.id = aa.local_id
     LEFT JOIN event e ON e.id = aa.event_id
    WHERE aa.card_id IN (SELECT id FROM card
                          WHERE associate_id = $1 OR dependent_id = ANY($2::uuid[]))
       OR aa.reservation_invitation_id IN (
            SELECT i.id FROM reservation_invitation i
              JOIN local_reservation r ON r.id = i.reservation_id
             WHERE r.associate_id = $1 OR ${invitedPersonSql('i', 'r')})
       OR aa.ticket_id IN (SELECT t.id FROM ticket t
                            WHERE ${boughtByMemberSql('t')} OR t.cpf = ANY($3::text[]))
       OR aa.doc = ANY($3::text[])
    ORDER BY aa.created_at, aa.id`,
);
