import { cartOf } from '../../../shared/cart/cart-builders';
import type { Cart } from '../../../shared/cart/cart-slice';
import { clubDate, clubTime } from '../../../shared/ui/club-time';
import type { MemberReservationDto } from '../api/generated-api';

/** The sections of my reservations (ours: the spec lists them without grouping). */
export const RESERVATION_GROUPS = [
  { key: 'upcoming', title: 'Próximas' },
  { key: 'past', title: 'Passadas' },
  { key: 'cancelled', title: 'Canceladas' },
] as const;
export type ReservationGroup = (typeof RESERVATION_GROUPS)[number]['key'];

/** A confirmed reservation whose time has gone by reads so, not 'Confirmada'. */
export const RESERVATION_DONE = 'Realizada';

type Reservation = Pick<MemberReservationDto, 'status' | 'endAt'>;

const ended = (r: Reservation, now: number) => new Date(r.endAt).getTime() <= now;

/**
 * Where a reservation goes: cancelled or expired (a hold not paid in time) under 'Canceladas',
 * one that has ended under 'Passadas', the rest (pending, confirmed) under 'Próximas'.
 */
export function reservationGroup(r: Reservation, now: number = Date.now()): ReservationGroup {
  if (r.status === 'Cancelada' || r.status === 'Expirada') return 'cancelled';
  return ended(r, now) ? 'past' : 'upcoming';
}

/** The status as the member reads it: 'Realizada' for a confirmed one that has ended. */
export function reservationStatusText(r: Reservation, now: number = Date.now()): string {
  return r.status === 'Confirmada' && ended(r, now) ? RESERVATION_DONE : r.status;
}

/** The reservations by section: upcoming soonest first, the others most recent first. */
export function groupReservations(
  list: readonly MemberReservationDto[],
  now: number = Date.now(),
): Record<ReservationGroup, MemberReservationDto[]> {
  const out: Record<ReservationGroup, MemberReservationDto[]> = {
    upcoming: [],
    past: [],
    cancelled: [],
  };
  for (const r of list) out[reservationGroup(r, now)].push(r);
  const start = (r: MemberReservationDto) => new Date(r.startAt).getTime();
  out.upcoming.sort((a, b) => start(a) - start(b));
  out.past.sort((a, b) => start(b) - start(a));
  out.cancelled.sort((a, b) => start(b) - start(a));
  return out;
}

/** A pending reservation whose payment hold still runs: it has 'Pagar'. */
export function canPayReservation(
  r: Pick<MemberReservationDto, 'status' | 'total' | 'holdExpiresAt'>,
  now: number = Date.now(),
): boolean {
  if (r.status !== 'Pendente' || r.total <= 0 || !r.holdExpiresAt) return false;
  return new Date(r.holdExpiresAt).getTime() > now;
}

/** The cart of a pending reservation's order ('Pagar'), as the reservation page builds it. */
export function cartFromReservation(r: MemberReservationDto): Cart {
  return cartOf(
    { id: r.orderId, total: r.total, expiresAt: r.holdExpiresAt },
    {
      title: r.local.description,
      thumb: null,
      description: `Reserva em ${clubDate(r.startAt)}, ${clubTime(r.startAt)} às ${clubTime(r.endAt)}`,
      type: 'reserva',
      extra: r.invitations.map((guest) => ({ name: guest.name, doc: guest.doc })),
      eventDate: r.startAt,
      template: null,
    },
  );
}
