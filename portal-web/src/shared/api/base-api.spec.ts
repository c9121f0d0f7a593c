import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { initialSessionState, signedOut } from '../../features/session/session-slice';
import { apiError, fakeApi, memberProfile } from '../../test/fake-api';
import { jsonResponse, siteSettings } from '../../test/site-settings';
import { portalApi } from './generated-api';

function stubNetwork() {
  const fetchMock = vi.fn(async (_request: Request) => jsonResponse(siteSettings()));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.at(-1)?.[0] as Request;
}

function storeWithToken(accessToken: string | null) {
  return makeStore({
    session: { ...initialSessionState, accessToken, _persist: { version: 1, rehydrated: true } },
  });
}

describe('base query', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the API under /api with the generated path (no doubled prefix)', async () => {
    const lastRequest = stubNetwork();
    const store = storeWithToken(null);

    const result = await store.dispatch(portalApi.endpoints.getSiteConfigurationPublic.initiate());

    expect(new URL(lastRequest().url).pathname).toBe('/api/site-configuration-public');
    expect(result.data?.clubName).toBe('Clube Colibri');
  });

  it('sends no Authorization header without a member session', async () => {
    const lastRequest = stubNetwork();
    await storeWithToken(null).dispatch(portalApi.endpoints.getSiteConfigurationPublic.initiate());
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends the member access token as a Bearer token, and stops after sign-out', async () => {
    const lastRequest = stubNetwork();
    const store = storeWithToken('token-do-associado');

    await store.dispatch(portalApi.endpoints.getSiteConfigurationPublic.initiate());
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-do-associado');

    store.dispatch(signedOut());
    await store.dispatch(
      portalApi.endpoints.getSiteConfigurationPublic.initiate(undefined, { forceRefetch: true }),
    );
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('base query: expired access token', () => {
  afterEach(() => vi.unstubAllGlobals());

  function memberStore(overrides: Partial<typeof initialSessionState> = {}) {
    return makeStore({
      session: {
        ...initialSessionState,
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        authUserId: 'membro-1',
        keepConnected: true,
        ...overrides,
        _persist: { version: 1, rehydrated: true },
      },
    });
  }

  it('renews once for calls failing together, and retries each with the new token', async () => {
    const api = fakeApi({
      'GET /api/associate/me': (call) =>
        call.authorization === 'Bearer access-2'
          ? jsonResponse(memberProfile())
          : apiError(401, 'Sessão expirada.', 'UNAUTHENTICATED'),
      'PUT /api/associate/update-password': (call) =>
        call.authorization === 'Bearer access-2'
          ? jsonResponse({ message: 'Senha alterada.', accessToken: 'a', refreshToken: 'r' })
          : apiError(401, 'Sessão expirada.', 'UNAUTHENTICATED'),
      'POST /api/refresh-token': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonResponse({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 });
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const store = memberStore();

    const [me, update] = await Promise.all([
      store.dispatch(portalApi.endpoints.getAssociateMe.initiate()),
      store.dispatch(
        portalApi.endpoints.updateAssociatePassword.initiate({
          updatePasswordDto: { password: 'nova-senha-1', passwordConfirmation: 'nova-senha-1' },
        }),
      ),
    ]);

    expect(me.data?.name).toBe('Maria Souza');
    expect(update.data?.message).toBe('Senha alterada.');
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(1);
    expect(store.getState().session).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('takes the tokens another tab already renewed instead of presenting a used one', async () => {
    const api = fakeApi({
      'GET /api/associate/me': (call) =>
        call.authorization === 'Bearer access-9'
          ? jsonResponse(memberProfile())
          : apiError(401, 'Sessão expirada.', 'UNAUTHENTICATED'),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const store = memberStore();
    window.localStorage.setItem(
      'portal-session',
      JSON.stringify({
        accessToken: JSON.stringify('access-9'),
        refreshToken: JSON.stringify('refresh-9'),
        authUserId: JSON.stringify('membro-1'),
      }),
    );

    const me = await store.dispatch(portalApi.endpoints.getAssociateMe.initiate());

    expect(me.data?.name).toBe('Maria Souza');
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(0);
    expect(store.getState().session.refreshToken).toBe('refresh-9');
  });

  it('does not treat the 401 of a wrong password as an expired session', async () => {
    const api = fakeApi({
      'POST /api/auth/login-associate': apiError(
        401,
        'E-mail ou senha inválidos.',
        'INVALID_CREDENTIALS',
      ),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const store = memberStore();

    await store.dispatch(
      portalApi.endpoints.loginAssociate.initiate({
        loginAssociateDto: { email: 'maria@clube.test', password: 'errada' },
      }),
    );

    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(0);
    expect(store.getState().session.accessToken).toBe('access-1');
  });

  it('signs out (expired) without a refresh when "Manter conectado" is off', async () => {
    const api = fakeApi({
      'GET /api/associate/me': apiError(401, 'Sessão expirada.', 'UNAUTHENTICATED'),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const store = memberStore({ keepConnected: false });

    const me = await store.dispatch(portalApi.endpoints.getAssociateMe.initiate());

    expect(me.error).toMatchObject({ status: 401 });
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(0);
    expect(store.getState().session).toMatchObject({ accessToken: null, redirect: 'login' });
    await vi.waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1));
  });
});
