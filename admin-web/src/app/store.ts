import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Storage,
} from 'redux-persist';
import { sessionReducer } from './session/session-slice';
import { uiReducer } from './ui-slice';
import { baseApi } from '../shared/api/base-api';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
  ui: uiReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** `window.localStorage` behind the promise interface redux-persist expects. */
const localStorageAdapter: Storage = {
  getItem: async (key: string) => window.localStorage.getItem(key),
  setItem: async (key: string, value: string) => window.localStorage.setItem(key, value),
  removeItem: async (key: string) => window.localStorage.removeItem(key),
};

/** Stored under the localStorage key `admin-session`: the session and the UI flags, never the API cache. */
export const PERSIST_KEY = 'admin-session';

const persistedReducer = persistReducer(
  {
    key: PERSIST_KEY,
    keyPrefix: '',
    version: 1,
    storage: localStorageAdapter,
    whitelist: ['session', 'ui'] satisfies (keyof RootState)[],
  },
  rootReducer,
);

type PersistedState = ReturnType<typeof persistedReducer>;

/** A store; slices missing from `preloadedState` start from their initial state (tests preload the session). */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as PersistedState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // The development checks warn past 32 ms, which a busy test machine reaches by chance.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: 250,
        },
        immutableCheck: { warnAfter: 250 },
      }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

/** The store and its persistor; rehydration from localStorage starts here. */
export function createPersistedStore() {
  const store = setupStore();
  const persistor = persistStore(store);
  return { store, persistor };
}
