import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LABELS, MSG } from '@clube/shared';
import { to } from '../../../core/paths';
import { selectIsSignedIn } from '../../../core/session/session-slice';
import { lazyAntd, useOpenedOnce } from '../../../shared/antd/lazy-antd';
import { Button } from '../../../shared/ui/button';
import { clubDate } from '../../../shared/ui/club-time';
import { Notice } from '../../../shared/ui/notice';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';
import { Skeleton } from '../../../shared/ui/skeleton';
import {
  useGetEventPublicQuery,
  useListEventsPublicQuery,
  type EventPublicDto,
} from '../api/generated-api';
import { EVENT_PARAM, firstDay } from '../components/event-rules';
import '../../../shared/ui/content.css';
import '../components/events.css';

/** Seconds a kept copy of the list is shown without asking the API again (first paint's fits). */
const LIST_MAX_AGE_S = 30;

// The dialog (Ant Design's Modal) is fetched on the first 'Ver mais', not with the page.
const EventModal = lazyAntd(async () => (await import('../components/event-modal')).EventModal);

function EventCard({ event, onMore }: { event: EventPublicDto; onMore: () => void }) {
  const day = firstDay(event);
  return (
    <article className="content-card">
      {event.image ? (
        <img
          className="content-card__image"
          {...responsiveImage(event.image, CARD_SIZES)}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
        />
      ) : null}
      <div className="content-card__body">
        <h2 className="content-card__title">{event.title}</h2>
        {day ? <p className="content-card__meta">{clubDate(day)}</p> : null}
        <div className="content-card__actions">
          <Button
            variant="primary"
            onClick={onMore}
            aria-label={`${LABELS.seeMore}: ${event.title}`}
          >
            {LABELS.seeMore}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The event id of the address, or null (absent or not a positive whole number). */
function eventIdOf(value: string | null): number | null {
  const id = Number(value?.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Eventos (`/eventos`): a card per open event (image, title, first day); 'Ver mais' opens its
 * dialog and puts `?evento=<id>` in the address, so the dialog can be shared and reopened.
 */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const memberSignedIn = useSelector(selectIsSignedIn);
  const asked = params.get(EVENT_PARAM);
  const id = eventIdOf(asked);

  // The invitations left change with every sale: a copy older than this is asked for again.
  const list = useListEventsPublicQuery(undefined, { refetchOnMountOrArgChange: LIST_MAX_AGE_S });
  const fromList = id ? list.data?.find((event) => event.id === id) : undefined;
  // An event the list does not hold (yet): asked for on its own, so a deep link opens at once.
  const direct = useGetEventPublicQuery(
    { id: id ?? 0 },
    { skip: !id || Boolean(fromList) || list.isLoading },
  );
  const shown = id ? (fromList ?? direct.data ?? null) : null;
  const modalUsed = useOpenedOnce(shown !== null);
  const notFound = asked !== null && (!id || (!fromList && direct.isError));

  const open = (event: EventPublicDto) =>
    setParams({ [EVENT_PARAM]: String(event.id) }, { replace: true });
  const close = () => setParams({}, { replace: true });
  const buy = (event: EventPublicDto) => navigate(to.memberEvent(event.id));

  const events = list.data ?? [];
  return (
    <div className="events">
      <h1 className="content-page__title">Eventos</h1>
      {notFound ? <Notice title={MSG.eventNotFound} /> : null}
      {list.isLoading ? <Skeleton rows={4} reserve /> : null}
      {list.isError ? <Notice title="Não foi possível carregar os eventos." /> : null}
      {list.isSuccess && events.length === 0 ? (
        <p className="content-empty">Nenhum evento encontrado.</p>
      ) : null}
      {events.length > 0 ? (
        <ul className="content-grid" aria-label="Eventos">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} onMore={() => open(event)} />
            </li>
          ))}
        </ul>
      ) : null}

      {modalUsed ? (
        <Suspense fallback={null}>
          <EventModal event={shown} memberSignedIn={memberSignedIn} onBuy={buy} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
