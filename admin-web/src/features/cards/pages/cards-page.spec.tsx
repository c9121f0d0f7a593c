import { ErrorCode, P, todayIso } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import dayjs from 'dayjs';
import { apiError, fakeApi } from '../../../test/fake-api';

// jsdom has no canvas: the crop itself is the browser's job (see the e2e journeys).
jest.unstable_mockModule('../../../shared/image-crop/crop-image', () => ({
  CROP_JPEG_QUALITY: 0.9,
  cropToJpeg: jest.fn(
    async () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'foto.jpg', { type: 'image/jpeg' }),
  ),
}));
const { renderAdminApp, staffSession } = await import('../../../test/render');

const CARD = {
  id: 5,
  ownerType: 'Associate',
  ownerId: 'a1',
  owner: {
    type: 'Associate',
    id: 'a1',
    name: 'Carlos Souza',
    registration: '1001',
    cpf: '52998224725',
    birthDate: '1980-05-20',
    photo: null,
    status: { id: 1, description: 'Ativo' },
    holder: { id: 'a1', name: 'Carlos Souza' },
  },
  ownerName: 'Carlos Souza',
  registration: '1001',
  cpf: '52998224725',
  birthDate: '1980-05-20',
  picture: '/api/files/foto.jpg',
  pictureFile: null,
  expiresAt: '2028-06-30',
  expired: false,
  validationCode: 4321,
  status: { id: 1, description: 'Ativo' },
  qrToken: 'eyJhbGciOiJIUzI1NiJ9.e30.assinatura',
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
};

function cardsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /card': { body: { data: [CARD], total: 1 } },
    'GET /card/:id': { body: CARD },
    'GET /card-layout': { body: { image: '/api/files/fundo.jpg', textColor: '#023B58' } },
    'GET /associates/options': {
      body: [{ id: 'a1', name: 'Carlos Souza', cpf: '52998224725' }],
    },
    'GET /dependents/options': (call) => ({
      body: [
        { id: 'd1', name: 'Lia Souza', cpf: '11144477735', associateId: 'a1' },
        { id: 'd2', name: 'Rui Souza', cpf: null, associateId: 'a1' },
      ].filter((d) => d.name.includes(call.query.get('search') ?? '')),
    }),
    ...extra,
  });
}

const ALL = [P.listCard, P.insertCard, P.updateCard, P.deleteCard];

const open = async () => {
  const rendered = renderAdminApp('/admin/carteirinha', { session: staffSession(ALL) });
  const cell = await screen.findByText('Carlos Souza', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

const openCreate = async () => {
  const rendered = await open();
  await rendered.user.click(screen.getByRole('button', { name: 'Cadastrar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cadastrar carteirinha' });
  return { ...rendered, dialog };
};

const popup = () =>
  waitFor(() => {
    const shown = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      ),
    ].at(-1);
    if (!shown) throw new Error('select not open');
    return shown;
  });

const pickPicture = async (user: Awaited<ReturnType<typeof open>>['user'], dialog: HTMLElement) => {
  const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eu.png', {
    type: 'image/png',
  });
  await user.upload(within(dialog).getByLabelText('Foto'), picture);
  const cropper = (await screen.findByText('Recortar imagem')).closest(
    '[role=dialog]',
  ) as HTMLElement;
  await user.click(within(cropper).getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(screen.queryByText('Recortar imagem')).not.toBeInTheDocument());
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('cards (/admin/carteirinha)', () => {
  it('lists owner, kind, registration, masked CPF, validity, code and status', async () => {
    cardsApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Carteirinhas' })).toBeVisible();
    expect(within(row).getByText('Associado')).toBeVisible();
    expect(within(row).getByText('529.982.247-25')).toBeVisible();
    expect(within(row).getByText('30/06/2028')).toBeVisible();
    expect(within(row).getByText('4321')).toBeVisible();
  });

  it('is in the menu for list-card (Gestão › Carteirinhas)', async () => {
    cardsApi();
    await open();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Carteirinhas' })).toHaveAttribute(
      'href',
      '/admin/carteirinha',
    );
  });

  it('starts a new card valid for 3 years from today with a drawn code of 1 to 99999', async () => {
    cardsApi();
    const { dialog } = await openCreate();
    const expected = dayjs(todayIso()).add(3, 'year').format('DD/MM/YYYY');
    expect(within(dialog).getByLabelText('Validade')).toHaveValue(expected);
    const code = Number(
      (within(dialog).getByLabelText('Código de validação') as HTMLInputElement).value,
    );
    expect(Number.isInteger(code)).toBe(true);
    expect(code).toBeGreaterThanOrEqual(1);
    expect(code).toBeLessThanOrEqual(99_999);
    expect(within(dialog).getByRole('radio', { name: 'Associado' })).toBeChecked();
  });

  it('draws the code from the whole range (random 0.99999… gives 99999)', async () => {
    cardsApi();
    const { user } = await open();
    jest.spyOn(Math, 'random').mockReturnValue(0.999_999_9);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar carteirinha' });
    expect(within(dialog).getByLabelText('Código de validação')).toHaveValue('99999');
  });

  it('asks for the owner and the picture', async () => {
    const api = cardsApi();
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Este campo não pode estar vazio!')).toHaveLength(2);
    expect(api.callsTo('POST /card')).toHaveLength(0);
  });

  it("creates a dependent's card: 'Sucesso' / 'Carteirinha cadastrada', multipart body", async () => {
    const api = cardsApi({
      'POST /card': { status: 201, body: { message: 'Carteirinha cadastrada', card: CARD } },
    });
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('radio', { name: 'Dependente' }));
    const owner = within(dialog).getByLabelText('Titular');
    await user.click(owner);
    await user.type(owner, 'Lia');
    await waitFor(() =>
      expect(api.callsTo('GET /dependents/options').at(-1)?.query.get('search')).toBe('Lia'),
    );
    await user.click(await within(await popup()).findByText('Lia Souza (CPF 111.444.777-35)'));
    await pickPicture(user, dialog);
    const preview = within(dialog).getByRole('group', { name: 'Prévia da carteirinha' });
    expect(within(preview).getByText('Lia Souza')).toBeVisible();
    expect(within(preview).getByText('QR code gerado ao salvar')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Carteirinha cadastrada')).toBeInTheDocument();
    expect(screen.getByText('Sucesso')).toBeInTheDocument();
    const body = api.callsTo('POST /card')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('ownerType')).toBe('Dependent');
    expect(body.get('ownerId')).toBe('d1');
    expect(body.get('expiresAt')).toBe(dayjs(todayIso()).add(3, 'year').format('YYYY-MM-DD'));
    expect(Number(body.get('validationCode'))).toBeGreaterThanOrEqual(1);
    expect((body.get('picture') as File).type).toBe('image/jpeg');
  });

  it("shows the server's message when the save fails", async () => {
    const message = 'Esta pessoa já possui uma carteirinha ativa. Inative-a antes de emitir outra.';
    cardsApi({ 'POST /card': apiError(409, ErrorCode.ActiveCardExists, message) });
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByLabelText('Titular'));
    await user.click(await within(await popup()).findByText('Carlos Souza (CPF 529.982.247-25)'));
    await pickPicture(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(screen.queryByText('Carteirinha cadastrada')).not.toBeInTheDocument();
  });

  it('previews a saved card as the member sees it, with its QR code', async () => {
    const api = cardsApi({ 'PUT /card/:id': { body: { message: 'ok', card: CARD } } });
    const { user, row } = await open();
    await user.click(
      within(row).getByRole('button', { name: 'Editar carteirinha de Carlos Souza' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar carteirinha' });
    const preview = await within(dialog).findByRole('group', { name: 'Prévia da carteirinha' });
    await waitFor(() => expect(preview).toHaveStyle({ color: '#023B58' }));
    expect(within(preview).getByText('Carlos Souza')).toBeVisible();
    expect(within(preview).getByText('Matrícula: 1001')).toBeVisible();
    expect(within(preview).getByText('CPF: 529.982.247-25')).toBeVisible();
    expect(within(preview).getByText('Nascimento: 20/05/1980')).toBeVisible();
    expect(within(preview).getByText('Validade: 30/06/2028')).toBeVisible();
    const qr = await within(preview).findByRole('img', { name: 'QR code da carteirinha' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(qr).toHaveAttribute('data-qr-level', 'Q');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const body = api.callsTo('PUT /card/5')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ ownerType: 'Associate', ownerId: 'a1', validationCode: 4321 });
  });
});
