import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sharedApi } from '../core/api/generated-api';
import { signedIn, tokensRefreshed } from '../core/session/session-slice';
import { restoreGlobals, stubGlobal } from '../test/globals';
import { jsonResponse, siteSettings } from '../test/site-settings';
import { makePersistedStore, SESSION_STORAGE_KEY } from './store';

const SIGNED_IN = {
  accessToken: 'abc',
  refreshToken: 'def',
  authUserId: 'membro-1',
  isFirstAccess: false,
  keepConnected: true,
};

/** A session as redux-persist keeps it: each field JSON, beside its `_persist` marker. */
function keptSession(fields: Record<string, unknown>): string {
  const record: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) record[field] = JSON.stringify(value);
  record['_persist'] = JSON.stringify({ version: 1, rehydrated: true });
  return JSON.stringify(record);
}

describe('store persistence', () => {
  let stopSessionSync = () => undefined as void;
  afterEach(() => {
    stopSessionSync();
    window.localStorage.clear();
    restoreGlobals();
  });

  function persistedStore() {
    const made = makePersistedStore();
    stopSessionSync = made.stopSessionSync;
    return made;
  }

  it('keeps the session under "portal-session" and the cart under "portal-cart" in local storage, never the API cache', async () => {
    stubGlobal(
      'fetch',
      jest.fn(async () => jsonResponse(siteSettings())),
    );
    const { store, persistor } = persistedStore();
    await store.dispatch(sharedApi.endpoints.getSiteConfigurationPublic.initiate());
    store.dispatch(signedIn(SIGNED_IN));
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
    expect(JSON.parse(saved.accessToken)).toBe('abc');
    expect(JSON.parse(saved._persist)).toEqual({ version: 1, rehydrated: true });
    expect(JSON.stringify(saved)).not.toContain('Clube Colibri');
  });

  it("writes nothing while a visitor's session and cart do not change", async () => {
    stubGlobal(
      'fetch',
      jest.fn(async () => jsonResponse(siteSettings())),
    );
    const { store, persistor } = persistedStore();
    await store.dispatch(sharedApi.endpoints.getSiteConfigurationPublic.initiate());
    await persistor.flush();

    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('writes the first change at once, before redux-persist is fetched (a reload right after a sign-in keeps the member)', async () => {
    const { store, persistor } = persistedStore();
    store.dispatch(signedIn(SIGNED_IN));

    // synchronously, in redux-persist's format
    const saved = JSON.parse(window.localStorage.getItem('portal-session') ?? '{}');
    expect(JSON.parse(saved.accessToken)).toBe('abc');
    expect(JSON.parse(saved.isFirstAccess)).toBe(false);
    expect(JSON.parse(saved._persist)).toEqual({ version: 1, rehydrated: true });
    const reloaded = makePersistedStore();
    reloaded.stopSessionSync();
    expect(reloaded.store.getState().session).toMatchObject(SIGNED_IN);
    await persistor.flush();
  });

  it('restores a saved session on start, before anything renders', () => {
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
    const { store } = persistedStore();
    expect(store.getState().session).toMatchObject({ accessToken: 'abc', keepConnected: true });
  });

  it('starts with no session when the saved one cannot be read', () => {
    window.localStorage.setItem('portal-session', '{not json');
    const { store } = persistedStore();
    expect(store.getState().session).toMatchObject({ accessToken: null, authUserId: null });
  });

  it('keeps the change that started the persistence (the saved record does not overwrite it)', async () => {
    window.localStorage.setItem('portal-session', keptSession(SIGNED_IN));
    const { store, persistor } = persistedStore();

    store.dispatch(tokensRefreshed({ accessToken: 'abc-2', refreshToken: 'def-2' }));
    store.dispatch(tokensRefreshed({ accessToken: 'abc-3', refreshToken: 'def-3' }));
    await persistor.flush();

    expect(store.getState().session).toMatchObject({
      accessToken: 'abc-3',
      authUserId: 'membro-1',
    });
    const saved = JSON.parse(window.localStorage.getItem('portal-session') ?? '{}');
    expect(JSON.parse(saved.accessToken)).toBe('abc-3');
    expect(JSON.parse(saved.refreshToken)).toBe('def-3');
    expect(JSON.parse(saved.authUserId)).toBe('membro-1');

    // and every later change too
    store.dispatch(tokensRefreshed({ accessToken: 'abc-4', refreshToken: 'def-4' }));
    await persistor.flush();
    const later = JSON.parse(window.localStorage.getItem('portal-session') ?? '{}');
    expect(JSON.parse(later.accessToken)).toBe('abc-4');
  });
});
