import { P } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { initialSessionState } from '../../core/session/session-slice';
import { fakeApi } from '../../test/fake-api';
import { renderAdminApp, staffProfile, staffSession } from '../../test/render';
import { setViewportWidth } from '../../test/viewport';

const sider = () => screen.getByRole('complementary', { name: 'Menu lateral' });
const ALL_SECTIONS = ['Site', 'Cadastros', 'Gestão', 'Relatórios', 'Admin'];

describe('side menu', () => {
  it('shows only the sections and links of the permissions held', async () => {
    renderAdminApp('/admin/', {
      session: staffSession([P.listNews, P.listUser]),
      ui: { compactMenu: false },
    });

    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByText('Site')).toBeVisible();
    expect(within(nav).getByText('Admin')).toBeVisible();
    for (const hidden of ['Cadastros', 'Gestão', 'Relatórios']) {
      expect(within(nav).queryByText(hidden)).not.toBeInTheDocument();
    }

    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Notícias', 'Usuários Internos']);
    expect(within(nav).getByRole('link', { name: 'Notícias' })).toHaveAttribute(
      'href',
      '/admin/noticias',
    );
    expect(within(nav).getByRole('link', { name: 'Usuários Internos' })).toHaveAttribute(
      'href',
      '/admin/usuarios-internos',
    );
  });

  it('shows a section for one held link of it, with that link only', async () => {
    renderAdminApp('/admin/', {
      session: staffSession([P.listAccessValidation]),
      ui: { compactMenu: false },
    });

    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByText('Gestão')).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Validação de Acesso', 'Validação de Acesso de Eventos']);
  });

  it('shows no section to a staff member holding no permission', async () => {
    renderAdminApp('/admin/', { session: staffSession([]), ui: { compactMenu: false } });

    await screen.findByRole('heading', { name: 'Painel administrativo' });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    for (const section of ALL_SECTIONS) {
      expect(screen.queryByText(section)).not.toBeInTheDocument();
    }
    expect(within(sider()).queryAllByRole('link')).toHaveLength(0);
  });

  it('marks the link of the current page', async () => {
    fakeApi({ 'GET /news': { body: { data: [], total: 0 } } });
    renderAdminApp('/admin/noticias', {
      session: staffSession([P.listNews, P.listUser]),
      ui: { compactMenu: false },
    });

    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const item = within(nav).getByRole('link', { name: 'Notícias' }).closest('li');
    expect(item).toHaveClass('ant-menu-item-selected');
  });
});

describe('compact menu', () => {
  it('is on by default, and the header button switches between 250 px and the mini width', async () => {
    const { user, store } = renderAdminApp('/admin/', { session: staffSession([P.listNews]) });

    await screen.findByRole('heading', { name: 'Painel administrativo' });
    expect(store.getState().ui.compactMenu).toBe(true);
    expect(sider()).toHaveStyle({ width: '64px' });

    await user.click(screen.getByRole('button', { name: 'Expandir menu' }));
    expect(sider()).toHaveStyle({ width: '250px' });
    expect(screen.getByRole('button', { name: 'Recolher menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(store.getState().ui.compactMenu).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(sider()).toHaveStyle({ width: '64px' });
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is mini below 500 px even with the compact flag off, and opens from the header', async () => {
    setViewportWidth(420);
    const { user, store } = renderAdminApp('/admin/', {
      session: staffSession([P.listNews]),
      ui: { compactMenu: false },
    });

    await screen.findByRole('heading', { name: 'Painel administrativo' });
    expect(sider()).toHaveStyle({ width: '64px' });

    await user.click(screen.getByRole('button', { name: 'Expandir menu' }));
    expect(sider()).toHaveStyle({ width: '250px' });
    expect(store.getState().ui.compactMenu).toBe(false);
  });

  it('at 360 px lays the opened menu over the page instead of pushing it, and closes it on a move', async () => {
    setViewportWidth(360);
    fakeApi({ 'GET /news': { body: { data: [], total: 0 } } });
    const { user, router } = renderAdminApp('/admin/', {
      session: staffSession([P.listNews]),
      ui: { compactMenu: false },
    });
    await screen.findByRole('heading', { name: 'Painel administrativo' });
    const page = screen.getByRole('main').closest('.ant-layout') as HTMLElement;

    await user.click(screen.getByRole('button', { name: 'Expandir menu' }));
    // The menu is taken out of the flow (fixed, over a backdrop); the page keeps the mini width's room.
    expect(sider().closest('.admin-layout')).toHaveClass('admin-layout--narrow');
    expect(page).toHaveClass('admin-layout__main');
    expect(document.querySelector('.admin-layout__backdrop')).toBeInTheDocument();

    await user.click(within(sider()).getByRole('link', { name: 'Notícias' }));
    expect(router.state.location.pathname).toBe('/admin/noticias');
    expect(sider()).toHaveStyle({ width: '64px' });
    expect(document.querySelector('.admin-layout__backdrop')).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it("has landmarks and, until the site settings answer, 'Clube' as the title", async () => {
    renderAdminApp('/admin/', { session: staffSession([]) });

    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clube' })).toHaveAttribute('href', '/admin');
  });

  it("shows the club's name and logo from the public site settings", async () => {
    const api = fakeApi({
      'GET /site-configuration-public': {
        body: { clubName: 'Clube Colibri', logo1: '/api/files/logo.png' },
      },
    });
    renderAdminApp('/admin/', { session: staffSession([]) });

    const home = await screen.findByRole('link', { name: 'Clube Colibri' });
    expect(home).toHaveAttribute('href', '/admin');
    expect(home.querySelector('img')).toHaveAttribute('src', '/api/files/logo.png');
    expect(api.callsTo('GET /site-configuration-public')).toHaveLength(1);
  });

  it('shows no user dropdown to a visitor', async () => {
    // A visitor sees the layout only around the not-found page.
    renderAdminApp('/admin/nao-existe');

    await screen.findByRole('heading', { name: 'Página não encontrada' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Maria/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Membro desde/)).not.toBeInTheDocument();
  });

  it('shows the user name and member-since date, and opens the settings', async () => {
    const { user, router } = renderAdminApp('/admin/', { session: staffSession([P.listNews]) });

    await user.click(await screen.findByRole('button', { name: 'Maria Souza' }));
    // (antd's opening animation never ends in jsdom, so not toBeVisible.)
    expect(await screen.findByText('Membro desde 05/03/2024')).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Configurações' }));
    expect(router.state.location.pathname).toBe('/admin/configuracoes');
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeVisible();
  });

  it('shows the profile GET /users/me answers when the app opens with a token', async () => {
    fakeApi({
      'GET /users/me': { body: staffProfile([P.listNews], { name: 'Mariana', surname: 'Lima' }) },
    });
    renderAdminApp('/admin/', { session: staffSession([P.listNews]) });

    expect(await screen.findByRole('button', { name: 'Mariana Lima' })).toBeVisible();
    expect(screen.getByText('Olá, Mariana Lima!')).toBeVisible();
  });

  it('signs out: revokes the session, clears it and goes back to the login', async () => {
    const api = fakeApi({
      'GET /users/me': { body: staffProfile([P.listNews]) },
      'GET /news': { body: { data: [], total: 0 } },
      'POST /auth/logout': { status: 204 },
    });
    const { user, router, store } = renderAdminApp('/admin/noticias', {
      session: staffSession([P.listNews]),
      ui: { compactMenu: false },
    });

    await user.click(await screen.findByRole('button', { name: 'Maria Souza' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    expect(api.callsTo('POST /auth/logout').map((call) => call.body)).toEqual([
      { refreshToken: 'renovacao-de-teste' },
    ]);
    expect(store.getState().session).toEqual(initialSessionState);
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('button', { name: 'Maria Souza' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it('signs out even when the API cannot be reached', async () => {
    fakeApi({
      'GET /users/me': { body: staffProfile([P.listNews]) },
      'POST /auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user, store } = renderAdminApp('/admin/', { session: staffSession([P.listNews]) });

    await user.click(await screen.findByRole('button', { name: 'Maria Souza' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    expect(store.getState().session.accessToken).toBeNull();
  });
});
