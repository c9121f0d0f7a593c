import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy, type StrategyOptionsWithoutRequest } from 'passport-jwt';
import type { Realm } from './auth.decorators.js';
import { JWT_SECRETS } from './auth.tokens.js';
import type { JwtSecrets } from './jwt-secrets.js';
import {
  type Principal,
  PRINCIPAL_RESOLVER,
  type PrincipalResolver,
} from './principal-resolver.js';

export const JWT_ISSUER = 'clube-api';

/** Passport names of the two strategies. */
export const STAFF_JWT = 'staff-jwt';
export const MEMBER_JWT = 'member-jwt';

/**
 * What an access token carries besides issuer, audience and expiry: the account, the realm
 * and the sign-in session (`sid`, the refresh-token family) it belongs to.
 */
export interface AccessTokenClaims {
  sub: string;
  realm: Realm;
  sid: string;
}

/**
 * A bearer token of one realm: HS256 with that realm's secret, issuer `clube-api`, the realm
 * as audience, not expired (passport-jwt checks all of it), then the account it names read
 * from the database (active, with its current permissions) and its session, which must not
 * have ended (signed out, password changed). Anything else fails (401).
 */
const options = (realm: Realm, secret: string): StrategyOptionsWithoutRequest => {
  // The key made once: given the secret as a string, jsonwebtoken would first try to read it
  // as a PEM public key (a thrown and caught error) and then make the key, on every request.
  const key = createSecretKey(Buffer.from(secret));
  return {
    jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
    // jsonwebtoken takes a KeyObject; @types/passport-jwt only lists string | Buffer.
    secretOrKeyProvider: (_req, _token, done) => done(null, key as unknown as Buffer),
    algorithms: ['HS256'],
    issuer: JWT_ISSUER,
    audience: realm,
    ignoreExpiration: false,
  };
};

async function principalOf(
  realm: Realm,
  claims: Partial<AccessTokenClaims>,
  principals: PrincipalResolver,
): Promise<Principal | false> {
  if (claims.realm !== realm || typeof claims.sub !== 'string' || typeof claims.sid !== 'string')
    return false;
  return (await principals.resolve(realm, claims.sub, claims.sid)) ?? false;
}

/** The strategy of one realm; both realms differ only in name, secret and audience. */
function RealmJwtStrategy(realm: Realm, name: string) {
  @Injectable()
  class RealmStrategy extends PassportStrategy(Strategy, name) {
    constructor(
      @Inject(JWT_SECRETS) secrets: JwtSecrets,
      @Inject(PRINCIPAL_RESOLVER) readonly principals: PrincipalResolver,
    ) {
      super(options(realm, secrets[realm]));
    }

    validate(claims: Partial<AccessTokenClaims>): Promise<Principal | false> {
      return principalOf(realm, claims, this.principals);
    }
  }
  return RealmStrategy;
}

/** `staff-jwt`: tokens of the back office (login-admin). */
@Injectable()
export class StaffJwtStrategy extends RealmJwtStrategy('staff', STAFF_JWT) {}

/** `member-jwt`: tokens of the members' area (login-associate). */
@Injectable()
export class MemberJwtStrategy extends RealmJwtStrategy('member', MEMBER_JWT) {}
