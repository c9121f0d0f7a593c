import { P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';

// jsdom has no canvas: the crop itself is the browser's job (see the e2e journey).
jest.unstable_mockModule('../../../shared/image-crop/crop-image', () => ({
  CROP_JPEG_QUALITY: 0.9,
  cropToJpeg: jest.fn(
    async () =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'imagem.jpg', { type: 'image/jpeg' }),
  ),
}));
const { renderAdminApp, staffSession } = await import('../../../test/render');

const NEWS = {
  id: 7,
  title: 'Festa junina',
  subtitle: null,
  slug: 'festa-junina',
  description: '<p>Venha!</p>',
  image: '/api/files/a.jpg',
  video: null,
  startsAt: '2026-06-01',
  endsAt: '2026-06-30',
  linkTarget: '_self',
  createdAt: '2026-05-01T12:00:00.000Z',
  status: { id: 1, description: 'Ativo' },
  imageFile: { id: 'f1', url: '/api/files/a.jpg', name: 'a.jpg', mimeType: 'image/jpeg' },
  videoFile: null,
  gallery: null,
  updatedAt: '2026-05-01T12:00:00.000Z',
};

const STAFF = [P.listNews, P.insertNews, P.updateNews, P.deleteNews];

function newsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /news': { body: { data: [NEWS], total: 1 } },
    'GET /news/:id': { body: NEWS },
    ...extra,
  });
}

describe('news', () => {
  it('lists the news with the period in DD/MM/YYYY and the status', async () => {
    newsApi();
    renderAdminApp('/admin/noticias', { session: staffSession(STAFF) });
    const row = (await screen.findByText('Festa junina', {}, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('01/06/2026 a 30/06/2026')).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
  });

  it('asks for the required fields before saving', async () => {
    const api = newsApi();
    const { user } = renderAdminApp('/admin/noticias', { session: staffSession(STAFF) });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar notícia' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await within(dialog).findAllByText('Este campo não pode estar vazio!');

    for (const label of ['Título', 'Descrição', 'Início', 'Fim', 'Imagem']) {
      const row = within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
      expect(within(row).getByText('Este campo não pode estar vazio!')).toBeVisible();
    }
    expect(within(dialog).queryAllByText('Este campo não pode estar vazio!')).toHaveLength(5);
    expect(api.callsTo('POST /news')).toHaveLength(0);
  });

  it('creates a news item: a multipart POST with the cropped JPG image and ISO dates', async () => {
    const api = newsApi({ 'POST /news': { status: 201, body: { ...NEWS, id: 8 } } });
    const { user } = renderAdminApp('/admin/noticias', { session: staffSession(STAFF) });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar notícia' });

    await user.click(within(dialog).getByLabelText('Título'));
    await user.paste('Colônia de férias');
    await user.click(within(dialog).getByLabelText('Descrição'));
    await user.paste('Inscrições abertas');
    for (const [label, date] of [
      ['Início', '01/07/2026'],
      ['Fim', '31/07/2026'],
    ] as const) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(date);
      await user.keyboard('{Enter}');
    }
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'foto.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(within(dialog).getByLabelText('Imagem'), picture);
    // antd names every dialog 'test-id' under test: find the cropper by its title.
    const cropper = (await screen.findByText('Recortar imagem')).closest(
      '[role=dialog]',
    ) as HTMLElement;
    await user.click(within(cropper).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText('Recortar imagem')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    const body = api.callsTo('POST /news')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Colônia de férias');
    expect(body.get('slug')).toBe('colonia-de-ferias');
    expect(body.get('description')).toBe('<p>Inscrições abertas</p>');
    expect(body.get('startsAt')).toBe('2026-07-01');
    expect(body.get('endsAt')).toBe('2026-07-31');
    expect(body.get('status')).toBe('1');
    const image = body.get('image') as File;
    expect(image.type).toBe('image/jpeg');
    expect(image.name).toBe('imagem.jpg');
  });

  it('points the news item at a gallery chosen from the photo and video galleries', async () => {
    const api = newsApi({
      'GET /gallery': {
        body: {
          data: [
            { id: 3, description: 'Festa junina', type: 'image' },
            { id: 4, description: 'Regata', type: 'video' },
          ],
          total: 2,
        },
      },
      'PUT /news/:id': { body: { ...NEWS, gallery: { id: 4, description: 'Regata' } } },
    });
    const { user } = renderAdminApp('/admin/noticias', { session: staffSession(STAFF) });
    await user.click(
      await screen.findByRole('button', { name: 'Editar Festa junina' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar notícia' });
    await user.click(await within(dialog).findByLabelText('Galeria'));
    await user.click(await screen.findByTitle('Regata (vídeos)'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('PUT /news/7')).toHaveLength(1));
    const body = api.callsTo('PUT /news/7')[0]?.body as Record<string, unknown>;
    expect(body['galleryId']).toBe(4);
    expect(api.callsTo('GET /gallery')[0]?.query.get('take')).toBe('100');
  });

  it('fills the slug from the title when the title is left, and keeps a slug typed by hand', async () => {
    newsApi();
    const { user } = renderAdminApp('/admin/noticias', { session: staffSession(STAFF) });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar notícia' });
    const title = within(dialog).getByLabelText('Título');
    const slug = within(dialog).getByLabelText('Slug');

    await user.click(title);
    await user.paste('Festa Junina: Programação 2026!');
    expect(slug).toHaveValue('');
    await user.tab();
    expect(slug).toHaveValue('festa-junina-programacao-2026');

    await user.clear(slug);
    await user.paste('arraia-do-clube');
    await user.click(title);
    await user.paste(' (adiada)');
    await user.tab();
    expect(slug).toHaveValue('arraia-do-clube');
  });

  it('takes a .jpg picture only for the image', async () => {
    newsApi();
    // The picker offers .jpg only; a picture chosen anyway is refused with the reason.
    const { user } = renderAdminApp('/admin/noticias', {
      session: staffSession(STAFF),
      user: { applyAccept: false },
    });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar notícia' });
    const input = within(dialog).getByLabelText('Imagem');
    expect(input).toHaveAttribute('accept', '.jpg,image/jpeg');

    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50])], 'foto.png', { type: 'image/png' }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Escolha uma imagem .jpg.');
    expect(screen.queryByText('Recortar imagem')).not.toBeInTheDocument();
  });
});
