import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RedirectIfStaff, RequirePermission, RequireStaff } from '../shared/guards';
import { PageLoading } from '../shared/layout/page-loading';
import { RouteError } from '../shared/layout/route-error';
import { ADMIN_ROUTES, type AdminRouteKey } from './paths';

const AdminLayout = lazy(() =>
  import('../shared/layout/admin-layout').then((module) => ({ default: module.AdminLayout })),
);
const HomePage = lazy(() => import('../features/home/pages/home-page'));
const NotFoundPage = lazy(() => import('../features/not-found/pages/not-found-page'));

/**
 * The screens built so far, by route key of the table in paths.ts. A route is
 * registered (and guarded as the table says) once its screen is listed here;
 * until then its path shows the not-found page. The base path ('' : login for
 * a visitor, home for staff) is the index route of buildRoutes().
 */
const SCREENS: Partial<Record<AdminRouteKey, LazyExoticComponent<ComponentType>>> = {
  home: HomePage,
};

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

function screenRoutes(access: 'staff' | 'public'): RouteObject[] {
  return (Object.entries(SCREENS) as [AdminRouteKey, LazyExoticComponent<ComponentType>][])
    .filter(([key]) => ADMIN_ROUTES[key].access === access && ADMIN_ROUTES[key].path !== '')
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

/** The route objects of the back office, relative to the basename /admin. */
export function buildRoutes(): RouteObject[] {
  const staffScreens = screenRoutes('staff');
  const publicScreens = screenRoutes('public');
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      children: [
        {
          element: suspended(<AdminLayout />),
          children: [
            // The base path: the admin home (an empty page). With the staff
            // login screen it becomes: visitor -> login, staff -> home.
            { index: true, element: <HomePage /> },
            ...(staffScreens.length > 0
              ? [{ element: <RequireStaff />, children: staffScreens }]
              : []),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        // Public admin routes (sign-up, password recovery, reset) sit outside the layout.
        ...(publicScreens.length > 0
          ? [
              {
                element: <RedirectIfStaff>{suspended(<Outlet />)}</RedirectIfStaff>,
                children: publicScreens,
              },
            ]
          : []),
      ],
    },
  ];
}
