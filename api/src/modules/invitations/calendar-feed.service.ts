import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppException } from '../../platform/http/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryRows } from '../../platform/database/sql.js';
import {
  LocalReservation,
  ReservationStatus,
} from '../reservations/entities/local-reservation.entity.js';
import { effectiveReservationStatus, occupiesSlotSql } from '../reservations/reservation-status.js';
import { guestCounts } from '../reservations/reservations.queries.js';
import { SiteConfiguration } from '../site-configuration/entities/site-configuration.entity.js';
import { DEFAULT_CLUB_NAME } from '../site-configuration/site-configuration.service.js';
import type { CalendarFeedDto } from './dto/calendar-feed.dto.js';
import { CalendarFeed } from './entities/calendar-feed.entity.js';
import { buildCalendar, type CalendarEntry } from './ical.js';
import {
  guestsDescription,
  MY_RESERVATIONS_PATH,
  reservationUid,
} from './invitations-delivery.service.js';

export const CALENDAR_NOT_FOUND = 'Agenda não encontrada.';
/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How far back the feed goes: reservations that started up to 90 days ago. */
const PAST_DAYS = 90;
/** Cancelled reservations stay in the feed (as CANCELLED) this long, so calendars drop them. */
const CANCELLED_DAYS = 30;

/** How a reservation in the feed reads in a calendar (a cancelled one: CANCELLED). */
const CALENDAR_STATUS: Partial<Record<ReservationStatus, CalendarEntry['status']>> = {
  [ReservationStatus.Confirmed]: 'CONFIRMED',
  [ReservationStatus.Pending]: 'TENTATIVE',
};

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A member's private iCal feed of reservations: a secret URL (the token is shown once; only its
 * SHA-256 is stored), replaced by a new one on request (the old URL stops working) or revoked.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(associateId: string): Promise<CalendarFeedDto> {
    const feed = await this.db.getRepository(CalendarFeed).findOneBy({ associateId });
    return { active: !!feed, url: null, createdAt: feed?.createdAt.toISOString() ?? null };
  }

  /**
   * The feed's address on the portal's public origin (PORTAL_ORIGIN, whose /api reaches the
   * API), never the host a request came through (a dev proxy, an internal name).
   */
  feedUrl(token: string): string {
    return `${this.config.portalOrigin}/api/calendar/${token}.ics`;
  }

  /** A new secret for the member (replacing any old one) and the feed's URL with it. */
  async rotate(associateId: string): Promise<{ url: string; createdAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = new Date();
    await this.db
      .createQueryBuilder()
      .insert()
      .into(CalendarFeed)
      .values({ associateId, tokenHash: sha256(token), createdAt })
      .orUpdate(['token_hash', 'created_at'], ['associate_id'])
      .execute();
    return { url: this.feedUrl(token), createdAt };
  }

  async revoke(associateId: string): Promise<void> {
    await this.db.getRepository(CalendarFeed).delete({ associateId });
  }

  /** The feed's text/calendar body; 404 for an unknown or revoked token. */
  async feed(token: string): Promise<string> {
    const feed = TOKEN_PATTERN.test(token)
      ? await this.db.getRepository(CalendarFeed).findOneBy({ tokenHash: sha256(token) })
      : null;
    if (!feed) throw AppException.notFound(CALENDAR_NOT_FOUND);
    const rows = await this.db
      .getRepository(LocalReservation)
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.local', 'l')
      .where('r.associate_id = :associateId', { associateId: feed.associateId })
      .andWhere(
        `((${occupiesSlotSql('r')} AND r.starts_at >= now() - make_interval(days => ${PAST_DAYS}))
          OR (r.status = ${ReservationStatus.Cancelled}
            AND coalesce(r.cancelled_at, r.updated_at) >= now() - make_interval(days => ${CANCELLED_DAYS})))`,
      )
      .orderBy('r.starts_at', 'ASC')
      .getMany();
    const ids = rows.map((r) => r.id);
    const counts = ids.length ? await queryRows(this.db, guestCounts, [ids]) : [];
    const guests = new Map(counts.map((c) => [c.reservation_id, c.guests]));
    const link = `${this.config.portalOrigin}${MY_RESERVATIONS_PATH}`;
    const now = Date.now();
    const entries: CalendarEntry[] = rows.map((r) => ({
      uid: reservationUid(r.id),
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      summary: `Reserva: ${r.local.description}`,
      location: `Clube — ${r.local.description}`,
      description: guestsDescription(guests.get(r.id) ?? 0, link),
      url: link,
      status: CALENDAR_STATUS[effectiveReservationStatus(r, now)] ?? 'CANCELLED',
      updatedAt: r.updatedAt,
    }));
    const settings = await this.db
      .getRepository(SiteConfiguration)
      .findOne({ where: { id: 1 }, select: { id: true, clubName: true } });
    return buildCalendar({
      name: `${settings?.clubName ?? DEFAULT_CLUB_NAME} — Minhas reservas`,
      timeZone: this.config.clubTimeZone,
      entries,
    });
  }
}
