import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { initialSessionState, signedOut } from '../../features/session/session-slice';
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
