import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
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
import { sessionReducer } from '../features/session/session-slice';
import { SESSION_STORAGE_KEY } from '../features/session/session-storage';
import { startSessionSync } from '../features/session/session-sync';
import { baseApi } from '../shared/api/base-api';

/** Local storage for redux-persist; a blocked storage (private mode) only loses persistence. */
const localStorageAdapter: Storage = {
  getItem: async (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: async (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage full or blocked: the session lives in memory only
    }
  },
  removeItem: async (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignored, as above
    }
  },
};

export { SESSION_STORAGE_KEY };

/** Only the member session is persisted (as `portal-session`); never the API cache. */
const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: persistReducer(
    { key: SESSION_STORAGE_KEY, keyPrefix: '', version: 1, storage: localStorageAdapter },
    sessionReducer,
  ),
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The store with its persistence started (what main.tsx uses), kept in step
 * with the other tabs of the browser (session-sync.ts).
 */
export function makePersistedStore() {
  const store = makeStore();
  const persistor = persistStore(store);
  const stopSessionSync = startSessionSync(store);
  return { store, persistor, stopSessionSync };
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
