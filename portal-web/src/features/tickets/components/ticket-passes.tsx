import { PassImage, PassImages } from '../../../shared/downloads/pass-image';
import {
  useDownloadInvitationForMeQuery,
  useDownloadTicketForMeQuery,
  useDownloadTicketImageQuery,
} from '../api/generated-api';

/** A confirmed ticket of the member on screen: its image with the QR code. */
export function TicketPass({ id, name }: { id: number; name: string }) {
  return <PassImage id={id} name={name} useImage={useDownloadTicketImageQuery} />;
}

/** The tickets of a finished event order on screen, each under its guest's name. */
export function TicketPasses({
  tickets,
  label = 'Convites',
}: {
  tickets: readonly { id: number; name: string }[];
  label?: string;
}) {
  return <PassImages passes={tickets} useImage={useDownloadTicketImageQuery} label={label} />;
}

/** A pass another member bought naming the member or a dependent, on screen. */
export function PassForMe({
  kind,
  id,
  name,
}: {
  kind: 'ticket' | 'invitation';
  id: number;
  name: string;
}) {
  return (
    <PassImage
      id={id}
      name={name}
      useImage={kind === 'ticket' ? useDownloadTicketForMeQuery : useDownloadInvitationForMeQuery}
    />
  );
}
