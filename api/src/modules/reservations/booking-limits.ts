import { ErrorCode, formatDateTime } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import type { LocalType } from '../local-types/entities/local-type.entity.js';

/**
 * Fair use of a place type (issue 25): how many active future reservations of the type a
 * family may hold, and how many on one date. A family is an associate (dependents book through
 * their associate); counted are the reservations that occupy their slot (`occupiesSlotSql`),
 * the new one's own date in the club's time zone. The counts are read under the family's row
 * lock (`lockFamily`), so two sessions of one family booking at once are decided one after
 * the other. The booking hour of a date is the slot rules' (`slots.ts`, `bookingOpensAt`).
 */
export type BookingLimits = Pick<LocalType, 'maxActivePerFamily' | 'maxPerFamilyPerDay'>;

/** What the family holds of the type now (a row of `familyBookingsOfType`). */
export interface FamilyBookings {
  /** Active reservations of the type not yet ended. */
  active: number;
  /** Active reservations of the type on the new booking's date. */
  sameDay: number;
  /** When the first of the active ones ends (frees a place under the limit). */
  nextEndsAt: Date | null;
}

export const BOOKING_LIMIT_MSG = {
  active: (n: number, type: string, frees: string | null) =>
    `Limite de ${n} ${n === 1 ? 'reserva futura ativa' : 'reservas futuras ativas'} de ${type} por família atingido.` +
    (frees
      ? ` Uma nova reserva fica possível quando uma delas terminar (a próxima termina em ${frees}) ou for cancelada.`
      : ''),
  sameDay: (n: number, type: string, date: string) =>
    `Limite de ${n} ${n === 1 ? 'reserva' : 'reservas'} de ${type} por família no mesmo dia (${date}) atingido. Escolha outra data.`,
  notOpenYet: (date: string, opens: string) =>
    `As reservas para ${date} abrem em ${opens}. Até lá, escolha uma data mais próxima.`,
} as const;

/** Null when the family may book one more of the type on that date; else the 409 that says why. */
export function bookingLimitRefusal(
  limits: BookingLimits,
  held: FamilyBookings,
  type: string,
  dateLabel: string,
  timeZone: string,
): AppException | null {
  if (limits.maxActivePerFamily !== null && held.active >= limits.maxActivePerFamily) {
    const frees = held.nextEndsAt ? formatDateTime(held.nextEndsAt, timeZone).slice(0, 16) : null;
    return AppException.conflict(
      BOOKING_LIMIT_MSG.active(limits.maxActivePerFamily, type, frees),
      ErrorCode.BookingLimitReached,
    );
  }
  if (limits.maxPerFamilyPerDay !== null && held.sameDay >= limits.maxPerFamilyPerDay) {
    return AppException.conflict(
      BOOKING_LIMIT_MSG.sameDay(limits.maxPerFamilyPerDay, type, dateLabel),
      ErrorCode.BookingLimitReached,
    );
  }
  return null;
}
