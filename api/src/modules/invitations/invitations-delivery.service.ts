import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatCents } from '@clube/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryOne } from '../../platform/database/sql.js';
import { escapeHtml } from '../../platform/html/escape.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { type MailAttachment, MailService } from '../../platform/mail/mail.service.js';
import type { LocalReservation } from '../reservations/entities/local-reservation.entity.js';
import { buildCalendar, CALENDAR_MIME } from './ical.js';
import { orderReceipt } from './invitations.queries.js';
import { INVITATION_IMAGE_MIME } from './invitation-image.js';
import { clubDateParts, invitationCode } from '../reservations/reservation-format.js';
import { EventWaitlist, WaitlistStatus } from '../tickets/entities/event-waitlist.entity.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import { PAYMENT_TYPES } from '../orders/order-view.js';
import { ReservationConfirmed } from '../reservations/reservation.events.js';
import { TicketsConfirmed, WaitlistOffered } from '../tickets/ticket.events.js';
import {
  type InvitationLook,
  ReservationInvitationsService,
} from './reservation-invitations.service.js';
import { TicketInvitationsService, ticketTemplateOf } from './ticket-invitations.service.js';

/** Where the member sees his event invitations in the portal. */
export const MY_TICKETS_PATH = '/associado/meus-convites';

/** Where the member sees the reservations in the portal. */
export const MY_RESERVATIONS_PATH = '/associado/minhas-reservas';

/** The calendar UID of a reservation (the same in the e-mail's .ics and in the feed). */
export const reservationUid = (id: number): string => `reserva-${id}@clube`;

/**
 * The e-mails that follow a commit: a confirmed reservation, the confirmed tickets of an event
 * order, a waitlist offer. They listen to the reservations' and tickets' domain events
 * (`ReservationConfirmed`, `TicketsConfirmed`, `WaitlistOffered`), handled after the commit
 * that recorded them, in the background (the outbox: a crash before the e-mail loses none).
 *
 * When a reservation becomes confirmed the member gets ONE e-mail with the
 * details, an invitation image per guest and the event as an .ics file. Called after the commit
 * that confirmed it (free booking, guest edit down to 0, later the checkout); it never throws,
 * since the reservation stands whatever the mail does: failures are logged.
 */
@Injectable()
export class InvitationsDeliveryService implements OnModuleInit {
  private readonly logger = new Logger(InvitationsDeliveryService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly invitations: ReservationInvitationsService,
    private readonly tickets: TicketInvitationsService,
    private readonly mail: MailService,
    private readonly domainEvents: DomainEvents,
  ) {}

  onModuleInit(): void {
    // Drawing the images takes about half a second per guest: after the commit, never in the
    // member's request.
    this.domainEvents.on(ReservationConfirmed, ({ reservationId }) =>
      this.reservationConfirmed(reservationId),
    );
    this.domainEvents.on(TicketsConfirmed, ({ orderId }) => this.ticketsConfirmed(orderId));
    this.domainEvents.on(WaitlistOffered, ({ entryId }) => this.waitlistOffered(entryId));
  }

  /** Resolves once the e-mails of the events committed so far are sent (tests). */
  idle(): Promise<void> {
    return this.domainEvents.idle();
  }

  /** E-mails the confirmed reservation's invitations to its member; a no-op otherwise. */
  async reservationConfirmed(reservationId: number): Promise<void> {
    try {
      const r = await this.invitations.loadConfirmed(reservationId);
      if (!r) return;
      const look = await this.invitations.look();
      const attachments: MailAttachment[] = [];
      for (const invitation of r.invitations) {
        const { fileName, image } = await this.invitations.render(r, invitation, look);
        attachments.push({
          filename: fileName,
          content: image,
          contentType: INVITATION_IMAGE_MIME,
        });
      }
      attachments.push({
        filename: `reserva-${r.id}.ics`,
        content: this.eventFile(r),
        contentType: CALENDAR_MIME,
      });
      const mail = this.compose(r);
      const receipt = await this.receipt(r.orderId);
      await this.mail.send({
        to: r.associate.email,
        subject: mail.subject,
        text: receipt ? `${mail.text}\n\n${receipt.text}` : mail.text,
        html: receipt ? `${mail.html}${receipt.html}` : mail.html,
        attachments,
      });
    } catch (err) {
      this.logger.error({ err, reservationId }, 'Reservation invitations e-mail failed');
    }
  }

  /**
   * E-mails the confirmed tickets of an event order to its buyer: one JPEG per ticket, drawn
   * with the event's template (or the default). A no-op when none is confirmed; never throws.
   */
  async ticketsConfirmed(orderId: number): Promise<void> {
    try {
      const tickets = await this.tickets.load({ orderId, status: TicketStatus.Confirmed });
      const first = tickets[0];
      if (!first?.event || !first.associate) return;
      const looks = await this.tickets.looks(tickets);
      const attachments: MailAttachment[] = [];
      for (const t of tickets) {
        const { fileName, image } = await this.tickets.render(
          t,
          looks.get(ticketTemplateOf(t)) as InvitationLook,
        );
        attachments.push({
          filename: fileName,
          content: image,
          contentType: INVITATION_IMAGE_MIME,
        });
      }
      const event = first.event;
      const link = `${this.config.portalOrigin}${MY_TICKETS_PATH}`;
      const when = this.tickets.when(first);
      const guests = tickets.map((t) => `${t.name} (convite ${invitationCode(t.id)})`);
      const text = [
        `Olá, ${first.associate.name}.`,
        '',
        'Seus convites estão confirmados.',
        '',
        `Evento: ${event.title}`,
        `Data: ${when}`,
        '',
        'Convidados:',
        ...guests.map((g) => `- ${g}`),
        '',
        'Os convites (um por convidado, com QR code) seguem em anexo para você repassar.',
        '',
        `Veja os seus convites em: ${link}`,
      ].join('\n');
      const html = [
        `<p>Olá, ${escapeHtml(first.associate.name)}.</p>`,
        '<p>Seus convites estão confirmados.</p>',
        `<p><strong>Evento:</strong> ${escapeHtml(event.title)}<br>`,
        `<strong>Data:</strong> ${escapeHtml(when)}</p>`,
        `<p><strong>Convidados:</strong></p><ul>${guests.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ul>`,
        '<p>Os convites (um por convidado, com QR code) seguem em anexo para você repassar.</p>',
        `<p>Veja os seus convites em: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join('');
      const receipt = await this.receipt(orderId);
      await this.mail.send({
        to: first.associate.email,
        subject: `Convites confirmados: ${oneLine(event.title)}`,
        text: receipt ? `${text}\n\n${receipt.text}` : text,
        html: receipt ? `${html}${receipt.html}` : html,
        attachments,
      });
    } catch (err) {
      this.logger.error({ err, orderId }, 'Event tickets e-mail failed');
    }
  }

  /** E-mails a waitlist offer to its member (still open); never throws. */
  async waitlistOffered(entryId: number): Promise<void> {
    try {
      const entry = await this.db.getRepository(EventWaitlist).findOne({
        where: { id: entryId, status: WaitlistStatus.Offered },
        relations: { event: true, associate: true },
      });
      if (!entry?.offerExpiresAt || !entry.offeredQuantity) return;
      const link = `${this.config.portalOrigin}/associado/evento/${entry.eventId}`;
      const until = clubDateParts(entry.offerExpiresAt, this.config.clubTimeZone);
      const n = entry.offeredQuantity;
      const what = n === 1 ? '1 convite está reservado' : `${n} convites estão reservados`;
      const text = [
        `Olá, ${entry.associate.name}.`,
        '',
        `Chegou a sua vez na fila de espera de ${entry.event.title}: ${what} para você até ${until.date} às ${until.time}.`,
        '',
        `Compre em: ${link}`,
        '',
        'Depois desse horário, os convites passam para o próximo da fila.',
      ].join('\n');
      const html = [
        `<p>Olá, ${escapeHtml(entry.associate.name)}.</p>`,
        `<p>Chegou a sua vez na fila de espera de <strong>${escapeHtml(entry.event.title)}</strong>: ${what} para você até ${until.date} às ${until.time}.</p>`,
        `<p>Compre em: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        '<p>Depois desse horário, os convites passam para o próximo da fila.</p>',
      ].join('');
      await this.mail.send({
        to: entry.associate.email,
        subject: `Convites disponíveis: ${oneLine(entry.event.title)}`,
        text,
        html,
      });
    } catch (err) {
      this.logger.error({ err, entryId }, 'Waitlist offer e-mail failed');
    }
  }

  /**
   * The receipt of a paid order (total above 0, paid): order number, amount, how it was paid
   * (brand, authorisation code) and when. Null for a free order.
   */
  private async receipt(orderId: number | null): Promise<{ text: string; html: string } | null> {
    if (orderId === null) return null;
    const row = await queryOne(this.db, orderReceipt, [orderId]);
    if (!row || row.total <= 0 || !row.paid_at) return null;
    const paidAt = clubDateParts(row.paid_at, this.config.clubTimeZone);
    const how = [
      row.type ? (PAYMENT_TYPES[row.type] ?? row.type) : null,
      row.brand,
      row.authorization_code ? `autorização ${row.authorization_code}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
    const lines = [
      `Pedido nº ${orderId}`,
      `Valor pago: ${formatCents(row.total)}`,
      ...(how ? [`Forma de pagamento: ${how}`] : []),
      `Pago em: ${paidAt.date} às ${paidAt.time}`,
    ];
    return {
      text: ['Recibo do pagamento', ...lines].join('\n'),
      html: `<p><strong>Recibo do pagamento</strong><br>${lines.map(escapeHtml).join('<br>')}</p>`,
    };
  }

  private compose(r: LocalReservation): { subject: string; text: string; html: string } {
    const tz = this.config.clubTimeZone;
    const start = clubDateParts(r.startsAt, tz);
    const end = clubDateParts(r.endsAt, tz);
    const link = `${this.config.portalOrigin}${MY_RESERVATIONS_PATH}`;
    const place = r.local.description;
    const guests = r.invitations.map((i) => `${i.name} (convite ${invitationCode(i.id)})`);
    const text = [
      `Olá, ${r.associate.name}.`,
      '',
      'Sua reserva está confirmada.',
      '',
      `Local: ${place}`,
      `Data: ${start.date}`,
      `Horário: das ${start.time} às ${end.time}`,
      '',
      guests.length ? 'Convidados:' : 'Sem convidados.',
      ...guests.map((g) => `- ${g}`),
      ...(guests.length
        ? ['', 'Os convites (um por convidado, com QR code) seguem em anexo para você repassar.']
        : []),
      'O evento também segue em anexo (.ics) para a sua agenda.',
      '',
      `Veja e altere as suas reservas em: ${link}`,
    ].join('\n');
    const html = [
      `<p>Olá, ${escapeHtml(r.associate.name)}.</p>`,
      '<p>Sua reserva está confirmada.</p>',
      '<p>',
      `<strong>Local:</strong> ${escapeHtml(place)}<br>`,
      `<strong>Data:</strong> ${start.date}<br>`,
      `<strong>Horário:</strong> das ${start.time} às ${end.time}`,
      '</p>',
      guests.length
        ? `<p><strong>Convidados:</strong></p><ul>${guests.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ul>` +
          '<p>Os convites (um por convidado, com QR code) seguem em anexo para você repassar.</p>'
        : '<p>Sem convidados.</p>',
      '<p>O evento também segue em anexo (.ics) para a sua agenda.</p>',
      `<p>Veja e altere as suas reservas em: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join('');
    return { subject: `Reserva confirmada: ${oneLine(place)} em ${start.date}`, text, html };
  }

  private eventFile(r: LocalReservation): string {
    const link = `${this.config.portalOrigin}${MY_RESERVATIONS_PATH}`;
    return buildCalendar({
      name: `Reserva: ${r.local.description}`,
      timeZone: this.config.clubTimeZone,
      entries: [
        {
          uid: reservationUid(r.id),
          startsAt: r.startsAt,
          endsAt: r.endsAt,
          summary: `Reserva: ${r.local.description}`,
          location: `Clube — ${r.local.description}`,
          description: guestsDescription(r.invitations.length, link),
          url: link,
          status: 'CONFIRMED',
          updatedAt: r.updatedAt,
        },
      ],
    });
  }
}

/** The event's description: how many guests, and where to see the reservation. */
export function guestsDescription(guests: number, link: string): string {
  const count =
    guests === 0 ? 'Sem convidados' : guests === 1 ? '1 convidado' : `${guests} convidados`;
  return `${count}. Minhas reservas: ${link}`;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}
