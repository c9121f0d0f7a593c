import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { RouteErrorBoundary } from '@clube/shared/web';
import { Outlet, useLocation, useMatch, useRoutes, type RouteObject } from 'react-router-dom';
import { selectIsStaff } from '../core/session/session-slice';
import { RedirectIfStaff, RequirePermission, RequireStaff } from '../shared/guards';
import { PageLoading } from '../shared/layout/page-loading';
import { RouteError } from '../shared/layout/route-error';
import { ADMIN_ROUTES, type AdminRouteKey } from '../core/paths';

const AntdShell = lazy(() => import('./antd-shell'));
const AdminLayout = lazy(() =>
  import('./layout/admin-layout').then((module) => ({ default: module.AdminLayout })),
);
/**
 * A lazily loaded component that renders at once, without suspending, when its code was
 * fetched ahead (`preload`, see preloadRoute): the first render of a gate screen is one pass.
 * Each mount keeps the form it started with (lazy or loaded), so nothing remounts later.
 */
function preloadable(load: () => Promise<{ default: ComponentType }>) {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable() {
    const [Screen] = useState<ComponentType>(() => Loaded ?? Lazy);
    return <Screen />;
  }
  return Object.assign(Preloadable, { preload });
}

const GateLayout = preloadable(() =>
  import('./layout/gate-layout').then((module) => ({ default: module.GateLayout })),
);
const PublicLayout = lazy(() =>
  import('./layout/public-layout').then((module) => ({ default: module.PublicLayout })),
);
const HomePage = lazy(() => import('../features/home/pages/home-page'));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const NotFoundPage = lazy(() => import('../features/not-found/pages/not-found-page'));

/** The gate screens (GATE_SCREENS), whose code preloadRoute fetches ahead. */
const GATE_PAGES = {
  accessValidation: preloadable(
    () => import('../features/access-validation/pages/access-validation-page'),
  ),
  eventAccessValidation: preloadable(
    () => import('../features/access-validation/pages/event-access-validation-page'),
  ),
};

/**
 * The screens built so far, by route key of the table in paths.ts. A route is
 * registered (and guarded as the table says) once its screen is listed here;
 * until then its path shows the not-found page. The base path ('' : login for
 * a visitor, home for staff) is the index route of buildRoutes().
 */
const SCREENS: Partial<Record<AdminRouteKey, ComponentType>> = {
  signUp: lazy(() => import('../features/auth/pages/sign-up-page')),
  passwordRecovery: lazy(() => import('../features/auth/pages/password-recovery-page')),
  passwordReset: lazy(() => import('../features/auth/pages/password-reset-page')),
  settings: lazy(() => import('../features/profile/pages/settings-page')),
  users: lazy(() => import('../features/users/pages/users-page')),
  permissions: lazy(() => import('../features/permissions/pages/permissions-page')),
  galleryPhotos: lazy(() => import('../features/galleries/pages/gallery-photos-page')),
  galleryVideos: lazy(() => import('../features/galleries/pages/gallery-videos-page')),
  news: lazy(() => import('../features/news/pages/news-page')),
  covenants: lazy(() => import('../features/covenants/pages/covenants-page')),
  ticketTemplates: lazy(() => import('../features/ticket-templates/pages/ticket-templates-page')),
  companies: lazy(() => import('../features/companies/pages/companies-page')),
  sports: lazy(() => import('../features/sports/pages/sports-page')),
  barredCpfs: lazy(() => import('../features/barred-cpfs/pages/barred-cpfs-page')),
  apiKeys: lazy(() => import('../features/api-keys/pages/api-keys-page')),
  webhooks: lazy(() => import('../features/webhooks/pages/webhooks-page')),
  reservationIntervals: lazy(
    () => import('../features/reservation-intervals/pages/reservation-intervals-page'),
  ),
  dateRestrictions: lazy(
    () => import('../features/date-restrictions/pages/date-restrictions-page'),
  ),
  localReservations: lazy(
    () => import('../features/local-reservations/pages/local-reservations-page'),
  ),
  localTypes: lazy(() => import('../features/local-types/pages/local-types-page')),
  locals: lazy(() => import('../features/locals/pages/locals-page')),
  events: lazy(() => import('../features/events/pages/events-page')),
  tickets: lazy(() => import('../features/tickets/pages/tickets-page')),
  cardLayout: lazy(() => import('../features/card-layout/pages/card-layout-page')),
  cards: lazy(() => import('../features/cards/pages/cards-page')),
  associates: lazy(() => import('../features/associates/pages/associates-page')),
  siteConfiguration: lazy(
    () => import('../features/site-configuration/pages/site-configuration-page'),
  ),
  paymentsReport: lazy(() => import('../features/payment-reports/pages/payment-reports-page')),
  accessReport: lazy(() => import('../features/reports/pages/access-report-page')),
  eventsReport: lazy(() => import('../features/reports/pages/events-report-page')),
  localReport: lazy(() => import('../features/reports/pages/locals-report-page')),
  peopleReport: lazy(() => import('../features/reports/pages/people-report-page')),
  blockedPeopleReport: lazy(() => import('../features/reports/pages/blocked-people-report-page')),
  reservationReport: lazy(() => import('../features/reports/pages/reservations-report-page')),
  dateRestrictionReport: lazy(
    () => import('../features/reports/pages/date-restrictions-report-page'),
  ),
  accessValidation: GATE_PAGES.accessValidation,
  eventAccessValidation: GATE_PAGES.eventAccessValidation,
};

/**
 * The gate screens, used on a phone at the gate: in a lean frame of their own (GateLayout)
 * outside the admin layout and Ant Design's shell, so the camera is offered after a small
 * first load (docs/decisions.md, "First loads with headroom").
 */
const GATE_SCREENS: ReadonlySet<AdminRouteKey> = new Set<keyof typeof GATE_PAGES>([
  'accessValidation',
  'eventAccessValidation',
]);

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

function screenRoutes(access: 'staff' | 'public', gate = false): RouteObject[] {
  return (Object.entries(SCREENS) as [AdminRouteKey, ComponentType][])
    .filter(([key]) => ADMIN_ROUTES[key].access === access && ADMIN_ROUTES[key].path !== '')
    .filter(([key]) => GATE_SCREENS.has(key) === gate)
    .map(([key, Screen]) => {
      const { path, permission } = ADMIN_ROUTES[key];
      return access === 'staff'
        ? {
            path,
            element: (
              <RequirePermission permission={permission}>
                <Screen />
              </RequirePermission>
            ),
          }
        : { path, element: <Screen /> };
    });
}

/** The base path's frame: the sign-in panel for a visitor, the admin layout otherwise. */
function BaseFrame() {
  const isStaff = useSelector(selectIsStaff);
  const atBase = useMatch({ path: '/', end: true });
  return !isStaff && atBase ? <PublicLayout /> : <AdminLayout />;
}

/** The base path /admin: the admin login for a visitor, the admin home for staff. */
function BasePage() {
  const isStaff = useSelector(selectIsStaff);
  return isStaff ? <HomePage /> : <LoginPage />;
}

/** The route objects of the back office, relative to the basename /admin. */
export function buildRoutes(): RouteObject[] {
  const staffScreens = screenRoutes('staff');
  const publicScreens = screenRoutes('public');
  const gateScreens = screenRoutes('staff', true);
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      element: suspended(<Outlet />),
      children: [
        {
          element: (
            <RequireStaff>
              <GateLayout />
            </RequireStaff>
          ),
          children: gateScreens,
        },
        {
          element: <AntdShell />,
          children: [
            {
              element: <BaseFrame />,
              children: [
                { index: true, element: <BasePage /> },
                ...(staffScreens.length > 0
                  ? [{ element: <RequireStaff />, children: staffScreens }]
                  : []),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
            // Public admin routes (sign-up, password recovery, reset) sit outside the layout;
            // a signed-in staff member opening one goes to the admin home.
            ...(publicScreens.length > 0
              ? [
                  {
                    element: (
                      <RedirectIfStaff>
                        <PublicLayout />
                      </RedirectIfStaff>
                    ),
                    children: publicScreens,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  ];
}

const ROUTES = buildRoutes();

/**
 * The back office in the browser: the same route table rendered by `useRoutes` inside a
 * `<BrowserRouter>` (main.tsx), not `createBrowserRouter`: no screen uses the data router's
 * loaders, actions or blockers, which cost about 16 kB (gzip) on every first load. A screen
 * that throws (or whose code cannot be loaded) shows RouteError, as the root route's
 * `errorElement` does under the tests' data router.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(ROUTES);
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={<RouteError />}>
      {screen}
    </RouteErrorBoundary>
  );
}

/**
 * Starts fetching the code of the gate screen at `pathname` (below the basename /admin) and of
 * its frame at once, in parallel with the session's restoration, instead of one after the other
 * as the lazy routes ask for them: the gate is a phone's first page of the day at the gate.
 * Resolves once both are there (at once for any other screen; never rejects: a chunk that
 * failed shows RouteError when its route renders).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  const key = (Object.keys(GATE_PAGES) as (keyof typeof GATE_PAGES)[]).find(
    (gate) => ADMIN_ROUTES[gate].path === path,
  );
  if (!key) return Promise.resolve();
  return Promise.all([GateLayout.preload(), GATE_PAGES[key].preload()]).then(
    () => undefined,
    () => undefined,
  );
}
