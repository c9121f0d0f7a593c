import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../shared/ui/page-loading';
import { paths } from './paths';
import { RouteError } from './route-error';

/**
 * Route table. Every route element is loaded lazily, so the first load holds
 * only the app wiring. Pages for the other paths of paths.ts arrive with their
 * issues; until then they fall through to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: paths.landing,
    lazy: async () => ({
      Component: (await import('../shared/layout/public-layout')).PublicLayout,
    }),
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        id: 'landing',
        lazy: async () => ({
          Component: (await import('../features/landing/pages/landing-page')).LandingPage,
        }),
      },
      {
        path: '*',
        id: 'not-found',
        lazy: async () => ({
          Component: (await import('../features/not-found/pages/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
