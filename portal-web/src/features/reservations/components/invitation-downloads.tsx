import { useState } from 'react';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { MSG } from '@clube/shared';
import { isDownloadedFile, readApiFailure, saveDownloadedFile } from '@clube/shared/web';
import type { AppDispatch } from '../../../app/store';
import { useAppDispatch } from '../../../app/store';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { reservationsApi } from '../api/generated-api';

/** Up to this many invitations get a button each; above it one 'Baixar todos' (spec). */
export const PER_GUEST_DOWNLOADS_MAX = 2;

/** Saves the file a download query brings (a blob with its name). */
export async function saveDownload(request: { unwrap: () => Promise<unknown> }): Promise<void> {
  const file = await request.unwrap();
  if (!isDownloadedFile(file)) throw new Error('not a file');
  saveDownloadedFile(file);
}

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

/**
 * Runs a download with the spec's feedback: 'Download realizado com sucesso!' when the file is
 * saved, the server's message in an alert when it fails; `busy` names the running one.
 */
export function useDownloadRunner() {
  const alerts = useAlerts();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, download: () => Promise<void>) => {
    setBusy(key);
    try {
      await download();
      alerts.success(MSG.downloadSuccess);
    } catch (error) {
      alerts.error(readApiFailure(error).message);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

interface GuestDownloadsProps {
  invitations: readonly { id: number; name: string }[];
  /** One guest's invitation image. */
  downloadOne: (invitationId: number) => Promise<void>;
  /** Every invitation, one zip. */
  downloadAll: () => Promise<void>;
}

/**
 * The spec's download rule of an order's invitations ("My orders"): a button per guest for 2
 * invitations or fewer, one 'Baixar todos' (a zip) above 2. The calls are the caller's (a
 * reservation's invitations, an event's tickets).
 */
export function GuestDownloads({ invitations, downloadOne, downloadAll }: GuestDownloadsProps) {
  const { busy, run } = useDownloadRunner();
  if (invitations.length === 0) return null;
  if (invitations.length > PER_GUEST_DOWNLOADS_MAX) {
    return (
      <Button
        icon={<Icon icon={DownloadOutlined} />}
        loading={busy === 'all'}
        onClick={() => void run('all', downloadAll)}
      >
        Baixar todos
      </Button>
    );
  }
  return (
    <>
      {invitations.map((invitation) => (
        <Button
          key={invitation.id}
          icon={<Icon icon={DownloadOutlined} />}
          loading={busy === String(invitation.id)}
          onClick={() => void run(String(invitation.id), () => downloadOne(invitation.id))}
        >
          Baixar convite de {invitation.name}
        </Button>
      ))}
    </>
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
