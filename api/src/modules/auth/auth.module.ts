import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PRINCIPAL_RESOLVER } from '../../platform/auth/principal-resolver.js';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service.js';
import { Associate } from '../associates/entities/associate.entity.js';
import { Dependent } from '../associates/entities/dependent.entity.js';
import { AssociatesController } from '../associates/associates.controller.js';
import { AssociatesService } from '../associates/associates.service.js';
import { Permission } from '../users/entities/permission.entity.js';
import { User } from '../users/entities/user.entity.js';
import { PermissionsController } from '../users/permissions.controller.js';
import { PermissionsService } from '../users/permissions.service.js';
import { UsersController } from '../users/users.controller.js';
import { UsersService } from '../users/users.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordResetCode } from './entities/password-reset-code.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { DbPrincipalResolver } from './principal-resolver.service.js';
import { SessionsService } from './sessions.service.js';

/**
 * Identity: staff and member sign-in, sessions, recovery, internal users and
 * permissions. Global because the AuthGuard (platform) resolves principals here.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([
      User,
      Permission,
      Associate,
      Dependent,
      RefreshToken,
      PasswordResetCode,
    ]),
  ],
  controllers: [AuthController, UsersController, PermissionsController, AssociatesController],
  providers: [
    AuthService,
    SessionsService,
    UsersService,
    PermissionsService,
    AssociatesService,
    RateLimiterService,
    DbPrincipalResolver,
    { provide: PRINCIPAL_RESOLVER, useExisting: DbPrincipalResolver },
  ],
  exports: [PRINCIPAL_RESOLVER, SessionsService, UsersService, RateLimiterService],
})
export class AuthModule {}
