/**
 * The gate's rules for reservation invitations and event tickets, pure: what a check decides
 * from the invitation's or ticket's state, the place or event of the gate, the event's days
 * and the gate's clock (the club's time zone says what "a day" is). The service reads the rows
 * and writes the attempt; each refusal here carries its reason code and Portuguese text.
 * Cards are decided by the card's own rule (cards/card-verdict.ts).
 */
import { GATE_MSG, todayIso } from '@clube/shared';
import { clubDateParts } from '../reservations/reservation-format.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';

/** How early a guest may come in before the reservation's slot starts (minutes). */
export const GATE_EARLY_ENTRY_MINUTES = 30;

const MINUTE = 60_000;

/** Why an invitation or a ticket is refused (the access report's reason codes). */
export const GATE_REFUSALS = [
  'UNKNOWN_CODE',
  'OTHER_PLACE',
  'OTHER_EVENT',
  'OTHER_DAY',
  'OUTSIDE_SLOT',
  'ALREADY_USED',
  'CANCELLED',
  'UNPAID',
  'EXPIRED',
  'QR_INVALID',
] as const;
export type GateRefusal = (typeof GATE_REFUSALS)[number];

export type GateVerdict =
  | { ok: true }
  | {
      ok: false;
      reason: GateRefusal;
      message: string;
      /** When the invitation or ticket was used (ALREADY_USED). */
      usedAt?: Date;
    };

const refuse = (reason: GateRefusal, message: string, usedAt?: Date): GateVerdict => ({
  ok: false,
  reason,
  message,
  ...(usedAt ? { usedAt } : {}),
});

/** A code that names no invitation or ticket. */
export const unknownCode = (): GateVerdict => refuse('UNKNOWN_CODE', GATE_MSG.gateUnknownCode);

/**
 * A scanned QR code the club did not sign as this kind of pass: a bad signature (altered,
 * forged, another invitation's signature on this id), a card's or a ticket's token at an
 * invitation's gate (or the reverse), or no token at all.
 */
export const qrInvalid = (): GateVerdict => refuse('QR_INVALID', GATE_MSG.gateQrInvalid);

/**
 * Already used: "já utilizado às HH:mm", or "em DD/MM/AAAA às HH:mm" when used another club
 * day. Also the answer of a gate that lost the race to let the same person in.
 */
export function alreadyUsed(
  kind: 'invitation' | 'ticket',
  usedAt: Date,
  now: Date,
  timeZone: string,
): GateVerdict {
  const used = clubDateParts(usedAt, timeZone);
  const sameDay = used.date === clubDateParts(now, timeZone).date;
  const message =
    kind === 'invitation'
      ? sameDay
        ? GATE_MSG.gateInvitationUsed(used.time)
        : GATE_MSG.gateInvitationUsedOn(used.date, used.time)
      : sameDay
        ? GATE_MSG.gateTicketUsed(used.time)
        : GATE_MSG.gateTicketUsedOn(used.date, used.time);
  return refuse('ALREADY_USED', message, usedAt);
}

/** A pending hold whose time is up counts as expired, whatever a sweep did yet. */
const holdOver = (holdExpiresAt: Date | null, now: Date) =>
  holdExpiresAt !== null && holdExpiresAt.getTime() <= now.getTime();

/** A reservation's invitation as the gate reads it. */
export interface InvitationFacts {
  status: ReservationStatus;
  holdExpiresAt: Date | null;
  /** The reserved place (id and description). */
  localId: number;
  local: string;
  usedAt: Date | null;
  /** The reservation's slot. */
  startsAt: Date;
  endsAt: Date;
}

/**
 * An invitation lets its guest in once, at the reserved place, on a paid reservation, from 30
 * minutes before the slot starts until it ends.
 */
export function invitationVerdict(
  i: InvitationFacts,
  gateLocalId: number,
  now: Date,
  timeZone: string,
): GateVerdict {
  if (i.status === ReservationStatus.Cancelled) {
    return refuse('CANCELLED', GATE_MSG.gateReservationCancelled);
  }
  const pending = i.status === ReservationStatus.Pending;
  if (i.status === ReservationStatus.Expired || (pending && holdOver(i.holdExpiresAt, now))) {
    return refuse('EXPIRED', GATE_MSG.gateReservationExpired);
  }
  if (pending) return refuse('UNPAID', GATE_MSG.gateUnpaid);
  if (i.localId !== gateLocalId) return refuse('OTHER_PLACE', GATE_MSG.gateOtherPlace(i.local));
  if (i.usedAt) return alreadyUsed('invitation', i.usedAt, now, timeZone);
  const opens = i.startsAt.getTime() - GATE_EARLY_ENTRY_MINUTES * MINUTE;
  if (now.getTime() < opens || now.getTime() >= i.endsAt.getTime()) {
    const from = clubDateParts(i.startsAt, timeZone);
    const to = clubDateParts(i.endsAt, timeZone);
    if (from.date !== clubDateParts(now, timeZone).date) {
      return refuse('OTHER_DAY', GATE_MSG.gateOtherDay(from.date, from.time, to.time));
    }
    return refuse('OUTSIDE_SLOT', GATE_MSG.gateOutsideSlot(from.time, to.time));
  }
  return { ok: true };
}

/** An event ticket as the gate reads it. */
export interface TicketFacts {
  /** The ticket's event (null: a ticket of no event). */
  eventId: number | null;
  /** The event's title (else the ticket's): the reply's place. */
  place: string;
  status: TicketStatus;
  holdExpiresAt: Date | null;
  usedAt: Date | null;
}

/**
 * A ticket lets its holder in once, at its event's gate, when paid. Whether today is one of
 * the event's days is `eventDayVerdict`'s (read only for a ticket that passes these).
 */
export function ticketVerdict(
  t: TicketFacts,
  gateEventId: number,
  now: Date,
  timeZone: string,
): GateVerdict {
  if (t.eventId !== gateEventId) return refuse('OTHER_EVENT', GATE_MSG.gateOtherEvent(t.place));
  if (t.status === TicketStatus.Cancelled) return refuse('CANCELLED', GATE_MSG.gateTicketCancelled);
  const pending = t.status === TicketStatus.Pending;
  if (t.status === TicketStatus.Expired || (pending && holdOver(t.holdExpiresAt, now))) {
    return refuse('EXPIRED', GATE_MSG.gateTicketExpired);
  }
  if (pending) return refuse('UNPAID', GATE_MSG.gateUnpaid);
  if (t.usedAt) return alreadyUsed('ticket', t.usedAt, now, timeZone);
  return { ok: true };
}

/** One of an event's days: its start and end instants. */
export interface EventDay {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Today (club time zone) is one of the event's days: a day runs from the club day of its start
 * to the club day of its last instant (an end at 00:00 does not reach into the next day).
 * Otherwise the ticket is for another day: the next one, else the last one.
 */
export function eventDayVerdict(days: EventDay[], now: Date, timeZone: string): GateVerdict {
  const today = todayIso(timeZone, now);
  const isoDay = (d: Date) => todayIso(timeZone, d);
  const isToday = days.some(
    (d) => isoDay(d.startsAt) <= today && today <= isoDay(new Date(d.endsAt.getTime() - 1)),
  );
  if (isToday) return { ok: true };
  const next = days.find((d) => isoDay(d.startsAt) >= today) ?? days.at(-1);
  const date = clubDateParts(next ? next.startsAt : now, timeZone).date;
  return refuse('OTHER_DAY', GATE_MSG.gateTicketOtherDay(date));
}
