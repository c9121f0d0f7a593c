import type { PermissionName } from '@clube/shared';
import { render } from '@testing-library/react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AntdProviders } from '../shared/layout/antd-providers';
import { ADMIN_BASENAME } from '../core/paths';
import { AppProviders } from '../app/providers';
import { buildRoutes } from '../app/router';
import { makeStore, type RootState } from '../app/store';
import type { SessionState, StaffProfile } from '../core/session/session-slice';
import { initialUiState, type UiState } from '../app/ui-slice';

export function staffProfile(
  permissions: PermissionName[] = [],
  overrides: Partial<StaffProfile> = {},
): StaffProfile {
  return {
    id: '7d3c1c9e-4b8a-4c51-9d0e-2f6a1b2c3d4e',
    name: 'Maria',
    surname: 'Souza',
    email: 'maria@clube.test',
    cpf: '52998224725',
    admin: false,
    status: { id: 1, description: 'Ativo' },
    createdAt: '2024-03-05T15:00:00.000Z',
    permissions: permissions.map((description, index) => ({ id: index + 1, description })),
    ...overrides,
  };
}

/** A signed-in staff session holding `permissions`. */
export function staffSession(
  permissions: PermissionName[] = [],
  overrides: Partial<StaffProfile> = {},
): SessionState {
  return {
    accessToken: 'token-de-teste',
    refreshToken: 'renovacao-de-teste',
    profile: staffProfile(permissions, overrides),
  };
}

export interface RenderOptions {
  session?: SessionState;
  ui?: Partial<UiState>;
  /** user-event options, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * antd under test: no CSS-in-JS styles computed (zero runtime: jsdom would match
 * thousands of generated rules on every visibility check), no motion (a closing
 * dialog is gone at once) and no click wave. The app's own ConfigProvider inherits it.
 */
const TEST_THEME: ThemeConfig = { zeroRuntime: true, token: { motion: false } };

function preloaded({ session, ui }: RenderOptions): Partial<RootState> {
  return {
    ...(session ? { session } : {}),
    ui: { ...initialUiState, ...ui },
  };
}

/** The app's store preloaded with `options` (tests of what lies below the app: the API client...). */
export function makeTestStore(options: RenderOptions = {}) {
  return makeStore(preloaded(options));
}

function renderRouter(
  routes: RouteObject[],
  url: string,
  options: RenderOptions,
  basename?: string,
) {
  const store = makeTestStore(options);
  const router = createMemoryRouter(routes, { initialEntries: [url], basename });
  // No pause between keystrokes: the tests wait for what the screen shows instead.
  const user = userEvent.setup({ delay: null, ...options.user });
  const view = render(
    <ConfigProvider theme={TEST_THEME} wave={{ disabled: true }}>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </ConfigProvider>,
  );
  return { ...view, store, router, user };
}

/** The whole back office (real routes, basename /admin) at `url`, e.g. '/admin/'. */
export function renderAdminApp(url: string, options: RenderOptions = {}) {
  return renderRouter(buildRoutes(), url, options, ADMIN_BASENAME);
}

/** Ad-hoc routes (no basename) around a store preloaded with `options`. */
export function renderRoutes(routes: RouteObject[], url: string, options: RenderOptions = {}) {
  return renderRouter(routes, url, options);
}

/** One component (not the routes) inside the store, antd's providers and a router at `url`. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions & { url?: string } = {}) {
  const routes: RouteObject[] = [
    {
      path: '*',
      element: <AntdProviders>{ui}</AntdProviders>,
    },
  ];
  return renderRouter(routes, options.url ?? '/', options);
}
