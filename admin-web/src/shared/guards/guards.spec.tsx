import { P } from '@clube/shared';
import { screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from '@jest/globals';
import { selectIsStaff } from '../../core/session/session-slice';
import { renderRoutes, staffSession } from '../../test/render';
import { RedirectIfStaff } from './redirect-if-staff';
import { RequirePermission } from './require-permission';
import { RequireStaff } from './require-staff';

/** The base path as it will be: the admin login for a visitor, the admin home for staff. */
function BasePath() {
  const isStaff = useSelector(selectIsStaff);
  return <h1>{isStaff ? 'Painel administrativo' : 'Login administrativo'}</h1>;
}

const routes: RouteObject[] = [
  { path: '/', element: <BasePath /> },
  {
    path: '/noticias',
    element: (
      <RequirePermission permission={P.listNews}>
        <h1>Notícias</h1>
      </RequirePermission>
    ),
  },
  {
    path: '/configuracoes',
    element: (
      <RequirePermission permission={null}>
        <h1>Configurações</h1>
      </RequirePermission>
    ),
  },
  {
    element: <RequireStaff />,
    children: [{ path: '/carteirinha', element: <h1>Carteirinha</h1> }],
  },
  {
    path: '/cadastro',
    element: (
      <RedirectIfStaff>
        <h1>Cadastro</h1>
      </RedirectIfStaff>
    ),
  },
];

describe('RequirePermission', () => {
  it('sends a visitor with no admin user to the admin login', async () => {
    const { router } = renderRoutes(routes, '/noticias');

    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/noticias' } });
    expect(screen.queryByRole('heading', { name: 'Notícias' })).not.toBeInTheDocument();
  });

  it('sends a staff member lacking the permission to the admin home', async () => {
    const { router } = renderRoutes(routes, '/noticias', {
      session: staffSession([P.listUser]),
    });

    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Notícias' })).not.toBeInTheDocument();
  });

  it('shows the page to a staff member holding the permission', async () => {
    const { router } = renderRoutes(routes, '/noticias', {
      session: staffSession([P.listUser, P.listNews]),
    });

    expect(await screen.findByRole('heading', { name: 'Notícias' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/noticias');
  });

  it('shows a route needing no permission to any staff member, not to a visitor', async () => {
    renderRoutes(routes, '/configuracoes', { session: staffSession([]) });
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeVisible();
  });

  it('sends a visitor away from a route needing no permission', async () => {
    renderRoutes(routes, '/configuracoes');
    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
  });

  it('waits for the profile when signed in but the permissions are not loaded yet', async () => {
    const { router } = renderRoutes(routes, '/noticias', {
      session: { accessToken: 'token-de-teste', refreshToken: null, profile: null },
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
    expect(router.state.location.pathname).toBe('/noticias');
  });
});

describe('RequireStaff', () => {
  it('sends a visitor to the admin login', async () => {
    const { router } = renderRoutes(routes, '/carteirinha');

    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the nested route to a signed-in staff member', async () => {
    renderRoutes(routes, '/carteirinha', { session: staffSession([]) });
    expect(await screen.findByRole('heading', { name: 'Carteirinha' })).toBeVisible();
  });
});

describe('RedirectIfStaff', () => {
  it('sends a signed-in staff member to the admin home', async () => {
    const { router } = renderRoutes(routes, '/cadastro', { session: staffSession([P.listNews]) });

    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Cadastro' })).not.toBeInTheDocument();
  });

  it('shows the public screen to a visitor', async () => {
    renderRoutes(routes, '/cadastro');
    expect(await screen.findByRole('heading', { name: 'Cadastro' })).toBeVisible();
  });
});
