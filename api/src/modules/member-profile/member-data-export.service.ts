import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { API_MSG, todayIso } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { gateAccessesOfPeople } from '../access-validation/member-data.queries.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { AuditLog } from '../audit/entities/audit-log.entity.js';
import { RefreshToken } from '../auth/entities/refresh-token.entity.js';
import { MemberCardsService } from '../cards/member-cards.service.js';
import { fileUrl } from '../files/files.service.js';
import { CalendarFeed } from '../invitations/entities/calendar-feed.entity.js';
import { memberOrders } from '../orders/member-data.queries.js';
import { memberMovements, memberPayments } from '../payments/member-data.queries.js';
import {
  memberReservationGuests,
  memberReservations,
  reservationInvitationsOfPeople,
} from '../reservations/member-data.queries.js';
import { memberTickets, memberWaitlist, ticketsOfPeople } from '../tickets/member-data.queries.js';

/**
 * Where each table that holds data about a member or a dependent shows in the export: the
 * table, and the path of its section (`[]` a list whose items hold the rest of the path).
 * `member-data-export.spec.ts` finds in the database every table that references an associate
 * or a dependent (by a foreign key, directly or through an order, a reservation, a ticket…, or
 * by a column named like one) and requires it here or in `NOT_EXPORTED`.
 */
export const EXPORTED_TABLES: Readonly<Record<string, string>> = {
  associate: 'associate',
  associate_sport: 'associate.sports',
  dependent: 'dependents',
  card: 'cards',
  audit_log: 'history',
  refresh_token: 'sessions',
  purchase_order: 'orders',
  payment: 'orders[].payments',
  money_movement: 'orders[].ledger',
  local_reservation: 'reservations',
  reservation_invitation: 'reservations[].guests',
  ticket: 'tickets',
  event_waitlist: 'waitlist',
  calendar_feed: 'calendarFeed',
  access_attempt: 'gateAccesses',
};

/**
 * Tables that reference a member but are left out of the export on purpose, with the reason.
 * Each holds secrets or the machinery's own records, never something the member gave or did
 * that is not already in a section.
 */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  password_reset_code:
    'a hash of a one-time code and the e-mail it went to (already in associate); a secret, valid for minutes',
  payment_authentication:
    "a debit payment's 3-D Secure proof: an HMAC of the card number and the issuer's cryptograms, valid for minutes; secrets, not data the member gave",
  payment_nonce:
    'random nonces of encrypted card payloads, kept minutes against replays; nothing about the person',
  person_cpf:
    'the index that keeps one CPF to one person; its CPFs are in associate and dependents',
  sandbox_sale:
    "the simulated acquirer's own books (no real money moves); what the club keeps of a payment is in orders[].payments",
};

/** Keys never written to an export, whatever a table holds. */
const SECRET_KEY = /password|hash|token|secret|code_?hash/i;

/** A copy without secret-named keys, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEY.test(k))
        .map(([k, v]) => [k, withoutSecrets(v)]),
    );
  }
  return value;
}

/** Items grouped by a key (e.g. payments by order). */
function byKey<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/**
 * The member's data export (LGPD, art. 18, access): everything the club keeps about the member
 * and their dependents — the records, cards, sports, company, change history, sign-in sessions
 * (metadata only), orders with their payments and ledger, reservations with their guests,
 * tickets, invitations naming them in others' bookings, gate accesses, waitlist entries and
 * whether a calendar feed is active. Never a password hash, reset code or token.
 */
@Injectable()
export class MemberDataExportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cards: MemberCardsService,
  ) {}

  /** The export's file name: `meus-dados-<today>.json` (club time zone). */
  fileName(): string {
    return `meus-dados-${todayIso(this.config.clubTimeZone)}.json`;
  }

  async export(me: Principal): Promise<Record<string, unknown>> {
    const a = await this.db.getRepository(Associate).findOne({
      where: { id: me.id },
      relations: { company: true, image: true, sports: true, dependents: { image: true } },
    });
    if (!a) throw AppException.notFound(API_MSG.associateNotFound);
    const { dependents, sports, company, image, ...record } = a;
    const dependentIds = dependents.map((d) => d.id);
    const cpfs = [a.cpf, ...dependents.map((d) => d.cpf)].filter((c): c is string => !!c);
    const history = await this.db.getRepository(AuditLog).find({
      where: { associateId: a.id },
      order: { at: 'ASC' },
    });
    const sessions = await this.db.getRepository(RefreshToken).find({
      where: { realm: 'member', subjectId: a.id },
      order: { createdAt: 'ASC' },
      select: {
        id: true,
        familyId: true,
        keepConnected: true,
        createdAt: true,
        expiresAt: true,
        usedAt: true,
        revokedAt: true,
      },
    });
    const feed = await this.db.getRepository(CalendarFeed).findOne({
      where: { associateId: a.id },
      select: { associateId: true, createdAt: true },
    });
    const payments = byKey(await queryRows(this.db, memberPayments, [a.id]), (p) => p.orderId);
    const ledger = byKey(await queryRows(this.db, memberMovements, [a.id]), (m) => m.orderId);
    const orders = (await queryRows(this.db, memberOrders, [a.id])).map((o) => ({
      ...o,
      payments: payments.get(o.id) ?? [],
      ledger: ledger.get(o.id) ?? [],
    }));
    const guests = byKey(
      await queryRows(this.db, memberReservationGuests, [a.id]),
      (g) => g.reservationId,
    );
    const reservations = (await queryRows(this.db, memberReservations, [a.id])).map((r) => ({
      ...r,
      guests: guests.get(r.id) ?? [],
    }));
    return withoutSecrets({
      exportedAt: new Date().toISOString(),
      about:
        'Dados pessoais mantidos pelo clube sobre o associado e seus dependentes (LGPD, art. 18).',
      associate: {
        ...record,
        photo: fileUrl(image),
        company: company ? { id: company.id, description: company.description } : null,
        sports: (sports ?? []).map((s) => ({ id: s.id, description: s.description })),
      },
      dependents: dependents.map(({ image: photo, ...d }) => ({ ...d, photo: fileUrl(photo) })),
      cards: await this.cards.cardsOfAssociate(a.id),
      history: history.map((h) => ({
        at: h.at,
        by: h.actorName,
        entityType: h.entityType,
        entityId: h.entityId,
        action: h.action,
        changes: h.changes,
      })),
      sessions: sessions.map((s) => ({
        id: s.id,
        signIn: s.familyId,
        keepConnected: s.keepConnected,
        createdAt: s.createdAt,
        expiresAt: s.expiresAt,
        usedAt: s.usedAt,
        revokedAt: s.revokedAt,
      })),
      orders,
      reservations,
      tickets: await queryRows(this.db, memberTickets, [a.id]),
      invitations: {
        reservations: await queryRows(this.db, reservationInvitationsOfPeople, [
          a.id,
          dependentIds,
          cpfs,
        ]),
        tickets: await queryRows(this.db, ticketsOfPeople, [a.id, cpfs]),
      },
      gateAccesses: await queryRows(this.db, gateAccessesOfPeople, [a.id, dependentIds, cpfs]),
      waitlist: await queryRows(this.db, memberWaitlist, [a.id]),
      // Only a hash of the feed's address is kept: the export says whether one is active.
      calendarFeed: { active: !!feed, createdAt: feed?.createdAt ?? null },
    }) as Record<string, unknown>;
  }
}
