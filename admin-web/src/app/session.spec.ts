import { P } from '@clube/shared';
import { describe, expect, it } from '@jest/globals';
import { makeStore } from './store';
import { staffProfile } from '../test/render';
import {
  initialSessionState,
  profileLoaded,
  selectHeldPermissions,
  selectIsStaff,
  signedIn,
  signedOut,
  tokensRefreshed,
} from '../core/session/session-slice';

describe('session', () => {
  it('is signed in once an access token is held, with the permissions of the profile', () => {
    const store = makeStore();
    expect(selectIsStaff(store.getState())).toBe(false);
    expect(selectHeldPermissions(store.getState())).toEqual([]);

    store.dispatch(signedIn({ accessToken: 'abc' }));
    expect(selectIsStaff(store.getState())).toBe(true);
    expect(selectHeldPermissions(store.getState())).toEqual([]);

    store.dispatch(profileLoaded(staffProfile([P.listNews, P.listUser])));
    expect(selectHeldPermissions(store.getState())).toEqual(['list-news', 'list-user']);
  });

  it('forgets the login and the profile on sign-out', () => {
    const store = makeStore();
    store.dispatch(
      signedIn({ accessToken: 'abc', refreshToken: 'r1', profile: staffProfile([P.listNews]) }),
    );

    store.dispatch(signedOut());

    expect(store.getState().session).toEqual(initialSessionState);
    expect(store.getState().session.refreshToken).toBeNull();
    expect(selectHeldPermissions(store.getState())).toEqual([]);
  });

  it('keeps the rotated tokens and the profile when the session is renewed', () => {
    const store = makeStore();
    store.dispatch(
      signedIn({ accessToken: 'a1', refreshToken: 'r1', profile: staffProfile([P.listNews]) }),
    );

    store.dispatch(tokensRefreshed({ accessToken: 'a2', refreshToken: 'r2' }));

    expect(store.getState().session).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(selectHeldPermissions(store.getState())).toEqual(['list-news']);
  });
});
