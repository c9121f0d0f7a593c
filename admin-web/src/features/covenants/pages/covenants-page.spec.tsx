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

const CATEGORY = { id: 3, name: 'Saúde' };

const COVENANT = {
  id: 5,
  name: 'Farmácia Central',
  credit: null,
  subtitle: null,
  category: CATEGORY,
  infos: null,
  benefits: '<p>10% de desconto</p>',
  use: null,
  startAt: '2026-06-01',
  endAt: '2026-12-31',
  image: '/api/files/c.jpg',
  imageList: [{ id: 'i1', file: '/api/files/i1.png' }],
  video: null,
  videoEmbedded: null,
  thumbVideo: null,
  thumbVideoEmbedded: null,
  status: { id: 1, description: 'Ativo' },
  imageFile: { id: 'f1', url: '/api/files/c.jpg', name: 'c.jpg', mimeType: 'image/jpeg' },
  videoFile: null,
  createdAt: '2026-05-01T12:00:00.000Z',
};

const STAFF = [P.listCovenant, P.insertCovenant, P.updateCovenant, P.deleteCovenant];

function covenantApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /covenant': { body: { data: [COVENANT], total: 1 } },
    'GET /covenant/:id': { body: COVENANT },
    'GET /category': { body: [CATEGORY] },
    ...extra,
  });
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('covenants', () => {
  it('lists the covenants with the category, the period in DD/MM/YYYY and the status', async () => {
    covenantApi();
    renderAdminApp('/admin/convenio', { session: staffSession(STAFF) });
    const row = (await screen.findByText('Farmácia Central', {}, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Saúde')).toBeVisible();
    expect(within(row).getByText('01/06/2026 a 31/12/2026')).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
  });

  it('asks for the required fields before saving', async () => {
    const api = covenantApi();
    const { user } = renderAdminApp('/admin/convenio', { session: staffSession(STAFF) });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar convênio' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await within(dialog).findAllByText('Este campo não pode estar vazio!');

    for (const label of ['Nome', 'Início', 'Fim', 'Imagem', 'Lista de imagens']) {
      const row = within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
      expect(within(row).getByText('Este campo não pode estar vazio!')).toBeVisible();
    }
    expect(within(dialog).queryAllByText('Este campo não pode estar vazio!')).toHaveLength(5);
    expect(api.callsTo('POST /covenant')).toHaveLength(0);
  });

  it('creates a category inline and selects it', async () => {
    const api = covenantApi({ 'POST /category': { status: 201, body: { id: 9, name: 'Lazer' } } });
    const { user } = renderAdminApp('/admin/convenio', { session: staffSession(STAFF) });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar convênio' });
    api.route('GET /category', { body: [CATEGORY, { id: 9, name: 'Lazer' }] });
    await user.type(within(dialog).getByLabelText('Nova categoria'), 'Lazer');
    await user.click(within(dialog).getByRole('button', { name: /Criar categoria/ }));

    await waitFor(() => expect(api.callsTo('POST /category')).toHaveLength(1));
    expect(api.callsTo('POST /category')[0]?.body).toEqual({ name: 'Lazer' });
    const row = within(dialog).getByLabelText('Categoria').closest('.ant-form-item') as HTMLElement;
    expect(await within(row).findByTitle('Lazer')).toBeInTheDocument();
  });

  it('creates a covenant: a multipart POST with the image, the image list and ISO dates', async () => {
    const api = covenantApi({ 'POST /covenant': { status: 201, body: { ...COVENANT, id: 6 } } });
    const { user } = renderAdminApp('/admin/convenio', { session: staffSession(STAFF) });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar convênio' });

    await user.click(within(dialog).getByLabelText('Nome'));
    await user.paste('Academia Forte');
    await user.click(within(dialog).getByLabelText('Benefícios'));
    await user.paste('Mensalidade reduzida');
    for (const [label, date] of [
      ['Início', '01/07/2026'],
      ['Fim', '31/07/2026'],
    ] as const) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(date);
      await user.keyboard('{Enter}');
    }
    await user.upload(within(dialog).getByLabelText('Imagem'), png('foto.png'));
    // antd names every dialog 'test-id' under test: find the cropper by its title.
    const cropper = (await screen.findByText('Recortar imagem')).closest(
      '[role=dialog]',
    ) as HTMLElement;
    await user.click(within(cropper).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText('Recortar imagem')).not.toBeInTheDocument());
    await user.upload(within(dialog).getByLabelText('Lista de imagens'), [
      png('a.png'),
      png('b.png'),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Sucesso')).toBeInTheDocument();
    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    const body = api.callsTo('POST /covenant')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Academia Forte');
    expect(body.get('benefits')).toBe('<p>Mensalidade reduzida</p>');
    expect(body.get('startAt')).toBe('2026-07-01');
    expect(body.get('endAt')).toBe('2026-07-31');
    expect(body.get('status')).toBe('1');
    expect((body.get('image') as File).type).toBe('image/jpeg');
    expect(body.getAll('imageList').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
  });

  it('sends the video thumbnails: a new cropped one, and the removal of a saved one', async () => {
    const saved = { ...COVENANT, thumbVideo: '/api/files/miniatura.jpg' };
    const api = covenantApi({
      'GET /covenant/:id': { body: saved },
      'PUT /covenant/:id': { body: saved },
    });
    const { user } = renderAdminApp('/admin/convenio', { session: staffSession(STAFF) });
    await user.click(
      await screen.findByRole('button', { name: 'Editar Farmácia Central' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar convênio' });

    const thumb = await within(dialog).findByLabelText('Miniatura do vídeo');
    const embeddedThumb = within(dialog).getByLabelText('Miniatura do vídeo incorporado');
    expect(thumb).toHaveAttribute('accept', '.png,.jpg,.jpeg,image/png,image/jpeg');
    expect(embeddedThumb).toHaveAttribute('accept', '.png,.jpg,.jpeg,image/png,image/jpeg');

    const thumbRow = thumb.closest('.ant-form-item') as HTMLElement;
    expect(within(thumbRow).getByAltText('Pré-visualização da imagem')).toHaveAttribute(
      'src',
      '/api/files/miniatura.jpg',
    );
    await user.click(within(thumbRow).getByRole('button', { name: 'Remover imagem' }));

    await user.upload(embeddedThumb, png('capa-do-video.png'));
    const cropper = (await screen.findByText('Recortar imagem')).closest(
      '[role=dialog]',
    ) as HTMLElement;
    await user.click(within(cropper).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText('Recortar imagem')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const body = api.callsTo('PUT /covenant/5')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('thumbVideoEmbedded') as File).type).toBe('image/jpeg');
    expect(body.get('thumbVideo')).toBeNull();
    expect(body.getAll('remove')).toEqual(['thumbVideo']);
  });
});
