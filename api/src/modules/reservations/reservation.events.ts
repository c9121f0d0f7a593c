import { eventKind } from '../../platform/events/domain-event.js';

/**
 * What the reservations announce after their commits (platform/events): whoever acts on them
 * (the invitations' e-mail, webhooks) listens; the reservations do not know them.
 */

/** A reservation became Confirmada (free booking, guests down to free, or paid). */
export const ReservationConfirmed = eventKind<{ reservationId: number }>('reservation.confirmed');
