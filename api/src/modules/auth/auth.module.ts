import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PRINCIPAL_RESOLVER } from '../../platform/auth/principal-resolver.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { User } from '../users/entities/user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordResetCode } from './entities/password-reset-code.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { DbPrincipalResolver } from './principal-resolver.service.js';
import { SessionsService } from './sessions.service.js';

/**
 * Sign-in of both realms, sessions (refresh tokens) and password recovery. It provides the
 * platform's PRINCIPAL_RESOLVER port (the passport strategies read the signed-in account
 * through it), hence global.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, Associate, RefreshToken, PasswordResetCode])],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    DbPrincipalResolver,
    { provide: PRINCIPAL_RESOLVER, useExisting: DbPrincipalResolver },
  ],
  exports: [PRINCIPAL_RESOLVER, SessionsService],
})
export class AuthModule {}
