import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import passport, { type Strategy } from 'passport';
import {
  ErrorCode,
  hasAnyPermission,
  hasPermission,
  type PermissionName,
  MSG,
} from '@clube/shared';
import { AppException } from '../http/app-exception.js';
import {
  ANY_OF_PERMISSIONS,
  IS_PUBLIC,
  type Realm,
  REQUIRED_PERMISSIONS,
  REQUIRED_REALM,
} from './auth.decorators.js';
import { MemberJwtStrategy, StaffJwtStrategy } from './jwt.strategies.js';
import type { Principal } from './principal-resolver.js';

export type { Principal };
export type AuthenticatedRequest = Request & { principal?: Principal };

interface RouteAccess {
  isPublic: boolean;
  realm: Realm;
  required: PermissionName[];
  anyOf: PermissionName[] | undefined;
}

const unauthenticated = () =>
  new AppException(401, ErrorCode.Unauthenticated, 'Sessão ausente ou expirada. Entre novamente.');

/**
 * The one authority for access. Every route either says @Public(), or requires a realm
 * (@RequireMember) or staff permissions (@RequirePermissions). A route that says nothing
 * needs a staff token: closed by default. The token is checked by the realm's passport-jwt
 * strategy (staff-jwt or member-jwt), which also reads the account and its permissions from
 * the database on each request; the permissions the route asks for are checked here.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly strategies: Record<Realm, Strategy>;
  /** Each route's access, by controller class and handler. */
  private readonly routes = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    private readonly reflector: Reflector,
    staff: StaffJwtStrategy,
    member: MemberJwtStrategy,
  ) {
    this.strategies = { staff, member };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, realm, required, anyOf } = this.accessOf(context);
    if (isPublic) return true;

    const http = context.switchToHttp();
    const req = http.getRequest<AuthenticatedRequest>();
    const principal = await this.authenticate(realm, req, http.getResponse<Response>());
    if (!principal) throw unauthenticated();
    for (const permission of required) {
      if (!hasPermission(principal.permissions, permission)) {
        throw new AppException(403, ErrorCode.Forbidden, MSG.adminInsufficientLevel);
      }
    }
    if (anyOf && !hasAnyPermission(principal.permissions, anyOf)) {
      throw new AppException(403, ErrorCode.Forbidden, MSG.adminInsufficientLevel);
    }
    req.principal = principal;
    return true;
  }

  /**
   * What a route asks for, read from its decorators once per handler: the decorators run when
   * the class is defined, so the answer never changes (reading it on every request was a
   * visible part of a request's CPU in the profile, issue 29).
   */
  private accessOf(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    const controller = context.getClass();
    let routes = this.routes.get(controller);
    if (!routes) this.routes.set(controller, (routes = new WeakMap()));
    let access = routes.get(handler);
    if (!access) {
      const targets = [handler, controller];
      access = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false,
        realm: this.reflector.getAllAndOverride<Realm>(REQUIRED_REALM, targets) ?? 'staff',
        required:
          this.reflector.getAllAndOverride<PermissionName[]>(REQUIRED_PERMISSIONS, targets) ?? [],
        anyOf: this.reflector.getAllAndOverride<PermissionName[]>(ANY_OF_PERMISSIONS, targets),
      };
      routes.set(handler, access);
    }
    return access;
  }

  /**
   * Runs the realm's strategy on the request. The strategy is given as an instance rather
   * than by name: passport's registry of names is process-wide, while each app has its own
   * secrets and database (one process may hold several apps). `Object.create` gives the request a
   * strategy object of its own, as passport does for named strategies, so that concurrent
   * requests never share the per-request callbacks passport attaches to it.
   */
  private authenticate(realm: Realm, req: Request, res: Response): Promise<Principal | false> {
    const strategy = Object.create(this.strategies[realm]) as Strategy;
    return new Promise((resolve, reject) => {
      const middleware = passport.authenticate(
        strategy,
        { session: false },
        (err: unknown, user: Principal | false | undefined) =>
          err
            ? reject(err instanceof Error ? err : new Error(String(err)))
            : resolve(user || false),
      ) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
      middleware(req, res, (err?: unknown) =>
        reject(err instanceof Error ? err : new Error(String(err))),
      );
    });
  }
}
