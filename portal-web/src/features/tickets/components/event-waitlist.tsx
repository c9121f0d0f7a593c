import { useState } from 'react';
import { Button } from 'antd';
import { readApiFailure } from '@clube/shared/web';
import { useAppDispatch } from '../../../core/store-hooks';
import { memberFailure } from '../../../core/api/member-failure';
import { Notice } from '../../../shared/ui/notice';
import {
  useGetMyEventWaitlistQuery,
  useJoinEventWaitlistMutation,
  useLeaveEventWaitlistMutation,
} from '../api/generated-api';
import {
  WAITLIST_OFFERED,
  WAITLIST_QUANTITY_MAX,
  waitlistOfferText,
  waitlistPositionText,
} from './waitlist-rules';

const QUANTITIES = Array.from({ length: WAITLIST_QUANTITY_MAX }, (_, index) => index + 1);

interface EventWaitlistProps {
  eventId: number;
  /** Opens the purchase page (an offer of the waitlist is bought there). */
  onBuy: () => void;
}

/**
 * The waitlist of a sold-out event, for a signed-in member: out of line, a quantity (1 to 10)
 * and 'Entrar na fila de espera'; in line, 'Você está na posição N da fila de espera.' and
 * 'Sair da fila'; with an offer (tickets came back), until when they are kept and
 * 'Comprar convite'.
 */
export function EventWaitlist({ eventId, onBuy }: EventWaitlistProps) {
  const dispatch = useAppDispatch();
  const mine = useGetMyEventWaitlistQuery({ id: eventId }, { refetchOnMountOrArgChange: true });
  const [join, joining] = useJoinEventWaitlistMutation();
  const [leave, leaving] = useLeaveEventWaitlistMutation();
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const entry = mine.data?.entry ?? null;
  const busy = joining.isLoading || leaving.isLoading || mine.isFetching;

  const send = async (request: () => Promise<unknown>) => {
    setError(null);
    try {
      await request();
    } catch (error) {
      const failure = memberFailure(error, dispatch);
      if (!failure) return;
      setError(failure.message);
    }
    void mine.refetch();
  };

  if (mine.isLoading) return null;
  if (mine.isError && !mine.data) {
    return <Notice title={readApiFailure(mine.error).message} />;
  }

  const offered =
    entry?.status === WAITLIST_OFFERED && entry.offerExpiresAt ? entry.offerExpiresAt : null;
  return (
    <section className="event-waitlist" aria-label="Fila de espera">
      {entry ? (
        <>
          {offered ? (
            <p className="event-waitlist__text">
              {waitlistOfferText(entry.offeredQuantity ?? entry.quantity, offered)}
            </p>
          ) : (
            <p className="event-waitlist__text">{waitlistPositionText(entry.position)}</p>
          )}
          <div className="event-waitlist__actions">
            {offered ? (
              <Button type="primary" onClick={onBuy}>
                Comprar convite
              </Button>
            ) : null}
            <Button
              loading={leaving.isLoading}
              disabled={busy}
              onClick={() => void send(() => leave({ id: eventId }).unwrap())}
            >
              Sair da fila
            </Button>
          </div>
        </>
      ) : (
        <div className="event-waitlist__join">
          <div className="field">
            <label className="field__label" htmlFor={`waitlist-${eventId}-quantity`}>
              Quantidade de convites
            </label>
            <select
              id={`waitlist-${eventId}-quantity`}
              className="input event-waitlist__quantity"
              value={quantity}
              disabled={busy}
              onChange={(event) => setQuantity(Number(event.target.value))}
            >
              {QUANTITIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="primary"
            loading={joining.isLoading}
            disabled={busy}
            onClick={() =>
              void send(() => join({ id: eventId, joinWaitlistDto: { quantity } }).unwrap())
            }
          >
            Entrar na fila de espera
          </Button>
        </div>
      )}
      {error ? <Notice title={error} /> : null}
    </section>
  );
}
