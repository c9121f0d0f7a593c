import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode, MSG, todayIso, GATE_MSG } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AppException } from '../../platform/http/app-exception.js';
import type { CardCheckDto } from '../cards/dto/card.dto.js';
import { clubDateParts } from '../reservations/reservation-format.js';
import type {
  AccessPersonDto,
  AccessReasonCode,
  AccessVerdictDto,
  VerifyInvitationDto,
  VerifyTicketDto,
} from './dto/access-validation.dto.js';
import type { AccessAttemptKind, AccessUserType } from './entities/access-attempt.entity.js';

/** How early a guest may come in before the reservation's slot starts (minutes). */
export const GATE_EARLY_ENTRY_MINUTES = 30;

const ACTIVE = 1;
const MINUTE = 60_000;

/** 'Associado', 'Dependente' or 'Convidado' from a guest's kind (null: a staff invitation). */
const USER_TYPE: Record<string, AccessUserType> = {
  associate: 'Associado',
  dependent: 'Dependente',
  guest: 'Convidado',
};

/** '***.456.789-**': the middle six digits of a CPF, the rest hidden. */
export const maskDoc = (cpf: string | null): string | null =>
  cpf && cpf.length === 11 ? `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**` : null;

/** What a check decided, and what the attempt row keeps. */
interface Outcome {
  allowed: boolean;
  reasonCode: AccessReasonCode | null;
  reason: string | null;
  person: { name: string; userType: AccessUserType; cpf: string | null } | null;
  place: string | null;
  usedAt: Date | null;
  localId: number | null;
  eventId?: number | null;
  reservationInvitationId?: number | null;
  ticketId?: number | null;
  cardId?: number | null;
}

const deny = (
  reasonCode: AccessReasonCode,
  reason: string,
  rest: Omit<Outcome, 'allowed' | 'reasonCode' | 'reason' | 'usedAt'> & { usedAt?: Date | null },
): Outcome => ({ allowed: false, reasonCode, reason, usedAt: null, ...rest });

interface InvitationRow {
  id: number;
  name: string;
  doc: string;
  kind: string;
  used_at: Date | null;
  local_id: number;
  local: string;
  starts_at: Date;
  ends_at: Date;
  status: number;
  hold_expires_at: Date | null;
}

interface TicketRow {
  id: number;
  event_id: number | null;
  name: string;
  cpf: string | null;
  kind: string | null;
  title: string;
  status: number;
  hold_expires_at: Date | null;
  used_at: Date | null;
  event_title: string | null;
}

interface CardRow {
  id: number;
  status: number;
  expires_at: string;
  owner_type: 'Associate' | 'Dependent';
  name: string;
  cpf: string | null;
  owner_status: number;
  holder_status: number;
}

/** The attempt columns besides the outcome. */
interface AttemptKey {
  kind: AccessAttemptKind;
  code: number | null;
  me: Principal;
  requestId: string | null;
}

/**
 * The gate (validacao-acesso, validacao-acesso-eventos, the card QR check): each check decides a
 * verdict and writes one `access_attempt` row in the same transaction. An invitation or ticket
 * lets one person in once: the row is marked used by one conditional UPDATE, so of two gates
 * scanning it at once exactly one wins, the other reads the winner's time. A request carrying
 * X-Request-Id first claims (staff user, request id) in access_attempt: a retry, even one racing
 * the first, waits for it and gets the stored reply, with no second entry.
 */
@Injectable()
export class AccessValidationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The gate's clock (a method, so tests can set the time). */
  now(): Date {
    return new Date();
  }

  private parts(instant: Date) {
    return clubDateParts(instant, this.config.clubTimeZone);
  }

  // ── Routes ──────────────────────────────────────────────────────────────

  async verifyInvitation(
    body: VerifyInvitationDto,
    me: Principal,
    requestId: string | null,
  ): Promise<AccessVerdictDto> {
    const local = await this.localOf(body.localId);
    const kind: AccessAttemptKind = body.invitation ? 'invitation' : 'card';
    return this.attempt({ kind, code: body.code, me, requestId }, (tx, now) =>
      body.invitation
        ? this.checkInvitation(tx, body.code, local, now)
        : this.checkCardCode(tx, body.code, local, now),
    );
  }

  async verifyTicket(
    body: VerifyTicketDto,
    me: Principal,
    requestId: string | null,
  ): Promise<AccessVerdictDto> {
    const [event] = await this.db.query<{ id: number; title: string; local_id: number }[]>(
      'SELECT id, title, local_id FROM event WHERE id = $1',
      [body.eventId],
    );
    if (!event) {
      throw AppException.badRequest(MSG.eventNotFound, ErrorCode.ValidationFailed, {
        eventId: MSG.eventNotFound,
      });
    }
    return this.attempt({ kind: 'ticket', code: body.ticketId, me, requestId }, (tx, now) =>
      this.checkTicket(tx, body.ticketId, event, now),
    );
  }

  /**
   * `POST card/verify` (cards module): records the check of a card's QR code (kind 'card'), and
   * replays the reply to a retry with the same X-Request-Id. The check itself has no side effect.
   */
  async recordCardCheck(
    me: Principal,
    requestId: string | null,
    localId: number | null,
    check: () => Promise<CardCheckDto>,
  ): Promise<CardCheckDto> {
    if (localId !== null) await this.localOf(localId);
    if (requestId) {
      const stored = await this.stored(this.db.manager, me, requestId, 'card', null);
      if (stored) return stored as unknown as CardCheckDto;
    }
    const result = await check();
    const outcome = await this.cardCheckOutcome(result, localId);
    return this.db.transaction(async (tx) => {
      const key: AttemptKey = { kind: 'card', code: outcome.code, me, requestId };
      const id = await this.claim(tx, key, this.now());
      if (id === null) {
        return (await this.stored(
          tx,
          me,
          requestId as string,
          'card',
          null,
        )) as unknown as CardCheckDto;
      }
      await this.write(tx, id, key, outcome, result as unknown as Record<string, unknown>);
      return result;
    });
  }

  // ── The attempt: claim, decide, write, in one transaction ──────────────

  private async attempt(
    key: AttemptKey,
    decide: (tx: EntityManager, now: Date) => Promise<Outcome>,
  ): Promise<AccessVerdictDto> {
    return this.db.transaction(async (tx) => {
      const now = this.now();
      const id = await this.claim(tx, key, now);
      if (id === null) {
        return (await this.stored(
          tx,
          key.me,
          key.requestId as string,
          key.kind,
          key.code,
        )) as unknown as AccessVerdictDto;
      }
      const outcome = await decide(tx, now);
      const reply = this.reply(id, outcome);
      await this.write(tx, id, key, outcome, reply as unknown as Record<string, unknown>);
      return reply;
    });
  }

  /**
   * Inserts the attempt row (allowed false until written) and returns its id; with a request id,
   * null when that id is taken: the unique index makes a concurrent twin wait for this one.
   */
  private async claim(tx: EntityManager, key: AttemptKey, now: Date): Promise<number | null> {
    const rows = await tx.query<{ id: number }[]>(
      `INSERT INTO access_attempt (kind, code, allowed, staff_user_id, request_id, created_at)
       VALUES ($1, $2, false, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT "UQ_access_attempt_request" DO NOTHING
       RETURNING id`,
      [key.kind, key.code, key.me.id, key.requestId, now],
    );
    return rows[0]?.id ?? null;
  }

  /** The reply stored for (staff user, request id); 409 when it was another check. */
  private async stored(
    manager: EntityManager,
    me: Principal,
    requestId: string,
    kind: AccessAttemptKind,
    code: number | null,
  ): Promise<Record<string, unknown> | null> {
    const [row] = await manager.query<
      { kind: string; code: number | null; reply: Record<string, unknown> | null }[]
    >('SELECT kind, code, reply FROM access_attempt WHERE staff_user_id = $1 AND request_id = $2', [
      me.id,
      requestId,
    ]);
    if (!row) return null;
    if (row.kind !== kind || (code !== null && row.code !== code) || !row.reply) {
      throw AppException.conflict(GATE_MSG.gateRequestIdReused, ErrorCode.Conflict, {
        'X-Request-Id': GATE_MSG.gateRequestIdReused,
      });
    }
    return row.reply;
  }

  private async write(
    tx: EntityManager,
    id: number,
    key: AttemptKey,
    o: Outcome & { code?: number | null },
    reply: Record<string, unknown> | null,
  ): Promise<void> {
    await tx.query(
      `UPDATE access_attempt SET code = $2, local_id = $3, event_id = $4,
         reservation_invitation_id = $5, ticket_id = $6, card_id = $7, name = $8, doc_type = $9,
         doc = $10, user_type = $11, allowed = $12, reason_code = $13, reason = $14, reply = $15
       WHERE id = $1`,
      [
        id,
        o.code !== undefined ? o.code : key.code,
        o.localId,
        o.eventId ?? null,
        o.reservationInvitationId ?? null,
        o.ticketId ?? null,
        o.cardId ?? null,
        o.person?.name ?? null,
        o.person?.cpf ? 'CPF' : null,
        o.person?.cpf ?? null,
        o.person?.userType ?? null,
        o.allowed,
        o.reasonCode,
        o.reason,
        key.requestId ? JSON.stringify(reply) : null,
      ],
    );
  }

  private reply(attemptId: number, o: Outcome): AccessVerdictDto {
    const person: AccessPersonDto | null = o.person
      ? { name: o.person.name, userType: o.person.userType, doc: maskDoc(o.person.cpf) }
      : null;
    return {
      response: o.allowed,
      title: o.allowed ? MSG.accessGrantedTitle : MSG.accessDeniedValidationTitle,
      reasonCode: o.reasonCode,
      reason: o.reason,
      person,
      place: o.place,
      usedAt: o.usedAt ? o.usedAt.toISOString() : null,
      attemptId,
    };
  }

  private async localOf(localId: number): Promise<{ id: number; description: string }> {
    const [local] = await this.db.query<{ id: number; description: string }[]>(
      'SELECT id, description FROM local WHERE id = $1',
      [localId],
    );
    if (!local) {
      throw AppException.badRequest(MSG.localNotFound, ErrorCode.ValidationFailed, {
        localId: MSG.localNotFound,
      });
    }
    return local;
  }

  /** "já utilizado às HH:mm", or "em DD/MM/AAAA às HH:mm" when used another club day. */
  private usedReason(kind: 'invitation' | 'ticket', usedAt: Date, now: Date): string {
    const used = this.parts(usedAt);
    const sameDay = used.date === this.parts(now).date;
    if (kind === 'invitation') {
      return sameDay
        ? GATE_MSG.gateInvitationUsed(used.time)
        : GATE_MSG.gateInvitationUsedOn(used.date, used.time);
    }
    return sameDay
      ? GATE_MSG.gateTicketUsed(used.time)
      : GATE_MSG.gateTicketUsedOn(used.date, used.time);
  }

  /** The one statement that lets one person in: sets used_at unless already set. */
  private async markUsed(
    tx: EntityManager,
    table: 'reservation_invitation' | 'ticket',
    id: number,
    now: Date,
  ): Promise<{ won: boolean; usedAt: Date }> {
    const won = await tx.query<{ used_at: Date }[]>(
      `WITH u AS (UPDATE ${table} SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING used_at)
       SELECT used_at FROM u`,
      [id, now],
    );
    if (won[0]) return { won: true, usedAt: new Date(won[0].used_at) };
    // Another gate won meanwhile (its transaction committed): its time.
    const [row] = await tx.query<{ used_at: Date }[]>(
      `SELECT used_at FROM ${table} WHERE id = $1`,
      [id],
    );
    return { won: false, usedAt: new Date(row.used_at) };
  }

  // ── The checks ─────────────────────────────────────────────────────────

  private async checkInvitation(
    tx: EntityManager,
    code: number,
    gate: { id: number; description: string },
    now: Date,
  ): Promise<Outcome> {
    const [i] = await tx.query<InvitationRow[]>(
      `SELECT i.id, i.name, i.doc, i.kind, i.used_at, r.local_id, l.description AS local,
         r.starts_at, r.ends_at, r.status, r.hold_expires_at
       FROM reservation_invitation i
       JOIN local_reservation r ON r.id = i.reservation_id
       JOIN local l ON l.id = r.local_id
       WHERE i.id = $1`,
      [code],
    );
    if (!i) {
      return deny('UNKNOWN_CODE', GATE_MSG.gateUnknownCode, {
        person: null,
        place: null,
        localId: gate.id,
      });
    }
    const base = {
      person: { name: i.name, userType: USER_TYPE[i.kind] ?? 'Convidado', cpf: i.doc },
      place: i.local,
      localId: gate.id,
      reservationInvitationId: i.id,
    } as const;
    if (i.status === 3) return deny('CANCELLED', GATE_MSG.gateReservationCancelled, base);
    const holdOver = i.hold_expires_at !== null && new Date(i.hold_expires_at) <= now;
    if (i.status === 4 || (i.status === 1 && holdOver)) {
      return deny('EXPIRED', GATE_MSG.gateReservationExpired, base);
    }
    if (i.status === 1) return deny('UNPAID', GATE_MSG.gateUnpaid, base);
    if (i.local_id !== gate.id) return deny('OTHER_PLACE', GATE_MSG.gateOtherPlace(i.local), base);
    if (i.used_at) {
      const usedAt = new Date(i.used_at);
      return deny('ALREADY_USED', this.usedReason('invitation', usedAt, now), { ...base, usedAt });
    }
    const start = new Date(i.starts_at);
    const end = new Date(i.ends_at);
    const opens = start.getTime() - GATE_EARLY_ENTRY_MINUTES * MINUTE;
    if (now.getTime() < opens || now >= end) {
      const from = this.parts(start);
      const to = this.parts(end);
      if (from.date !== this.parts(now).date) {
        return deny('OTHER_DAY', GATE_MSG.gateOtherDay(from.date, from.time, to.time), base);
      }
      return deny('OUTSIDE_SLOT', GATE_MSG.gateOutsideSlot(from.time, to.time), base);
    }
    const used = await this.markUsed(tx, 'reservation_invitation', i.id, now);
    if (!used.won) {
      return deny('ALREADY_USED', this.usedReason('invitation', used.usedAt, now), {
        ...base,
        usedAt: used.usedAt,
      });
    }
    return { allowed: true, reasonCode: null, reason: null, usedAt: used.usedAt, ...base };
  }

  private async checkTicket(
    tx: EntityManager,
    code: number,
    event: { id: number; title: string; local_id: number },
    now: Date,
  ): Promise<Outcome> {
    const [t] = await tx.query<TicketRow[]>(
      `SELECT t.id, t.event_id, t.name, t.cpf, t.kind, t.title, t.status, t.hold_expires_at,
         t.used_at, e.title AS event_title
       FROM ticket t LEFT JOIN event e ON e.id = t.event_id
       WHERE t.id = $1`,
      [code],
    );
    const where = { localId: event.local_id, eventId: event.id };
    if (!t)
      return deny('UNKNOWN_CODE', GATE_MSG.gateUnknownCode, {
        person: null,
        place: null,
        ...where,
      });
    const place = t.event_title ?? t.title;
    const base = {
      person: { name: t.name, userType: USER_TYPE[t.kind ?? 'guest'] ?? 'Convidado', cpf: t.cpf },
      place,
      ticketId: t.id,
      ...where,
    } as const;
    if (t.event_id !== event.id) return deny('OTHER_EVENT', GATE_MSG.gateOtherEvent(place), base);
    if (t.status === 3) return deny('CANCELLED', GATE_MSG.gateTicketCancelled, base);
    const holdOver = t.hold_expires_at !== null && new Date(t.hold_expires_at) <= now;
    if (t.status === 4 || (t.status === 2 && holdOver)) {
      return deny('EXPIRED', GATE_MSG.gateTicketExpired, base);
    }
    if (t.status === 2) return deny('UNPAID', GATE_MSG.gateUnpaid, base);
    if (t.used_at) {
      const usedAt = new Date(t.used_at);
      return deny('ALREADY_USED', this.usedReason('ticket', usedAt, now), { ...base, usedAt });
    }
    const days = await tx.query<{ starts_at: Date; ends_at: Date }[]>(
      'SELECT starts_at, ends_at FROM event_date WHERE event_id = $1 ORDER BY starts_at',
      [event.id],
    );
    const tz = this.config.clubTimeZone;
    const today = todayIso(tz, now);
    const isoDay = (d: Date) => todayIso(tz, d);
    const isToday = days.some(
      (d) =>
        isoDay(new Date(d.starts_at)) <= today &&
        today <= isoDay(new Date(new Date(d.ends_at).getTime() - 1)),
    );
    if (!isToday) {
      const next = days.find((d) => isoDay(new Date(d.starts_at)) >= today) ?? days.at(-1);
      const date = next ? this.parts(new Date(next.starts_at)).date : this.parts(now).date;
      return deny('OTHER_DAY', GATE_MSG.gateTicketOtherDay(date), base);
    }
    const used = await this.markUsed(tx, 'ticket', t.id, now);
    if (!used.won) {
      return deny('ALREADY_USED', this.usedReason('ticket', used.usedAt, now), {
        ...base,
        usedAt: used.usedAt,
      });
    }
    return { allowed: true, reasonCode: null, reason: null, usedAt: used.usedAt, ...base };
  }

  /**
   * The 'Convite' toggle off: the code is a membership card's validation code. Members and
   * dependents come in as often as they like while card, person and holder are active and the
   * card not expired.
   */
  private async checkCardCode(
    tx: EntityManager,
    code: number,
    gate: { id: number; description: string },
    now: Date,
  ): Promise<Outcome> {
    const [c] = await tx.query<CardRow[]>(
      `SELECT c.id, c.status, to_char(c.expires_at, 'YYYY-MM-DD') AS expires_at, c.owner_type,
         COALESCE(a.name, d.name) AS name, COALESCE(a.cpf, d.cpf) AS cpf,
         COALESCE(a.status, d.status) AS owner_status, COALESCE(a.status, da.status) AS holder_status
       FROM card c
       LEFT JOIN associate a ON a.id = c.associate_id
       LEFT JOIN dependent d ON d.id = c.dependent_id
       LEFT JOIN associate da ON da.id = d.associate_id
       WHERE c.validation_code = $1
       ORDER BY (c.status = ${ACTIVE}) DESC, c.id DESC
       LIMIT 1`,
      [code],
    );
    const where = { localId: gate.id, place: gate.description };
    if (!c) return deny('UNKNOWN_CODE', GATE_MSG.gateUnknownCode, { person: null, ...where });
    const base = {
      person: {
        name: c.name,
        userType: c.owner_type === 'Associate' ? 'Associado' : 'Dependente',
        cpf: c.cpf,
      },
      cardId: c.id,
      ...where,
    } as const;
    if (c.status !== ACTIVE) return deny('CARD_INACTIVE', MSG.cardInactive, base);
    if (c.expires_at < todayIso(this.config.clubTimeZone, now)) {
      return deny('CARD_EXPIRED', MSG.cardExpired, base);
    }
    if (c.owner_status !== ACTIVE) return deny('CARD_OWNER_INACTIVE', MSG.cardOwnerInactive, base);
    if (c.holder_status !== ACTIVE) {
      return deny('CARD_HOLDER_INACTIVE', MSG.cardHolderInactive, base);
    }
    return { allowed: true, reasonCode: null, reason: null, usedAt: null, ...base };
  }

  /** The attempt row of a card QR check, from its verdict (and the card and person it names). */
  private async cardCheckOutcome(
    r: CardCheckDto,
    localId: number | null,
  ): Promise<Outcome & { code: number | null }> {
    const REASONS: [string, AccessReasonCode][] = [
      [MSG.cardTokenInvalid, 'CARD_INVALID'],
      [MSG.cardNotFound, 'CARD_NOT_FOUND'],
      [MSG.cardReplaced, 'CARD_REPLACED'],
      [MSG.cardInactive, 'CARD_INACTIVE'],
      [MSG.cardExpired, 'CARD_EXPIRED'],
      [MSG.cardOwnerInactive, 'CARD_OWNER_INACTIVE'],
      [MSG.cardHolderInactive, 'CARD_HOLDER_INACTIVE'],
    ];
    const reasonCode = r.valid
      ? null
      : (REASONS.find(([text]) => text === r.reason)?.[1] ?? 'CARD_INVALID');
    let cpf: string | null = null;
    if (r.owner) {
      const table = r.owner.type === 'Associate' ? 'associate' : 'dependent';
      const [p] = await this.db.query<{ cpf: string | null }[]>(
        `SELECT cpf FROM ${table} WHERE id = $1`,
        [r.owner.id],
      );
      cpf = p?.cpf ?? null;
    }
    let code: number | null = null;
    let cardId: number | null = null;
    if (r.card?.id) {
      const [card] = await this.db.query<{ id: number; validation_code: number }[]>(
        'SELECT id, validation_code FROM card WHERE id = $1',
        [r.card.id],
      );
      cardId = card?.id ?? null;
      code = card?.validation_code ?? null;
    }
    return {
      allowed: r.valid,
      reasonCode,
      reason: r.reason,
      person: r.owner
        ? {
            name: r.owner.name,
            userType: r.owner.type === 'Associate' ? 'Associado' : 'Dependente',
            cpf,
          }
        : null,
      place: null,
      usedAt: null,
      localId,
      cardId,
      code,
    };
  }
}
