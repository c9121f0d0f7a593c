import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { homeData, mediaItem, newsItem } from '../../../test/content';
import { fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

function home() {
  return jsonResponse(
    homeData({
      news: [
        newsItem(7, { title: 'Festa Junina do Clube' }),
        newsItem(8, { title: 'Piscina reaberta' }),
      ],
      photos: ['a', 'b', 'c', 'd', 'e'].map((id) => mediaItem(id, `Torneio ${id}`)),
      videos: [mediaItem('v1', 'Apresentação de dança', '/api/files/v1.mp4')],
    }),
  );
}

describe('landing page', () => {
  beforeAll(preloadRoutes, 30_000);

  it('shows the latest news, 4 photos and the videos in the settings colours', async () => {
    const api = fakeApi({ 'GET /api/home': home() });
    renderApp('/', api.handler);

    const news = await screen.findByRole('region', { name: 'Últimas notícias' });
    expect(news).toHaveStyle({ backgroundColor: 'rgb(255, 240, 167)' });
    expect(within(news).getByRole('link', { name: 'Festa Junina do Clube' })).toHaveAttribute(
      'href',
      '/noticias/7',
    );
    expect(within(news).getByRole('link', { name: 'Ver todas as notícias' })).toHaveAttribute(
      'href',
      '/noticias/todos',
    );

    const photos = screen.getByRole('region', { name: 'Fotos' });
    expect(photos).toHaveStyle({ backgroundColor: 'rgb(163, 217, 204)' });
    expect(within(photos).getAllByRole('button', { name: /Abrir foto/ })).toHaveLength(4);
    expect(within(photos).getByRole('link', { name: 'Ver todas as fotos' })).toHaveAttribute(
      'href',
      '/galeria-fotos',
    );

    const videos = screen.getByRole('region', { name: 'Vídeos' });
    expect(videos).toHaveStyle({ backgroundColor: 'rgb(209, 241, 253)' });
    expect(within(videos).getByRole('link', { name: 'Ver todos os vídeos' })).toHaveAttribute(
      'href',
      '/galeria-videos',
    );
    // the settings block stays above the sections
    expect(screen.getByRole('heading', { name: 'Bem-vindo ao Clube Colibri' })).toBeInTheDocument();
  });

  it('plays a video in a dialog with the browser controls', async () => {
    const api = fakeApi({ 'GET /api/home': home() });
    renderApp('/', api.handler);
    const user = userEvent.setup({ delay: null });

    await user.click(
      await screen.findByRole('button', { name: 'Assistir vídeo 1: Apresentação de dança' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Apresentação de dança' });
    const player = within(dialog).getByLabelText('Apresentação de dança');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/api/files/v1.mp4');
    expect(player).toHaveAttribute('controls');
  });

  it('shows no empty section when home has nothing', async () => {
    const api = fakeApi({ 'GET /api/home': jsonResponse(homeData()) });
    renderApp('/', api.handler);

    expect(
      await screen.findByRole('heading', { name: 'Bem-vindo ao Clube Colibri' }),
    ).toBeInTheDocument();
    await screen.findByText('Lazer para toda a família.');
    expect(api.callsTo('GET /api/home')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Fotos' })).not.toBeInTheDocument();
  });
});
