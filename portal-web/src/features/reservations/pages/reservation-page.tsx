import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode, isValidCpf, LABELS, MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { memberFailure } from '../../../core/api/member-failure';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';
import { capacityText, pricePerGuest, restrictionText, useGetLocalPublicQuery } from '../../spaces';
import {
  useCreateLocalReservationOrderMutation,
  useGetLocalHoursValidQuery,
  useQuoteLocalReservationOrderMutation,
  type CreateLocalReservationOrderDto,
  type QuoteLocalReservationDto,
} from '../api/generated-api';
import { DateCalendar } from '../components/date-calendar';
import { GuestList } from '../../../shared/guests/guest-list';
import { guestListState, toGuests, type GuestRow } from '../../../shared/guests/guest-rules';
import { downloadReservationInvitations } from '../components/invitation-downloads';
import { SlotList, type SlotView } from '../components/slot-list';
import { cartFilled } from '../../../shared/cart/cart-slice';
import { cartOf, unpaidOrderText } from '../../../shared/cart/cart-builders';
import { OrderQuoteBox, useOrderQuote } from '../../../shared/cart/order-quote';
import { clubDate, clubTime } from '../../../shared/ui/club-time';
import '../../../shared/ui/member-pages.css';
import '../components/reservations.css';

const NOT_FOUND = 'Local não encontrado.';

/** Refusals that mean the chosen slot is no longer to be had: the slots are read again. */
const SLOT_GONE: ReadonlySet<string> = new Set([
  ErrorCode.SlotTaken,
  ErrorCode.SlotUnavailable,
  ErrorCode.PlaceNotBookable,
  ErrorCode.ReservationChanged,
  ErrorCode.ReferenceGone,
]);

/**
 * Reserva de espaço (`/associado/reserva/:slug`, route reservation-associate; login required):
 * the space, a calendar of the dates with free slots (GET locals/public/hours-valid/{slug}),
 * the slots of the chosen date, the guests (not for a 'Convidados' place) and 'Ir para
 * Pagamento' (POST order/local-reservation). A free reservation downloads its invitations and
 * the member lands on my orders; a paid one fills the cart and goes to the checkout.
 */
export function ReservationPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const space = useGetLocalPublicQuery({ slug });
  const hours = useGetLocalHoursValidQuery({ slug }, { refetchOnMountOrArgChange: true });
  const [createOrder, { isLoading: sending }] = useCreateLocalReservationOrderMutation();

  const [date, setDate] = useState<string | null>(null);
  const [chosen, setChosen] = useState<SlotView | null>(null);
  const [rows, setRows] = useState<GuestRow[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);

  const days = hours.data?.days ?? [];
  const offered = days.filter((day) => day.slots.some((slot) => !slot.reservation));
  const available = offered.map((day) => day.date);
  const shownDate = date && available.includes(date) ? date : (available[0] ?? null);
  const slots = days.find((day) => day.date === shownDate)?.slots ?? [];
  const chosenSlot =
    chosen && slots.some((slot) => slot.startTime === chosen.startTime && !slot.reservation)
      ? chosen
      : null;

  const place = space.data;
  const guestsAllowed = place ? restrictionText(place) !== LABELS.restrictionGuests : false;
  const capacity = place?.capacity ?? 0;
  const guests = guestListState(guestsAllowed ? rows : [], capacity);
  const canSubmit = Boolean(place && chosenSlot) && guests.valid && !sending;

  // The price before the booking: the API's quote of the complete list (POST
  // order/local-reservation/quote), asked again as guests are typed.
  const [askQuote] = useQuoteLocalReservationOrderMutation();
  const quoted = guestsAllowed ? toGuests(rows) : [];
  const quoteBody: QuoteLocalReservationDto | null =
    place && guests.valid && quoted.every((guest) => isValidCpf(guest.doc))
      ? { local: place.id, invitations: quoted }
      : null;
  const quote = useOrderQuote(
    quoteBody,
    useCallback(
      (body: QuoteLocalReservationDto) => askQuote({ quoteLocalReservationDto: body }).unwrap(),
      [askQuote],
    ),
  );

  const chooseDate = (next: string) => {
    setDate(next);
    setChosen(null);
    setServerError(null);
  };
  const chooseSlot = (slot: SlotView) => {
    setChosen(slot);
    setServerError(null);
  };

  const submit = async () => {
    if (!place || !chosenSlot || !guests.valid) return;
    setServerError(null);
    const invitations = guestsAllowed ? toGuests(rows) : [];
    const body: CreateLocalReservationOrderDto = {
      local: place.id,
      startAt: chosenSlot.startTime,
      endAt: chosenSlot.endTime,
      invitations: invitations.length > 0 ? invitations : null,
      status: 'Pendente',
    };
    try {
      const result = await createOrder({ createLocalReservationOrderDto: body }).unwrap();
      if (result.order.total === 0) {
        alerts.success(result.message);
        await downloadReservationInvitations(dispatch, result.localReservation).catch(
          () => undefined,
        );
        void navigate(paths.memberOrders);
        return;
      }
      // Not a success yet: the spec's text, then plainly what is left to do.
      alerts.info(result.message, unpaidOrderText(result.order));
      // A paid one goes to the payment: the cart holds the order (spec §4 Reservation flow).
      const reservation = result.localReservation;
      dispatch(
        cartFilled(
          cartOf(result.order, {
            title: place.description,
            thumb: place.gallery?.[0] ?? null,
            description: `Reserva em ${clubDate(reservation.startAt)}, ${clubTime(reservation.startAt)} às ${clubTime(reservation.endAt)}`,
            type: 'reserva',
            extra: reservation.invitations.map((guest) => ({ name: guest.name, doc: guest.doc })),
            eventDate: reservation.startAt,
            template: null,
          }),
        ),
      );
      void navigate(paths.memberCheckout);
    } catch (error) {
      const failure = memberFailure(error, dispatch);
      if (!failure) return;
      setServerError(failure.message);
      // The slot was taken meanwhile (or the place changed): choose again among fresh slots.
      if (failure.code && SLOT_GONE.has(failure.code)) {
        setChosen(null);
        void hours.refetch();
      }
    }
  };

  if (space.isLoading) {
    return (
      <div className="reservation-page">
        <Skeleton rows={8} reserve />
      </div>
    );
  }
  if (!place) {
    return (
      <div className="reservation-page">
        <Notice
          title={
            space.isError && readApiFailure(space.error).code !== ErrorCode.NotFound
              ? readApiFailure(space.error).message
              : NOT_FOUND
          }
        />
      </div>
    );
  }

  const photo = place.gallery?.[0];
  return (
    <div className="reservation-page">
      <h1 className="reservation-page__title">Reservar {place.description}</h1>

      <section className="card reservation-section" aria-labelledby="reservation-space-title">
        <h2 id="reservation-space-title" className="reservation-section__title">
          O espaço
        </h2>
        <div className="reservation-space">
          {photo ? (
            <img
              className="reservation-space__photo"
              {...responsiveImage(photo, CARD_SIZES)}
              alt={`Foto de ${place.description}`}
              width={640}
              height={360}
            />
          ) : null}
          <dl className="reservation-facts">
            <div>
              <dt>Espaço</dt>
              <dd>{place.description}</dd>
            </div>
            <div>
              <dt>Tipo de local</dt>
              <dd>{place.localType?.description || '—'}</dd>
            </div>
            <div>
              <dt>Capacidade</dt>
              <dd>{capacityText(place.capacity)}</dd>
            </div>
            <div>
              <dt>Preço por convidado</dt>
              <dd>{pricePerGuest(place)}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="card reservation-section" aria-labelledby="reservation-date-title">
        <h2 id="reservation-date-title" className="reservation-section__title">
          Data e horário
        </h2>
        {hours.isLoading ? <Skeleton rows={4} /> : null}
        {hours.isError && !hours.data ? (
          <Notice
            title={readApiFailure(hours.error).message}
            action={<Button onClick={() => void hours.refetch()}>Tentar novamente</Button>}
          />
        ) : null}
        {hours.data && available.length === 0 ? <Notice title={MSG.noValidHours} /> : null}
        {available.length > 0 && shownDate ? (
          <div className="reservation-when">
            <div>
              <h3 id="reservation-calendar-title" className="reservation-when__title">
                Escolha a data
              </h3>
              <DateCalendar
                available={available}
                value={shownDate}
                onChange={chooseDate}
                labelledBy="reservation-calendar-title"
              />
            </div>
            <div>
              <h3 id="reservation-slots-title" className="reservation-when__title">
                Horários de {shownDate.split('-').reverse().join('/')}
              </h3>
              <SlotList
                slots={slots}
                chosen={chosenSlot?.startTime ?? null}
                onChoose={chooseSlot}
                labelledBy="reservation-slots-title"
              />
            </div>
          </div>
        ) : null}
      </section>

      {guestsAllowed ? (
        <section className="card reservation-section" aria-labelledby="reservation-guests-title">
          <h2 id="reservation-guests-title" className="reservation-section__title">
            Convidados
          </h2>
          <GuestList
            id="reservation"
            rows={rows}
            onChange={(next) => {
              setRows(next);
              setServerError(null);
            }}
            capacity={capacity}
            price={pricePerGuest(place)}
            disabled={sending}
          />
        </section>
      ) : null}

      <OrderQuoteBox
        id="reservation"
        {...quote}
        hint="Informe os convidados para ver o valor de cada um e o total."
        note="A sua presença como associado não é cobrada."
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
          {LABELS.goToPayment}
        </Button>
      </div>
    </div>
  );
}
