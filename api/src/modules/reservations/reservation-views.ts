import { formatCents } from '@clube/shared';
import type { OrderPart } from '../orders/order-view.js';
import type {
  LocalReservationRowDto,
  MemberInvitationDto,
  MemberReservationDto,
  ReservationStatusLabel,
} from './dto/local-reservation.dto.js';
import {
  type LocalReservation,
  RESERVATION_STATUS_LABELS,
  ReservationStatus,
} from './entities/local-reservation.entity.js';
import type { ReservationInvitation } from './entities/reservation-invitation.entity.js';
import { ANONYMISED_CPF } from './guest-retention.js';
import { invitationCode } from './reservation-format.js';
import { cancelUntil, effectiveReservationStatus, guestsEditable } from './reservation-status.js';

/**
 * How a reservation reads in the API's answers (the member's, the staff's, my orders'), from a
 * row loaded with its place, order, associate and guests. Pure: `now` is given.
 */

/** Guests in the order they were added. */
const guestsOf = (r: LocalReservation): ReservationInvitation[] =>
  [...(r.invitations ?? [])].sort((a, b) => a.id - b.id);

/** The invitation codes are shown only once the reservation is Confirmada. */
const confirmedNow = (r: LocalReservation, now: number): boolean =>
  effectiveReservationStatus(r, now) === ReservationStatus.Confirmed;

export const statusLabel = (r: LocalReservation, now: number): ReservationStatusLabel =>
  RESERVATION_STATUS_LABELS[effectiveReservationStatus(r, now)] as ReservationStatusLabel;

export function toInvitation(
  i: ReservationInvitation,
  confirmed: boolean,
): MemberInvitationDto & { usedAt: string | null } {
  return {
    id: i.id,
    code: confirmed ? invitationCode(i.id) : null,
    name: i.name,
    doc: i.doc ?? ANONYMISED_CPF,
    docType: 'cpf',
    kind: i.kind,
    value: i.value,
    usedAt: i.usedAt?.toISOString() ?? null,
  };
}

/** The staff's view: every guest with the gate's use. */
export function toStaffInvitations(r: LocalReservation, now: number) {
  const confirmed = confirmedNow(r, now);
  return guestsOf(r).map((i) => toInvitation(i, confirmed));
}

/** The member's view, with what he may still do (edit the guests, cancel and until when). */
export function toMemberReservation(
  r: LocalReservation,
  cancelHours: number,
  now: number,
): MemberReservationDto {
  const status = effectiveReservationStatus(r, now);
  const until = cancelUntil(r, cancelHours, now);
  const confirmed = status === ReservationStatus.Confirmed;
  return {
    id: r.id,
    status: RESERVATION_STATUS_LABELS[status] as ReservationStatusLabel,
    startAt: r.startsAt.toISOString(),
    endAt: r.endsAt.toISOString(),
    local: { id: r.local.id, description: r.local.description, slug: r.local.slug },
    orderId: r.orderId,
    total: r.order.total,
    totalFormatted: formatCents(r.order.total),
    holdExpiresAt:
      status === ReservationStatus.Pending ? (r.holdExpiresAt?.toISOString() ?? null) : null,
    canEditGuests: guestsEditable(r, now),
    canCancel: until !== null && now < until.getTime(),
    cancelUntil: until?.toISOString() ?? null,
    capacity: r.local.capacity,
    invitations: guestsOf(r).map((i) => {
      const { usedAt: _usedAt, ...rest } = toInvitation(i, confirmed);
      return rest;
    }),
  };
}

/** A row of the staff's list. */
export function toStaffRow(
  r: LocalReservation,
  guests: number,
  now: number,
): LocalReservationRowDto {
  return {
    id: r.id,
    local: { id: r.local.id, description: r.local.description },
    associate: { id: r.associate.id, name: r.associate.name },
    startAt: r.startsAt.toISOString(),
    endAt: r.endsAt.toISOString(),
    status: statusLabel(r, now),
    numberInvitations: guests,
    total: r.order.total,
    totalFormatted: formatCents(r.order.total),
  };
}

/** The reservation part of its order in my orders. */
export function toOrderPart(r: LocalReservation, now: number): OrderPart {
  const confirmed = confirmedNow(r, now);
  return {
    product: {
      title: r.local.description,
      type: 'reserva',
      startAt: r.startsAt.toISOString(),
      endAt: r.endsAt.toISOString(),
      reservationId: r.id,
    },
    invitations: guestsOf(r).map((i) => ({
      id: i.id,
      code: confirmed ? invitationCode(i.id) : null,
      name: i.name,
      cpf: i.doc ?? ANONYMISED_CPF,
      eventDate: r.startsAt.toISOString(),
      value: i.value,
    })),
  };
}
