/**
 * The gate (validacao-acesso, validacao-acesso-eventos, the card QR check): each check reads
 * what it needs, decides with the rules (gate-rules.ts; cards/card-verdict.ts for cards) and is
 * recorded as one `access_attempt` row in the same transaction (GateAttemptsService). An
 * invitation or ticket lets one person in once: the row is marked used by one conditional
 * UPDATE, so of two gates scanning it at once exactly one wins, the other reads the winner's
 * time.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { API_MSG, ErrorCode, MSG, todayIso } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryOne, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { CardCheckService } from '../cards/card-check.service.js';
import { CARD_REFUSAL_MSG, cardVerdict } from '../cards/card-verdict.js';
import { CARDS_SQL } from '../cards/cards.queries.js';
import type { CardCheckDto, VerifyCardDto } from '../cards/dto/card.dto.js';
import { GATE_SQL } from './access-validation.queries.js';
import { type AccessRefusal, cardUserType, type Outcome, userTypeOf } from './access-view.js';
import type {
  AccessVerdictDto,
  VerifyInvitationDto,
  VerifyTicketDto,
} from './dto/access-validation.dto.js';
import type { AccessAttemptKind } from './entities/access-attempt.entity.js';
import { GateAttemptsService } from './gate-attempts.service.js';
import {
  alreadyUsed,
  eventDayVerdict,
  invitationVerdict,
  ticketVerdict,
  unknownCode,
} from './gate-rules.js';

/** A verdict of the gate's rules or of the card's, with its text. */
type Decision = { ok: true } | { ok: false; reason: AccessRefusal; message: string; usedAt?: Date };

/** A refused or allowed outcome from a verdict, with the rest of what the attempt keeps. */
function outcomeOf(
  verdict: Decision,
  rest: Omit<Outcome, 'allowed' | 'reasonCode' | 'reason' | 'usedAt'>,
  admittedAt: Date | null = null,
): Outcome {
  return verdict.ok
    ? { allowed: true, reasonCode: null, reason: null, usedAt: admittedAt, ...rest }
    : {
        allowed: false,
        reasonCode: verdict.reason,
        reason: verdict.message,
        usedAt: verdict.usedAt ?? null,
        ...rest,
      };
}

interface Gate {
  id: number;
  description: string;
}

@Injectable()
export class AccessValidationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: GateAttemptsService,
    private readonly cards: CardCheckService,
  ) {}

  /** The gate's clock (a method, so tests can set the time). */
  now(): Date {
    return new Date();
  }

  private get timeZone(): string {
    return this.config.clubTimeZone;
  }

  // ── Routes ──────────────────────────────────────────────────────────────

  async verifyInvitation(
    body: VerifyInvitationDto,
    me: Principal,
    requestId: string | null,
  ): Promise<AccessVerdictDto> {
    const local = await this.localOf(body.localId);
    const kind: AccessAttemptKind = body.invitation ? 'invitation' : 'card';
    return this.attempts.attempt(
      { kind, code: body.code, me, requestId },
      () => this.now(),
      (tx, now) =>
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
    const event = await queryOne(this.db, GATE_SQL.event, [body.eventId]);
    if (!event) {
      throw AppException.badRequest(MSG.eventNotFound, ErrorCode.ValidationFailed, {
        eventId: MSG.eventNotFound,
      });
    }
    return this.attempts.attempt(
      { kind: 'ticket', code: body.ticketId, me, requestId },
      () => this.now(),
      (tx, now) => this.checkTicket(tx, body.ticketId, event, now),
    );
  }

  /**
   * `POST card/verify`: checks a card's QR code (cards module, no side effect) and records the
   * check (kind 'card', with the place if given); a retry with the same X-Request-Id gets the
   * first reply again.
   */
  async verifyCard(
    body: VerifyCardDto,
    me: Principal,
    requestId: string | null,
  ): Promise<CardCheckDto> {
    const localId = body.localId ?? null;
    if (localId !== null) await this.localOf(localId);
    if (requestId) {
      const stored = await this.attempts.stored(this.db, me, requestId, 'card', null);
      if (stored) return stored as unknown as CardCheckDto;
    }
    const check = await this.cards.verify(body.token);
    const owner = check.reply.owner;
    return this.attempts.record(
      { kind: 'card', code: check.card?.validationCode ?? null, me, requestId },
      () => this.now(),
      {
        allowed: check.reply.valid,
        reasonCode: check.refusal,
        reason: check.reply.reason,
        person: owner
          ? { name: owner.name, userType: cardUserType(owner.type), cpf: check.ownerCpf }
          : null,
        place: null,
        usedAt: null,
        localId,
        cardId: check.card?.id ?? null,
        code: check.card?.validationCode ?? null,
      },
      check.reply,
    );
  }

  // ── The checks ─────────────────────────────────────────────────────────

  private async checkInvitation(
    tx: EntityManager,
    code: number,
    gate: Gate,
    now: Date,
  ): Promise<Outcome> {
    const i = await queryOne(tx, GATE_SQL.invitation, [code]);
    if (!i) return outcomeOf(unknownCode(), { person: null, place: null, localId: gate.id });
    const rest = {
      person: { name: i.name, userType: userTypeOf(i.kind), cpf: i.doc },
      place: i.local,
      localId: gate.id,
      reservationInvitationId: i.id,
    };
    const verdict = invitationVerdict(
      {
        status: i.status,
        holdExpiresAt: i.hold_expires_at && new Date(i.hold_expires_at),
        localId: i.local_id,
        local: i.local,
        usedAt: i.used_at && new Date(i.used_at),
        startsAt: new Date(i.starts_at),
        endsAt: new Date(i.ends_at),
      },
      gate.id,
      now,
      this.timeZone,
    );
    if (!verdict.ok) return outcomeOf(verdict, rest);
    return this.admit(tx, 'reservation_invitation', i.id, now, rest);
  }

  private async checkTicket(
    tx: EntityManager,
    code: number,
    event: { id: number; title: string; local_id: number },
    now: Date,
  ): Promise<Outcome> {
    const t = await queryOne(tx, GATE_SQL.ticket, [code]);
    const where = { localId: event.local_id, eventId: event.id };
    if (!t) return outcomeOf(unknownCode(), { person: null, place: null, ...where });
    const place = t.event_title ?? t.title;
    const rest = {
      person: { name: t.name, userType: userTypeOf(t.kind), cpf: t.cpf },
      place,
      ticketId: t.id,
      ...where,
    };
    const verdict = ticketVerdict(
      {
        eventId: t.event_id,
        place,
        status: t.status,
        holdExpiresAt: t.hold_expires_at && new Date(t.hold_expires_at),
        usedAt: t.used_at && new Date(t.used_at),
      },
      event.id,
      now,
      this.timeZone,
    );
    if (!verdict.ok) return outcomeOf(verdict, rest);
    const days = await queryRows(tx, GATE_SQL.eventDays, [event.id]);
    const today = eventDayVerdict(
      days.map((d) => ({ startsAt: new Date(d.starts_at), endsAt: new Date(d.ends_at) })),
      now,
      this.timeZone,
    );
    if (!today.ok) return outcomeOf(today, rest);
    return this.admit(tx, 'ticket', t.id, now, rest);
  }

  /**
   * The 'Convite' toggle off: the code is a membership card's validation code. Members and
   * dependents come in as often as they like while the card's rule lets them.
   */
  private async checkCardCode(
    tx: EntityManager,
    code: number,
    gate: Gate,
    now: Date,
  ): Promise<Outcome> {
    const c = await queryOne(tx, CARDS_SQL.byValidationCode, [code]);
    const where = { localId: gate.id, place: gate.description };
    if (!c) return outcomeOf(unknownCode(), { person: null, ...where });
    const rest = {
      person: { name: c.name, userType: cardUserType(c.owner_type), cpf: c.cpf },
      cardId: c.id,
      ...where,
    };
    const verdict = cardVerdict({
      card: { status: c.status, expiresAt: c.expires_at },
      owner: { status: c.owner_status, holderStatus: c.holder_status },
      today: todayIso(this.timeZone, now),
    });
    return outcomeOf(
      verdict.ok
        ? verdict
        : { ok: false, reason: verdict.reason, message: CARD_REFUSAL_MSG[verdict.reason] },
      rest,
    );
  }

  // ── I/O ────────────────────────────────────────────────────────────────

  /**
   * Lets the person in: the one statement that marks the invitation or ticket used, unless
   * another gate did meanwhile (its transaction committed: already used, at its time).
   */
  private async admit(
    tx: EntityManager,
    table: 'reservation_invitation' | 'ticket',
    id: number,
    now: Date,
    rest: Omit<Outcome, 'allowed' | 'reasonCode' | 'reason' | 'usedAt'>,
  ): Promise<Outcome> {
    const won = await queryOne(tx, GATE_SQL.markUsed[table], [id, now]);
    if (won) return outcomeOf({ ok: true }, rest, new Date(won.used_at));
    const row = await queryOne(tx, GATE_SQL.usedAt[table], [id]);
    const kind = table === 'ticket' ? 'ticket' : 'invitation';
    return outcomeOf(alreadyUsed(kind, new Date(row?.used_at as Date), now, this.timeZone), rest);
  }

  private async localOf(localId: number): Promise<Gate> {
    const local = await queryOne(this.db, GATE_SQL.local, [localId]);
    if (!local) {
      throw AppException.badRequest(API_MSG.localNotFound, ErrorCode.ValidationFailed, {
        localId: API_MSG.localNotFound,
      });
    }
    return local;
  }
}
