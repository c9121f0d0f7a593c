import { useState } from 'react';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { MSG } from '@clube/shared';
import {
  isDownloadedFile,
  offerDownloadedFile,
  readApiFailure,
  saveDownloadedFile,
} from '@clube/shared/web';
import { useAlerts } from '../ui/alerts';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';

/** Up to this many invitations get a button each; above it one 'Baixar todos' (spec). */
export const PER_GUEST_DOWNLOADS_MAX = 2;

/**
 * Saves a file the query cache keeps (an invitation's image, shown on screen as well): its URL
 * stays valid for the picture, so it is not revoked here. Asked without `forceRefetch`, such a
 * download reuses the image already brought.
 */
export async function saveCachedDownload(request: {
  unwrap: () => Promise<unknown>;
}): Promise<void> {
  const file = await request.unwrap();
  if (!isDownloadedFile(file)) throw new Error('not a file');
  offerDownloadedFile(file);
}

/** Saves the file a download query brings (a blob with its name). */
export async function saveDownload(request: { unwrap: () => Promise<unknown> }): Promise<void> {
  const file = await request.unwrap();
  if (!isDownloadedFile(file)) throw new Error('not a file');
  saveDownloadedFile(file);
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
