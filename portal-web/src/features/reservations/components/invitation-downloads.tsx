import { useAppDispatch, type AppDispatch } from '../../../core/store-hooks';
import { GuestDownloads, saveDownload } from '../../../shared/downloads/downloads';
import { reservationsApi } from '../api/generated-api';

/** One guest's invitation image (GET reservation-invitations/{id}/image). */
export function downloadInvitation(dispatch: AppDispatch, invitationId: number): Promise<void> {
  return saveDownload(
    dispatch(
      reservationsApi.endpoints.downloadReservationInvitation.initiate(
        { id: invitationId },
        { forceRefetch: true, subscribe: false },
      ),
    ),
  );
}

/** Every invitation of a reservation, one zip (GET local-reservations-associate/{id}/invitations). */
export function downloadReservationInvitations(
  dispatch: AppDispatch,
  reservation: { id: number; invitations: readonly unknown[] },
): Promise<void> {
  if (reservation.invitations.length === 0) return Promise.resolve();
  return saveDownload(
    dispatch(
      reservationsApi.endpoints.downloadMyReservationInvitations.initiate(
        { id: reservation.id },
        { forceRefetch: true, subscribe: false },
      ),
    ),
  );
}

interface InvitationDownloadsProps {
  reservationId: number;
  invitations: readonly { id: number; name: string }[];
}

/** The invitation downloads of a confirmed reservation or a finished reservation order. */
export function InvitationDownloads({ reservationId, invitations }: InvitationDownloadsProps) {
  const dispatch = useAppDispatch();
  return (
    <GuestDownloads
      invitations={invitations}
      downloadOne={(id) => downloadInvitation(dispatch, id)}
      downloadAll={() =>
        downloadReservationInvitations(dispatch, { id: reservationId, invitations })
      }
    />
  );
}
