import { afterEach, describe, expect, it } from '@jest/globals';
import { makeStore } from '../../test/store';
import { initialSessionState } from './session-slice';
import { startSessionSync } from './session-sync';

function storageEvent(session: Record<string, unknown> | null) {
  const newValue = session
    ? JSON.stringify(
        Object.fromEntries(Object.entries(session).map(([k, v]) => [k, JSON.stringify(v)])),
      )
    : null;
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'portal-session',
      newValue,
      storageArea: window.localStorage,
    }),
  );
}

describe('session shared between tabs', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  function store(session = initialSessionState) {
    const s = makeStore({ session: { ...session, _persist: { version: 1, rehydrated: true } } });
    stop = startSessionSync(s);
    return s;
  }

  it('takes the tokens another tab renewed', () => {
    const s = store({
      ...initialSessionState,
      accessToken: 'a1',
      refreshToken: 'r1',
      authUserId: 'membro-1',
      keepConnected: true,
    });
    storageEvent({
      accessToken: 'a2',
      refreshToken: 'r2',
      authUserId: 'membro-1',
      keepConnected: true,
      isFirstAccess: false,
    });
    expect(s.getState().session).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('signs this tab out when another tab signed out', () => {
    const s = store({
      ...initialSessionState,
      accessToken: 'a1',
      refreshToken: 'r1',
      authUserId: 'membro-1',
    });
    storageEvent({ ...initialSessionState, redirect: 'landing' });
    expect(s.getState().session).toMatchObject({ accessToken: null, redirect: 'landing' });
  });

  it('signs this tab in when another tab signed in', () => {
    const s = store();
    storageEvent({
      accessToken: 'a1',
      refreshToken: 'r1',
      authUserId: 'membro-1',
      keepConnected: false,
      isFirstAccess: true,
    });
    expect(s.getState().session).toMatchObject({ accessToken: 'a1', isFirstAccess: true });
  });
});
