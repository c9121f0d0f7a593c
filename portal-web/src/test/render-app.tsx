import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../app/store';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * Renders the whole app (store, theme, lazy routes) at `path`, with the network
 * replaced by `handler` at the fetch boundary.
 */
export function renderApp(path: string, handler: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  const store = makeStore();
  const persistor = persistStore(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store, fetchMock };
}

/** Loads the lazy route modules ahead (keeps the cold transform out of the tests' timing). */
export async function preloadRoutes(): Promise<void> {
  await Promise.all([
    import('../shared/layout/public-layout'),
    import('../features/landing/pages/landing-page'),
    import('../features/not-found/pages/not-found-page'),
  ]);
}
