import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
  type StateFromReducersMapObject,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
  type Storage,
} from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';

/**
 * `window.localStorage` behind the promise interface redux-persist expects. A blocked
 * storage (private mode, quota, no window) only loses persistence: the state lives in memory.
 */
export const safeLocalStorage: Storage = {
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
      // storage full or blocked: the state lives in memory only
    }
  },
  removeItem: async (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // as above
    }
  },
};

/** The one RTK Query API of an app (what `createApi` returns): mounted, never persisted. */
export interface StoreApi<Path extends string, ApiState> {
  reducerPath: Path;
  reducer: Reducer<ApiState, UnknownAction>;
  middleware: Middleware;
}

interface PersistCommon {
  /** The localStorage key, stored as is (`keyPrefix: ''`), e.g. `portal-session`. */
  key: string;
  /** redux-persist's version of the stored record (default 1). */
  version?: number;
}

/** One slice kept under `key`; the stored record holds that slice's fields. */
export interface PersistOneSlice<Name extends string> extends PersistCommon {
  slice: Name;
}

/** Several slices kept together under `key`; the stored record holds them by slice name. */
export interface PersistSlices<Name extends string> extends PersistCommon {
  slices: readonly Name[];
}

export interface AppStoreOptions<
  Path extends string,
  ApiState,
  Slices extends ReducersMapObject,
  Persist extends PersistOneSlice<keyof Slices & string> | PersistSlices<keyof Slices & string>,
> {
  api: StoreApi<Path, ApiState>;
  /** The app's own slices (session, UI flags, cart...). */
  slices: Slices;
  /** What survives a reload: one or more slices, never the API cache. */
  persist: Persist;
}

type SlicesState<Slices extends ReducersMapObject> = StateFromReducersMapObject<Slices>;

/** The root state: the API cache beside the slices, with redux-persist's `_persist` marker where it lives. */
export type AppRootState<
  Path extends string,
  ApiState,
  Slices extends ReducersMapObject,
  Persist,
> = { [K in Path]: ApiState } & (Persist extends PersistOneSlice<infer Name>
  ? Omit<SlicesState<Slices>, Name> & {
      [K in Name]: SlicesState<Slices>[K] & PersistPartial;
    }
  : SlicesState<Slices> & Partial<PersistPartial>);

/** When the development-only state checks say they were slow (RTK's default: 32 ms). */
const SLOW_CHECK_MS = 250;

/** redux-persist's own actions carry functions: the serializable check must let them pass. */
const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/**
 * The development-only state checks of both apps' stores (`getDefaultMiddleware(STORE_CHECKS)`):
 * their "took N ms" notice (32 ms by default) fires on any busy machine, so it waits for a
 * really slow check; redux-persist's actions pass the serializable check.
 */
export const STORE_CHECKS = {
  immutableCheck: { warnAfter: SLOW_CHECK_MS },
  serializableCheck: { ignoredActions: PERSIST_ACTIONS, warnAfter: SLOW_CHECK_MS },
};

/**
 * The store set-up both apps share: the RTK Query API (reducer and middleware), the app's
 * slices, and redux-persist keeping the chosen slices in localStorage under one key
 * (never the query cache). Returns `makeStore(preloaded?)` (tests, or a store without
 * persistence) and `makePersistedStore()` (what the app starts: the store, and the
 * persistor that restores the saved state and keeps saving it).
 */
export function defineAppStore<
  Path extends string,
  ApiState,
  Slices extends ReducersMapObject,
  Persist extends PersistOneSlice<keyof Slices & string> | PersistSlices<keyof Slices & string>,
>(options: AppStoreOptions<Path, ApiState, Slices, Persist>) {
  type RootState = AppRootState<Path, ApiState, Slices, Persist>;
  const { api, slices, persist } = options;
  type AnyState = Record<string, unknown>;
  type AnyReducer = Reducer<unknown, UnknownAction, unknown>;
  const config = <S>(extra: Partial<PersistConfig<S>> = {}): PersistConfig<S> => ({
    key: persist.key,
    keyPrefix: '',
    version: persist.version ?? 1,
    storage: safeLocalStorage,
    ...extra,
  });
  const reducers: Record<string, AnyReducer> = { ...(slices as Record<string, AnyReducer>) };

  let reducer: Reducer<AnyState, UnknownAction, Partial<AnyState>>;
  if ('slice' in persist) {
    const name = persist.slice;
    reducers[name] = persistReducer(config<unknown>(), reducers[name]) as AnyReducer;
    reducers[api.reducerPath] = api.reducer as AnyReducer;
    reducer = combineReducers(reducers);
  } else {
    const names = persist.slices as readonly string[];
    if (names.includes(api.reducerPath)) {
      throw new Error(`defineAppStore: the API cache (${api.reducerPath}) is never persisted`);
    }
    reducers[api.reducerPath] = api.reducer as AnyReducer;
    reducer = persistReducer(
      config<AnyState>({ whitelist: [...names] }),
      combineReducers(reducers) as Reducer<AnyState, UnknownAction>,
    ) as unknown as Reducer<AnyState, UnknownAction, Partial<AnyState>>;
  }
  const rootReducer = reducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;

  function makeStore(preloadedState?: Partial<RootState>) {
    const store = configureStore({
      reducer: rootReducer,
      preloadedState,
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware(STORE_CHECKS).concat(api.middleware),
    });
    // refetchOnFocus / refetchOnReconnect of the endpoints that ask for them
    setupListeners(store.dispatch);
    return store;
  }

  function makePersistedStore(): { store: ReturnType<typeof makeStore>; persistor: Persistor } {
    const store = makeStore();
    const persistor = persistStore(store);
    return { store, persistor };
  }

  return { rootReducer, makeStore, makePersistedStore };
}
