import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from './store';
import './base.css';

/**
 * The store (with the persisted session) around the whole app. Ant Design's
 * providers are in `shared/layout/antd-providers.tsx`, loaded with the lazy layouts so antd
 * stays out of the first load.
 */
export function AppProviders({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  /** Omitted in tests, which start from a preloaded store. */
  persistor?: Persistor;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate loading={null} persistor={persistor}>
          {children}
        </PersistGate>
      ) : (
        children
      )}
    </Provider>
  );
}
