import { useAppDispatch, type AppDispatch } from '../../../core/store-hooks';
import {
  GuestDownloads,
  saveCachedDownload,
  saveDownload,
} from '../../../shared/downloads/downloads';
import { PassImages } from '../../../shared/downloads/pass-image';
import { reservationsApi, useDownloadReservationInvitationQuery } from '../api/generated-api';

/**
 * One guest's invitation image (GET reservation-invitations/{id}/image): the image shown on
 * screen when it is there (one request for both).
 */
export function downloadInvitation(dispatch: AppDispatch, invitationId: number): Promise<void> {
  return saveCachedDownload(
    dispatch(
      reservationsApi.endpoints.downloadReservationInvitation.initiate(
        { id: invitationId },
        { subscribe: false },
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

/** The invitations of a confirmed reservation on screen: each guest's image with its QR code. */
export function ReservationPasses({
  invitations,
  label = 'Convites',
}: {
  invitations: readonly { id: number; name: string }[];
  label?: string;
}) {
  return (
    <PassImages
      passes={invitations}
      useImage={useDownloadReservationInvitationQuery}
      label={label}
    />
  );
}
