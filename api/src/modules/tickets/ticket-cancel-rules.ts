import { TicketStatus } from './entities/ticket.entity.js';

const HOUR_MS = 3_600_000;

/**
 * Until when a member may cancel a ticket and get its money back: the event's
 * `ticket_cancel_hours` (48 by default, staff change it per event) before its first day
 * starts. Null when the event has no dates.
 */
export function ticketCancelUntil(first: Date | null, cancelHours: number): Date | null {
  return first ? new Date(first.getTime() - cancelHours * HOUR_MS) : null;
}

/**
 * A member's ticket can be cancelled now: bought (it has an order), Confirmado or Pendente
 * (read now), not used at the gate, and before `until`.
 */
export function ticketCancellable(
  t: { orderId?: number | null; usedAt?: Date | null },
  status: TicketStatus,
  until: Date | null,
  now: number,
): boolean {
  return (
    t.orderId != null &&
    !t.usedAt &&
    (status === TicketStatus.Confirmed || status === TicketStatus.Pending) &&
    until !== null &&
    now < until.getTime()
  );
}
