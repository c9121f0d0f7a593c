import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SiteThemeProvider } from '../shared/site-settings/site-theme-provider';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * Store and site theme (colours and title from the settings). The saved session is in the
 * store from its start (store.ts reads it synchronously): nothing waits for a rehydration.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <SiteThemeProvider>{children}</SiteThemeProvider>
    </Provider>
  );
}
