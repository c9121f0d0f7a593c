import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { makeStore } from '../../test/store';
import type { SessionState } from '../../core/session/session-slice';
import { memberProfile, memberSession } from '../../test/fake-api';
import { siteSettings } from '../../test/site-settings';
import { setViewportWidth } from '../../test/viewport';
import type { SiteSettings } from '../site-settings/site-settings-context';
import { SiteContext, siteContextValue } from '../site-settings/site-settings-context';
import { PublicHeader } from './public-header';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="Endereço atual">{pathname}</output>;
}

function renderHeader(
  path = '/',
  settings: SiteSettings | undefined = siteSettings(),
  session?: SessionState,
) {
  const page = (
    <>
      <PublicHeader />
      <CurrentPath />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <Provider
      store={makeStore(
        session ? { session: { ...session, _persist: { version: 1, rehydrated: true } } } : {},
      )}
    >
      <SiteContext.Provider value={siteContextValue(settings)}>
        <RouterProvider router={router} />
      </SiteContext.Provider>
    </Provider>,
  );
  return { currentPath: () => screen.getByRole('status', { name: 'Endereço atual' }) };
}

describe('PublicHeader', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('goes to /search/<text> when Enter is pressed in the search box', async () => {
    const user = userEvent.setup({ delay: null });
    const { currentPath } = renderHeader('/eventos');

    await user.type(
      screen.getByRole('searchbox', { name: 'Pesquisar no site' }),
      'piscina infantil{Enter}',
    );

    expect(currentPath()).toHaveTextContent('/search/piscina%20infantil');
  });

  it('goes to /search/<text> when the search icon is clicked', async () => {
    const user = userEvent.setup({ delay: null });
    const { currentPath } = renderHeader('/eventos');

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar no site' }), 'churrasqueira');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));

    expect(currentPath()).toHaveTextContent('/search/churrasqueira');
  });

  it('goes to the landing page when the search text is empty', async () => {
    const user = userEvent.setup({ delay: null });
    const { currentPath } = renderHeader('/eventos');

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar no site' }), '   {Enter}');

    expect(currentPath()).toHaveTextContent(/^\/$/);
  });

  it('shows the search loading indicator for 500 ms', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader('/');

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar no site' }), 'festa{Enter}');
    const button = screen.getByRole('button', { name: /Pesquisar/ });
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(() => jest.advanceTimersByTimeAsync(450));
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('shows the links, the set social networks and LOGIN in the wide header', async () => {
    const user = userEvent.setup({ delay: null });
    const { currentPath } = renderHeader('/');

    const header = screen.getByRole('banner');
    expect(header).toHaveStyle({ backgroundColor: '#0a7abf' });
    const nav = within(header).getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sobre', '/sobre'],
      ['Espaços', '/espacos'],
      ['Eventos', '/eventos'],
      ['Convênios', '/convenios'],
      ['Notícias', '/noticias/todos'],
    ]);
    expect(within(header).getByRole('link', { name: /Clube Colibri/ })).toHaveAttribute(
      'href',
      '/',
    );
    const social = within(header).getByRole('list', { name: 'Redes sociais' });
    expect(within(social).getAllByRole('link')).toHaveLength(1);
    expect(within(social).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.com/clubecolibri',
    );
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'LOGIN' }));
    expect(currentPath()).toHaveTextContent('/associado');
  });

  it('shows the logo from the settings as the link to the landing page', () => {
    renderHeader('/sobre', siteSettings({ logo1: 'https://cdn.example.org/logo.png' }));
    const logo = screen.getByRole('img', { name: 'Clube Colibri - página inicial' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.org/logo.png');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('keeps the wide header at 867 px', () => {
    setViewportWidth(867);
    renderHeader('/');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  });

  it('switches to a menu button and a drawer at 866 px and below', async () => {
    setViewportWidth(866);
    const user = userEvent.setup({ delay: null });
    const { currentPath } = renderHeader('/');

    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sobre', 'Espaços', 'Eventos', 'Convênios', 'Notícias']);
    expect(
      within(drawer).getByRole('searchbox', { name: 'Pesquisar no site' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Convênios' }));
    expect(currentPath()).toHaveTextContent('/convenios');
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('searches from the drawer', async () => {
    setViewportWidth(390);
    const user = userEvent.setup({ delay: null });
    const { currentPath } = renderHeader('/');

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(
      within(drawer).getByRole('searchbox', { name: 'Pesquisar no site' }),
      'sauna{Enter}',
    );

    expect(currentPath()).toHaveTextContent('/search/sauna');
  });

  it("replaces LOGIN with the signed-in member's name and the member entries", async () => {
    const user = userEvent.setup({ delay: null });
    const { currentPath } = renderHeader(
      '/',
      siteSettings(),
      memberSession({ profile: memberProfile({ name: 'João da Silva' }) }),
    );

    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    // The member menu is a lazy chunk (antd): under a busy test run it takes a few seconds.
    await user.click(
      await within(header).findByRole('button', { name: /João da Silva/ }, { timeout: 15_000 }),
    );

    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Baixar carteirinha(s)',
      'Minhas Reservas',
      'Meus Convites',
      'Meu Perfil',
      'Meus Pedidos',
      'Sair',
    ]);
    // opens the card dialog (shared/member-cards/card-dialog.spec.tsx)
    expect(
      within(menu).getByRole('menuitem', { name: 'Baixar carteirinha(s)' }),
    ).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('link', { name: 'Minhas Reservas' })).toHaveAttribute(
      'href',
      '/associado/minhas-reservas',
    );
    expect(within(menu).getByRole('link', { name: 'Meus Convites' })).toHaveAttribute(
      'href',
      '/associado/meus-convites',
    );
    expect(within(menu).getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute(
      'href',
      '/associado/perfil',
    );
    expect(within(menu).getByRole('link', { name: 'Meus Pedidos' })).toHaveAttribute(
      'href',
      '/associado/meus-pedidos',
    );

    await user.click(within(menu).getByRole('link', { name: 'Meu Perfil' }));
    expect(currentPath()).toHaveTextContent('/associado/perfil');
  });

  it('shows the member entries in the drawer of the narrow header', async () => {
    setViewportWidth(390);
    const user = userEvent.setup({ delay: null });
    renderHeader('/', siteSettings(), memberSession({ profile: memberProfile() }));

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: /Maria Souza/ })).toBeInTheDocument();
  });

  it('closes the drawer with Escape and gives the focus back to the menu button', async () => {
    setViewportWidth(390);
    const user = userEvent.setup({ delay: null });
    renderHeader('/');
    const menuButton = screen.getByRole('button', { name: 'Abrir menu' });

    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // the focus is inside, and Tab keeps it there
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 12; i += 1) await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the drawer with its close button', async () => {
    setViewportWidth(390);
    const user = userEvent.setup({ delay: null });
    renderHeader('/');

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
