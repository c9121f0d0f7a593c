import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { sharedApi } from '../core/api/generated-api';
import { restoreGlobals, stubGlobal } from '../test/globals';
import { jsonResponse, siteSettings } from '../test/site-settings';
import { makePersistedStore, SESSION_STORAGE_KEY } from './store';

describe('store persistence', () => {
  afterEach(restoreGlobals);

  it('keeps the session under "portal-session" and the cart under "portal-cart" in local storage, never the API cache', async () => {
    stubGlobal(
      'fetch',
      jest.fn(async () => jsonResponse(siteSettings())),
    );
    const { store, persistor } = makePersistedStore();
    await store.dispatch(sharedApi.endpoints.getSiteConfigurationPublic.initiate());
    await persistor.flush();

    expect(SESSION_STORAGE_KEY).toBe('portal-session');
    expect(Object.keys(window.localStorage).sort()).toEqual(['portal-cart', 'portal-session']);
    expect(window.localStorage.getItem('portal-cart')).not.toContain('Clube Colibri');
    const saved = JSON.parse(window.localStorage.getItem('portal-session') ?? '{}');
    expect(Object.keys(saved).sort()).toEqual(
      [
        '_persist',
        'accessToken',
        'authUserId',
        'isFirstAccess',
        'keepConnected',
        'profile',
        'redirect',
        'refreshToken',
      ].sort(),
    );
    expect(JSON.stringify(saved)).not.toContain('Clube Colibri');
  });

  it('restores a saved session on start', async () => {
    window.localStorage.setItem(
      'portal-session',
      JSON.stringify({
        accessToken: JSON.stringify('abc'),
        refreshToken: JSON.stringify('def'),
        isFirstAccess: 'false',
        keepConnected: 'true',
        profile: 'null',
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, persistor } = makePersistedStore();
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(store.getState().session).toMatchObject({ accessToken: 'abc', keepConnected: true });
  });
});
