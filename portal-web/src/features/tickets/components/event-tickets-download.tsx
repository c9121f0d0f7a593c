import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { Button } from 'antd';
import { useAppDispatch } from '../../../core/store-hooks';
import { Icon } from '../../../shared/ui/icon';
import { useDownloadRunner } from '../../../shared/downloads/downloads';
import { useListMyEventTicketsQuery } from '../api/generated-api';
import { confirmedTickets, downloadEventTickets } from './ticket-downloads';

/**
 * The event dialog's download-invite button: the member's confirmed tickets of the event, one
 * zip (GET associate/tickets/{eventId}/zip); not shown while he has none.
 */
export function EventTicketsDownload({ eventId }: { eventId: number }) {
  const dispatch = useAppDispatch();
  const mine = useListMyEventTicketsQuery({ eventId }, { refetchOnMountOrArgChange: true });
  const { busy, run } = useDownloadRunner();
  if (confirmedTickets(mine.data ?? []).length === 0) return null;
  return (
    <Button
      icon={<Icon icon={DownloadOutlined} />}
      loading={busy === 'zip'}
      onClick={() => void run('zip', () => downloadEventTickets(dispatch, eventId))}
    >
      Baixar convites
    </Button>
  );
}
