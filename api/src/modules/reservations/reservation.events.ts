import { IntegrationEvent } from '@clube/shared';
import { eventKind } from '../../platform/events/domain-event.js';

/**
 * What the reservations announce after their commits (platform/events): whoever acts on them
 * (the invitations' e-mail, webhooks) listens; the reservations do not know them.
 */

/** A reservation became Confirmada (free booking, guests down to free, or paid). */
export const ReservationConfirmed = eventKind<{ reservationId: number }>(
  IntegrationEvent.ReservationConfirmed,
);

/** Who cancelled a reservation. */
export type ReservationCancelledBy = 'member' | 'staff' | 'refund';

/** A reservation became Cancelada (by its member, by staff, or its money went back). */
export const ReservationCancelled = eventKind<{
  reservationId: number;
  orderId: number;
  by: ReservationCancelledBy;
}>(IntegrationEvent.ReservationCancelled);
