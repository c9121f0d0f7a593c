import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type PersistConfig, type Persistor } from 'redux-persist';
import { safeLocalStorage } from '@clube/shared/web';
import type { SessionState } from '../core/session/session-slice';
import { SESSION_STORAGE_KEY } from '../core/session/session-storage';
import { CART_STORAGE_KEY, type CartState } from '../shared/cart/cart-slice';
import { reducers, type AppStore, type RootState } from './store';

/**
 * redux-persist's rehydration keeps the state in memory as it is: the store started with what
 * local storage held (store.ts, readKeptSlice) and has changed since (that change is why
 * persistence starts); another tab's writes reached it through session-sync.ts.
 */
const keepCurrentState = <State>(_stored: unknown, _original: unknown, current: State) => current;

const config = <State>(key: string): PersistConfig<State> => ({
  key,
  keyPrefix: '',
  version: 1,
  storage: safeLocalStorage,
  stateReconciler: keepCurrentState,
});

/**
 * Starts redux-persist on the store (store.ts fetches this module at the first change of the
 * session or the cart): each kept under its own key in the format it always had, never the API
 * cache. Resolves with the persistor once it has written the state as it is now.
 */
export function startPersistence(store: AppStore): Promise<Persistor> {
  const kept = combineReducers({
    ...reducers,
    session: persistReducer(config<SessionState>(SESSION_STORAGE_KEY), reducers.session),
    cart: persistReducer(config<CartState>(CART_STORAGE_KEY), reducers.cart),
  }) as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;
  store.replaceReducer(kept);
  return new Promise((resolve) => {
    const persistor = persistStore(store, undefined, () => resolve(persistor));
  });
}
