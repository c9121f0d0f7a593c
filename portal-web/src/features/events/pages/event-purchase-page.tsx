import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode, isValidCpf, MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { memberFailure } from '../../../core/api/member-failure';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';
import { Skeleton } from '../../../shared/ui/skeleton';
import { GuestList } from '../../../shared/guests/guest-list';
import { guestListState, toGuests, type GuestRow } from '../../../shared/guests/guest-rules';
import {
  downloadEventTickets,
  offeredToMe,
  useCreateTicketsOrderMutation,
  useGetMyEventWaitlistQuery,
  useQuoteTicketsOrderMutation,
  type CreateTicketsOrderDto,
} from '../../tickets';
import { cartFilled } from '../../../shared/cart/cart-slice';
import { cartOf, unpaidOrderText } from '../../../shared/cart/cart-builders';
import { OrderQuoteBox, useOrderQuote } from '../../../shared/cart/order-quote';
import { useGetEventPublicQuery, type EventPublicDto } from '../api/generated-api';
import {
  eventDayText,
  salePeriodText,
  ticketsLeftText,
  withinSale,
} from '../components/event-rules';
import '../../../shared/ui/member-pages.css';
import '../components/events.css';

/** The sale is closed (the API's 409 text, shown before trying). */
export const SALE_CLOSED = 'A venda de convites deste evento não está aberta.';

/** Refusals that mean the event's stock or sale changed: the event is read again. */
const EVENT_CHANGED: ReadonlySet<string> = new Set([
  ErrorCode.TicketsSoldOut,
  ErrorCode.TicketsOnlyLeft,
  ErrorCode.TicketSaleClosed,
  ErrorCode.CpfHasTicket,
]);

/** Who pays (spec: members and dependents are free guests, up to the event's free limit). */
export function whoPaysText(
  event: Pick<EventPublicDto, 'freeLimit' | 'guestInvitePriceFormatted'>,
) {
  const price = event.guestInvitePriceFormatted;
  if (event.freeLimit <= 0) return `Cada convidado paga o preço por convidado (${price}).`;
  const free =
    event.freeLimit === 1 ? '1 convite gratuito' : `${event.freeLimit} convites gratuitos`;
  return `Associados e dependentes do clube não pagam, até ${free} por associado neste evento. Os demais convidados pagam o preço por convidado (${price}). O valor de cada convidado e o total aparecem antes da compra.`;
}

/** The event id of the address (`/associado/evento/:slug`, slug = the numeric id), or 0. */
function eventIdOf(slug: string): number {
  const id = Number(slug);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * Compra de convites (`/associado/evento/:slug`, route event-associate; login required): the
 * event, the guest rows (at most the invitations left) and 'Comprar' (POST order/tickets). A
 * free purchase downloads its invitations and goes to my invitations; a paid one fills the cart
 * and goes to the checkout.
 */
export function EventPurchasePage() {
  const { slug = '' } = useParams();
  const id = eventIdOf(slug);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const found = useGetEventPublicQuery({ id }, { skip: !id, refetchOnMountOrArgChange: true });
  const waitlist = useGetMyEventWaitlistQuery({ id }, { skip: !id });
  const [createOrder, { isLoading: sending }] = useCreateTicketsOrderMutation();
  const [rows, setRows] = useState<GuestRow[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);

  const event = found.data;
  const now = Date.now();
  const capacity = event
    ? event.numberOfTicketsForSale + offeredToMe(waitlist.data?.entry, now)
    : 0;
  const open = event ? withinSale(event, now) : false;
  const guests = guestListState(rows, capacity);
  const listReady =
    Boolean(event) && open && rows.length > 0 && rows.length <= capacity && guests.valid;
  // The price before the purchase: the API's quote of the complete list (POST order/tickets/quote).
  const [askQuote] = useQuoteTicketsOrderMutation();
  const quoteBody: CreateTicketsOrderDto | null =
    event && listReady && toGuests(rows).every((guest) => isValidCpf(guest.doc))
      ? {
          event_id: event.id,
          tickets: toGuests(rows).map((guest) => ({ name: guest.name, cpf: guest.doc })),
        }
      : null;
  const quote = useOrderQuote(
    quoteBody,
    useCallback(
      (body: CreateTicketsOrderDto) => askQuote({ createTicketsOrderDto: body }).unwrap(),
      [askQuote],
    ),
  );
  const canSubmit = listReady && !sending;

  const submit = async () => {
    if (!event || !canSubmit) return;
    setServerError(null);
    const body: CreateTicketsOrderDto = {
      event_id: event.id,
      tickets: toGuests(rows).map((guest) => ({ name: guest.name, cpf: guest.doc })),
    };
    try {
      const result = await createOrder({ createTicketsOrderDto: body }).unwrap();
      if (result.order.total === 0) {
        alerts.success(result.message);
        await downloadEventTickets(dispatch, event.id).catch(() => undefined);
        void navigate(paths.memberInvitations);
      } else {
        // Not a success yet: the spec's text, then plainly what is left to do.
        alerts.info(result.message, unpaidOrderText(result.order));
        // A paid one goes to the payment: the cart holds the order.
        dispatch(
          cartFilled(
            cartOf(result.order, {
              title: event.title,
              thumb: event.image,
              description: event.eventDates.map((day) => eventDayText(day)).join('; '),
              type: 'evento',
              extra: result.tickets.map((ticket) => ({ name: ticket.name, doc: ticket.cpf ?? '' })),
              eventDate: event.eventDates[0]?.startsAt ?? null,
              template: null,
            }),
          ),
        );
        void navigate(paths.memberCheckout);
      }
    } catch (error) {
      const failure = memberFailure(error, dispatch);
      if (!failure) return;
      setServerError(failure.message);
      // Sold out, the sale closed, a guest's CPF already has a ticket: read the event again.
      if (failure.code && EVENT_CHANGED.has(failure.code)) {
        void found.refetch();
        void waitlist.refetch();
      }
    }
  };

  if (found.isLoading) {
    return (
      <div className="reservation-page">
        <Skeleton rows={8} reserve />
      </div>
    );
  }
  if (!event) {
    const failure = found.isError ? readApiFailure(found.error) : null;
    return (
      <div className="reservation-page">
        <Notice
          title={
            failure && failure.code !== ErrorCode.NotFound ? failure.message : MSG.eventNotFound
          }
        />
      </div>
    );
  }

  return (
    <div className="reservation-page">
      <h1 className="reservation-page__title">Comprar convites: {event.title}</h1>

      <section className="card reservation-section" aria-labelledby="event-summary-title">
        <h2 id="event-summary-title" className="reservation-section__title">
          O evento
        </h2>
        <div className="event-page__summary">
          {event.image ? (
            <img
              className="reservation-space__photo"
              {...responsiveImage(event.image, CARD_SIZES)}
              alt={`Imagem de ${event.title}`}
              width={640}
              height={360}
            />
          ) : null}
          <div>
            <dl className="reservation-facts">
              <div>
                <dt>Evento</dt>
                <dd>{event.title}</dd>
              </div>
              <div>
                <dt>Local</dt>
                <dd>{event.local?.description || '—'}</dd>
              </div>
              <div>
                <dt>Preço por convidado</dt>
                <dd>{event.guestInvitePriceFormatted}</dd>
              </div>
              <div>
                <dt>Convites à venda</dt>
                <dd>{ticketsLeftText(capacity)}</dd>
              </div>
            </dl>
            <p className="member-item__note">{salePeriodText(event)}</p>
            <h3 className="reservation-when__title" id="event-days-title">
              Dias do evento
            </h3>
            <ol className="event-page__days" aria-labelledby="event-days-title">
              {event.eventDates.map((day) => (
                <li key={day.id}>{eventDayText(day)}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      {capacity <= 0 ? <Notice title={MSG.ticketsSoldOut} /> : null}
      {capacity > 0 && !open ? <Notice title={SALE_CLOSED} /> : null}

      <section className="card reservation-section" aria-labelledby="event-guests-title">
        <h2 id="event-guests-title" className="reservation-section__title">
          Convidados
        </h2>
        <GuestList
          id="event"
          rows={rows}
          onChange={(next) => {
            setRows(next);
            setServerError(null);
          }}
          capacity={capacity}
          note={whoPaysText(event)}
          disabled={sending || !open}
        />
      </section>

      <OrderQuoteBox
        id="event"
        {...quote}
        hint="Informe os convidados para ver o valor de cada um e o total."
      />
      {serverError ? <Notice title={serverError} /> : null}
      <div className="reservation-page__actions">
        <Button
          variant="primary"
          size="large"
          disabled={!canSubmit}
          loading={sending}
          onClick={() => void submit()}
        >
          Comprar
        </Button>
      </div>
    </div>
  );
}
