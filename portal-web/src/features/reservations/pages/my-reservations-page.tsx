import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { lazyAntd, useOpenedOnce } from '../../../shared/antd/lazy-antd';
import { Button } from '../../../shared/ui/button';
import { clubDate, clubDateTime, clubTime } from '../../../shared/ui/club-time';
import { MemberListState } from '../../../shared/ui/member-list-state';
import {
  reservationsApi,
  useListMyLocalReservationsQuery,
  type MemberReservationDto,
} from '../api/generated-api';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';
import { InvitationDownloads, ReservationPasses } from '../components/invitation-downloads';
import {
  canPayReservation,
  cartFromReservation,
  groupReservations,
  RESERVATION_GROUPS,
  reservationStatusText,
  type ReservationGroup,
} from '../components/reservation-groups';
import { cartFilled } from '../../../shared/cart/cart-slice';
import '../../../shared/ui/member-pages.css';
import '../components/reservations.css';

// The dialogs (Ant Design's Modal) are fetched when first opened, not with the page.
const EditGuestsDialog = lazyAntd(
  async () => (await import('../components/reservation-dialogs')).EditGuestsDialog,
);
const CancelReservationDialog = lazyAntd(
  async () => (await import('../components/reservation-dialogs')).CancelReservationDialog,
);

/** 'Cancelamento possível até DD/MM/AAAA HH:mm'. */
export const cancelUntilText = (iso: string) => `Cancelamento possível até ${clubDateTime(iso)}`;

function ReservationItem({
  reservation,
  group,
  onEdit,
  onCancel,
  onPay,
}: {
  reservation: MemberReservationDto;
  group: ReservationGroup;
  onEdit: () => void;
  onCancel: () => void;
  onPay: () => void;
}) {
  const guests = reservation.invitations.length;
  const confirmed = reservation.status === 'Confirmada';
  const titleId = `reservation-${reservation.id}-title`;
  return (
    <li>
      <article className="card" aria-labelledby={titleId}>
        <h2 id={titleId} className="member-item__title">
          {reservation.local.description}
        </h2>
        <dl className="member-facts">
          <div>
            <dt>Data</dt>
            <dd>{clubDate(reservation.startAt)}</dd>
          </div>
          <div>
            <dt>Horário</dt>
            <dd>
              {clubTime(reservation.startAt)} às {clubTime(reservation.endAt)}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{reservationStatusText(reservation)}</dd>
          </div>
          <div>
            <dt>Convidados</dt>
            <dd>{guests}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{reservation.totalFormatted}</dd>
          </div>
        </dl>
        {reservation.status === 'Pendente' && reservation.holdExpiresAt ? (
          <p className="member-item__note">
            Pague até {clubTime(reservation.holdExpiresAt)} em{' '}
            <Link to={paths.memberOrders}>Meus pedidos</Link>.
          </p>
        ) : null}
        {reservation.canCancel && reservation.cancelUntil ? (
          <p className="member-item__note">{cancelUntilText(reservation.cancelUntil)}</p>
        ) : null}
        {confirmed && group === 'upcoming' ? (
          <ReservationPasses
            invitations={reservation.invitations}
            label={`Convites: ${reservation.local.description}`}
          />
        ) : null}
        <div className="member-item__actions">
          {canPayReservation(reservation) ? (
            <Button
              variant="primary"
              onClick={onPay}
              aria-label={`Pagar a reserva: ${reservation.local.description}`}
            >
              Pagar
            </Button>
          ) : null}
          {reservation.canEditGuests ? <Button onClick={onEdit}>Editar convidados</Button> : null}
          {reservation.canCancel ? <Button onClick={onCancel}>Cancelar reserva</Button> : null}
          {confirmed ? (
            <InvitationDownloads
              reservationId={reservation.id}
              invitations={reservation.invitations}
            />
          ) : null}
        </div>
      </article>
    </li>
  );
}

/**
 * Minhas reservas (`/associado/minhas-reservas`; login required): the member's reservations
 * (GET local-reservations-by-idUser) in three sections — 'Próximas' (soonest first), 'Passadas'
 * (a confirmed one reads 'Realizada') and 'Canceladas' (cancelled or expired) — with 'Pagar'
 * for a pending one whose hold still runs, 'Editar convidados' and 'Cancelar reserva' while the
 * API allows them, the invitations of the confirmed ones (on screen, each with its QR code, for
 * the upcoming ones), and the private calendar address ("Agenda no celular").
 */
export function MyReservationsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useListMyLocalReservationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<MemberReservationDto | null>(null);
  const [cancelling, setCancelling] = useState<MemberReservationDto | null>(null);
  const editUsed = useOpenedOnce(editing !== null);
  const cancelUsed = useOpenedOnce(cancelling !== null);

  const changed = (next: MemberReservationDto) =>
    dispatch(
      reservationsApi.util.updateQueryData('listMyLocalReservations', undefined, (draft) =>
        draft.map((item) => (item.id === next.id ? next : item)),
      ),
    );

  const reservations = list.data ?? [];
  const groups = groupReservations(reservations);
  const pay = (reservation: MemberReservationDto) => {
    dispatch(cartFilled(cartFromReservation(reservation)));
    void navigate(paths.memberCheckout);
  };
  return (
    <div className="member-list-page">
      <h1 className="member-list-page__title">Minhas reservas</h1>
      <MemberListState query={list} count={reservations.length} />
      {RESERVATION_GROUPS.map(({ key, title }) =>
        groups[key].length > 0 ? (
          <section key={key} className="reservation-group" aria-labelledby={`reservations-${key}`}>
            <h2 id={`reservations-${key}`} className="reservation-group__title">
              {title}
            </h2>
            <ul className="member-items" aria-label={`Reservas ${title.toLowerCase()}`}>
              {groups[key].map((reservation) => (
                <ReservationItem
                  key={reservation.id}
                  reservation={reservation}
                  group={key}
                  onEdit={() => setEditing(reservation)}
                  onCancel={() => setCancelling(reservation)}
                  onPay={() => pay(reservation)}
                />
              ))}
            </ul>
          </section>
        ) : null,
      )}
      <CalendarFeedPanel />

      {editUsed ? (
        <Suspense fallback={null}>
          <EditGuestsDialog
            reservation={editing}
            onClose={() => setEditing(null)}
            onChanged={changed}
          />
        </Suspense>
      ) : null}
      {cancelUsed ? (
        <Suspense fallback={null}>
          <CancelReservationDialog
            reservation={cancelling}
            onClose={() => setCancelling(null)}
            onChanged={changed}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
