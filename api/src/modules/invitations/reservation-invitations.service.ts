import { clubDateParts, invitationCode } from '../reservations/reservation-format.js';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import archiver from 'archiver';
import type { DataSource } from 'typeorm';
import { DEFAULT_SITE_COLORS, RecordStatus } from '@clube/shared';
import { QrTokensService } from '../../platform/auth/qr-tokens.service.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../platform/storage/storage.driver.js';
import {
  LocalReservation,
  ReservationStatus,
} from '../reservations/entities/local-reservation.entity.js';
import { ReservationInvitation } from '../reservations/entities/reservation-invitation.entity.js';
import { SiteConfiguration } from '../site-configuration/entities/site-configuration.entity.js';
import { TicketTemplate } from '../ticket-template/entities/ticket-template.entity.js';
import { invitationFileName, renderInvitationImage } from './invitation-image.js';

export const INVITATION_NOT_FOUND = 'Convite não encontrado.';
export const RESERVATION_INVITATIONS_NOT_FOUND = 'Reserva sem convites para baixar.';

/** The background and text colour every invitation of a reservation is drawn with. */
export interface InvitationLook {
  background: Buffer | null;
  color: string;
}

/** 'dd/mm/aaaa das HH:mm às HH:mm' in the club's time zone. */
export function reservationWhen(r: Pick<LocalReservation, 'startsAt' | 'endsAt'>, tz: string) {
  const start = clubDateParts(r.startsAt, tz);
  const end = clubDateParts(r.endsAt, tz);
  return `${start.date} das ${start.time} às ${end.time}`;
}

/**
 * The invitation images of confirmed reservations: one JPEG per guest, drawn from the default
 * ticket template of the site settings (`templateDefault`, when set and active) or, without
 * one, a plain card in the club's primary colour. Nothing is stored: an image is drawn when it
 * is downloaded or e-mailed (the guest's name and the code can change with a guest edit).
 */
@Injectable()
export class ReservationInvitationsService {
  private readonly logger = new Logger(ReservationInvitationsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly qr: QrTokensService,
  ) {}

  /** A confirmed reservation with its place, associate and guests (by id), or null. */
  async loadConfirmed(id: number, associateId?: string): Promise<LocalReservation | null> {
    const r = await this.db.getRepository(LocalReservation).findOne({
      where: {
        id,
        status: ReservationStatus.Confirmed,
        ...(associateId ? { associateId } : {}),
      },
      relations: { local: true, associate: true, invitations: true },
    });
    r?.invitations.sort((a, b) => a.id - b.id);
    return r;
  }

  /**
   * The ticket template's background and colour, or the plain card in the primary colour:
   * `templateId`'s template when given and active (an event's own), else the settings' default.
   */
  async look(templateId?: number | null): Promise<InvitationLook> {
    const own = templateId
      ? await this.db.getRepository(TicketTemplate).findOne({
          where: { id: templateId, status: RecordStatus.Active },
          relations: { image: true },
        })
      : null;
    const settings = own
      ? null
      : await this.db.getRepository(SiteConfiguration).findOne({
          where: { id: 1 },
          relations: { templateDefault: { image: true } },
        });
    const template = own ?? settings?.templateDefault;
    if (template && template.status === RecordStatus.Active && template.image) {
      try {
        const stream = await this.storage.read(template.image.fileName);
        if (stream) return { background: await toBuffer(stream), color: template.color };
        this.logger.error({ templateId: template.id }, 'Ticket template image missing');
      } catch (err) {
        this.logger.error({ err, templateId: template.id }, 'Ticket template image unreadable');
      }
      return { background: null, color: template.color };
    }
    if (own) return { background: null, color: own.color };
    return { background: null, color: settings?.primaryColor ?? DEFAULT_SITE_COLORS.primaryColor };
  }

  /** One invitation's image and download name: its QR code is signed, the short code printed. */
  async render(
    r: LocalReservation,
    invitation: ReservationInvitation,
    look: InvitationLook,
  ): Promise<{ fileName: string; image: Buffer }> {
    const code = invitationCode(invitation.id);
    const image = await renderInvitationImage({
      background: look.background,
      color: look.color,
      title: r.local.description,
      when: reservationWhen(r, this.config.clubTimeZone),
      guestName: invitation.name,
      code,
      qrPayload: this.qr.signPass('invitation', invitation.id),
    });
    return { fileName: invitationFileName(code, invitation.name), image };
  }

  /**
   * The image of an invitation of the member's own confirmed reservation (of any confirmed
   * reservation when `associateId` is undefined: the caller checked the pass names the member);
   * else 404.
   */
  async memberImage(
    associateId: string | undefined,
    invitationId: number,
  ): Promise<{ fileName: string; image: Buffer }> {
    const invitation = await this.db
      .getRepository(ReservationInvitation)
      .findOne({ where: { id: invitationId }, select: { id: true, reservationId: true } });
    const r = invitation ? await this.loadConfirmed(invitation.reservationId, associateId) : null;
    const found = r?.invitations.find((i) => i.id === invitationId);
    if (!r || !found) throw AppException.notFound(INVITATION_NOT_FOUND);
    return this.render(r, found, await this.look());
  }

  /**
   * A zip of every invitation image of a confirmed reservation (the member's own when
   * `associateId` is given), streamed: images are drawn one at a time and written as they come.
   * 404 when the reservation is not found, not confirmed or has no guests.
   */
  async zip(reservationId: number, associateId?: string): Promise<Readable> {
    const r = await this.loadConfirmed(reservationId, associateId);
    if (!r || !r.invitations.length) {
      throw AppException.notFound(RESERVATION_INVITATIONS_NOT_FOUND);
    }
    const look = await this.look();
    // JPEGs do not shrink: stored, not deflated.
    const archive = archiver('zip', { store: true });
    const fill = async () => {
      const used = new Set<string>();
      for (const invitation of r.invitations) {
        const { fileName, image } = await this.render(r, invitation, look);
        // Codes are unique, so are names; kept safe against a future change anyway.
        const name = used.has(fileName) ? `${invitation.id}-${fileName}` : fileName;
        used.add(name);
        archive.append(image, { name });
      }
      await archive.finalize();
    };
    fill().catch((err: unknown) => {
      this.logger.error({ err, reservationId }, 'Invitations zip failed');
      archive.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return archive;
  }

  /** The zip's download name. */
  static zipName(reservationId: number): string {
    return `convites-reserva-${reservationId}.zip`;
  }
}

export async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
