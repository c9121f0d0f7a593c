import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ADMIN_BASENAME } from './core/paths';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { makePersistedStore } from './app/store';

const { store, persistor } = makePersistedStore();
// A gate screen's code is asked for now, with the session's restoration, not after it; the
// first render waits for it, so the frame and the screen paint together, in one pass.
const ready = preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

// A transition: React renders the first screen in slices, yielding to the browser between
// them, instead of one long task that would block a phone's main thread.
const root = createRoot(container);
void ready.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor}>
          <BrowserRouter basename={ADMIN_BASENAME}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
