import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { SiteThemeProvider } from '../shared/site-settings/site-theme-provider';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/**
 * Renders `children` once the saved session is restored (what redux-persist's PersistGate
 * does), but already on the first render when it is: PersistGate always renders empty first
 * and then the whole app again in one synchronous pass, a long task on a phone.
 */
function SessionRestored({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const subscribe = useCallback(
    (onChange: () => void) => persistor.subscribe(onChange),
    [persistor],
  );
  const restored = useSyncExternalStore(subscribe, () => persistor.getState().bootstrapped);
  return restored ? children : null;
}

/** Resolves when the saved session is restored (main.tsx waits for it before the first paint). */
export function sessionRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
}

/** Store, site theme (colours and title from the settings), restored session. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <SiteThemeProvider>
        <SessionRestored persistor={persistor}>{children}</SessionRestored>
      </SiteThemeProvider>
    </Provider>
  );
}
