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
import { ApiKeyStrategy } from './api-key.strategy.js';
import { bearerToken, looksLikeApiKey } from './api-key-tokens.js';
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

/** What refuses an integrator's API key (see `keyMayCall`). */
export const API_KEY_REFUSALS = {
  invalid: 'Chave de API inválida, expirada ou revogada.',
  member: 'Chaves de API não acessam a área do associado.',
  personal:
    'Esta rota é só para pessoas da equipe: uma chave de API acessa apenas as rotas que exigem uma das permissões dela.',
} as const;

/**
 * The one authority for access. Every route either says @Public(), or requires a realm
 * (@RequireMember) or staff permissions (@RequirePermissions). A route that says nothing
 * needs a staff token: closed by default. The token is checked by the realm's passport-jwt
 * strategy (staff-jwt or member-jwt), which also reads the account and its permissions from
 * the database on each request; a bearer token written as an API key (`ck_live_…`) is checked
 * by the `api-key` strategy instead. The permissions the route asks for are checked here.
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
    private readonly apiKey: ApiKeyStrategy,
  ) {
    this.strategies = { staff, member };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, realm, required, anyOf } = this.accessOf(context);
    if (isPublic) return true;

    const http = context.switchToHttp();
    const req = http.getRequest<AuthenticatedRequest>();
    const res = http.getResponse<Response>();
    const token = bearerToken(req.headers.authorization);
    let principal: Principal | false;
    if (token && looksLikeApiKey(token)) {
      principal = await this.authenticate(this.apiKey, req, res);
      if (!principal) {
        throw new AppException(401, ErrorCode.Unauthenticated, API_KEY_REFUSALS.invalid);
      }
      this.keyMayCall(realm, required, anyOf);
    } else {
      principal = await this.authenticate(this.strategies[realm], req, res);
      if (!principal) throw unauthenticated();
    }
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
   * A key is a staff principal with exactly its permissions: it reaches the staff routes that
   * require a permission (then checked as for a person), never the members' routes nor those
   * any signed-in staff member may call (their own profile, the screens' option lists).
   */
  private keyMayCall(
    realm: Realm,
    required: readonly PermissionName[],
    anyOf: readonly PermissionName[] | undefined,
  ): void {
    if (realm === 'member') {
      throw new AppException(403, ErrorCode.Forbidden, API_KEY_REFUSALS.member);
    }
    if (required.length === 0 && !anyOf?.length) {
      throw new AppException(403, ErrorCode.Forbidden, API_KEY_REFUSALS.personal);
    }
  }

  /**
   * Runs a strategy (a realm's JWT, or the API key's) on the request. The strategy is given as an instance rather
   * than by name: passport's registry of names is process-wide, while each app has its own
   * secrets and database (one process may hold several apps). `Object.create` gives the request a
   * strategy object of its own, as passport does for named strategies, so that concurrent
   * requests never share the per-request callbacks passport attaches to it.
   */
  private authenticate(
    prototype: Strategy,
    req: Request,
    res: Response,
  ): Promise<Principal | false> {
    const strategy = Object.create(prototype) as Strategy;
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
