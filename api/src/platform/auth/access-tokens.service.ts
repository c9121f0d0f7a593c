import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JWT_ISSUER } from './auth.guard.js';
import { JWT_SECRETS } from './auth.tokens.js';
import type { JwtSecrets } from './jwt-secrets.js';

/** Issues short-lived access tokens for either realm, each signed with its own secret. */
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

  signStaff(userId: string): Promise<string> {
    return this.jwt.signAsync(
      { realm: 'staff' },
      {
        secret: this.secrets.staff,
        subject: userId,
        issuer: JWT_ISSUER,
        audience: 'staff',
        algorithm: 'HS256',
        expiresIn: this.config.jwt.accessTtlSeconds,
      },
    );
  }

  signMember(associateId: string): Promise<string> {
    return this.jwt.signAsync(
      { realm: 'member' },
      {
        secret: this.secrets.member,
        subject: associateId,
        issuer: JWT_ISSUER,
        audience: 'member',
        algorithm: 'HS256',
        expiresIn: this.config.jwt.accessTtlSeconds,
      },
    );
  }
}
