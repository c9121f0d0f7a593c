import { ErrorCode, P, type PermissionName } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { apiError, fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

/** A staff invitation for 20/12/2026 20:00 on the club's clock (UTC−3). */
const STAFF_TICKET = {
  id: 12,
  code: '00012',
  title: 'Convite cortesia',
  text: 'Válido para uma pessoa.',
  address: 'Av. do Clube, 100',
  value: 2500,
  valueFormatted: 'R$ 25,00',
  eventDate: '2026-12-20T23:00:00.000Z',
  template: { id: 2, description: 'Modelo dourado' },
  status: { id: 1, description: 'Confirmado' },
  formStatus: { id: 1, description: 'Ativo' },
  name: 'Carlos Lima',
  cpf: '52998224725',
  kind: null,
  event: { id: 7, title: 'Baile de Réveillon' },
  orderId: null,
  associate: null,
  purchased: false,
  usedAt: null,
};

/** A ticket a member bought (its order awaits payment). */
const BOUGHT = {
  ...STAFF_TICKET,
  id: 13,
  code: '00013',
  title: 'Baile de Réveillon',
  text: null,
  address: null,
  value: 3000,
  valueFormatted: 'R$ 30,00',
  status: { id: 2, description: 'Pendente' },
  name: 'Ana Souza',
  cpf: '11144477735',
  kind: 'guest',
  orderId: 40,
  associate: { id: 'a1', name: 'Maria Souza' },
  purchased: true,
};

const EVENTS = [
  { id: 7, description: 'Baile de Réveillon' },
  { id: 5, description: 'Festa Junina' },
];
const TEMPLATES = [
  { id: 1, description: 'Modelo azul' },
  { id: 2, description: 'Modelo dourado' },
];
const ALL: PermissionName[] = [P.listTicket, P.insertTicket, P.updateTicket, P.deleteTicket];

function ticketsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /tickets': { body: { data: [STAFF_TICKET, BOUGHT], total: 2 } },
    'GET /tickets/12': { body: STAFF_TICKET },
    'GET /tickets/13': { body: BOUGHT },
    'GET /events/options': { body: EVENTS },
    'GET /ticket-template/options': { body: TEMPLATES },
    ...extra,
  });
}

const open = async (permissions = ALL) => {
  const rendered = renderAdminApp('/admin/convites', { session: staffSession(permissions) });
  const cell = await screen.findByText('Carlos Lima', {}, { timeout: 15_000 });
  const bought = screen.getByText('Ana Souza');
  return {
    ...rendered,
    row: cell.closest('tr') as HTMLElement,
    boughtRow: bought.closest('tr') as HTMLElement,
  };
};

const lastList = (api: { callsTo: (key: string) => ApiCall[] }) =>
  api.callsTo('GET /tickets').at(-1)?.query;

const openPopup = () =>
  waitFor(() => {
    const shown = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      ),
    ].at(-1);
    if (!shown) throw new Error('select not open');
    return shown;
  });

type User = ReturnType<typeof renderAdminApp>['user'];

async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByLabelText(label));
  await user.click(await within(await openPopup()).findByText(option));
}

const fieldOf = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('tickets (/admin/convites)', () => {
  it('lists code, title, name, event, event date, value and status; newest first', async () => {
    const api = ticketsApi();
    const { row, boughtRow } = await open();
    expect(screen.getByRole('heading', { name: 'Convites' })).toBeVisible();
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        '00012',
        'Convite cortesia',
        'Carlos Lima',
        'Baile de Réveillon',
        '20/12/2026 20:00',
        'R$ 25,00',
        'Confirmado',
      ]),
    );
    expect(within(boughtRow).getByText('Pendente')).toBeVisible();
    expect(lastList(api)?.get('sort')).toBe('-id');
    // Only a confirmed ticket has an invitation to download.
    expect(within(row).getByRole('button', { name: 'Baixar convite 00012' })).toBeVisible();
    expect(
      within(boughtRow).queryByRole('button', { name: 'Baixar convite 00013' }),
    ).not.toBeInTheDocument();
  });

  it('sends the search, event and status filters as query parameters', async () => {
    const api = ticketsApi();
    const { user } = await open();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'Carlos');
    await waitFor(() => expect(lastList(api)?.get('search')).toBe('Carlos'));
    await user.click(screen.getByRole('combobox', { name: 'Evento' }));
    await user.click(await within(await openPopup()).findByText('Festa Junina'));
    await waitFor(() => expect(lastList(api)?.get('event')).toBe('5'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await within(await openPopup()).findByText('Cancelado'));
    await waitFor(() => expect(lastList(api)?.get('status')).toBe('3'));
    expect(lastList(api)?.get('search')).toBe('Carlos');
    expect(lastList(api)?.get('event')).toBe('5');
  });

  it('shows register, edit and delete only with their permissions', async () => {
    ticketsApi();
    const { row } = await open([P.listTicket]);
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Editar Convite 00012 (Carlos Lima)' }),
    ).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Excluir Convite 00012 (Carlos Lima)' }),
    ).not.toBeInTheDocument();
    // The download needs list-ticket only.
    expect(within(row).getByRole('button', { name: 'Baixar convite 00012' })).toBeVisible();
  });

  it('downloads a confirmed invitation', async () => {
    const api = ticketsApi({
      'GET /tickets/:id/staff-image': {
        raw: 'JPEG',
        headers: {
          'Content-Type': 'image/jpeg',
          'Content-Disposition': 'attachment; filename="convite-00012.jpg"',
        },
      },
    });
    // jsdom has no object URLs (left defined: the download revokes its URL a second later).
    Object.assign(URL, {
      createObjectURL: () => 'blob:test/1',
      revokeObjectURL: () => undefined,
    });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Baixar convite 00012' }));
    expect(await screen.findByText('Download realizado com sucesso!')).toBeInTheDocument();
    expect(downloads).toEqual(['convite-00012.jpg']);
    expect(api.callsTo('GET /tickets/12/staff-image')).toHaveLength(1);
  });

  it('asks for the required fields of the spec and a valid CPF', async () => {
    const api = ticketsApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar convite' });
    await user.type(within(dialog).getByLabelText('CPF'), '11111111111');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await within(dialog).findAllByText('Este campo não pode estar vazio!');
    for (const label of [
      'Título',
      'Texto',
      'Endereço',
      'Valor',
      'Data do evento',
      'Modelo de convite',
    ]) {
      expect(
        within(fieldOf(dialog, label)).getByText('Este campo não pode estar vazio!'),
      ).toBeVisible();
    }
    expect(within(dialog).getAllByText('Este campo não pode estar vazio!')).toHaveLength(6);
    expect(within(fieldOf(dialog, 'CPF')).getByText('CPF inválido.')).toBeVisible();
    expect(api.callsTo('POST /tickets')).toHaveLength(0);
  });

  it('creates a staff invitation: reais sent as cents, the instant with its offset', async () => {
    const api = ticketsApi({ 'POST /tickets': { status: 201, body: STAFF_TICKET } });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar convite' });
    await user.type(within(dialog).getByLabelText('Título'), 'Cortesia');
    await user.type(within(dialog).getByLabelText('Texto'), 'Uma pessoa.');
    await user.type(within(dialog).getByLabelText('Endereço'), 'Av. do Clube, 100');
    await user.type(within(dialog).getByLabelText('Valor'), '12,5');
    const date = within(dialog).getByLabelText('Data do evento');
    await user.click(date);
    await user.paste('20/12/2026 20:00');
    await user.tab();
    await waitFor(() => expect(date).toHaveValue('20/12/2026 20:00'));
    await choose(user, dialog, 'Modelo de convite', 'Modelo azul');
    await user.type(within(dialog).getByLabelText('Nome'), 'Carlos Lima');
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await choose(user, dialog, 'Evento', 'Baile de Réveillon');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    expect(api.callsTo('POST /tickets')[0]?.body).toEqual({
      title: 'Cortesia',
      text: 'Uma pessoa.',
      address: 'Av. do Clube, 100',
      value: 1250,
      eventDate: '2026-12-20T20:00:00-03:00',
      template: 1,
      status: 1,
      name: 'Carlos Lima',
      cpf: '529.982.247-25',
      event: 7,
    });
  });

  it('edits a staff invitation: cents shown as reais; Inativo sent as status 2', async () => {
    const api = ticketsApi({ 'PUT /tickets/:id': { body: STAFF_TICKET } });
    const { user, row } = await open();
    await user.click(
      within(row).getByRole('button', { name: 'Editar Convite 00012 (Carlos Lima)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar convite' });
    expect(await within(dialog).findByLabelText('Valor')).toHaveValue('25,00');
    expect(within(dialog).getByLabelText('Data do evento')).toHaveValue('20/12/2026 20:00');
    expect(within(dialog).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    await choose(user, dialog, 'Status', 'Inativo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    expect(api.callsTo('PUT /tickets/12')[0]?.body).toMatchObject({
      value: 2500,
      eventDate: STAFF_TICKET.eventDate,
      template: 2,
      status: 2,
      event: 7,
    });
  });

  it('opens a purchased ticket with only its name and status editable', async () => {
    const api = ticketsApi({ 'PUT /tickets/:id': { body: BOUGHT } });
    const { user, boughtRow } = await open();
    await user.click(
      within(boughtRow).getByRole('button', { name: 'Editar Convite 00013 (Ana Souza)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar convite' });
    expect(
      await within(dialog).findByText(
        'Convite comprado: só o nome e o status (cancelar) podem ser alterados.',
      ),
    ).toBeVisible();
    // The rest is shown, not editable.
    expect(within(dialog).getByText('Maria Souza')).toBeVisible();
    expect(within(dialog).getByText('111.444.777-35')).toBeVisible();
    expect(within(dialog).getByText('R$ 30,00')).toBeVisible();
    expect(within(dialog).getByText('Convidado')).toBeVisible();
    for (const label of [
      'Título',
      'Texto',
      'Endereço',
      'Valor',
      'Data do evento',
      'CPF',
      'Evento',
    ]) {
      expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
    }
    const name = within(dialog).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Ana Souza Lima');
    await choose(user, dialog, 'Status', 'Inativo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    expect(api.callsTo('PUT /tickets/13')[0]?.body).toEqual({ name: 'Ana Souza Lima', status: 2 });
  });

  it('shows the server’s field message', async () => {
    const message = 'O CPF 529.982.247-25 já tem convite para este evento.';
    ticketsApi({
      'PUT /tickets/:id': apiError(409, ErrorCode.CpfHasTicket, message, { cpf: message }),
    });
    const { user, row } = await open();
    await user.click(
      within(row).getByRole('button', { name: 'Editar Convite 00012 (Carlos Lima)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar convite' });
    await user.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    expect(await within(fieldOf(dialog, 'CPF')).findByText(message)).toBeVisible();
  });
});
