import {
  combineReducers,
  configureStore,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { STORE_CHECKS } from '@clube/shared/web';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { baseApi } from '../core/api/base-api';
import {
  initialSessionState,
  sessionReducer,
  type SessionState,
} from '../core/session/session-slice';
import { decodeKeptRecord, encodeKeptRecord } from '../core/kept-record';
import { SESSION_STORAGE_KEY } from '../core/session/session-storage';
import { startSessionSync } from '../core/session/session-sync';
import type { AppDispatch } from '../core/store-hooks';
import {
  CART_STORAGE_KEY,
  cartReducer,
  initialCartState,
  type CartState,
} from '../shared/cart/cart-slice';

export { SESSION_STORAGE_KEY };

/** A kept slice: redux-persist adds its `_persist` marker once persistence has started. */
type Kept<State> = State & Partial<PersistPartial>;

/** The root state: the API cache (never kept), the member session and the cart (both kept). */
export interface RootState {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
  session: Kept<SessionState>;
  cart: Kept<CartState>;
}

/** The slices' reducers, as the store starts (persistence.ts wraps the kept ones later). */
export const reducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
  cart: cartReducer,
};

const rootReducer = combineReducers(reducers) as unknown as Reducer<
  RootState,
  UnknownAction,
  Partial<RootState>
>;

/**
 * The portal's store: the API cache, the member session and the cart. `makeStore(preloaded?)`
 * keeps nothing (tests, or a store without persistence); main.tsx starts `makePersistedStore()`.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware(STORE_CHECKS).concat(baseApi.middleware),
  });
  // refetchOnFocus / refetchOnReconnect of the endpoints that ask for them
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/**
 * A slice as redux-persist keeps it in local storage (`keyPrefix: ''`): a JSON object whose
 * values are JSON too, beside its `_persist` marker; merged over the slice's initial state as
 * redux-persist's rehydration does (autoMergeLevel1). The initial state when nothing (or
 * nothing readable) is kept, or the storage is blocked.
 */
export function readKeptSlice<State extends object>(key: string, initial: State): State {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return initial;
    const { _persist: _marker, ...kept } = decodeKeptRecord(raw);
    return { ...initial, ...kept };
  } catch {
    return initial;
  }
}

/** What the persistence does that the app waits for (the tests, before reading the storage). */
export interface KeptState {
  /** Resolves once every change made so far is written (at once when nothing changed). */
  flush(): Promise<void>;
}

/**
 * Writes a slice in redux-persist's format (each field JSON, beside its `_persist` marker),
 * at once: what session-storage.ts's writeStoredTokens does for rotated tokens. A blocked
 * storage only loses persistence.
 */
function writeKeptSlice(key: string, slice: object): void {
  try {
    window.localStorage.setItem(
      key,
      encodeKeptRecord({ ...slice, _persist: { version: 1, rehydrated: true } }),
    );
  } catch {
    // storage full or blocked: the state lives in memory only
  }
}

/**
 * Keeps the session and the cart with redux-persist from their first change on: nothing
 * changes for a visitor, so redux-persist is never fetched on a public page; a sign-in, a
 * token refresh, the member's profile, a cart or a sign-out fetch it (persistence.ts), and it
 * keeps them from then on. Until it is there, each change is written at once
 * (writeKeptSlice), so a reload right after a sign-in still finds the member. A failed fetch
 * is tried again on the next change.
 */
function keepFromFirstChange(store: AppStore): KeptState {
  let { session, cart } = store.getState();
  let started: Promise<{ flush(): Promise<unknown> }> | undefined;
  const start = () =>
    (started ??= import('./persistence').then(
      ({ startPersistence }) => startPersistence(store),
      (error: unknown) => {
        started = undefined;
        throw error;
      },
    ));
  const stop = store.subscribe(() => {
    const state = store.getState();
    if (state.session === session && state.cart === cart) return;
    if (state.session !== session) writeKeptSlice(SESSION_STORAGE_KEY, state.session);
    if (state.cart !== cart) writeKeptSlice(CART_STORAGE_KEY, state.cart);
    ({ session, cart } = state);
    start().then(stop, () => undefined);
  });
  return {
    flush: async () => {
      if (started) await (await started).flush();
    },
  };
}

/**
 * The store with the session (local storage key `portal-session`) and the cart
 * (`portal-cart`) read from local storage synchronously, so the first render already has the
 * member who signed in before (no wait for redux-persist's asynchronous rehydration, and
 * redux-persist is not in the first script); kept from their first change on
 * (keepFromFirstChange).
 */
export function makeKeptStore() {
  const store = makeStore({
    session: readKeptSlice(SESSION_STORAGE_KEY, initialSessionState),
    cart: readKeptSlice(CART_STORAGE_KEY, initialCartState),
  });
  return { store, persistor: keepFromFirstChange(store) };
}

/** The store main.tsx starts: kept (makeKeptStore), in step with the browser's other tabs (session-sync.ts). */
export function makePersistedStore() {
  const { store, persistor } = makeKeptStore();
  const stopSessionSync = startSessionSync(store);
  return { store, persistor, stopSessionSync };
}

// The store's dispatch is the one core/store-hooks.ts gives every layer (`useAppDispatch`).
type Assignable<T extends U, U> = T;
export type StoreDispatch = Assignable<AppStore['dispatch'], AppDispatch>;
