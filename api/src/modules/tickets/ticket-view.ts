import { formatCents } from '@clube/shared';
import type { Event } from '../events/entities/event.entity.js';
import { invitationCode } from '../reservations/reservation-format.js';
import type { MemberTicketDto, TicketStatusLabel } from './dto/ticket.dto.js';
import { type Ticket, TICKET_STATUS_LABELS, TicketStatus } from './entities/ticket.entity.js';
import { effectiveTicketStatus } from './ticket-stock.js';

/** A ticket as its buyer sees it (the status read now; the code once confirmed). */
export function toMemberTicket(
  t: Ticket,
  event: { id: number; title: string } | null,
  now: number,
): MemberTicketDto {
  const status = effectiveTicketStatus(t, now);
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
  };
}

/** The start of an event's first day (its days loaded), or null. */
export function firstStart(event: Pick<Event, 'dates'>): Date | null {
  let first: Date | null = null;
  for (const d of event.dates ?? []) if (!first || d.startsAt < first) first = d.startsAt;
  return first;
}
