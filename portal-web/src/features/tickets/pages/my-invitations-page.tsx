import { useState } from 'react';
import { Link } from 'react-router-dom';
import { readApiFailure } from '@clube/shared/web';
import { sessionHandled } from '../../../core/api/member-failure';
import { useAlerts } from '../../../shared/ui/alerts';
import { refundNotice } from '../../../shared/ui/refund-notice';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { Button } from '../../../shared/ui/button';
import { clubDateTime, clubDayRange, clubTime } from '../../../shared/ui/club-time';
import { Icon } from '../../../shared/ui/icon';
import { MemberListState } from '../../../shared/ui/member-list-state';
import { maskGuestDoc } from '../../../shared/guests/guest-rules';
import { PER_GUEST_DOWNLOADS_MAX, useDownloadRunner } from '../../../shared/downloads/downloads';
import {
  useCancelMyTicketMutation,
  useListMyTicketsQuery,
  type MemberTicketDto,
  type MyEventTicketsDto,
} from '../api/generated-api';
import {
  confirmedTickets,
  downloadEventTickets,
  downloadTicket,
  TICKET_CONFIRMED,
} from '../components/ticket-downloads';
import { PassesForMe } from '../components/passes-for-me';
import { TicketPass } from '../components/ticket-passes';
import '../../../shared/ui/member-pages.css';
import '../components/tickets.css';

/** 'Baixar todos' (one zip) shows for an event with more confirmed tickets than this (spec). */
export const ZIP_ABOVE = PER_GUEST_DOWNLOADS_MAX;

/** The confirmation of 'Cancelar convite' (ours: the spec has no ticket cancel). */
export const confirmCancelTicket = (name: string) =>
  `Confirma o cancelamento do convite de ${name}?`;
/** Said once a ticket is cancelled. */
export const TICKET_CANCELLED = 'Convite cancelado.';

/** 'Cancelar convite': Sim / Não; what was paid for it goes back (POST …/cancel). */
function CancelTicketDialog({
  ticket,
  onClose,
}: {
  ticket: MemberTicketDto | null;
  onClose: () => void;
}) {
  const alerts = useAlerts();
  const [cancel, { isLoading }] = useCancelMyTicketMutation();
  const confirm = async () => {
    if (!ticket) return;
    try {
      await cancel({ ticketId: ticket.id }).unwrap();
      onClose();
      alerts.success(TICKET_CANCELLED);
    } catch (error) {
      const failure = readApiFailure(error);
      onClose();
      if (!sessionHandled(failure)) alerts.error(failure.message);
    }
  };
  return (
    <ConfirmDialog
      open={ticket !== null}
      title={ticket ? confirmCancelTicket(ticket.name) : ''}
      loading={isLoading}
      onNo={onClose}
      onYes={() => void confirm()}
    >
      {ticket?.status === TICKET_CONFIRMED && ticket.value > 0 ? (
        <p>{refundNotice(ticket.valueFormatted)}</p>
      ) : null}
      {ticket?.status === 'Pendente' ? <p>O pedido deixa de incluir este convite.</p> : null}
    </ConfirmDialog>
  );
}

function TicketItem({
  ticket,
  busy,
  onDownload,
  onCancel,
}: {
  ticket: MemberTicketDto;
  busy: boolean;
  onDownload: () => void;
  onCancel: () => void;
}) {
  return (
    <li className="ticket-item">
      <dl className="member-facts">
        <div>
          <dt>Nome</dt>
          <dd>{ticket.name}</dd>
        </div>
        <div>
          <dt>CPF</dt>
          <dd>{ticket.cpf ? maskGuestDoc(ticket.cpf) : '—'}</dd>
        </div>
        <div>
          <dt>Código</dt>
          <dd>{ticket.code ?? '—'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{ticket.status}</dd>
        </div>
      </dl>
      {ticket.status === TICKET_CONFIRMED ? <TicketPass id={ticket.id} name={ticket.name} /> : null}
      {ticket.status === 'Pendente' && ticket.holdExpiresAt ? (
        <p className="member-item__note">
          Pague até {clubTime(ticket.holdExpiresAt)} em{' '}
          <Link to={paths.memberOrders}>Meus pedidos</Link>.
        </p>
      ) : null}
      {ticket.canCancel && ticket.cancelUntil ? (
        <p className="member-item__note">
          Pode ser cancelado até {clubDateTime(ticket.cancelUntil)}.
        </p>
      ) : null}
      {ticket.status === TICKET_CONFIRMED || ticket.canCancel ? (
        <div className="member-item__actions">
          {ticket.status === TICKET_CONFIRMED ? (
            <Button
              icon={<Icon icon={DownloadOutlined} />}
              loading={busy}
              aria-label={`Baixar convite de ${ticket.name}`}
              onClick={onDownload}
            >
              Baixar convite
            </Button>
          ) : null}
          {ticket.canCancel ? (
            <Button aria-label={`Cancelar convite de ${ticket.name}`} onClick={onCancel}>
              Cancelar convite
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function EventTickets({
  group,
  onCancel,
}: {
  group: MyEventTicketsDto;
  onCancel: (ticket: MemberTicketDto) => void;
}) {
  const dispatch = useAppDispatch();
  const { busy, run } = useDownloadRunner();
  const titleId = `tickets-event-${group.event.id}-title`;
  const confirmed = confirmedTickets(group.tickets).length;
  const days = group.event.days ?? [];
  return (
    <li>
      <article className="card" aria-labelledby={titleId}>
        <h2 id={titleId} className="member-item__title">
          {group.event.title}
        </h2>
        <dl className="member-facts">
          <div>
            <dt>{days.length > 1 ? 'Datas' : 'Data'}</dt>
            <dd>
              {days.length > 1 ? (
                <ul className="member-days">
                  {days.map((day) => (
                    <li key={day.startsAt}>{clubDayRange(day.startsAt, day.endsAt)}</li>
                  ))}
                </ul>
              ) : group.event.firstDate ? (
                clubDateTime(group.event.firstDate)
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>Convites</dt>
            <dd>{group.tickets.length}</dd>
          </div>
        </dl>
        {confirmed > ZIP_ABOVE ? (
          <div className="member-item__actions">
            <Button
              icon={<Icon icon={DownloadOutlined} />}
              loading={busy === 'all'}
              aria-label={`Baixar todos: ${group.event.title}`}
              onClick={() => void run('all', () => downloadEventTickets(dispatch, group.event.id))}
            >
              Baixar todos
            </Button>
          </div>
        ) : null}
        <ul className="ticket-list" aria-label={`Convites: ${group.event.title}`}>
          {group.tickets.map((ticket) => (
            <TicketItem
              key={ticket.id}
              ticket={ticket}
              busy={busy === String(ticket.id)}
              onDownload={() =>
                void run(String(ticket.id), () => downloadTicket(dispatch, ticket.id))
              }
              onCancel={() => onCancel(ticket)}
            />
          ))}
        </ul>
      </article>
    </li>
  );
}

/**
 * Meus convites (`/associado/meus-convites`; login required): the member's event invitations,
 * by event (GET associate/tickets): each with name, CPF, code and status, the image with its QR
 * code on screen (big enough for the gate to read from the phone) and 'Baixar convite' when
 * confirmed, and 'Baixar todos' (one zip) for an event with more than 2;
 * 'Cancelar convite' while the event's cancel deadline allows (the value refunded). Above them,
 * 'Convites em seu nome': what other members bought naming the member or a dependent.
 */
export function MyInvitationsPage() {
  const list = useListMyTicketsQuery(undefined, { refetchOnMountOrArgChange: true });
  const groups = list.data ?? [];
  const [cancelling, setCancelling] = useState<MemberTicketDto | null>(null);
  return (
    <div className="member-list-page">
      <h1 className="member-list-page__title">Meus convites</h1>
      <PassesForMe />
      <MemberListState query={list} count={groups.length} />
      {groups.length > 0 ? (
        <ul className="member-items" aria-label="Eventos">
          {groups.map((group) => (
            <EventTickets key={group.event.id} group={group} onCancel={setCancelling} />
          ))}
        </ul>
      ) : null}
      <CancelTicketDialog
        ticket={cancelling}
        onClose={() => {
          setCancelling(null);
          void list.refetch();
        }}
      />
    </div>
  );
}
