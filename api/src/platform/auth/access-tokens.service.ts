import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Realm } from './auth.decorators.js';
import { JWT_SECRETS } from './auth.tokens.js';
import type { JwtSecrets } from './jwt-secrets.js';
import { type AccessTokenClaims, JWT_ISSUER } from './jwt.strategies.js';

/**
 * Issues short-lived access tokens for either realm, each signed with its own secret, with
 * the realm as audience: what the realm's passport-jwt strategy accepts. Only sessions
 * (SessionsService) sign: a token always names the session that ends it.
 */
@Injectable()
export class AccessTokensService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(JWT_SECRETS) private readonly secrets: JwtSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.jwt.accessTtlSeconds;
  }

  /** An access token of `subjectId` in the sign-in session `sessionId` (its refresh-token family). */
  sign(realm: Realm, subjectId: string, sessionId: string): Promise<string> {
    const claims: Omit<AccessTokenClaims, 'sub'> = { realm, sid: sessionId };
    return this.jwt.signAsync(claims, {
      secret: this.secrets[realm],
      subject: subjectId,
      issuer: JWT_ISSUER,
      audience: realm,
      algorithm: 'HS256',
      expiresIn: this.config.jwt.accessTtlSeconds,
    });
  }
}
