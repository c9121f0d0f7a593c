import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { hasPermission, type PermissionName } from '@clube/shared';
import { AppException } from '../http/app-exception.js';
import { ErrorCode } from '../http/error-codes.js';
import { IS_PUBLIC, type Realm, REQUIRED_PERMISSIONS, REQUIRED_REALM } from './auth.decorators.js';
import { JWT_SECRETS } from './auth.tokens.js';
import type { JwtSecrets } from './jwt-secrets.js';
import {
  type Principal,
  PRINCIPAL_RESOLVER,
  type PrincipalResolver,
} from './principal-resolver.js';

export interface AccessTokenClaims {
  sub: string;
  realm: Realm;
}

export type { Principal };
export type AuthenticatedRequest = Request & { principal?: Principal };

export const JWT_ISSUER = 'clube-api';

const unauthenticated = () =>
  new AppException(401, ErrorCode.Unauthenticated, 'Sessão ausente ou expirada. Entre novamente.');

/**
 * The one authority for access. Every route either says @Public(), or requires a
 * realm (@RequireMember) or staff permissions (@RequirePermissions). A route that
 * says nothing needs a staff token: closed by default. The account and its
 * permissions are read from the database on each request.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    @Inject(JWT_SECRETS) private readonly secrets: JwtSecrets,
    @Inject(PRINCIPAL_RESOLVER) private readonly principals: PrincipalResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const realm = this.reflector.getAllAndOverride<Realm>(REQUIRED_REALM, targets) ?? 'staff';
    const required =
      this.reflector.getAllAndOverride<PermissionName[]>(REQUIRED_PERMISSIONS, targets) ?? [];

    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw unauthenticated();

    let claims: AccessTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, {
        secret: realm === 'staff' ? this.secrets.staff : this.secrets.member,
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: realm,
      });
    } catch {
      throw unauthenticated();
    }
    if (claims.realm !== realm || typeof claims.sub !== 'string') throw unauthenticated();

    const principal = await this.principals.resolve(realm, claims.sub);
    if (!principal) throw unauthenticated();
    for (const permission of required) {
      if (!hasPermission(principal.permissions, permission)) {
        throw new AppException(
          403,
          ErrorCode.Forbidden,
          'Nível de usuário insuficiente para o acesso',
        );
      }
    }
    req.principal = principal;
    return true;
  }
}
