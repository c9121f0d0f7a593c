import { P } from '@clube/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const TEMPLATE = {
  id: 4,
  title: 'Convite padrão',
  image: '/api/files/c.jpg',
  color: '#023B58',
  status: { id: 1, description: 'Ativo' },
  imageFile: { id: 'f1', url: '/api/files/c.jpg', name: 'c.jpg', mimeType: 'image/jpeg' },
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-01T12:00:00.000Z',
};

const STAFF = [
  P.listTicketTemplate,
  P.insertTicketTemplate,
  P.updateTicketTemplate,
  P.deleteTicketTemplate,
];

function templatesApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /ticket-template': { body: { data: [TEMPLATE], total: 1 } },
    'GET /ticket-template/:id': { body: TEMPLATE },
    ...extra,
  });
}

describe('ticket templates', () => {
  it('lists the templates with the text colour and the status', async () => {
    templatesApi();
    renderAdminApp('/admin/template-convites', { session: staffSession(STAFF) });
    const row = (await screen.findByText('Convite padrão', {}, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('#023B58')).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
    // the heading is the menu's entry, capitalised as the menu writes it
    expect(screen.getByRole('heading', { name: 'Templates de Convites' })).toBeVisible();
  });

  it('hides Cadastrar without insert-ticket-template', async () => {
    templatesApi();
    renderAdminApp('/admin/template-convites', {
      session: staffSession([P.listTicketTemplate]),
    });
    await screen.findByText('Convite padrão', {}, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });

  it('asks for the title, the colour and the image before saving', async () => {
    const api = templatesApi();
    const { user } = renderAdminApp('/admin/template-convites', { session: staffSession(STAFF) });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar template de convite' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await within(dialog).findAllByText('Este campo não pode estar vazio!');

    for (const label of ['Título', 'Imagem']) {
      const row = within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
      expect(within(row).getByText('Este campo não pode estar vazio!')).toBeVisible();
    }
    expect(within(dialog).queryAllByText('Este campo não pode estar vazio!')).toHaveLength(3);
    expect(api.callsTo('POST /ticket-template')).toHaveLength(0);
  });

  it('creates a template: a multipart POST with the title, colour, status and image', async () => {
    const api = templatesApi({
      'POST /ticket-template': { status: 201, body: { ...TEMPLATE, id: 5 } },
    });
    const { user } = renderAdminApp('/admin/template-convites', { session: staffSession(STAFF) });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar template de convite' });

    await user.click(within(dialog).getByLabelText('Título'));
    await user.paste('Convite de Natal');
    // Open the colour picker and type the hex code in its panel.
    await user.click(within(dialog).getByLabelText('Cor do texto'));
    const hex = (await screen.findAllByRole('textbox')).find((input) =>
      input.closest('.ant-color-picker-input'),
    ) as HTMLInputElement;
    fireEvent.change(hex, { target: { value: 'FFFFFF' } });
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'fundo.png', {
      type: 'image/png',
    });
    await user.upload(within(dialog).getByLabelText('Imagem'), picture);

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    const body = api.callsTo('POST /ticket-template')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Convite de Natal');
    expect(body.get('color')).toBe('#FFFFFF');
    expect(body.get('status')).toBe('1');
    const image = body.get('image') as File;
    expect(image.name).toBe('fundo.png');
  });
});
