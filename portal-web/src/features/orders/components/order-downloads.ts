import type { AppDispatch } from '../../../core/store-hooks';
import { downloadReservationInvitations } from '../../reservations';
import { downloadEventTickets } from '../../tickets';
import type { OrderDto } from '../api/generated-api';
import { isEventOrder } from './order-rules';

/**
 * Every invitation of a paid order, as the free purchases download theirs: an event's the zip of
 * the member's tickets of the event, a reservation's the zip of its invitations (none: nothing).
 */
export function downloadOrderInvitations(dispatch: AppDispatch, order: OrderDto): Promise<void> {
  const { eventId, reservationId } = order.product;
  if (isEventOrder(order)) {
    return eventId ? downloadEventTickets(dispatch, eventId) : Promise.resolve();
  }
  if (!reservationId) return Promise.resolve();
  return downloadReservationInvitations(dispatch, {
    id: reservationId,
    invitations: order.invitations,
  });
}
