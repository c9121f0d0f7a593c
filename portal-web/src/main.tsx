import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { firstPaintReady, startFirstPaintData } from './app/first-paint';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { makePersistedStore } from './app/store';
import { PageLoading } from './shared/ui/page-loading';
import { sanitizerReady } from './shared/ui/safe-html';
import './app/global.css';
import './shared/ui/ui.css';

// The saved session is read with the store, synchronously: the first render has the member.
const { store } = makePersistedStore();
// The settings, the page's data and its code are asked for now, in parallel.
const ready = firstPaintReady(
  startFirstPaintData(store, window.location.pathname),
  preloadRoute(window.location.pathname),
  sanitizerReady(),
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A transition: React renders the first page in slices, yielding to the browser between them,
// instead of one long task that would block a phone's main thread.
void ready.then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <Suspense fallback={<PageLoading />}>
              <AppRoutes />
            </Suspense>
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
