/**
 * The gate's record of each check (`access_attempt`): a check claims its row, decides and
 * writes its outcome in one transaction. With X-Request-Id the claim is unique per staff user:
 * a retry, even one racing the first, waits for it and gets the stored reply, with no second
 * entry; the same id used for another check is refused (409 GATE_REQUEST_ID_REUSED).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { hideCpf } from '@clube/shared';
import { execute, queryOne } from '../../platform/database/sql.js';
import { DomainEvents } from '../../platform/events/domain-events.service.js';
import { AccessGranted } from './access.events.js';
import { requestIdReused } from './access-validation.constraints.js';
import { GATE_SQL } from './access-validation.queries.js';
import { type Outcome, verdictReply } from './access-view.js';
import type { AccessVerdictDto } from './dto/access-validation.dto.js';
import type { AccessAttemptKind } from './entities/access-attempt.entity.js';

/** The attempt columns besides the outcome. */
export interface AttemptKey {
  kind: AccessAttemptKind;
  code: number | null;
  me: Principal;
  requestId: string | null;
}

@Injectable()
export class GateAttemptsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly domainEvents: DomainEvents,
  ) {}

  /**
   * Claims the attempt, decides (`decide`, in the same transaction, at the gate's `clock`) and
   * writes the outcome and its reply; a retry of a claimed request id gets the stored reply.
   */
  attempt(
    key: AttemptKey,
    clock: () => Date,
    decide: (tx: EntityManager, now: Date) => Promise<Outcome>,
  ): Promise<AccessVerdictDto> {
    return this.db.transaction(async (tx) => {
      const now = clock();
      const id = await this.claim(tx, key, now);
      if (id === null) return (await this.replay(tx, key, key.code)) as unknown as AccessVerdictDto;
      const outcome = await decide(tx, now);
      const reply = verdictReply(id, outcome);
      await this.write(tx, id, key, outcome, reply, now);
      return reply;
    });
  }

  /**
   * Records a check decided elsewhere (a card's QR code: `reply` is the cards module's answer)
   * and answers its reply; a retry of a claimed request id gets the stored reply.
   */
  record<R extends object>(
    key: AttemptKey,
    clock: () => Date,
    outcome: Outcome & { code: number | null },
    reply: R,
  ): Promise<R> {
    return this.db.transaction(async (tx) => {
      const now = clock();
      const id = await this.claim(tx, key, now);
      // A card's retry is matched by kind only (its code is read from the card).
      if (id === null) return (await this.replay(tx, key, null)) as unknown as R;
      await this.write(tx, id, key, outcome, reply, now);
      return reply;
    });
  }

  /**
   * The reply stored for (staff user, request id), or null when none; 409 when that id was
   * used for another check (another kind, or another code when `code` is given).
   */
  async stored(
    manager: DataSource | EntityManager,
    me: Principal,
    requestId: string,
    kind: AccessAttemptKind,
    code: number | null,
  ): Promise<Record<string, unknown> | null> {
    const row = await queryOne(manager, GATE_SQL.stored, [me.id, requestId]);
    if (!row) return null;
    if (row.kind !== kind || (code !== null && row.code !== code) || !row.reply) {
      throw requestIdReused();
    }
    return row.reply;
  }

  /** The stored reply of the claimed request id (the first request committed it). */
  private async replay(
    tx: EntityManager,
    key: AttemptKey,
    code: number | null,
  ): Promise<Record<string, unknown>> {
    return (await this.stored(tx, key.me, key.requestId as string, key.kind, code)) as Record<
      string,
      unknown
    >;
  }

  /**
   * Inserts the attempt row (allowed false until written) and returns its id; with a request id,
   * null when that id is taken: the unique constraint makes a concurrent twin wait for this one.
   */
  private async claim(tx: EntityManager, key: AttemptKey, now: Date): Promise<number | null> {
    const row = await queryOne(tx, GATE_SQL.claim, [
      key.kind,
      key.code,
      key.me.id,
      key.requestId,
      now,
    ]);
    return row?.id ?? null;
  }

  private async write(
    tx: EntityManager,
    id: number,
    key: AttemptKey,
    o: Outcome & { code?: number | null },
    reply: object,
    now: Date,
  ): Promise<void> {
    await execute(tx, GATE_SQL.write, [
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
    ]);
    if (!o.allowed) return;
    await this.domainEvents.record(
      tx,
      AccessGranted.of({
        attemptId: id,
        kind: key.kind,
        localId: o.localId,
        eventId: o.eventId ?? null,
        reservationInvitationId: o.reservationInvitationId ?? null,
        ticketId: o.ticketId ?? null,
        cardId: o.cardId ?? null,
        userType: o.person?.userType ?? null,
        cpf: hideCpf(o.person?.cpf),
        grantedAt: (o.usedAt ?? now).toISOString(),
      }),
    );
  }
}
