import { Link } from 'react-router-dom';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { paths } from '../../../core/paths';
import { useAppDispatch } from '../../../core/store-hooks';
import { Button } from '../../../shared/ui/button';
import { clubDateTime, clubTime } from '../../../shared/ui/club-time';
import { Icon } from '../../../shared/ui/icon';
import { MemberListState } from '../../../shared/ui/member-list-state';
import { maskGuestDoc } from '../../../shared/guests/guest-rules';
import { PER_GUEST_DOWNLOADS_MAX, useDownloadRunner } from '../../../shared/downloads/downloads';
import {
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
import '../../../shared/ui/member-pages.css';
import '../components/tickets.css';

/** 'Baixar todos' (one zip) shows for an event with more confirmed tickets than this (spec). */
export const ZIP_ABOVE = PER_GUEST_DOWNLOADS_MAX;

function TicketItem({
  ticket,
  busy,
  onDownload,
}: {
  ticket: MemberTicketDto;
  busy: boolean;
  onDownload: () => void;
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
      {ticket.status === 'Pendente' && ticket.holdExpiresAt ? (
        <p className="member-item__note">
          Pague até {clubTime(ticket.holdExpiresAt)} em{' '}
          <Link to={paths.memberOrders}>Meus pedidos</Link>.
        </p>
      ) : null}
      {ticket.status === TICKET_CONFIRMED ? (
        <div className="member-item__actions">
          <Button
            icon={<Icon icon={DownloadOutlined} />}
            loading={busy}
            aria-label={`Baixar convite de ${ticket.name}`}
            onClick={onDownload}
          >
            Baixar convite
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function EventTickets({ group }: { group: MyEventTicketsDto }) {
  const dispatch = useAppDispatch();
  const { busy, run } = useDownloadRunner();
  const titleId = `tickets-event-${group.event.id}-title`;
  const confirmed = confirmedTickets(group.tickets).length;
  return (
    <li>
      <article className="card" aria-labelledby={titleId}>
        <h2 id={titleId} className="member-item__title">
          {group.event.title}
        </h2>
        <dl className="member-facts">
          <div>
            <dt>Data</dt>
            <dd>{group.event.firstDate ? clubDateTime(group.event.firstDate) : '—'}</dd>
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
            />
          ))}
        </ul>
      </article>
    </li>
  );
}

/**
 * Meus convites (`/associado/meus-convites`; login required): the member's event invitations,
 * by event (GET associate/tickets): each with name, CPF, code and status, 'Baixar convite'
 * (the image) when confirmed, and 'Baixar todos' (one zip) for an event with more than 2.
 */
export function MyInvitationsPage() {
  const list = useListMyTicketsQuery(undefined, { refetchOnMountOrArgChange: true });
  const groups = list.data ?? [];
  return (
    <div className="member-list-page">
      <h1 className="member-list-page__title">Meus convites</h1>
      <MemberListState query={list} count={groups.length} />
      {groups.length > 0 ? (
        <ul className="member-items" aria-label="Eventos">
          {groups.map((group) => (
            <EventTickets key={group.event.id} group={group} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
