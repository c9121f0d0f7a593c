import { statement } from '../../platform/database/sql.js';
import { ReservationStatus } from './entities/local-reservation.entity.js';
import { holdRunOutSql, occupiesSlotSql } from './reservation-status.js';

/**
 * The reservations' SQL (`local_reservation`, `reservation_invitation`). Reads and writes that
 * TypeORM's repositories express as well stay in the services; the rules the statements use
 * (a reservation occupying its slot, a hold run out) are `reservation-status.ts`'s.
 */

/**
 * The SET of every statement that changes a reservation's status: the status and `updated_at`
 * together, so that what reads the change (the iCal feed's LAST-MODIFIED and SEQUENCE, the
 * reports) sees it. TypeORM's `update()` sets `updated_at` by itself; raw SQL must say so.
 */
const setStatus = (status: ReservationStatus) => `status = ${status}, updated_at = now()`;

/** `[starts, ends)` of a reservation overlaps `[$2, $3)`. */
const OVERLAPS = `tstzrange(r.starts_at, r.ends_at, '[)') && tstzrange($2, $3, '[)')`;

export interface BusyRow {
  starts_at: Date;
  ends_at: Date;
}

/** The reservations of a place occupying their slots within `[from, to)`. */
export const busyRanges = statement<BusyRow, [localId: number, from: Date, to: Date]>(
  'reservations.busy',
  `SELECT r.starts_at, r.ends_at FROM local_reservation r
    WHERE r.local_id = $1 AND ${occupiesSlotSql('r')} AND ${OVERLAPS}`,
);

/**
 * The holds of a place whose time ran out and that overlap `[from, to)`, marked Expirada (so
 * the exclusion constraint no longer counts them); answers their orders.
 */
export const expireOverlappingHolds = statement<
  { order_id: number },
  [localId: number, from: Date, to: Date]
>(
  'reservations.expireOverlappingHolds',
  `UPDATE local_reservation r SET ${setStatus(ReservationStatus.Expired)}
    WHERE r.local_id = $1 AND ${holdRunOutSql('r')} AND ${OVERLAPS}
    RETURNING r.order_id`,
);

/** The reservation of an order, locked. */
export const lockReservationOfOrder = statement<
  { id: number; status: ReservationStatus },
  [orderId: number]
>(
  'reservations.lockOfOrder',
  'SELECT id, status FROM local_reservation WHERE order_id = $1 FOR UPDATE',
);

/** Paid: Confirmada, no hold any more. */
export const confirmReservation = statement<void, [reservationId: number]>(
  'reservations.confirm',
  `UPDATE local_reservation SET ${setStatus(ReservationStatus.Confirmed)}, hold_expires_at = NULL
    WHERE id = $1`,
);

/** The money of the order went back: its reservation (held or confirmed) Cancelada. */
export const cancelRefundedReservation = statement<{ id: number }, [orderId: number]>(
  'reservations.cancelRefunded',
  `UPDATE local_reservation SET ${setStatus(ReservationStatus.Cancelled)}, hold_expires_at = NULL
    WHERE order_id = $1
      AND status IN (${ReservationStatus.Pending}, ${ReservationStatus.Confirmed})
  RETURNING id`,
);

/**
 * The family's row, locked: the fair-use counts of a booking are read and the reservation
 * written while no other booking of the same family can count (`booking-limits.ts`). NO KEY
 * UPDATE leaves the orders' and reservations' foreign keys to the row free.
 */
export const lockFamily = statement<{ id: string }, [associateId: string]>(
  'reservations.lockFamily',
  'SELECT id FROM associate WHERE id = $1 FOR NO KEY UPDATE',
);

/**
 * What the family ($1) holds of a place type ($2) now (a `FamilyBookings`): its active
 * reservations not yet ended, those on the date $3 (club time zone $4), and the first end.
 */
export const familyBookingsOfType = statement<
  { active: number; same_day: number; next_ends_at: Date | null },
  [associateId: string, localTypeId: number, date: string, timeZone: string]
>(
  'reservations.familyBookingsOfType',
  `SELECT count(*) FILTER (WHERE r.ends_at > now())::int AS active,
          count(*) FILTER (WHERE (r.starts_at AT TIME ZONE $4)::date = $3::date)::int AS same_day,
          min(r.ends_at) FILTER (WHERE r.ends_at > now()) AS next_ends_at
     FROM local_reservation r JOIN local l ON l.id = r.local_id
    WHERE r.associate_id = $1 AND l.local_type_id = $2 AND ${occupiesSlotSql('r')}`,
);

/**
 * A transaction lock per outside guest CPF ($1, sorted): two bookings inviting the same person
 * count the person's visits one after the other (`guest-visits.ts`).
 */
export const lockGuestCpfs = statement<void, [cpfs: string[]]>(
  'reservations.lockGuestCpfs',
  `SELECT pg_advisory_xact_lock(hashtext('guest-visits:' || c)) FROM unnest($1::text[]) c`,
);

/**
 * The reservations occupying their slot in the club month ($3 time zone) of the date $2 to
 * which each of these CPFs ($1) is invited as an outside guest, the reservation $4 aside.
 */
export const guestVisitsInMonth = statement<
  { doc: string; visits: number },
  [cpfs: string[], date: string, timeZone: string, excludeReservationId: number]
>(
  'reservations.guestVisitsInMonth',
  `SELECT i.doc, count(DISTINCT r.id)::int AS visits
     FROM reservation_invitation i JOIN local_reservation r ON r.id = i.reservation_id
    WHERE i.doc = ANY($1) AND i.kind = 'guest' AND r.id <> $4 AND ${occupiesSlotSql('r')}
      AND date_trunc('month', r.starts_at AT TIME ZONE $3) = date_trunc('month', $2::date)
    GROUP BY i.doc`,
);

/** A member's reservations, newest start first. */
export const memberReservationIds = statement<{ id: number }, [associateId: string]>(
  'reservations.ofMember',
  'SELECT id FROM local_reservation WHERE associate_id = $1 ORDER BY starts_at DESC, id DESC',
);

/** How many guests each of these reservations has (those with none are absent). */
export const guestCounts = statement<
  { reservation_id: number; guests: number },
  [reservationIds: number[]]
>(
  'reservations.guestCounts',
  `SELECT reservation_id, count(*)::int AS guests FROM reservation_invitation
    WHERE reservation_id = ANY($1) GROUP BY reservation_id`,
);

/**
 * What each reservation order owes: a Confirmada reservation its guests' prices (the free
 * ones at 0); any other (Pendente, Cancelada, Expirada) nothing.
 */
export const RESERVATIONS_OWED_SQL = `
  SELECT r.order_id,
         CASE WHEN r.status = ${ReservationStatus.Confirmed}
              THEN COALESCE((SELECT sum(i.value_cents) FROM reservation_invitation i
                              WHERE i.reservation_id = r.id), 0)
              ELSE 0 END::int AS owed
    FROM local_reservation r`;
