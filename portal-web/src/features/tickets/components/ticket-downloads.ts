import type { AppDispatch } from '../../../core/store-hooks';
import { saveCachedDownload, saveDownload } from '../../../shared/downloads/downloads';
import { ticketsApi } from '../api/generated-api';

/** A ticket's status when it may be downloaded (and has its '000'+id code). */
export const TICKET_CONFIRMED = 'Confirmado';

/**
 * One confirmed ticket of the member, as an image (GET tickets/{id}/image): the image shown on
 * screen when it is there (one request for both).
 */
export function downloadTicket(dispatch: AppDispatch, ticketId: number): Promise<void> {
  return saveCachedDownload(
    dispatch(
      ticketsApi.endpoints.downloadTicketImage.initiate({ id: ticketId }, { subscribe: false }),
    ),
  );
}

/** The member's confirmed tickets of an event, one zip (GET associate/tickets/{eventId}/zip). */
export function downloadEventTickets(dispatch: AppDispatch, eventId: number): Promise<void> {
  return saveDownload(
    dispatch(
      ticketsApi.endpoints.downloadMyEventTickets.initiate(
        { eventId },
        { forceRefetch: true, subscribe: false },
      ),
    ),
  );
}

/** The tickets that may be downloaded. */
export function confirmedTickets<T extends { status: string }>(tickets: readonly T[]): T[] {
  return tickets.filter((ticket) => ticket.status === TICKET_CONFIRMED);
}

/** A pass another member bought naming the member or a dependent, as an image. */
export function downloadPassForMe(
  dispatch: AppDispatch,
  kind: 'ticket' | 'invitation',
  id: number,
): Promise<void> {
  const endpoint =
    kind === 'ticket'
      ? ticketsApi.endpoints.downloadTicketForMe
      : ticketsApi.endpoints.downloadInvitationForMe;
  return saveCachedDownload(dispatch(endpoint.initiate({ id }, { subscribe: false })));
}
