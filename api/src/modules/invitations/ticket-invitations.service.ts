import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import archiver from 'archiver';
import type { DataSource, FindOptionsWhere } from 'typeorm';
import { QrTokensService } from '../../platform/auth/qr-tokens.service.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { clubDateParts, invitationCode } from '../reservations/reservation-format.js';
import { Ticket, TicketStatus } from '../tickets/entities/ticket.entity.js';
import { invitationFileName, renderInvitationImage } from './invitation-image.js';
import {
  INVITATION_NOT_FOUND,
  type InvitationLook,
  ReservationInvitationsService,
} from './reservation-invitations.service.js';

export const EVENT_TICKETS_NOT_FOUND = 'Nenhum convite confirmado deste evento para baixar.';

/** The template a ticket is drawn with: its own, else its event's (null: the settings' default). */
export const ticketTemplateOf = (t: Ticket): number | null =>
  t.ticketTemplateId ?? t.event?.ticketTemplateId ?? null;

/**
 * The invitation images of event tickets (and of staff invitations): the reservations'
 * drawing (`renderInvitationImage`) with the ticket's template, else its event's, else the
 * settings' default; the title is the ticket's (the event's title for a purchase) and the
 * date the event's days. Drawn on demand, never stored.
 */
@Injectable()
export class TicketInvitationsService {
  private readonly logger = new Logger(TicketInvitationsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reservations: ReservationInvitationsService,
    private readonly qr: QrTokensService,
  ) {}

  /** Tickets with their event and its days, oldest first. */
  async load(where: FindOptionsWhere<Ticket>): Promise<Ticket[]> {
    const rows = await this.db.getRepository(Ticket).find({
      where,
      relations: { event: { dates: true }, associate: true },
      order: { id: 'ASC' },
    });
    for (const t of rows)
      t.event?.dates?.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return rows;
  }

  /** 'dd/mm/aaaa das HH:mm às HH:mm' (one day), 'dd/mm/aaaa a dd/mm/aaaa' (several), or the ticket's date. */
  when(t: Ticket): string {
    const tz = this.config.clubTimeZone;
    const days = t.event?.dates ?? [];
    if (days.length === 1) {
      const start = clubDateParts(days[0].startsAt, tz);
      const end = clubDateParts(days[0].endsAt, tz);
      return start.date === end.date
        ? `${start.date} das ${start.time} às ${end.time}`
        : `${start.date} ${start.time} a ${end.date} ${end.time}`;
    }
    if (days.length > 1) {
      const first = clubDateParts(days[0].startsAt, tz).date;
      const last = clubDateParts(days[days.length - 1].endsAt, tz).date;
      return `${first} a ${last}`;
    }
    const at = clubDateParts(t.eventDate, tz);
    return `${at.date} às ${at.time}`;
  }

  /** The look of each template among these tickets (one load per template). */
  async looks(tickets: Ticket[]): Promise<Map<number | null, InvitationLook>> {
    const looks = new Map<number | null, InvitationLook>();
    for (const t of tickets) {
      const id = ticketTemplateOf(t);
      if (!looks.has(id)) looks.set(id, await this.reservations.look(id));
    }
    return looks;
  }

  async render(t: Ticket, look: InvitationLook): Promise<{ fileName: string; image: Buffer }> {
    const code = invitationCode(t.id);
    const image = await renderInvitationImage({
      background: look.background,
      color: look.color,
      title: t.title,
      when: this.when(t),
      guestName: t.name,
      code,
      qrPayload: this.qr.signPass('ticket', t.id),
    });
    return { fileName: invitationFileName(code, t.name), image };
  }

  private async one(where: FindOptionsWhere<Ticket>) {
    const [t] = await this.load(where);
    if (!t) throw AppException.notFound(INVITATION_NOT_FOUND);
    const looks = await this.looks([t]);
    return this.render(t, looks.get(ticketTemplateOf(t)) as InvitationLook);
  }

  /** `GET tickets/{id}/image`: a confirmed ticket the member bought; else 404. */
  memberImage(associateId: string, id: number) {
    return this.one({ id, associateId, status: TicketStatus.Confirmed });
  }

  /** `GET tickets/{id}/staff-image`: any ticket. */
  staffImage(id: number) {
    return this.one({ id });
  }

  /**
   * A zip of the member's confirmed tickets of an event, streamed as drawn (stored: JPEGs do
   * not compress); 404 when he has none.
   */
  async zipOfEvent(associateId: string, eventId: number): Promise<Readable> {
    const tickets = await this.load({ associateId, eventId, status: TicketStatus.Confirmed });
    if (!tickets.length) throw AppException.notFound(EVENT_TICKETS_NOT_FOUND);
    const looks = await this.looks(tickets);
    const archive = archiver('zip', { store: true });
    const fill = async () => {
      for (const t of tickets) {
        const { fileName, image } = await this.render(
          t,
          looks.get(ticketTemplateOf(t)) as InvitationLook,
        );
        archive.append(image, { name: fileName });
      }
      await archive.finalize();
    };
    fill().catch((err: unknown) => {
      this.logger.error({ err, eventId }, 'Event tickets zip failed');
      archive.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return archive;
  }

  static zipName(eventId: number): string {
    return `convites-evento-${eventId}.zip`;
  }
}
