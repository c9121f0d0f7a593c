import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACCOUNT_SESSIONS, PASSWORD_LINKS } from '../../platform/auth/account-sessions.js';
import { PRINCIPAL_RESOLVER } from '../../platform/auth/principal-resolver.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { User } from '../users/entities/user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordResetCode } from './entities/password-reset-code.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { PasswordLinksService } from './password-links.service.js';
import { DbPrincipalResolver } from './principal-resolver.service.js';
import { SessionsService } from './sessions.service.js';

/**
 * Sign-in of both realms, sessions (refresh tokens) and password recovery. It sits above the
 * account modules (users, associates: its sign-in reads both) and provides the platform's
 * ports: PRINCIPAL_RESOLVER (the passport strategies read the signed-in account through it),
 * ACCOUNT_SESSIONS and PASSWORD_LINKS (the account modules end sessions and issue password
 * links through them), hence global.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, Associate, RefreshToken, PasswordResetCode])],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    PasswordLinksService,
    DbPrincipalResolver,
    { provide: PRINCIPAL_RESOLVER, useExisting: DbPrincipalResolver },
    { provide: ACCOUNT_SESSIONS, useExisting: SessionsService },
    { provide: PASSWORD_LINKS, useExisting: PasswordLinksService },
  ],
  exports: [PRINCIPAL_RESOLVER, ACCOUNT_SESSIONS, PASSWORD_LINKS, SessionsService],
})
export class AuthModule {}
