import { defineAppStore } from '@clube/shared/web';
import { sessionReducer } from '../core/session/session-slice';
import { uiReducer } from './ui-slice';
import { baseApi } from '../shared/api/base-api';

/** Stored under the localStorage key `admin-session`: the session and the UI flags, never the API cache. */
export const PERSIST_KEY = 'admin-session';

/** The back office's store (`defineAppStore` of @clube/shared/web): the API cache, the session and the UI flags. */
const appStore = defineAppStore({
  api: baseApi,
  slices: { session: sessionReducer, ui: uiReducer },
  persist: { key: PERSIST_KEY, slices: ['session', 'ui'] },
});

/**
 * `makeStore(preloaded?)`: a store; slices missing from `preloaded` start from their
 * initial state (tests preload the session). `makePersistedStore()`: the store and its
 * persistor; rehydration from localStorage starts there.
 */
export const { makeStore, makePersistedStore } = appStore;

export type RootState = ReturnType<typeof appStore.rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
