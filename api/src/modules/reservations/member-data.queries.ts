import { statement, statusLabelSql } from '../../platform/database/sql.js';
import { RESERVATION_STATUS_LABELS } from './entities/local-reservation.entity.js';
import { effectiveReservationStatusSql } from './reservation-status.js';

/**
 * The reservations' part of the member's data export (LGPD, art. 18): the member's
 * reservations with their guests, and the guest rows of other members' reservations that name
 * the member or a dependent (by their link or their CPF). Parameters: $1 the associate,
 * $2 the dependents' ids, $3 the CPFs of the member and the dependents.
 */

export interface MemberReservationRow {
  id: number;
  orderId: number;
  place: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  holdExpiresAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

/** The member's reservations, oldest first, with the status they read as now. */
export const memberReservations = statement<MemberReservationRow, [associateId: string]>(
  'reservations.memberData',
  `SELECT r.id, r.order_id AS "orderId", l.description AS place, r.starts_at AS "startsAt",
          r.ends_at AS "endsAt",
          ${statusLabelSql(effectiveReservationStatusSql('r'), RESERVATION_STATUS_LABELS)} AS status,
          r.hold_expires_at AS "holdExpiresAt", r.cancelled_at AS "cancelledAt",
          r.created_at AS "createdAt"
     FROM local_reservation r JOIN local l ON l.id = r.local_id
    WHERE r.associate_id = $1
    ORDER BY r.starts_at, r.id`,
);

export interface MemberGuestRow {
  id: number;
  reservationId: number;
  name: string;
  cpf: string | null;
  kind: string;
  valueCents: number;
  usedAt: Date | null;
  createdAt: Date;
}

/** The guests (invitations) of the member's reservations. */
export const memberReservationGuests = statement<MemberGuestRow, [associateId: string]>(
  'reservations.memberGuests',
  `SELECT i.id, i.reservation_id AS "reservationId", i.name, i.doc AS cpf, i.kind,
          i.value_cents AS "valueCents", i.used_at AS "usedAt", i.created_at AS "createdAt"
     FROM reservation_invitation i JOIN local_reservation r ON r.id = i.reservation_id
    WHERE r.associate_id = $1
    ORDER BY i.reservation_id, i.id`,
);

/**
 * SQL: the guest row `i` (of the reservation `r`) names one of the people — the member or a
 * dependent, by link or by CPF — in a reservation of someone else.
 */
export const invitedPersonSql = (i: string, r: string): string =>
  `(${r}.associate_id <> $1 AND (${i}.associate_id = $1 OR ${i}.dependent_id = ANY($2::uuid[])
     OR ${i}.doc = ANY($3::text[])))`;

export interface InvitationOfPersonRow {
  id: number;
  place: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  name: string;
  cpf: string | null;
  kind: string;
  usedAt: Date | null;
}

/** Invitations to other members' reservations naming the member or a dependent. */
export const reservationInvitationsOfPeople = statement<
  InvitationOfPersonRow,
  [associateId: string, dependentIds: string[], cpfs: string[]]
>(
  'reservations.invitationsOfPeople',
  `SELECT i.id, l.description AS place, r.starts_at AS "startsAt", r.ends_at AS "endsAt",
          ${statusLabelSql(effectiveReservationStatusSql('r'), RESERVATION_STATUS_LABELS)} AS status,
          i.name, i.doc AS cpf, i.kind, i.used_at AS "usedAt"
     FROM reservation_invitation i
     JOIN local_reservation r ON r.id = i.reservation_id
     JOIN local l ON l.id = r.local_id
    WHERE ${invitedPersonSql('i', 'r')}
    ORDER BY r.starts_at, i.id`,
);
