/**
 * The single-use codes of the "choose your password" links (recovery, an associate's welcome
 * e-mail): the PASSWORD_LINKS port of platform/auth, used by the sign-in routes too.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PasswordLinkRequest, PasswordLinks } from '../../platform/auth/account-sessions.js';
import { randomSecret, sha256 } from '../../platform/auth/passwords.js';
import { PasswordResetCode } from './entities/password-reset-code.entity.js';

@Injectable()
export class PasswordLinksService implements PasswordLinks {
  /** Stores the hash of a new code for the account (in the caller's transaction); returns the code. */
  async issue(manager: EntityManager, request: PasswordLinkRequest): Promise<string> {
    const code = randomSecret(32);
    await manager.getRepository(PasswordResetCode).insert({
      realm: request.realm,
      subjectId: request.subjectId,
      email: request.email,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + request.ttlMs),
    });
    return code;
  }
}
