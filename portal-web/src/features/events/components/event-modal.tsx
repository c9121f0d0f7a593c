import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Modal } from 'antd';
import { LABELS, MSG } from '@clube/shared';
import { paths } from '../../../core/paths';
import type { ReturnState } from '../../../shared/guards/require-member';
import { htmlToText } from '../../../shared/ui/html-text';
import { PhotoCarousel } from '../../../shared/ui/photo-carousel';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { EventTicketsDownload, EventWaitlist } from '../../tickets';
import type { EventPublicDto } from '../api/generated-api';
import {
  canBuyTickets,
  EVENT_PARAM,
  eventDayText,
  eventPhotos,
  isSoldOut,
  salePeriodText,
} from './event-rules';

/** The buy rule reads the clock: it is read again this often while the dialog is open. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface EventModalProps {
  event: EventPublicDto | null;
  /** A member is signed in (the session slice). */
  memberSignedIn: boolean;
  onBuy: (event: EventPublicDto) => void;
  onClose: () => void;
}

/**
 * An event's dialog (spec "Events list and event dialog"): title and sale period, the image and
 * gallery, description, observations, invitations for sale, price per guest, the event days;
 * 'Comprar convite' under the spec's three conditions (event-rules.ts), the member's download
 * of his confirmed tickets, and at 0 'Venda de convite esgotada' with the waitlist.
 */
export function EventModal({ event, memberSignedIn, onBuy, onClose }: EventModalProps) {
  const now = useNow();
  const buyable = event ? canBuyTickets(event, memberSignedIn, now) : false;
  const soldOut = event ? isSoldOut(event) : false;
  const loginState: ReturnState | undefined = event
    ? { from: { pathname: paths.events, search: `?${EVENT_PARAM}=${event.id}` } }
    : undefined;
  return (
    <Modal
      open={Boolean(event)}
      title={event?.title}
      onCancel={onClose}
      width={760}
      centered
      destroyOnHidden
      footer={
        <>
          {event && memberSignedIn ? <EventTicketsDownload eventId={event.id} /> : null}
          {event && buyable ? (
            <Button type="primary" onClick={() => onBuy(event)}>
              Comprar convite
            </Button>
          ) : null}
          <Button onClick={onClose}>{LABELS.close}</Button>
        </>
      }
    >
      {event ? (
        <div className="event-modal">
          <p className="event-modal__sale">{salePeriodText(event)}</p>
          <PhotoCarousel photos={eventPhotos(event)} name={event.title} />
          {soldOut ? (
            <div className="event-modal__sold-out">
              <p className="event-modal__sold-out-text">{MSG.ticketsSoldOut}</p>
              {memberSignedIn ? (
                <EventWaitlist eventId={event.id} onBuy={() => onBuy(event)} />
              ) : (
                <p className="event-modal__sign-in">
                  <Link to={paths.memberLogin} state={loginState}>
                    Entre como associado
                  </Link>{' '}
                  para entrar na fila de espera.
                </p>
              )}
            </div>
          ) : null}
          <section>
            <h3>Descrição</h3>
            <SafeHtml className="rich-text" html={event.description} />
          </section>
          {htmlToText(event.observations) ? (
            <section>
              <h3>Observações</h3>
              <SafeHtml className="rich-text" html={event.observations} />
            </section>
          ) : null}
          <dl className="event-modal__facts">
            <div>
              <dt>Convites à venda</dt>
              <dd>{event.numberOfTicketsForSale}</dd>
            </div>
            <div>
              <dt>Preço por convidado</dt>
              <dd>{event.guestInvitePriceFormatted}</dd>
            </div>
            <div>
              <dt>Local</dt>
              <dd>{event.local?.description || '—'}</dd>
            </div>
          </dl>
          <section>
            <h3 id={`event-${event.id}-days`}>Dias do evento</h3>
            <ol className="event-modal__days" aria-labelledby={`event-${event.id}-days`}>
              {event.eventDates.map((day) => (
                <li key={day.id}>{eventDayText(day)}</li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
