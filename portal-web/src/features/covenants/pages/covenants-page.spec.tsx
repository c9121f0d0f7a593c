import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { covenant } from '../../../test/content';
import { fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

const saude = { id: 1, name: 'Saúde' };
const educacao = { id: 2, name: 'Educação' };

function covenants() {
  return [
    covenant(1, { name: 'Clínica Vida', category: saude }),
    covenant(2, { name: 'Laboratório Certo', category: saude }),
    covenant(3, { name: 'Escola Fluente', category: educacao }),
    covenant(4, { name: 'Ótica Visão', category: null }),
    covenant(5, {
      name: '',
      category: null,
      benefits: '<p>15% de desconto</p><img src="x" onerror="alert(1)">',
      use: '<p>Apresente a carteirinha.</p>',
      infos: '<p>Rua A, 10</p>',
      videoEmbedded: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    }),
  ];
}

function api() {
  return fakeApi({ 'GET /api/covenant/public': jsonResponse(covenants()) });
}

describe('covenants', () => {
  beforeAll(preloadRoutes, 30_000);

  it('shows categories with counts, OUTROS last; a category opens and closes', async () => {
    renderApp('/convenios', api().handler);
    const user = userEvent.setup({ delay: null });

    const categories = await screen.findByRole('list', { name: 'Categorias' });
    const buttons = within(categories).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Educação1 convênio',
      'Saúde2 convênios',
      'OUTROS2 convênios',
    ]);
    expect(screen.queryByRole('list', { name: 'Convênios' })).not.toBeInTheDocument();

    await user.click(buttons[1]);
    const cards = screen.getByRole('list', { name: 'Convênios' });
    expect(
      within(cards)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Clínica Vida', 'Laboratório Certo']);
    expect(screen.getByRole('button', { name: 'Voltar para Categorias' })).toBeInTheDocument();

    // the same category again deselects it
    await user.click(within(categories).getByRole('button', { name: /Saúde/ }));
    expect(screen.queryByRole('list', { name: 'Convênios' })).not.toBeInTheDocument();

    await user.click(within(categories).getByRole('button', { name: /Educação/ }));
    expect(screen.getByRole('heading', { name: 'Escola Fluente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para Categorias' }));
    expect(screen.queryByRole('heading', { name: 'Escola Fluente' })).not.toBeInTheDocument();
  });

  it("groups the uncategorised under OUTROS; SAIBA MAIS shows the details and 'Fechar' closes", async () => {
    renderApp('/convenios', api().handler);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: /OUTROS/ }));
    expect(screen.getByRole('heading', { name: 'Sem Nome' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ótica Visão' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SAIBA MAIS: Sem Nome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sem Nome' });
    expect(within(dialog).getByText('15% de desconto')).toBeInTheDocument();
    expect(within(dialog).getByText('Apresente a carteirinha.')).toBeInTheDocument();
    expect(within(dialog).getByText('Rua A, 10')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByTitle('Vídeo: Sem Nome')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );

    // the footer's 'Fechar' (the corner X has the same name)
    const close = within(dialog).getAllByRole('button', { name: 'Fechar' });
    const footerClose = close[close.length - 1];
    expect(footerClose).toHaveTextContent('Fechar');
    await user.click(footerClose);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sem Nome' })).not.toBeInTheDocument(),
    );
  });

  it('does not embed a video from another site: it links to it', async () => {
    const fake = fakeApi({
      'GET /api/covenant/public': jsonResponse([]),
      'GET /api/covenant/public/9': jsonResponse(
        covenant(9, { name: 'Pizzaria', videoEmbedded: 'https://evil.example/video' }),
      ),
    });
    renderApp('/convenios/9', fake.handler);

    const dialog = await screen.findByRole('dialog', { name: 'Pizzaria' });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Assistir ao vídeo' })).toHaveAttribute(
      'href',
      'https://evil.example/video',
    );
    expect(screen.getByText('Nenhum convênio encontrado')).toBeInTheDocument();
  });

  it('searches covenants and says when none is found', async () => {
    const fake = fakeApi({
      'GET /api/covenant/public': jsonResponse(covenants()),
      'GET /api/covenant/public/search/clin': jsonResponse([covenants()[0]]),
      'GET /api/covenant/public/search/nada': jsonResponse([]),
    });
    renderApp('/convenios', fake.handler);
    const user = userEvent.setup({ delay: null });

    const box = await screen.findByRole('searchbox', { name: 'Pesquisar convênios' });
    await user.type(box, 'clin');
    expect(await screen.findByRole('heading', { name: 'Clínica Vida' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Categorias' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'nada');
    expect(await screen.findByText('Nenhum convênio encontrado')).toBeInTheDocument();
  });
});
