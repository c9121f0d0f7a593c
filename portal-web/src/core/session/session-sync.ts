import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionSynced, signedOut, type WithSession } from './session-slice';
import { parseStoredSession, SESSION_STORAGE_KEY, sharedFieldsDiffer } from './session-storage';

interface SyncedStore {
  getState: () => WithSession;
  dispatch: Dispatch<UnknownAction>;
}

/**
 * Keeps the tabs of one browser on the same session: tokens rotated, a sign-in
 * or a sign-out in another tab reach this one through the `storage` event.
 * Returns the function that stops listening.
 */
export function startSessionSync(store: SyncedStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY || event.storageArea !== window.localStorage) return;
    const stored = parseStoredSession(event.newValue);
    const current = store.getState().session;
    if (!stored?.accessToken) {
      if (current.accessToken) store.dispatch(signedOut());
      return;
    }
    if (sharedFieldsDiffer(stored, current)) store.dispatch(sessionSynced(stored));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
