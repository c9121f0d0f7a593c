import { P } from '@clube/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';

// jsdom has no canvas: the crop itself is the browser's job (see the e2e journeys).
jest.unstable_mockModule('../../../shared/image-crop/crop-image', () => ({
  CROP_JPEG_QUALITY: 0.9,
  cropToJpeg: jest.fn(
    async () =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'imagem.jpg', { type: 'image/jpeg' }),
  ),
}));
const { renderAdminApp, staffSession } = await import('../../../test/render');

const LAYOUT = { image: '/api/files/fundo.jpg', textColor: '#FFFFFF' };

describe('card layout (/admin/carteirinha/layout)', () => {
  it('saves the text colour and a cropped background: POST card-layout multipart', async () => {
    const api = fakeApi({
      'GET /card-layout': { body: LAYOUT },
      'POST /card-layout': {
        status: 201,
        body: { image: '/api/files/novo.jpg', textColor: '#023B58' },
      },
    });
    const { user } = renderAdminApp('/admin/carteirinha/layout', {
      session: staffSession([P.listCard, P.updateCard]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Layout da Carteirinha' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Prévia da carteirinha' })).toHaveStyle({
      color: '#FFFFFF',
    });
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeVisible();

    await user.click(screen.getByLabelText('Cor do texto'));
    const hex = (await screen.findAllByRole('textbox')).find((input) =>
      input.closest('.ant-color-picker-input'),
    ) as HTMLInputElement;
    fireEvent.change(hex, { target: { value: '023B58' } });
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'fundo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Imagem de fundo'), picture);
    const cropper = (await screen.findByText('Recortar imagem')).closest(
      '[role=dialog]',
    ) as HTMLElement;
    await user.click(within(cropper).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText('Recortar imagem')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const body = api.callsTo('POST /card-layout')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('textColor')).toBe('#023B58');
    expect((body.get('image') as File).type).toBe('image/jpeg');
  });

  it('without update-card the layout is shown, with no Salvar and a notice saying why', async () => {
    const api = fakeApi({ 'GET /card-layout': { body: LAYOUT } });
    renderAdminApp('/admin/carteirinha/layout', { session: staffSession([P.listCard]) });
    expect(
      await screen.findByRole('heading', { name: 'Layout da Carteirinha' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(
      await screen.findByText('Você pode ver o layout da carteirinha, mas não alterá-lo.'),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Prévia da carteirinha' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /card-layout')).toHaveLength(0);
  });

  it('Voltar goes back to the admin home without saving', async () => {
    const api = fakeApi({ 'GET /card-layout': { body: LAYOUT } });
    const { user } = renderAdminApp('/admin/carteirinha/layout', {
      session: staffSession([P.listCard]),
    });
    await user.click(await screen.findByRole('button', { name: 'Voltar' }, { timeout: 15_000 }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Layout da Carteirinha' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /card-layout')).toHaveLength(0);
  });
});
