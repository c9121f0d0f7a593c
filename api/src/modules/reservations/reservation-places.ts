import type { EntityManager } from 'typeorm';
import { ErrorCode, RecordStatus } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { Local } from '../locals/entities/local.entity.js';
import { RESERVATION_MSG as M } from './reservation-messages.js';
import type { SlotRules } from './slots.js';

/**
 * What a place's settings mean for reservations: whether members book it, how many guests it
 * takes, its slots' rules. The place's restriction (LOCAL_RESTRICTION_OPTIONS of libs/shared):
 * 1 Associados, 2 Dependentes, 3 Convidados — a guests-only place is not for members' bookings.
 */
export const RESTRICTION_GUESTS_ONLY = 3;

type PlaceFields = Pick<Local, 'reserved' | 'restriction' | 'reservationTime'>;

/** A place for guests only (members neither book it nor bring guests to it). */
export const guestsOnly = (local: Pick<Local, 'restriction'>): boolean =>
  local.restriction === RESTRICTION_GUESTS_ONLY;

/** A place members can book: open for reservations, not guests-only, with a slot length. */
export const bookable = (local: PlaceFields): boolean =>
  local.reserved && !guestsOnly(local) && local.reservationTime > 0;

/** The slots' rules of a place (with its type and interval loaded) in the club's time zone. */
export function slotRulesOf(local: Local, timeZone: string): SlotRules {
  return {
    opensAt: local.startsAt,
    closesAt: local.endsAt,
    slotMinutes: local.reservationTime,
    breakMinutes: local.reservationInterval.interval,
    horizonDays: local.localType.rescheduleInterval,
    opensForBookingHour: local.localType.bookingOpensHour,
    timeZone,
  };
}

const refused = (code: ErrorCode, message: string, field: string) =>
  AppException.badRequest(message, code, { [field]: message });

/** 400 when a guest list does not fit the place: guests-only place, or over its capacity. */
export function checkGuestsFit(local: Pick<Local, 'restriction' | 'capacity'>, guests: number) {
  if (guestsOnly(local) && guests) {
    throw refused(ErrorCode.PlaceGuestsOnly, M.guestsOnlyPlace, 'invitations');
  }
  if (guests > local.capacity) {
    throw refused(ErrorCode.GuestsOverCapacity, M.overCapacity(local.capacity), 'invitations');
  }
}

/** 400 unless members can book the place with this many guests. */
export function checkBookable(local: Local, guests: number): void {
  if (guestsOnly(local)) throw refused(ErrorCode.PlaceGuestsOnly, M.guestsOnlyPlace, 'local');
  if (!bookable(local)) throw refused(ErrorCode.PlaceNotBookable, M.notBookable, 'local');
  checkGuestsFit(local, guests);
}

/** An active place with its type and slot interval; 404 otherwise. */
export async function loadActivePlace(
  manager: EntityManager,
  where: { id: number } | { slug: string },
): Promise<Local> {
  const local = await manager.getRepository(Local).findOne({
    where: { ...where, status: RecordStatus.Active },
    relations: { localType: true, reservationInterval: true },
  });
  if (!local) throw AppException.notFound(M.localNotFound);
  return local;
}
