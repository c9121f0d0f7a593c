import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireMember } from '../shared/guards/require-member';
import { PageLoading } from '../shared/ui/page-loading';
import { paths } from './paths';
import { RouteError } from './route-error';

/**
 * Route table. Every route element is loaded lazily, so the first load holds
 * only the app wiring. Pages for the other paths of paths.ts arrive with their
 * issues; until then they fall through to the 404 page. Route ids are the
 * spec's route names.
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

      // Public content
      {
        path: paths.search,
        id: 'search',
        lazy: async () => ({
          Component: (await import('../features/search/pages/search-page')).SearchPage,
        }),
      },
      {
        path: paths.covenants,
        id: 'covenants',
        lazy: async () => ({
          Component: (await import('../features/covenants/pages/covenants-page')).CovenantsPage,
        }),
      },
      {
        path: paths.covenantDetail,
        id: 'covenant-detail',
        lazy: async () => ({
          Component: (await import('../features/covenants/pages/covenants-page')).CovenantsPage,
        }),
      },
      {
        path: paths.photoGalleries,
        id: 'photo-galleries',
        lazy: async () => ({
          Component: (await import('../features/galleries/pages/galleries-page'))
            .PhotoGalleriesPage,
        }),
      },
      {
        path: paths.videoGalleries,
        id: 'video-galleries',
        lazy: async () => ({
          Component: (await import('../features/galleries/pages/galleries-page'))
            .VideoGalleriesPage,
        }),
      },
      {
        path: paths.newsAll,
        id: 'news',
        lazy: async () => ({
          Component: (await import('../features/news/pages/news-list-page')).NewsListPage,
        }),
      },
      {
        path: paths.newsDetail,
        id: 'news-detail',
        lazy: async () => ({
          Component: (await import('../features/news/pages/news-detail-page')).NewsDetailPage,
        }),
      },
      {
        path: paths.about,
        id: 'about',
        lazy: async () => ({
          Component: (await import('../features/about/pages/about-page')).AboutPage,
        }),
      },
      {
        path: paths.aboutPlaceholder,
        id: 'about-placeholder',
        lazy: async () => ({
          Component: (await import('../features/about/pages/about-placeholder-page'))
            .AboutPlaceholderPage,
        }),
      },

      // Member area, public inside the area
      {
        path: paths.memberLogin,
        id: 'login-associate',
        lazy: async () => ({
          Component: (await import('../features/member-auth/pages/member-login-page'))
            .MemberLoginPage,
        }),
      },
      {
        path: paths.memberRecoveryPassword,
        id: 'recovery-password-associate',
        lazy: async () => ({
          Component: (await import('../features/member-auth/pages/recovery-request-page'))
            .RecoveryRequestPage,
        }),
      },
      {
        path: paths.memberPasswordReset,
        id: 'validator-associate',
        lazy: async () => ({
          Component: (await import('../features/member-auth/pages/password-reset-page'))
            .PasswordResetPage,
        }),
      },

      // Member area, login required (a visitor goes to the member login and comes back)
      {
        element: <RequireMember />,
        children: [
          {
            path: paths.firstAccess,
            id: 'first-access',
            lazy: async () => ({
              Component: (await import('../features/member-auth/pages/first-access-page'))
                .FirstAccessPage,
            }),
          },
        ],
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
