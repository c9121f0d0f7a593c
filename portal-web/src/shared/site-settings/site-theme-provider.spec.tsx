import { ErrorCode } from '@clube/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { jsonResponse, siteSettings } from '../../test/site-settings';
import { SITE_SETTINGS_STORAGE_KEY } from './site-settings-cache';

function rootVariable(name: string) {
  return document.documentElement.style.getPropertyValue(name);
}

describe('SiteThemeProvider', () => {
  beforeAll(preloadRoutes, 30_000);

  it('falls back to the default colours when the settings call fails', async () => {
    const { fetchMock } = renderApp('/', () =>
      jsonResponse({ statusCode: 500, error: 'Erro interno', code: ErrorCode.Internal }, 500),
    );

    expect(
      await screen.findByText('Não foi possível carregar o conteúdo do site.'),
    ).toBeInTheDocument();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/site-configuration-public');

    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#fcb315' });
    expect(screen.getByRole('contentinfo')).toHaveStyle({ backgroundColor: '#023B58' });
    expect(screen.getByRole('button', { name: 'LOGIN' })).toHaveStyle({
      backgroundColor: '#73bd6d',
      color: '#000000',
    });
    expect(rootVariable('--color-primary')).toBe('#fcb315');
    expect(rootVariable('--color-footer')).toBe('#023B58');
  });

  it('falls back to the default colours when the API cannot be reached', async () => {
    renderApp('/', () => Promise.reject(new TypeError('Failed to fetch')));

    expect(
      await screen.findByText('Não foi possível carregar o conteúdo do site.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#fcb315' });
    expect(screen.getByRole('contentinfo')).toHaveStyle({ backgroundColor: '#023B58' });
  });

  it('themes the site with the colours and name from the settings', async () => {
    renderApp('/', () =>
      jsonResponse(siteSettings({ primaryColor: '#0a7abf', footerMainColor: '#1b1b3a' })),
    );

    expect(await screen.findByText('Lazer para toda a família.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#0a7abf' });
    expect(screen.getByRole('contentinfo')).toHaveStyle({ backgroundColor: '#1b1b3a' });
    expect(screen.getByRole('button', { name: 'LOGIN' })).toHaveStyle({
      backgroundColor: '#2e7d32',
      color: '#FFFFFF',
    });
    await waitFor(() => expect(rootVariable('--color-primary')).toBe('#0a7abf'));
    expect(document.title).toBe('Clube Colibri');
  });

  it('keeps the default for a colour setting that is not a colour', async () => {
    renderApp('/', () => jsonResponse(siteSettings({ primaryColor: 'red;}body{display:none' })));

    expect(await screen.findByText('Lazer para toda a família.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#fcb315' });
  });

  it('keeps the settings for the next visit, which paints with them while the call is pending', async () => {
    renderApp('/', () => jsonResponse(siteSettings({ primaryColor: '#0a7abf' })));
    expect(await screen.findByText('Lazer para toda a família.')).toBeInTheDocument();
    await waitFor(() =>
      expect(window.localStorage.getItem(SITE_SETTINGS_STORAGE_KEY)).toContain('#0a7abf'),
    );
    const kept = window.localStorage.getItem(SITE_SETTINGS_STORAGE_KEY) ?? '';
    cleanup();
    window.localStorage.setItem(SITE_SETTINGS_STORAGE_KEY, kept);

    // the next visit: the settings call never answers
    renderApp('/', () => new Promise<Response>(() => undefined));

    expect(await screen.findByText('Lazer para toda a família.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#0a7abf' });
    expect(rootVariable('--color-primary')).toBe('#0a7abf');
  });
});
