/**
 * The gate (validacao-acesso, validacao-acesso-eventos, the card QR check): each check reads
 * what it needs, decides with the rules (gate-rules.ts; cards/card-verdict.ts for cards) and is
 * recorded as one `access_attempt` row in the same transaction (GateAttemptsService). An
 * invitation or ticket lets one person in once: the row is marked used by one conditional
 * UPDATE, so of two gates scanning it at once exactly one wins, the other reads the winner's
 * time. An invitation's or ticket's QR code is a signed token (QrTokensService); its printed
 * short code may still be typed, within a per-account limit (GateLimitsService). When the pass
 * is a club person's (their CPF is an associate's or dependent's), the reply names the person
 * of the register, with their photo.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { API_MSG, ErrorCode, MSG, todayIso } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { type PassKind, QrTokensService } from '../../platform/auth/qr-tokens.service.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryOne, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { CardCheckService } from '../cards/card-check.service.js';
import { CARD_REFUSAL_MSG, cardVerdict } from '../cards/card-verdict.js';
import { CARDS_SQL } from '../cards/cards.queries.js';
import type { CardCheckDto, VerifyCardDto } from '../cards/dto/card.dto.js';
import { fileUrl } from '../files/files.service.js';
import { GATE_SQL } from './access-validation.queries.js';
import { type AccessRefusal, cardUserType, type Outcome, userTypeOf } from './access-view.js';
import type {
  AccessVerdictDto,
  VerifyInvitationDto,
  VerifyInvitationQrDto,
  VerifyTicketDto,
  VerifyTicketQrDto,
} from './dto/access-validation.dto.js';
import type { AccessAttemptKind } from './entities/access-attempt.entity.js';
import { GateAttemptsService } from './gate-attempts.service.js';
import { GateLimitsService } from './gate-limits.service.js';
import {
  alreadyUsed,
  eventDayVerdict,
  invitationVerdict,
  qrInvalid,
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

interface EventGate {
  id: number;
  title: string;
  local_id: number;
}

/** The photo's URL of a stored file name. */
const photoUrl = (fileName: string | null) => fileUrl(fileName ? { fileName } : null);

@Injectable()
export class AccessValidationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: GateAttemptsService,
    private readonly cards: CardCheckService,
    private readonly limits: GateLimitsService,
    private readonly qr: QrTokensService,
  ) {}

  /** The gate's clock (a method, so tests can set the time). */
  now(): Date {
    return new Date();
  }

  private get timeZone(): string {
    return this.config.clubTimeZone;
  }

  // ── Routes ──────────────────────────────────────────────────────────────

  /** A typed code at a place: an invitation's short code, or a card's validation code. */
  async verifyInvitation(
    body: VerifyInvitationDto,
    me: Principal,
    requestId: string | null,
  ): Promise<AccessVerdictDto> {
    const kind: AccessAttemptKind = body.invitation ? 'invitation' : 'card';
    const replay = await this.replay(me, requestId, kind, body.code);
    if (replay) return replay;
    await this.limits.typed(me);
    const local = await this.localOf(body.localId);
    return this.attempts.attempt(
      { kind, code: body.code, me, requestId },
      () => this.now(),
      (tx, now) =>
        body.invitation
          ? this.checkInvitation(tx, body.code, local, now)
          : this.checkCardCode(tx, body.code, local, now),
    );
  }

  /** An invitation's QR code at a place: its signed token, then the invitation's rules. */
  async verifyInvitationQr(
    body: VerifyInvitationQrDto,
    me: Principal,
    requestId: string | null,
  ): Promise<AccessVerdictDto> {
    await this.limits.scanned(me);
    const local = await this.localOf(body.localId);
    const id = this.passId('invitation', body.token);
    return this.attempts.attempt(
      { kind: 'invitation', code: id, me, requestId },
      () => this.now(),
      (tx, now) =>
        id === null
          ? Promise.resolve(
              outcomeOf(qrInvalid(), { person: null, place: null, localId: local.id }),
            )
          : this.checkInvitation(tx, id, local, now),
    );
  }

  /** A typed ticket code at an event's gate. */
  async verifyTicket(
    body: VerifyTicketDto,
    me: Principal,
    requestId: string | null,
  ): Promise<AccessVerdictDto> {
    const replay = await this.replay(me, requestId, 'ticket', body.ticketId);
    if (replay) return replay;
    await this.limits.typed(me);
    const event = await this.eventOf(body.eventId);
    return this.attempts.attempt(
      { kind: 'ticket', code: body.ticketId, me, requestId },
      () => this.now(),
      (tx, now) => this.checkTicket(tx, body.ticketId, event, now),
    );
  }

  /** A ticket's QR code at an event's gate: its signed token, then the ticket's rules. */
  async verifyTicketQr(
    body: VerifyTicketQrDto,
    me: Principal,
    requestId: string | null,
  ): Promise<AccessVerdictDto> {
    await this.limits.scanned(me);
    const event = await this.eventOf(body.eventId);
    const id = this.passId('ticket', body.token);
    const where = { localId: event.local_id, eventId: event.id };
    return this.attempts.attempt(
      { kind: 'ticket', code: id, me, requestId },
      () => this.now(),
      (tx, now) =>
        id === null
          ? Promise.resolve(outcomeOf(qrInvalid(), { person: null, place: null, ...where }))
          : this.checkTicket(tx, id, event, now),
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
    await this.limits.scanned(me);
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
      person: await this.personOf(tx, i.doc, i.name, i.kind),
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
    event: EventGate,
    now: Date,
  ): Promise<Outcome> {
    const t = await queryOne(tx, GATE_SQL.ticket, [code]);
    const where = { localId: event.local_id, eventId: event.id };
    if (!t) return outcomeOf(unknownCode(), { person: null, place: null, ...where });
    const place = t.event_title ?? t.title;
    const rest = {
      person: await this.personOf(tx, t.cpf, t.name, t.kind),
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
      person: {
        name: c.name,
        userType: cardUserType(c.owner_type),
        cpf: c.cpf,
        photo: photoUrl(c.photo),
      },
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

  /**
   * Who a pass lets in: when its CPF is an associate's or a dependent's, the person of the
   * club's register (their name, kind and photo: only they may come in with it, whatever name
   * was typed on the invitation); otherwise the guest as the member typed them.
   */
  private async personOf(
    tx: EntityManager,
    cpf: string | null,
    name: string,
    kind: string | null,
  ): Promise<Outcome['person']> {
    const record = cpf ? await queryOne(tx, GATE_SQL.clubRecord, [cpf]) : null;
    if (!record) return { name, userType: userTypeOf(kind), cpf };
    return {
      name: record.name,
      userType: userTypeOf(record.kind),
      cpf: record.cpf,
      photo: photoUrl(record.photo),
    };
  }

  // ── I/O ────────────────────────────────────────────────────────────────

  /** The invitation's or ticket's id a scanned token names; null when the club did not sign it. */
  private passId(kind: PassKind, token: string): number | null {
    return this.qr.readPass(kind, token);
  }

  /**
   * The reply stored for a retry of a typed check (same X-Request-Id): answered again before
   * the typed codes' limit is counted, so a retry after a lost answer costs nothing.
   */
  private async replay(
    me: Principal,
    requestId: string | null,
    kind: AccessAttemptKind,
    code: number,
  ): Promise<AccessVerdictDto | null> {
    if (!requestId) return null;
    const stored = await this.attempts.stored(this.db, me, requestId, kind, code);
    return stored as unknown as AccessVerdictDto | null;
  }

  private async eventOf(eventId: number): Promise<EventGate> {
    const event = await queryOne(this.db, GATE_SQL.event, [eventId]);
    if (!event) {
      throw AppException.badRequest(MSG.eventNotFound, ErrorCode.ValidationFailed, {
        eventId: MSG.eventNotFound,
      });
    }
    return event;
  }

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
