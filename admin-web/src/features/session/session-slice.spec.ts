import { P } from '@clube/shared';
import { describe, expect, it } from 'vitest';
import { setupStore } from '../../app/store';
import { staffProfile } from '../../test/render';
import {
  profileLoaded,
  selectHeldPermissions,
  selectIsStaff,
  signedIn,
  signedOut,
} from './session-slice';

describe('session', () => {
  it('is signed in once an access token is held, with the permissions of the profile', () => {
    const store = setupStore();
    expect(selectIsStaff(store.getState())).toBe(false);
    expect(selectHeldPermissions(store.getState())).toEqual([]);

    store.dispatch(signedIn({ accessToken: 'abc' }));
    expect(selectIsStaff(store.getState())).toBe(true);
    expect(selectHeldPermissions(store.getState())).toEqual([]);

    store.dispatch(profileLoaded(staffProfile([P.listNews, P.listUser])));
    expect(selectHeldPermissions(store.getState())).toEqual(['list-news', 'list-user']);
  });

  it('forgets the login and the profile on sign-out', () => {
    const store = setupStore();
    store.dispatch(signedIn({ accessToken: 'abc', profile: staffProfile([P.listNews]) }));

    store.dispatch(signedOut());

    expect(store.getState().session).toEqual({ accessToken: null, profile: null });
    expect(selectHeldPermissions(store.getState())).toEqual([]);
  });
});
