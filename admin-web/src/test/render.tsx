import type { PermissionName } from '@clube/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ADMIN_BASENAME } from '../app/paths';
import { AppProviders } from '../app/providers';
import { buildRoutes } from '../app/router';
import { setupStore, type RootState } from '../app/store';
import type { SessionState, StaffProfile } from '../features/session/session-slice';
import { initialUiState, type UiState } from '../features/ui/ui-slice';

export function staffProfile(
  permissions: PermissionName[] = [],
  overrides: Partial<StaffProfile> = {},
): StaffProfile {
  return {
    id: 7,
    name: 'Maria',
    surname: 'Souza',
    email: 'maria@clube.test',
    cpf: '52998224725',
    admin: false,
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
  return { accessToken: 'token-de-teste', profile: staffProfile(permissions, overrides) };
}

export interface RenderOptions {
  session?: SessionState;
  ui?: Partial<UiState>;
}

function preloaded({ session, ui }: RenderOptions): Partial<RootState> {
  return {
    ...(session ? { session } : {}),
    ui: { ...initialUiState, ...ui },
  };
}

function renderRouter(
  routes: RouteObject[],
  url: string,
  options: RenderOptions,
  basename?: string,
) {
  const store = setupStore(preloaded(options));
  const router = createMemoryRouter(routes, { initialEntries: [url], basename });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
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
