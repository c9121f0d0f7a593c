import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { homeData, mediaItem, newsItem } from '../../../test/content';
import { fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

function api(searchReply: unknown[] = []) {
  return fakeApi({
    'GET /api/home': jsonResponse(
      homeData({
        news: [
          newsItem(1, { title: 'Festa JUNINA do clube' }),
          newsItem(2, {
            title: 'Piscina reaberta',
            description: '<p>Depois da <strong>junina</strong>, a piscina.</p>',
          }),
          newsItem(3, { title: 'Escolinha de futebol' }),
        ],
        photos: [mediaItem('p1', 'Festa Junina 2026'), mediaItem('p2', 'Torneio de tênis')],
        videos: [mediaItem('v1', 'Dança', '/api/files/v1.mp4')],
      }),
    ),
    [`GET /api/news/public/search/junina/0/10`]: jsonResponse(searchReply),
    [`GET /api/news/public/search/xyz/0/10`]: jsonResponse([]),
  });
}

describe('search results', () => {
  beforeAll(preloadRoutes, 30_000);

  it('lists news by title or description and photos by description, ignoring case', async () => {
    const fake = api([newsItem(2), newsItem(40, { title: 'Arraiá junina de 2025' })]);
    renderApp('/search/junina', fake.handler);

    const news = await screen.findByRole('region', { name: 'Notícias' });
    expect(
      await within(news).findByRole('link', { name: 'Arraiá junina de 2025' }),
    ).toBeInTheDocument();
    const titles = within(news)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Festa JUNINA do clube', 'Piscina reaberta', 'Arraiá junina de 2025']);

    const photos = screen.getByRole('region', { name: 'Fotos' });
    expect(within(photos).getAllByRole('button')).toHaveLength(1);
    expect(within(photos).getByRole('button', { name: /Festa Junina 2026/ })).toBeInTheDocument();

    const videos = screen.getByRole('region', { name: 'Vídeos' });
    expect(within(videos).getByText('Nenhum vídeo encontrado para: junina')).toBeInTheDocument();
  });

  it('says per section that nothing was found', async () => {
    renderApp('/search/xyz', api().handler);

    expect(await screen.findByText('Nenhuma notícia encontrada para: xyz')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma foto encontrada para: xyz')).toBeInTheDocument();
    expect(screen.getByText('Nenhum vídeo encontrado para: xyz')).toBeInTheDocument();
  });
});
