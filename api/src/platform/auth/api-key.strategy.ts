import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-http-bearer';
import { API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator } from './api-key-authenticator.js';
import type { Principal } from './principal-resolver.js';

/** Passport name of the integrators' API-key strategy. */
export const API_KEY = 'api-key';

/** The methods that change something: a key's requests with them are in the audit log. */
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `api-key`: `Authorization: Bearer ck_live_…`, checked through the api-keys module
 * (API_KEY_AUTHENTICATOR). A key that is unknown, revoked, expired or whose creator is no
 * longer active fails (401); over its rate limit, 429. Each request the key makes with a
 * mutating method is written to the audit log once its response is sent, with its status
 * (a refusal included).
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, API_KEY) {
  private readonly logger = new Logger(ApiKeyStrategy.name);

  constructor(@Inject(API_KEY_AUTHENTICATOR) private readonly keys: ApiKeyAuthenticator) {
    super({ passReqToCallback: true });
  }

  async validate(req: Request, key: string): Promise<Principal | false> {
    const principal = await this.keys.authenticate(key);
    if (!principal) return false;
    if (MUTATING.has(req.method) && req.res) {
      const route = req.originalUrl.split('?')[0];
      const at = new Date();
      const res = req.res;
      // 'close' comes after the response is sent, and also when the caller hung up first.
      res.once('close', () => {
        this.keys
          .recordRequest(principal, { method: req.method, route, status: res.statusCode, at })
          .catch((err: unknown) =>
            this.logger.error(
              `Uso da chave ${principal.apiKey?.id} fora da auditoria: ${String(err)}`,
            ),
          );
      });
    }
    return principal;
  }
}
