import { ReservationStatus } from './entities/local-reservation.entity.js';

/**
 * How long the club keeps a guest's name and CPF — the rule, in one place, for the guests of
 * reservations (owned here) and of event tickets (`tickets/ticket-guest-retention.ts` gives its
 * columns), and for the gate's copies of them (`access-validation`). A guest is someone the
 * booking named who is not a club person (kind 'guest'; for a ticket also a staff courtesy
 * ticket without a kind). Their name and CPF are due for anonymisation:
 *  - when the booking is cancelled (at once: a cancelled booking never comes back);
 *  - when it expired unpaid, a day after its hold ran out (a late Pix can still revive an
 *    expired booking for its 2-hour lifetime plus the reconciliation's margin,
 *    `payments/acquirer/pix-lifetime.ts`);
 *  - otherwise, `GUEST_RETENTION_MONTHS` (12 by default) after the visit ended.
 * The row stays (reports and the ledger count it): the name becomes `ANONYMISED_GUEST_NAME`,
 * the CPF null. The job is `privacy/guest-retention.service.ts`.
 */

/** The name an anonymised guest keeps. */
export const ANONYMISED_GUEST_NAME = 'Convidado anonimizado';

/** The CPF the API answers for an anonymised guest (its DTOs' CPF is a string). */
export const ANONYMISED_CPF = '';

/** How long after an unpaid booking's hold ran out its guests are anonymised. */
export const EXPIRED_BOOKING_GRACE_MS = 24 * 3_600_000;

/** What the rule needs to know of one guest row. */
export interface GuestRetentionFacts {
  /** Not a club person (kind 'guest'). */
  isGuest: boolean;
  /** The booking is cancelled. */
  cancelled: boolean;
  /**
   * When the unpaid booking expires or expired: the hold's end of a Pendente or Expirada one
   * (null for a confirmed or cancelled one); the grace counts from it.
   */
  expiredAt: Date | null;
  /** When the visit ended (the reservation's end, the event's last day). */
  visitEndsAt: Date;
}

/** The last end of a visit whose guests are no longer kept at `now`: `months` before it. */
export function guestRetentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Whether a guest's name and CPF are due for anonymisation at `now` (the rule above). */
export function guestDataDue(g: GuestRetentionFacts, now: Date, months: number): boolean {
  if (!g.isGuest) return false;
  if (g.cancelled) return true;
  if (g.expiredAt && g.expiredAt.getTime() + EXPIRED_BOOKING_GRACE_MS <= now.getTime()) {
    return true;
  }
  return g.visitEndsAt.getTime() <= guestRetentionCutoff(now, months).getTime();
}

/** The same facts as SQL expressions over a statement's rows. */
export interface GuestRetentionColumns {
  isGuest: string;
  cancelled: string;
  expiredAt: string;
  visitEndsAt: string;
}

/**
 * SQL twin of `guestDataDue`, with `now` and the cutoff (`guestRetentionCutoff`) as the
 * statement's parameters named in `params` (timestamptz).
 */
export const guestDataDueSql = (
  g: GuestRetentionColumns,
  params: { now: string; cutoff: string },
): string =>
  `(${g.isGuest} AND (${g.cancelled}
     OR ${g.expiredAt} <= ${params.now}::timestamptz - interval '${EXPIRED_BOOKING_GRACE_MS / 1000} seconds'
     OR ${g.visitEndsAt} <= ${params.cutoff}::timestamptz))`;

/** SQL: a guest row (name `name`, CPF `cpf`) is already anonymised. */
export const guestAnonymisedSql = (name: string, cpf: string): string =>
  `(${name} = '${ANONYMISED_GUEST_NAME}' AND ${cpf} IS NULL)`;

/** The facts of a reservation's guest `i` of the reservation `r`. */
export const reservationGuestColumns = (i: string, r: string): GuestRetentionColumns => ({
  isGuest: `${i}.kind = 'guest'`,
  cancelled: `${r}.status = ${ReservationStatus.Cancelled}`,
  expiredAt: `(CASE WHEN ${r}.status = ${ReservationStatus.Expired}
                      THEN COALESCE(${r}.hold_expires_at, ${r}.updated_at)
                    WHEN ${r}.status = ${ReservationStatus.Pending} THEN ${r}.hold_expires_at END)`,
  visitEndsAt: `${r}.ends_at`,
});
