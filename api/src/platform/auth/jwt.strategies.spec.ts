import { JwtService } from '@nestjs/jwt';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Realm } from './auth.decorators.js';
import { JWT_SECRETS } from './auth.tokens.js';
import type { JwtSecrets } from './jwt-secrets.js';
import { JWT_ISSUER } from './jwt.strategies.js';

/** What every refused token gets: 401 with the error shape, never a hint of why. */
const REFUSED = {
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  error: 'Sessão ausente ou expirada. Entre novamente.',
};

const other = (realm: Realm): Realm => (realm === 'staff' ? 'member' : 'staff');

describe('passport-jwt strategies: staff-jwt and member-jwt', () => {
  let t: TestApp;
  let jwt: JwtService;
  let secrets: JwtSecrets;
  /** A valid token of each realm, and the account it names. */
  const valid = {} as Record<Realm, { token: string; sub: string; sid: string }>;
  /** A route of each realm that answers 200 to its own valid token. */
  const route: Record<Realm, string> = { staff: '/api/users/me', member: '/api/associate/me' };

  beforeAll(async () => {
    t = await createTestApp();
    jwt = t.app.get(JwtService);
    secrets = t.app.get<JwtSecrets>(JWT_SECRETS);
    for (const [realm, token] of [
      ['staff', await t.staffToken([])],
      ['member', await t.memberToken()],
    ] as const) {
      valid[realm] = { token, ...jwt.decode<{ sub: string; sid: string }>(token) };
    }
  });
  afterAll(() => t?.close());

  const call = (realm: Realm, authorization?: string) => {
    const req = t.http.get(route[realm]);
    return authorization === undefined ? req : req.set('Authorization', authorization);
  };

  /** A token like the valid one of `realm`, with some claims or the key changed. */
  const sign = (
    realm: Realm,
    change: { secret?: string; audience?: string; issuer?: string; claims?: object } = {},
  ) =>
    jwt.signAsync(
      { realm, sid: valid[realm].sid, ...change.claims },
      {
        secret: change.secret ?? secrets[realm],
        subject: valid[realm].sub,
        issuer: change.issuer ?? JWT_ISSUER,
        audience: change.audience ?? realm,
        algorithm: 'HS256',
        expiresIn: 60,
      },
    );

  describe.each(['staff', 'member'] as const)('%s-jwt', (realm) => {
    it('accepts its own valid token (and a token signed the same way)', async () => {
      expect((await call(realm, `Bearer ${valid[realm].token}`)).status).toBe(200);
      expect((await call(realm, `Bearer ${await sign(realm)}`)).status).toBe(200);
    });

    it('refuses a request with no token, or with another scheme', async () => {
      for (const authorization of [undefined, '', 'Bearer', `Basic ${valid[realm].token}`]) {
        const res = await call(realm, authorization);
        expect({ authorization, status: res.status, body: res.body }).toEqual({
          authorization,
          status: 401,
          body: REFUSED,
        });
      }
    });

    it('refuses a token of the other realm', async () => {
      const res = await call(realm, `Bearer ${valid[other(realm)].token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses its own key with the wrong audience, issuer or realm claim', async () => {
      for (const token of [
        await sign(realm, { audience: other(realm) }),
        await sign(realm, { audience: 'clube' }),
        await sign(realm, { issuer: 'outro-emissor' }),
        await sign(realm, { claims: { realm: other(realm) } }),
        // The session is part of the token: none, another account's, or one never started.
        await sign(realm, { claims: { sid: undefined } }),
        await sign(realm, { claims: { sid: valid[other(realm)].sid } }),
        await sign(realm, { claims: { sid: '00000000-0000-4000-8000-000000000000' } }),
        await sign(realm, { claims: { sid: 'not-a-uuid' } }),
      ]) {
        const res = await call(realm, `Bearer ${token}`);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(REFUSED);
      }
    });

    it("refuses the right claims signed with the other realm's key", async () => {
      const res = await call(
        realm,
        `Bearer ${await sign(realm, { secret: secrets[other(realm)] })}`,
      );
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses an expired token', async () => {
      // Right key, audience, issuer and account; expired five seconds ago.
      const expired = await jwt.signAsync(
        { realm, sub: valid[realm].sub, exp: Math.floor(Date.now() / 1000) - 5 },
        { secret: secrets[realm], issuer: JWT_ISSUER, audience: realm, algorithm: 'HS256' },
      );
      const res = await call(realm, `Bearer ${expired}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses a tampered token: changed claims, or a signature of another token', async () => {
      const [header, payload, signature] = valid[realm].token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
      const longer = Buffer.from(JSON.stringify({ ...claims, exp: 4_102_444_800 })).toString(
        'base64url',
      );
      const [, , otherSignature] = (await sign(realm, { claims: { x: 1 } })).split('.');
      for (const token of [
        `${header}.${longer}.${signature}`,
        `${header}.${payload}.${otherSignature}`,
        `${header}.${payload}.`,
        `${header}.${payload}`,
        'não-é-um-jwt',
      ]) {
        const res = await call(realm, `Bearer ${token}`);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(REFUSED);
      }
    });
  });

  it('keeps concurrent requests apart: each gets the answer for its own token', async () => {
    const cases = Array.from({ length: 24 }, (_, i) => {
      const realm: Realm = i % 2 ? 'staff' : 'member';
      // Every third request carries the other realm's token.
      const foreign = i % 3 === 0;
      return {
        realm,
        token: valid[foreign ? other(realm) : realm].token,
        expected: foreign ? 401 : 200,
      };
    });
    const answers = await Promise.all(
      cases.map(async ({ realm, token }) => (await call(realm, `Bearer ${token}`)).status),
    );
    expect(answers).toEqual(cases.map((c) => c.expected));
  });
});
