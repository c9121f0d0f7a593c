import { ErrorCode } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { newsItem } from '../../../test/content';
import { apiError, fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => newsItem(from + i));

describe('news list', () => {
  beforeAll(preloadRoutes, 30_000);

  it("shows 'Ver mais notícias' after a full page and loads the next 10", async () => {
    const api = fakeApi({
      'GET /api/news/public': jsonResponse(page(1, 10)),
      'POST /api/news/public': jsonResponse(page(11, 3)),
    });
    renderApp('/noticias/todos', api.handler);
    const user = userEvent.setup({ delay: null });

    const list = await screen.findByRole('list', { name: 'Notícias' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const first = within(list).getAllByRole('article')[0];
    expect(within(first).getByText('10/11/2026')).toBeInTheDocument();
    expect(within(first).getByText('Texto da notícia 1.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Saiba mais: Notícia 1' })).toHaveAttribute(
      'href',
      '/noticias/1',
    );

    await user.click(screen.getByRole('button', { name: 'Ver mais notícias' }));

    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(13));
    expect(api.callsTo('POST /api/news/public')[0].body).toEqual({ skip: 10, take: 10 });
    // 3 came back: no more pages
    expect(screen.queryByRole('button', { name: 'Ver mais notícias' })).not.toBeInTheDocument();
  });

  it("hides 'Ver mais notícias' when fewer than 10 came back", async () => {
    const api = fakeApi({ 'GET /api/news/public': jsonResponse(page(1, 9)) });
    renderApp('/noticias/todos', api.handler);

    const list = await screen.findByRole('list', { name: 'Notícias' });
    expect(within(list).getAllByRole('article')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Ver mais notícias' })).not.toBeInTheDocument();
  });

  it('searches with the search call and pages it', async () => {
    const api = fakeApi({
      'GET /api/news/public': jsonResponse(page(1, 10)),
      'GET /api/news/public/search/festa/0/10': jsonResponse(page(100, 10)),
      'GET /api/news/public/search/festa/10/10': jsonResponse(page(110, 1)),
    });
    renderApp('/noticias/todos', api.handler);
    const user = userEvent.setup({ delay: null });

    await user.type(
      await screen.findByRole('searchbox', { name: 'Pesquisar notícias' }),
      'festa{Enter}',
    );
    expect(await screen.findByRole('link', { name: 'Notícia 100' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver mais notícias' }));
    expect(await screen.findByRole('link', { name: 'Notícia 110' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Ver mais notícias' })).not.toBeInTheDocument();
  });
});

describe('news detail', () => {
  beforeAll(preloadRoutes, 30_000);

  it('renders the description without scripts or handlers, and the video', async () => {
    const api = fakeApi({
      'GET /api/news/public/7': jsonResponse(
        newsItem(7, {
          title: 'Festa Junina',
          description:
            '<p>Venha!</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>',
          video: '/api/files/festa.mp4',
        }),
      ),
    });
    renderApp('/noticias/7', api.handler);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Festa Junina' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Venha!')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const video = screen.getByLabelText('Vídeo: Festa Junina');
    expect(video).toHaveAttribute('src', '/api/files/festa.mp4');
    expect(video).toHaveAttribute('controls');
  });

  it('says when the news does not exist, with a way back', async () => {
    const api = fakeApi({
      'GET /api/news/public/nada': apiError(404, 'Notícia não encontrada.', ErrorCode.NotFound),
    });
    renderApp('/noticias/nada', api.handler);

    expect(
      await screen.findByRole('heading', { name: 'Notícia não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as notícias' })).toHaveAttribute(
      'href',
      '/noticias/todos',
    );
  });
});
