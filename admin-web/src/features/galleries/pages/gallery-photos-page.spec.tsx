import { ErrorCode, P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { expectConsole } from '../../../test/console-guard';
import { apiError, fakeApi } from '../../../test/fake-api';

jest.unstable_mockModule('../../../shared/image-crop/crop-image', () => ({
  CROP_JPEG_QUALITY: 0.9,
  cropToJpeg: jest.fn(
    async () =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'imagem.jpg', { type: 'image/jpeg' }),
  ),
}));
const { renderAdminApp, staffSession } = await import('../../../test/render');

const GALLERY = {
  id: 3,
  description: 'Campeonato de natação',
  type: 'image',
  image: '/api/files/capa.jpg',
  gallery: [{ id: 'f-1', file: '/api/files/1.jpg', mimeType: 'image/jpeg' }],
  status: { id: 1, description: 'Ativo' },
  imageFile: { id: 'c', url: '/api/files/capa.jpg', name: 'capa.jpg', mimeType: 'image/jpeg' },
  createdAt: '2026-05-01T12:00:00.000Z',
};

const STAFF = [P.listGallery, P.insertGallery, P.updateGallery, P.deleteGallery];

function galleryApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /gallery': { body: { data: [GALLERY], total: 1 } },
    'GET /gallery/:id': { body: GALLERY },
    ...extra,
  });
}

describe('photo galleries', () => {
  it('asks for photos: "Deve conter ao menos uma imagem na galeria"', async () => {
    const api = galleryApi();
    const { user } = renderAdminApp('/admin/galeria-fotos', { session: staffSession(STAFF) });
    expect(await screen.findByText('Campeonato de natação', {}, { timeout: 15_000 })).toBeVisible();
    expect(api.callsTo('GET /gallery')[0]?.query.get('filter')).toBe('image');

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar galeria de fotos' });
    await user.type(within(dialog).getByLabelText('Título'), 'Festa');
    // The cover is a .jpg (spec: 'cover accepts only .jpg'); the photos png, jpg or jpeg.
    expect(within(dialog).getByLabelText('Capa')).toHaveAttribute('accept', '.jpg,image/jpeg');
    expect(within(dialog).getByLabelText('Imagens')).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,image/png,image/jpeg',
    );
    await user.upload(
      within(dialog).getByLabelText('Capa'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'capa.jpg', { type: 'image/jpeg' }),
    );
    const cropper = (await screen.findByText('Recortar imagem')).closest(
      '[role=dialog]',
    ) as HTMLElement;
    await user.click(within(cropper).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText('Recortar imagem')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(
      await within(dialog).findByText('Deve conter ao menos uma imagem na galeria'),
    ).toBeVisible();
    expect(api.callsTo('POST /gallery')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('Imagens'), [
      new File([new Uint8Array([1])], 'a.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array([2])], 'b.png', { type: 'image/png' }),
    ]);
    expect(
      within(dialog).queryByText('Deve conter ao menos uma imagem na galeria'),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the last file of a gallery is removed", async () => {
    // Spec §8: a failed file delete is logged; the server's message is shown too.
    expectConsole('error', 'Falha ao excluir o arquivo');
    const api = galleryApi({
      'DELETE /file/:id': apiError(
        400,
        ErrorCode.GalleryNeedsAFile,
        'Deve conter ao menos uma imagem na galeria',
      ),
    });
    const { user } = renderAdminApp('/admin/galeria-fotos', { session: staffSession(STAFF) });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Editar Campeonato de natação' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar galeria de fotos' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remover arquivo 1' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Deve conter ao menos uma imagem na galeria',
    );
    expect(api.callsTo('DELETE /file/f-1')).toHaveLength(1);
    expect(within(dialog).getByAltText('Arquivo 1')).toBeInTheDocument();
  });
});
