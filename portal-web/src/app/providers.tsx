import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { SiteThemeProvider } from '../shared/site-settings/site-theme-provider';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** Store, site theme (Ant Design in pt-BR; the settings call starts at once), restored session. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <SiteThemeProvider>
        <PersistGate persistor={persistor} loading={null}>
          {children}
        </PersistGate>
      </SiteThemeProvider>
    </Provider>
  );
}
