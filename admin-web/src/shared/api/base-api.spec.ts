import { ErrorCode } from '@clube/shared';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { initialSessionState, signedIn } from '../../core/session/session-slice';
import { apiError, fakeApi, type ApiCall } from '../../test/fake-api';
import { makeTestStore, staffProfile } from '../../test/render';
import { onApiEvent } from './api-events';
import { baseApi } from './base-api';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, string | void>({
      query: (tag) => ({ url: 'users/me', params: tag ? { tag } : undefined }),
    }),
    // Generated endpoints carry the API's global prefix, as the OpenAPI document lists them.
    generatedProbe: build.mutation<unknown, { cpf: string }>({
      query: (body) => ({ url: '/api/auth/login-admin', method: 'POST', body }),
    }),
  }),
});

const bearer = (call: ApiCall) => call.headers.get('Authorization');

function signedInStore() {
  const store = makeTestStore();
  store.dispatch(
    signedIn({ accessToken: 'old-access', refreshToken: 'refresh-1', profile: staffProfile() }),
  );
  return store;
}

/** GET /users/me accepts only the renewed token. */
const onlyRenewedToken = (call: ApiCall) =>
  bearer(call) === 'Bearer new-access'
    ? { body: { ok: true } }
    : apiError(401, ErrorCode.Unauthenticated, 'Sessão ausente ou expirada. Entre novamente.');

afterEach(() => {
  jest.useRealTimers();
});

describe('base query', () => {
  it('calls /api with the staff bearer token', async () => {
    const fake = fakeApi({ 'GET /users/me': { body: { ok: true } } });
    const store = signedInStore();

    await store.dispatch(api.endpoints.probe.initiate());

    expect(fake.calls[0]?.path).toBe('/users/me');
    expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('calls the generated paths (with /api) once under /api', async () => {
    const fake = fakeApi({ 'POST /auth/login-admin': { body: {} } });
    const store = makeTestStore();

    await store.dispatch(api.endpoints.generatedProbe.initiate({ cpf: '52998224725' }));

    expect(new URL(fake.fetchMock.mock.calls[0]?.[0].url ?? '').pathname).toBe(
      '/api/auth/login-admin',
    );
    expect(fake.calls[0]?.method).toBe('POST');
  });

  it('sends no Authorization header when signed out', async () => {
    const fake = fakeApi({ 'GET /users/me': { body: { ok: true } } });
    const store = makeTestStore();

    await store.dispatch(api.endpoints.probe.initiate());

    expect(fake.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('renews a refused token once with the refresh token and the user id, then retries', async () => {
    const fake = fakeApi({
      'GET /users/me': onlyRenewedToken,
      'POST /refresh-token': {
        body: { accessToken: 'new-access', refreshToken: 'refresh-2', expiresIn: 900 },
      },
    });
    const store = signedInStore();

    const result = await store.dispatch(api.endpoints.probe.initiate());

    expect(result.data).toEqual({ ok: true });
    const refresh = fake.callsTo('POST /refresh-token');
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.body).toEqual({
      refreshToken: 'refresh-1',
      authUserId: staffProfile().id,
    });
    // The refresh itself does not carry the expired token.
    expect(refresh[0]?.headers.has('Authorization')).toBe(false);
    expect(fake.callsTo('GET /users/me').map(bearer)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(store.getState().session).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'refresh-2',
    });
  });

  it('shares one refresh between calls refused at the same time', async () => {
    let answerRefresh: () => void = () => undefined;
    const fake = fakeApi({
      'GET /users/me': onlyRenewedToken,
      'POST /refresh-token': () =>
        new Promise((resolve) => {
          answerRefresh = () =>
            resolve({ body: { accessToken: 'new-access', refreshToken: 'refresh-2' } });
        }),
    });
    const store = signedInStore();

    const calls = ['a', 'b', 'c'].map((tag) => store.dispatch(api.endpoints.probe.initiate(tag)));
    await waitFor(() => expect(fake.callsTo('POST /refresh-token')).toHaveLength(1));
    answerRefresh();
    const results = await Promise.all(calls);

    expect(results.map((result) => result.data)).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(fake.callsTo('POST /refresh-token')).toHaveLength(1);
    expect(store.getState().session.refreshToken).toBe('refresh-2');
  });

  it('signs out (session and cache) when the session cannot be renewed', async () => {
    const fake = fakeApi({
      'GET /users/me': apiError(401, ErrorCode.Unauthenticated, 'Sessão ausente ou expirada.'),
      'POST /refresh-token': apiError(
        401,
        ErrorCode.Unauthenticated,
        'Sessão ausente ou expirada.',
      ),
    });
    const store = signedInStore();

    await store.dispatch(api.endpoints.probe.initiate());

    expect(fake.callsTo('POST /refresh-token')).toHaveLength(1);
    expect(fake.callsTo('GET /users/me')).toHaveLength(1);
    expect(store.getState().session).toEqual(initialSessionState);
    expect(store.getState().api.queries).toEqual({});
  });

  it('does not try to renew a session it does not hold', async () => {
    const fake = fakeApi({
      'GET /users/me': apiError(401, ErrorCode.Unauthenticated, 'Sessão ausente ou expirada.'),
    });
    const store = makeTestStore();

    await store.dispatch(api.endpoints.probe.initiate());

    expect(fake.callsTo('POST /refresh-token')).toHaveLength(0);
  });

  it("reports a 403 on a staff call (the 'Acesso negado!' notice)", async () => {
    fakeApi({
      'GET /users/me': apiError(403, ErrorCode.Forbidden, 'Nível de usuário insuficiente'),
    });
    const events: string[] = [];
    const stop = onApiEvent((event) => events.push(event.type));
    const store = signedInStore();

    await store.dispatch(api.endpoints.probe.initiate());
    stop();

    expect(events).toEqual(['forbidden']);
    expect(store.getState().session.accessToken).toBe('old-access');
  });
});
