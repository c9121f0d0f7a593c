import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpfFor, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const loginAdmin = (cpf: string, password: string) =>
    t.http.post('/api/auth/login-admin').send({ cpf, password });
  const loginMember = (email: string, password: string) =>
    t.http.post('/api/auth/login-associate').send({ email, password, keepConnected: false });

  it('stops guessing on one account with 429 in Portuguese', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await loginAdmin(cpfFor(4242), `tentativa-${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const blocked = await loginAdmin(cpfFor(4242), 'mais-uma-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Muitas tentativas\. Aguarde 15 minutos/);
  });

  it('counts failures per address, not good sign-ins: a shift change behind one address passes', async () => {
    const member = await t.createMember();
    for (let i = 0; i < 35; i++) {
      const res = await loginMember(member.email, TEST_PASSWORD);
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
  });

  /** 31 failed sign-ins on distinct accounts, each saying it comes from `forwardedFor(i)`. */
  const guesses = async (env: Record<string, string>, forwardedFor: (i: number) => string) => {
    const app = await createTestApp(env);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await app.http
          .post('/api/auth/login-associate')
          .set('X-Forwarded-For', forwardedFor(i))
          .send({ email: `ninguem${i}@clube.test`, password: 'errada-123' });
        statuses.push(res.status);
      }
      return statuses;
    } finally {
      await app.close();
    }
  };
  const thirtyThen429 = [...Array<number>(30).fill(401), 429];

  it('does not believe X-Forwarded-For unless a proxy is configured', async () => {
    expect(await guesses({}, (i) => `203.0.113.${i}`)).toEqual(thirtyThen429);
  });

  it('behind the configured proxy, limits each client the proxy names', async () => {
    const env = { TRUST_PROXY: 'loopback' };
    // What the client wrote to the left of the proxy's own entry is not believed either.
    expect(await guesses(env, (i) => `10.9.9.${i}, 198.51.100.7`)).toEqual(thirtyThen429);
    // Distinct clients behind the proxy have their own counters.
    expect(await guesses(env, (i) => `198.51.100.${i}`)).toEqual(Array(31).fill(401));
  });
});
