import { CLUB_TIME_ZONE_DEFAULT, formatDate } from '@clube/shared';

/** A reservation's / guest's status and kind names as the API sends them. */
export type ReservationStatus = 'Pendente' | 'Confirmada' | 'Cancelada' | 'Expirada';
export type GuestKind = 'associate' | 'dependent' | 'guest';

/** 'Associado', 'Dependente', 'Convidado'. */
export const GUEST_KIND_LABELS: Record<GuestKind, string> = {
  associate: 'Associado',
  dependent: 'Dependente',
  guest: 'Convidado',
};

/** An empty cell (no code before the reservation is confirmed, no entry yet). */
export const NONE = '—';

const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: CLUB_TIME_ZONE_DEFAULT,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:mm' of an instant, on the club's clock. */
export function formatClock(instant: string): string {
  return clock.format(new Date(instant));
}

/** 'HH:mm às HH:mm' of a reservation's slot, on the club's clock. */
export function formatSlot(startAt: string, endAt: string): string {
  return `${formatClock(startAt)} às ${formatClock(endAt)}`;
}

/** 'DD/MM/YYYY HH:mm' of an instant on the club's clock, or '—' for none. */
export function formatMoment(instant: string | null | undefined): string {
  return instant ? `${formatDate(instant)} ${formatClock(instant)}` : NONE;
}
