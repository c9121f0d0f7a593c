import { P } from '@clube/shared';
import { persistStore } from 'redux-persist';
import { describe, expect, it } from '@jest/globals';
import { signedIn } from '../core/session/session-slice';
import { compactMenuToggled } from './ui-slice';
import { staffProfile } from '../test/render';
import { PERSIST_KEY, makeStore } from './store';

async function persisted(store: ReturnType<typeof makeStore>) {
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else {
      const stop = persistor.subscribe(() => {
        if (persistor.getState().bootstrapped) {
          stop();
          resolve();
        }
      });
    }
  });
  return persistor;
}

describe('store', () => {
  it('starts signed out with the compact menu on', () => {
    const state = makeStore().getState();
    expect(state.session).toEqual({ accessToken: null, refreshToken: null, profile: null });
    expect(state.ui.compactMenu).toBe(true);
  });

  it('keeps the session and the menu flag in localStorage under admin-session, never the API cache', async () => {
    const store = makeStore();
    const persistor = await persisted(store);
    store.dispatch(signedIn({ accessToken: 'abc', profile: staffProfile([P.listNews]) }));
    store.dispatch(compactMenuToggled());
    await persistor.flush();

    const saved = JSON.parse(window.localStorage.getItem(PERSIST_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(PERSIST_KEY).toBe('admin-session');
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'session', 'ui']);
    expect(JSON.parse(saved.session ?? '')).toMatchObject({ accessToken: 'abc' });

    const reloaded = makeStore();
    await persisted(reloaded);
    expect(reloaded.getState().session.accessToken).toBe('abc');
    expect(reloaded.getState().session.profile?.permissions).toEqual([
      { id: 1, description: 'list-news' },
    ]);
    expect(reloaded.getState().ui.compactMenu).toBe(false);
  });
});
