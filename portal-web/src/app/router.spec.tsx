import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { preloadRoutes, renderApp } from '../test/render-app';
import { jsonResponse, siteSettings } from '../test/site-settings';

const settingsApi = () => jsonResponse(siteSettings());

describe('routes', () => {
  beforeAll(preloadRoutes, 30_000);

  it('shows the 404 page with a Go Home link for an unknown path', async () => {
    renderApp('/pagina/que-nao-existe', settingsApi);

    expect(
      await screen.findByRole('heading', { name: 'Oops. Nothing here...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    // inside the public layout
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('Go Home leads to the landing page with the settings home contents', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/nada/aqui', settingsApi);

    await user.click(await screen.findByRole('link', { name: 'Go Home' }));

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Bem-vindo ao Clube Colibri' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('Lazer para toda a família.')).toBeInTheDocument();
    expect(screen.queryByText('Oops. Nothing here...')).not.toBeInTheDocument();
  });

  it('sanitizes the landing home contents', async () => {
    renderApp('/', () =>
      jsonResponse(
        siteSettings({
          homeContents:
            '<p>Olá, associado!</p><img src="https://cdn.clube.test/banner.jpg" alt="banner" onerror="alert(1)"><script>alert(2)</script>',
        }),
      ),
    );

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Olá, associado!')).toBeInTheDocument();
    expect(within(main).getByRole('img', { name: 'banner' })).not.toHaveAttribute('onerror');
    expect(main.querySelector('script')).toBeNull();
  });

  it('sends a visitor who opens a checkout step to the member login', async () => {
    const { router } = renderApp('/associado/checkout', settingsApi);
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
    expect(screen.queryByRole('heading', { name: 'Oops. Nothing here...' })).toBeNull();
  });

  it('shows the back bar in the member area only', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/associado/recuperar-senha', settingsApi);

    await user.click(await screen.findByRole('button', { name: 'Voltar' }));

    // no earlier page of the portal in this history: the landing page
    expect(
      await screen.findByRole('heading', { name: 'Bem-vindo ao Clube Colibri' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
  });
});
