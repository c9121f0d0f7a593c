import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { RouteErrorBoundary } from '@clube/shared/web';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireMember } from '../shared/guards/require-member';
import { PublicLayout } from '../shared/layout/public-layout';
import { paths } from '../core/paths';
import type { MemberPageId } from './member-pages';
import { RouteError } from './route-error';

interface LazyPage {
  element: ReactElement;
  handle: { preload: () => Promise<unknown> };
}

/**
 * A page whose code is a chunk of its own, fetched when the page is first shown, or earlier
 * with `handle.preload()` (main.tsx asks for the first page's chunk before React renders).
 * Once its code is there the page renders at once, without a loading frame.
 */
function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  let Loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Pending = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once per mount: switching from Pending to Loaded later would remount the page
    // (and lose what was typed in it).
    const [Component] = useState(() => Loaded ?? Pending);
    return <Component />;
  }
  return { element: <Page />, handle: { preload } };
}

/**
 * A page of the member area (login required), by its route id: which module holds it is a
 * table of its own (member-pages.ts), fetched with the first of these pages, not with the
 * first script of every public page.
 */
function memberPage(id: MemberPageId): LazyPage & { id: MemberPageId } {
  return {
    id,
    ...lazyPage(async () => (await import('./member-pages')).loadMemberPage(id)),
  };
}

/**
 * Route table. The layout (header, footer, session effects) comes with the app's first
 * script; every page is loaded lazily. Pages for the other paths of paths.ts arrive with
 * their issues; until then they fall through to the 404 page. Route ids are the spec's route
 * names. Declarative routes (rendered by useRoutes in <BrowserRouter>): the portal uses none
 * of the data router's loaders or actions, and it would add about 16 kB (gzip) to every page.
 */
export const routes: RouteObject[] = [
  {
    path: paths.landing,
    element: <PublicLayout />,
    children: [
      {
        index: true,
        id: 'landing',
        ...lazyPage(
          async () => (await import('../features/landing/pages/landing-page')).LandingPage,
        ),
      },

      // Public content
      {
        path: paths.search,
        id: 'search',
        ...lazyPage(async () => (await import('../features/search/pages/search-page')).SearchPage),
      },
      {
        path: paths.spaces,
        id: 'spaces',
        ...lazyPage(async () => (await import('../features/spaces/pages/spaces-page')).SpacesPage),
      },
      {
        path: paths.events,
        id: 'events',
        ...lazyPage(async () => (await import('../features/events/pages/events-page')).EventsPage),
      },
      {
        path: paths.covenants,
        id: 'covenants',
        ...lazyPage(
          async () => (await import('../features/covenants/pages/covenants-page')).CovenantsPage,
        ),
      },
      {
        path: paths.covenantDetail,
        id: 'covenant-detail',
        ...lazyPage(
          async () => (await import('../features/covenants/pages/covenants-page')).CovenantsPage,
        ),
      },
      {
        path: paths.photoGalleries,
        id: 'photo-galleries',
        ...lazyPage(
          async () =>
            (await import('../features/galleries/pages/galleries-page')).PhotoGalleriesPage,
        ),
      },
      {
        path: paths.videoGalleries,
        id: 'video-galleries',
        ...lazyPage(
          async () =>
            (await import('../features/galleries/pages/galleries-page')).VideoGalleriesPage,
        ),
      },
      {
        path: paths.newsAll,
        id: 'news',
        ...lazyPage(
          async () => (await import('../features/news/pages/news-list-page')).NewsListPage,
        ),
      },
      {
        path: paths.newsDetail,
        id: 'news-detail',
        ...lazyPage(
          async () => (await import('../features/news/pages/news-detail-page')).NewsDetailPage,
        ),
      },
      {
        path: paths.about,
        id: 'about',
        ...lazyPage(async () => (await import('../features/about/pages/about-page')).AboutPage),
      },
      {
        path: paths.aboutPlaceholder,
        id: 'about-placeholder',
        ...lazyPage(
          async () =>
            (await import('../features/about/pages/about-placeholder-page')).AboutPlaceholderPage,
        ),
      },

      // Member area, public inside the area
      {
        path: paths.memberLogin,
        id: 'login-associate',
        ...lazyPage(
          async () =>
            (await import('../features/member-auth/pages/member-login-page')).MemberLoginPage,
        ),
      },
      {
        path: paths.memberRecoveryPassword,
        id: 'recovery-password-associate',
        ...lazyPage(
          async () =>
            (await import('../features/member-auth/pages/recovery-request-page'))
              .RecoveryRequestPage,
        ),
      },
      {
        path: paths.memberPasswordReset,
        id: 'validator-associate',
        ...lazyPage(
          async () =>
            (await import('../features/member-auth/pages/password-reset-page')).PasswordResetPage,
        ),
      },

      // Member area, login required (a visitor goes to the member login and comes back)
      {
        element: <RequireMember />,
        children: [
          { path: paths.firstAccess, ...memberPage('first-access') },
          { path: paths.memberProfile, ...memberPage('profile') },
          { path: paths.memberReservation, ...memberPage('reservation-associate') },
          { path: paths.memberReservations, ...memberPage('my-reservations') },
          { path: paths.memberEvent, ...memberPage('event-associate') },
          { path: paths.memberInvitations, ...memberPage('my-invitations') },
          { path: paths.memberCheckout, ...memberPage('checkout-associate') },
          { path: paths.memberCheckoutConfirmPayment, ...memberPage('confirm-payment-associate') },
          { path: paths.memberCheckoutCreditCard, ...memberPage('credcard-associate') },
          { path: paths.memberCheckoutDebit, ...memberPage('debit-associate') },
          { path: paths.memberCheckoutPix, ...memberPage('pix-associate') },
          { path: paths.memberOrders, ...memberPage('my-orders') },
        ],
      },

      {
        path: '*',
        id: 'not-found',
        ...lazyPage(
          async () => (await import('../features/not-found/pages/not-found-page')).NotFoundPage,
        ),
      },
    ],
  },
];

/**
 * Starts fetching the code of the page at `pathname` (before the first render); resolves
 * when it is there. A failure resolves too: it shows when the page renders (RouteError).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) =>
    (match.route.handle as LazyPage['handle'] | undefined)?.preload(),
  );
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

/** The routes, inside a <BrowserRouter>; a page that fails (e.g. its chunk is gone) shows RouteError. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={<RouteError />}>
      {page}
    </RouteErrorBoundary>
  );
}
