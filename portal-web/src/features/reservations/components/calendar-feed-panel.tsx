import { useState } from 'react';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { LABELS, MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { sessionHandled } from '../../../core/api/member-failure';
import { useAppDispatch } from '../../../core/store-hooks';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { clubDateTime } from '../../../shared/ui/club-time';
import { Icon } from '../../../shared/ui/icon';
import { Notice } from '../../../shared/ui/notice';
import {
  reservationsApi,
  useGetMyCalendarFeedQuery,
  useRevokeMyCalendarFeedMutation,
  useRotateMyCalendarFeedMutation,
  type CalendarFeedDto,
} from '../api/generated-api';

/** Asked before 'Gerar novo endereço' replaces an address in use (ours: the spec has none). */
export const CONFIRM_ROTATE =
  'O endereço atual deixará de funcionar nas agendas que o usam. Gerar um novo endereço?';

/**
 * "Agenda no celular": the private iCal address of the member's reservations, to subscribe to
 * in the phone's calendar app. The API keeps only a hash of it, so the address shows once,
 * when it is made ('Gerar endereço' / 'Gerar novo endereço', POST associate-profile/calendar:
 * a new secret, the old address stops working, asked first when one is active), with
 * 'Copiar'; 'Desativar' (DELETE) ends it.
 */
export function CalendarFeedPanel() {
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const feed = useGetMyCalendarFeedQuery(undefined, { refetchOnMountOrArgChange: true });
  const [rotate, rotating] = useRotateMyCalendarFeedMutation();
  const [revoke, revoking] = useRevokeMyCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const active = feed.data?.active ?? false;
  const url = feed.data?.url ?? null;

  const keep = (next: CalendarFeedDto) =>
    dispatch(reservationsApi.util.upsertQueryData('getMyCalendarFeed', undefined, next));
  const run = async (change: () => Promise<CalendarFeedDto>) => {
    setConfirming(false);
    setCopied(false);
    try {
      await keep(await change());
    } catch (error) {
      const failure = readApiFailure(error);
      if (!sessionHandled(failure)) alerts.error(failure.message);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the field can be copied by hand.
      document.getElementById('calendar-feed-url')?.focus();
    }
  };

  return (
    <section className="card calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className="member-item__title">
        Agenda no celular
      </h2>
      <p className="member-item__note">
        Assine o endereço da sua agenda no aplicativo de calendário do celular (Google Agenda,
        Calendário do iPhone, Outlook) e suas reservas aparecem lá. Quem tiver o endereço vê suas
        reservas: não o compartilhe.
      </p>
      {feed.isError && !feed.data ? <Notice title={readApiFailure(feed.error).message} /> : null}
      {url ? (
        <div className="calendar-feed__url">
          <label className="visually-hidden" htmlFor="calendar-feed-url">
            Endereço da agenda
          </label>
          <input
            id="calendar-feed-url"
            className="input"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
          <Button icon={<Icon icon={CopyOutlined} />} onClick={() => void copy()}>
            {LABELS.copy}
          </Button>
        </div>
      ) : null}
      {feed.data && !url ? (
        <p className="member-item__note">
          {active
            ? `Agenda ativa desde ${clubDateTime(feed.data.createdAt ?? '')}. Por segurança o endereço só aparece quando é gerado: gere um novo para copiá-lo (o atual deixa de funcionar).`
            : 'A agenda no celular está desativada.'}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {copied ? 'Endereço copiado.' : ''}
      </p>
      {confirming ? (
        <div className="member-item__actions" role="group" aria-label="Confirmação">
          <span>{CONFIRM_ROTATE}</span>
          <Button onClick={() => setConfirming(false)}>{MSG.no}</Button>
          <Button
            variant="primary"
            loading={rotating.isLoading}
            onClick={() => void run(() => rotate().unwrap())}
          >
            {MSG.yes}
          </Button>
        </div>
      ) : feed.data ? (
        <div className="member-item__actions">
          <Button
            variant={active ? 'default' : 'primary'}
            loading={rotating.isLoading}
            onClick={() => (active ? setConfirming(true) : void run(() => rotate().unwrap()))}
          >
            {active ? 'Gerar novo endereço' : 'Gerar endereço'}
          </Button>
          {active ? (
            <Button loading={revoking.isLoading} onClick={() => void run(() => revoke().unwrap())}>
              Desativar
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
