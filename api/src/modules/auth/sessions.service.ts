import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { ErrorCode } from '@clube/shared';
import type { AccountSessions, SessionTokens } from '../../platform/auth/account-sessions.js';
import type { Realm } from '../../platform/auth/auth.decorators.js';
import { AccessTokensService } from '../../platform/auth/access-tokens.service.js';
import { randomSecret, sha256 } from '../../platform/auth/passwords.js';
import { AppException } from '../../platform/http/app-exception.js';
import { RefreshToken } from './entities/refresh-token.entity.js';

const HOUR = 3600_000;
/** Refresh-token life: 30 days when "keep connected", 12 hours otherwise. */
export const refreshLifetimeMs = (keepConnected: boolean) =>
  keepConnected ? 30 * 24 * HOUR : 12 * HOUR;

const sessionEnded = () =>
  new AppException(401, ErrorCode.Unauthenticated, 'Sessão expirada. Entre novamente.');

/**
 * Sign-in sessions: short access JWTs plus rotating, revocable refresh tokens. Also the
 * ACCOUNT_SESSIONS port of the account modules (users, associates).
 */
@Injectable()
export class SessionsService implements AccountSessions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: AccessTokensService,
  ) {}

  /** Starts a new session (a new refresh-token family). */
  async start(
    realm: Realm,
    subjectId: string,
    keepConnected: boolean,
    manager?: EntityManager,
  ): Promise<SessionTokens> {
    return this.issue(manager ?? this.db.manager, realm, subjectId, randomUUID(), keepConnected);
  }

  /**
   * Trades a refresh token for a new pair. A token used twice means it leaked:
   * the whole family (that sign-in) is revoked.
   */
  async refresh(
    refreshToken: string,
    authUserId: string,
    isActive: (realm: Realm, id: string) => Promise<boolean>,
  ): Promise<SessionTokens> {
    const hash = sha256(refreshToken);
    // Checked before the transaction: the embedded database has a single connection.
    const found = await this.db.getRepository(RefreshToken).findOneBy({ tokenHash: hash });
    if (!found || found.subjectId !== authUserId) throw sessionEnded();
    const active = await isActive(found.realm, found.subjectId);
    const outcome = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(RefreshToken);
      const row = await repo.findOne({
        where: { id: found.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) return { error: true as const };
      if (row.usedAt || row.revokedAt) {
        await repo.update(
          { familyId: row.familyId, revokedAt: IsNull() },
          { revokedAt: new Date() },
        );
        return { error: true as const };
      }
      if (row.expiresAt.getTime() <= Date.now() || !active) return { error: true as const };
      row.usedAt = new Date();
      await repo.save(row);
      return {
        tokens: await this.issue(tx, row.realm, row.subjectId, row.familyId, row.keepConnected),
      };
    });
    if ('error' in outcome) throw sessionEnded();
    return outcome.tokens;
  }

  /** Sign-out: ends the session the refresh token belongs to. Unknown tokens are ignored. */
  async end(refreshToken: string): Promise<void> {
    const row = await this.db
      .getRepository(RefreshToken)
      .findOneBy({ tokenHash: sha256(refreshToken) });
    if (row)
      await this.db
        .getRepository(RefreshToken)
        .update({ familyId: row.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of an account (password change or reset). */
  async endAll(realm: Realm, subjectId: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.db.manager)
      .getRepository(RefreshToken)
      .update({ realm, subjectId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async issue(
    manager: EntityManager,
    realm: Realm,
    subjectId: string,
    familyId: string,
    keepConnected: boolean,
  ): Promise<SessionTokens> {
    const refreshToken = randomSecret(32);
    await manager.getRepository(RefreshToken).insert({
      realm,
      subjectId,
      familyId,
      keepConnected,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + refreshLifetimeMs(keepConnected)),
    });
    const accessToken = await this.access.sign(realm, subjectId, familyId);
    return { accessToken, refreshToken, expiresIn: this.access.ttlSeconds };
  }
}
