import { useDispatch, useSelector } from 'react-redux';
import { defineAppStore } from '@clube/shared/web';
import { baseApi } from '../shared/api/base-api';
import { cartReducer } from '../features/checkout/cart/cart-slice';
import { sessionReducer } from './session/session-slice';
import { SESSION_STORAGE_KEY } from './session/session-storage';
import { startSessionSync } from './session/session-sync';

export { SESSION_STORAGE_KEY };

/**
 * The portal's store: the API cache, the member session and the cart; the session is kept
 * (local storage key `portal-session`, its fields as the record) and so is the cart (its own
 * persisted reducer, key `portal-cart`: features/checkout/cart/cart-slice.ts), never the API
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
export type AppDispatch = AppStore['dispatch'];

/**
 * The store with its persistence started (what main.tsx uses), kept in step
 * with the other tabs of the browser (session-sync.ts).
 */
export function makePersistedStore() {
  const { store, persistor } = appStore.makePersistedStore();
  const stopSessionSync = startSessionSync(store);
  return { store, persistor, stopSessionSync };
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
