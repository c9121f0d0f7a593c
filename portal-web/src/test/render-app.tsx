import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { jest } from '@jest/globals';
import { AppProviders } from '../app/providers';
import { preloadRoute, routes as appRoutes } from '../app/router';
import { makeKeptStore } from '../app/store';
import type { SessionState } from '../core/session/session-slice';
import { SESSION_STORAGE_KEY } from '../core/session/session-storage';
import { stubGlobal } from './globals';

type FetchHandler = (request: Request) => Response | Promise<Response>;

interface RenderAppOptions {
  /** A member session already held when the app starts (restored from local storage). */
  session?: SessionState;
  /** Another route table (tests of guards add a page of their own). */
  routes?: RouteObject[];
  /** Inside <StrictMode>, as main.tsx renders it (effects run, are undone and run again). */
  strict?: boolean;
}

/**
 * Renders the whole app (store, theme, lazy routes) at `path`, with the network
 * replaced by `handler` at the fetch boundary.
 */
export function renderApp(path: string, handler: FetchHandler, options: RenderAppOptions = {}) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init)),
  );
  stubGlobal('fetch', fetchMock);
  if (options.session) storeSession(options.session);
  // As main.tsx: the saved session read with the store, kept from its first change on.
  const { store, persistor } = makeKeptStore();
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const app = (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, store, persistor, fetchMock };
}

/** Loads the lazy route modules ahead (keeps the cold transform out of the tests' timing). */
export async function preloadRoutes(): Promise<void> {
  for (const load of [
    () => import('../shared/layout/public-layout'),
    () => import('../shared/layout/member-menu'),
    () => import('../features/landing/pages/landing-page'),
    () => import('../features/not-found/pages/not-found-page'),
    () => import('../features/member-auth/pages/member-login-page'),
    () => import('../features/member-auth/pages/recovery-request-page'),
    () => import('../features/member-auth/pages/password-reset-page'),
    () => import('../features/member-auth/pages/first-access-page'),
    () => import('../features/news/pages/news-list-page'),
    () => import('../features/news/pages/news-detail-page'),
    () => import('../features/covenants/pages/covenants-page'),
    () => import('../features/spaces/pages/spaces-page'),
    () => import('../features/events/pages/events-page'),
    () => import('../features/search/pages/search-page'),
    () => import('../features/about/pages/about-page'),
    () => import('../features/galleries/pages/galleries-page'),
  ]) {
    await load();
  }
}

/** Loads the code of the pages at `pathnames` ahead, as the router would when they open. */
export async function preloadPages(...pathnames: string[]): Promise<void> {
  await Promise.all(pathnames.map((pathname) => preloadRoute(pathname)));
}

/** Writes a session to local storage as redux-persist keeps it (what a reload restores). */
export function storeSession(session: SessionState): void {
  const record: Record<string, string> = {};
  for (const [field, value] of Object.entries(session)) record[field] = JSON.stringify(value);
  record['_persist'] = JSON.stringify({ version: 1, rehydrated: true });
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
}

/** The session as local storage holds it now (each field decoded). */
export function storedSession(): Record<string, unknown> | null {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  const record = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [field, JSON.parse(value) as unknown]),
  );
}
