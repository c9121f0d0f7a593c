import { defineAppStore } from '@clube/shared/web';
import { baseApi } from '../core/api/base-api';
import { sessionReducer } from '../core/session/session-slice';
import { SESSION_STORAGE_KEY } from '../core/session/session-storage';
import { startSessionSync } from '../core/session/session-sync';
import type { AppDispatch } from '../core/store-hooks';
import { cartReducer } from '../shared/cart/cart-slice';

export { SESSION_STORAGE_KEY };

/**
 * The portal's store: the API cache, the member session and the cart; the session is kept
 * (local storage key `portal-session`, its fields as the record) and so is the cart (its own
 * persisted reducer, key `portal-cart`: shared/cart/cart-slice.ts), never the API
 * cache.
 */
const appStore = defineAppStore({
  api: baseApi,
  slices: { session: sessionReducer, cart: cartReducer },
  persist: { key: SESSION_STORAGE_KEY, slice: 'session' },
});

export const { makeStore } = appStore;

export type RootState = ReturnType<typeof appStore.rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;

/**
 * The store with its persistence started (what main.tsx uses), kept in step
 * with the other tabs of the browser (session-sync.ts).
 */
export function makePersistedStore() {
  const { store, persistor } = appStore.makePersistedStore();
  const stopSessionSync = startSessionSync(store);
  return { store, persistor, stopSessionSync };
}

// The store's dispatch is the one core/store-hooks.ts gives every layer (`useAppDispatch`).
type Assignable<T extends U, U> = T;
export type StoreDispatch = Assignable<AppStore['dispatch'], AppDispatch>;
