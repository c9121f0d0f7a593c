import type { LocalReservation } from './entities/local-reservation.entity.js';
import { ReservationStatus } from './entities/local-reservation.entity.js';

/**
 * What a reservation's status means now — the rules every read, write and report of
 * reservations uses, each with its SQL twin beside it (the same rule for a row aliased `alias`,
 * evaluated at the statement's `now()`). A Pendente reservation holds its slot until
 * `hold_expires_at`; past that it IS Expirada (reads say so; a write marks it lazily).
 */
type StatusFields = Pick<LocalReservation, 'status' | 'holdExpiresAt'>;

const P = ReservationStatus.Pending;
const C = ReservationStatus.Confirmed;
const X = ReservationStatus.Cancelled;
const E = ReservationStatus.Expired;

/** A Pendente whose hold has run out (stored Pendente, reads Expirada). */
export function holdRunOut(r: StatusFields, now = Date.now()): boolean {
  return r.status === P && r.holdExpiresAt !== null && r.holdExpiresAt.getTime() <= now;
}

/** SQL twin of `holdRunOut`. */
export const holdRunOutSql = (alias: string): string =>
  `(${alias}.status = ${P} AND ${alias}.hold_expires_at <= now())`;

/** The status a reservation reads as now: a Pendente past its hold is Expirada. */
export function effectiveReservationStatus(r: StatusFields, now = Date.now()): ReservationStatus {
  return holdRunOut(r, now) ? E : r.status;
}

/** SQL twin of `effectiveReservationStatus` (a smallint expression). */
export const effectiveReservationStatusSql = (alias: string): string =>
  `(CASE WHEN ${holdRunOutSql(alias)} THEN ${E} ELSE ${alias}.status END)`;

/**
 * A reservation that occupies its slot (active): Confirmada, or Pendente whose hold has not run
 * out. What the bookable slots, the staff's default list and the member's calendar count.
 */
export function occupiesSlot(r: StatusFields, now = Date.now()): boolean {
  const status = effectiveReservationStatus(r, now);
  return status === C || status === P;
}

/** SQL twin of `occupiesSlot`. */
export const occupiesSlotSql = (alias: string): string =>
  `(${alias}.status = ${C} OR (${alias}.status = ${P} AND (${alias}.hold_expires_at IS NULL OR ${alias}.hold_expires_at > now())))`;

/**
 * SQL: the reservation reads as `status` now (`effectiveReservationStatus(r) === status`),
 * written so each status filter can use the plain column.
 */
export function readsAsSql(alias: string, status: ReservationStatus): string {
  switch (status) {
    case P:
      return `(${alias}.status = ${P} AND (${alias}.hold_expires_at IS NULL OR ${alias}.hold_expires_at > now()))`;
    case E:
      return `(${alias}.status = ${E} OR ${holdRunOutSql(alias)})`;
    case C:
    case X:
      return `(${alias}.status = ${status})`;
  }
}

const HOUR_MS = 3_600_000;

/**
 * Until when the member may cancel: a Confirmada until `cancelHours` (the settings) before its
 * start, a Pendente until it starts; null for one that is cancelled or expired.
 */
export function cancelUntil(
  r: StatusFields & Pick<LocalReservation, 'startsAt'>,
  cancelHours: number,
  now = Date.now(),
): Date | null {
  const status = effectiveReservationStatus(r, now);
  if (status === C) return new Date(r.startsAt.getTime() - cancelHours * HOUR_MS);
  if (status === P) return r.startsAt;
  return null;
}

/** The guests of a reservation can change while it occupies its slot and has not started. */
export function guestsEditable(
  r: StatusFields & Pick<LocalReservation, 'startsAt'>,
  now = Date.now(),
): boolean {
  return occupiesSlot(r, now) && r.startsAt.getTime() > now;
}
