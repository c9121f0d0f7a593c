import { formatCents } from '@clube/shared';
import type { Event } from '../events/entities/event.entity.js';
import { invitationCode } from '../reservations/reservation-format.js';
import type { MemberTicketDto, TicketStatusLabel } from './dto/ticket.dto.js';
import { type Ticket, TICKET_STATUS_LABELS, TicketStatus } from './entities/ticket.entity.js';
import { effectiveTicketStatus } from './ticket-stock.js';
import { ticketCancellable, ticketCancelUntil } from './ticket-cancel-rules.js';

/**
 * A ticket as its buyer sees it (the status read now; the code once confirmed; whether and
 * until when it can be cancelled — its event's days loaded, or `event` given without them).
 */
export function toMemberTicket(
  t: Ticket,
  now: number,
  event: { id: number; title: string } | null = t.event
    ? { id: t.event.id, title: t.event.title }
    : null,
): MemberTicketDto {
  const status = effectiveTicketStatus(t, now);
  const until = t.event?.dates
    ? ticketCancelUntil(firstStart(t.event), t.event.ticketCancelHours)
    : null;
  const canCancel = ticketCancellable(t, status, until, now);
  return {
    id: t.id,
    code: status === TicketStatus.Confirmed ? invitationCode(t.id) : null,
    name: t.name,
    cpf: t.cpf,
    kind: t.kind,
    value: t.value,
    valueFormatted: formatCents(t.value),
    status: TICKET_STATUS_LABELS[status] as TicketStatusLabel,
    eventDate: t.eventDate.toISOString(),
    event,
    holdExpiresAt:
      status === TicketStatus.Pending ? (t.holdExpiresAt?.toISOString() ?? null) : null,
    canCancel,
    cancelUntil: canCancel && until ? until.toISOString() : null,
  };
}

/** The start of an event's first day (its days loaded), or null. */
/** Each day of an event in order, as the member lists show them (ISO instants). */
export function eventDays(event: Pick<Event, 'dates'>): { startsAt: string; endsAt: string }[] {
  return [...(event.dates ?? [])]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((d) => ({ startsAt: d.startsAt.toISOString(), endsAt: d.endsAt.toISOString() }));
}

export function firstStart(event: Pick<Event, 'dates'>): Date | null {
  let first: Date | null = null;
  for (const d of event.dates ?? []) if (!first || d.startsAt < first) first = d.startsAt;
  return first;
}
