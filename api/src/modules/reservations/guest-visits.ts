import { ErrorCode, formatDate, hideCpf } from '@clube/shared';
import type { EntityManager } from 'typeorm';
import { execute, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { guestVisitsPerMonth } from '../site-configuration/club-policy.js';
import type { PricedGuest } from './reservation-guests.js';
import { dateInZone } from './slots.js';
import { guestVisitsInMonth, lockGuestCpfs } from './reservations.queries.js';

/**
 * A guest's visits a month (issue 25): an outside guest (kind 'guest', by CPF) may be invited
 * to at most the settings' `guestVisitsPerMonth` reservations that occupy their slot in one
 * calendar month of the club, whoever invites them — real clubs cap how often the same
 * visitor comes in as a guest. The counts are read under a transaction lock per CPF, so two
 * hosts inviting the same person at once are counted one after the other.
 */
export const GUEST_VISITS_MSG = (cpf: string, cap: number, month: string, frees: string) =>
  `O convidado de CPF ${hideCpf(cpf) ?? ''} já tem ${cap} ${cap === 1 ? 'visita' : 'visitas'} em ${month}, o limite do clube por mês. Ele pode ser convidado de novo a partir de ${frees}.`;

/** 'yyyy-mm-01' of the month after the date's. */
const nextMonth = (date: string): string => {
  const [y, m] = date.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * 409 on the first outside guest already at the month's cap (the reservation being edited,
 * `excludeReservationId`, not counted); nothing when the club sets no cap.
 */
export async function checkGuestVisits(
  tx: EntityManager,
  guests: readonly PricedGuest[],
  startsAt: Date,
  timeZone: string,
  excludeReservationId: number | null = null,
): Promise<void> {
  const outside = guests.filter((g) => g.kind === 'guest').map((g) => g.doc);
  if (!outside.length) return;
  const cap = await guestVisitsPerMonth(tx);
  if (cap === null) return;
  await execute(tx, lockGuestCpfs, [[...new Set(outside)].sort()]);
  const date = dateInZone(startsAt, timeZone);
  const rows = await queryRows(tx, guestVisitsInMonth, [
    outside,
    date,
    timeZone,
    excludeReservationId ?? 0,
  ]);
  const full = rows.find((r) => r.visits >= cap);
  if (!full) return;
  const [y, m] = date.split('-');
  const index = guests.findIndex((g) => g.doc === full.doc);
  const message = GUEST_VISITS_MSG(full.doc, cap, `${m}/${y}`, formatDate(nextMonth(date)));
  throw new AppException(409, ErrorCode.GuestVisitsLimit, message, {
    [`invitations.${index}.doc`]: message,
  });
}
