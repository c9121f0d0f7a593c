import { ErrorCode, P, type PermissionName } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { expectConsole } from '../../../test/console-guard';
import { apiError, fakeApi, type ApiCall } from '../../../test/fake-api';

// jsdom has no canvas: the crop itself is the browser's job (see the e2e journey).
jest.unstable_mockModule('../../../shared/image-crop/crop-image', () => ({
  CROP_JPEG_QUALITY: 0.9,
  cropToJpeg: jest.fn(
    async () =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'imagem.jpg', { type: 'image/jpeg' }),
  ),
}));
const { renderAdminApp, staffSession } = await import('../../../test/render');

/** An event on the club's clock (UTC−3): 20/12/2026 20:00 to 21/12/2026 02:00. */
const EVENT = {
  id: 7,
  title: 'Baile de Réveillon',
  ticketTemplate: { id: 2, description: 'Modelo dourado' },
  observations: '<p>Traje social.</p>',
  description: '<p>A virada no clube.</p>',
  local: { id: 3, description: 'Salão Social' },
  startSale: '2026-11-01T12:00:00.000Z',
  endSale: '2026-12-19T23:00:00.000Z',
  freeLimit: 4,
  numberOfTicketsForSale: 120,
  ticketCancelHours: 24,
  maxTicketsPerOrder: 6,
  maxTicketsPerMember: 12,
  guestInvitePrice: 3000,
  guestInvitePriceFormatted: 'R$ 30,00',
  status: { id: 1, description: 'Ativo' },
  emphasis: true,
  eventDates: [{ id: 1, startsAt: '2026-12-20T23:00:00.000Z', endsAt: '2026-12-21T05:00:00.000Z' }],
  image: { id: 'i1', url: '/api/files/i1.jpg', name: 'capa.jpg', mimeType: 'image/jpeg' },
  gallery: [{ id: 'f1', file: '/api/files/f1.jpg' }],
  sold: 12,
  remaining: 108,
};

const PLACES = [
  { id: 1, description: 'Churrasqueira 1' },
  { id: 3, description: 'Salão Social' },
];
const TEMPLATES = [
  { id: 1, description: 'Modelo azul' },
  { id: 2, description: 'Modelo dourado' },
];

const ALL: PermissionName[] = [P.listEvent, P.insertEvent, P.updateEvent, P.deleteEvent];

function eventsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /events': { body: { data: [EVENT], total: 1 } },
    'GET /events/:id': { body: EVENT },
    'GET /locals/options': { body: PLACES },
    'GET /ticket-template/options': { body: TEMPLATES },
    ...extra,
  });
}

const open = async (permissions = ALL) => {
  const rendered = renderAdminApp('/admin/cadastro-eventos', {
    session: staffSession(permissions),
  });
  const cell = await screen.findByText('Baile de Réveillon', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

const lastList = (api: { callsTo: (key: string) => ApiCall[] }) =>
  api.callsTo('GET /events').at(-1)?.query;

/** The open select's pop-up (the last one shown). */
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

type User = Awaited<ReturnType<typeof renderAdminApp>>['user'];

async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByLabelText(label));
  await user.click(await within(await openPopup()).findByText(option));
}

/** Types a date-time ('DD/MM/YYYY HH:mm') into the picker labelled `label`. */
async function typeInstant(user: User, scope: HTMLElement, label: string, text: string) {
  const input = within(scope).getByLabelText(label);
  await user.click(input);
  await user.paste(text);
  // Leaving the field keeps the typed value (Enter would submit the form as well).
  await user.tab();
  await waitFor(() => expect(input).toHaveValue(text));
}

const fieldOf = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('events (/admin/cadastro-eventos)', () => {
  it('lists title, place, first day, sale period, sold/remaining, status and emphasis', async () => {
    const api = eventsApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Eventos' })).toBeVisible();
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        'Baile de Réveillon',
        'Salão Social',
        '20/12/2026 20:00',
        '01/11/2026 09:00 a 19/12/2026 20:00',
        '12 / 108',
        'Ativo',
        'Destaque',
      ]),
    );
    expect(lastList(api)?.get('sort')).toBe('-firstDay');
    expect(screen.getByText('Registros por página: 10 · 1–1 de 1')).toBeVisible();
  });

  it('sends the search, status, place and period filters and the sort as query parameters', async () => {
    const api = eventsApi();
    const { user } = await open();

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'Baile');
    await waitFor(() => expect(lastList(api)?.get('search')).toBe('Baile'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await within(await openPopup()).findByText('Inativo'));
    await waitFor(() => expect(lastList(api)?.get('status')).toBe('2'));

    await user.click(screen.getByRole('combobox', { name: 'Local' }));
    await user.click(await within(await openPopup()).findByText('Salão Social'));
    await waitFor(() => expect(lastList(api)?.get('local')).toBe('3'));

    await user.click(screen.getByPlaceholderText('Período de'));
    await user.paste('01/12/2026');
    await user.keyboard('{Enter}');
    await user.click(screen.getByPlaceholderText('Período até'));
    await user.paste('31/12/2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastList(api)?.get('from')).toBe('2026-12-01'));
    expect(lastList(api)?.get('to')).toBe('2026-12-31');

    await user.click(screen.getByRole('columnheader', { name: /Título/ }));
    await waitFor(() => expect(lastList(api)?.get('sort')).toBe('title'));
    const query = lastList(api);
    expect(query?.get('search')).toBe('Baile');
    expect(query?.get('status')).toBe('2');
    expect(query?.get('local')).toBe('3');
    expect(query?.get('skip')).toBe('0');
  });

  it('shows register, edit and delete only with their permissions', async () => {
    eventsApi();
    const { row } = await open([P.listEvent]);
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Editar Baile de Réveillon' }),
    ).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Excluir Baile de Réveillon' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers edit but not delete with update-event only', async () => {
    eventsApi();
    const { row } = await open([P.listEvent, P.updateEvent]);
    expect(within(row).getByRole('button', { name: 'Editar Baile de Réveillon' })).toBeVisible();
    expect(
      within(row).queryByRole('button', { name: 'Excluir Baile de Réveillon' }),
    ).not.toBeInTheDocument();
  });

  it('shows the refusal to delete an event with tickets', async () => {
    expectConsole('error', 'Falha ao excluir');
    eventsApi({
      'DELETE /events/:id': apiError(
        409,
        ErrorCode.EventHasTickets,
        'Este evento tem convites vendidos e não pode ser excluído; inative-o.',
      ),
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Excluir Baile de Réveillon' }));
    expect(await screen.findByText('Confirma a exclusão?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(
        'Este evento tem convites vendidos e não pode ser excluído; inative-o.',
      ),
    ).toBeVisible();
  });

  it('asks for every required field of the spec', async () => {
    const api = eventsApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar evento' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await within(dialog).findAllByText('Este campo não pode estar vazio!');

    for (const label of [
      'Título',
      'Descrição',
      'Local',
      'Início da venda',
      'Fim da venda',
      'Limite de convites gratuitos',
      'Convites à venda',
      'Preço por convidado',
      'Início do dia 1',
      'Fim do dia 1',
    ]) {
      expect(
        within(fieldOf(dialog, label)).getByText('Este campo não pode estar vazio!'),
      ).toBeVisible();
    }
    expect(within(dialog).getAllByText('Este campo não pode estar vazio!')).toHaveLength(10);
    // Template, observations, image and gallery are optional; status starts Ativo.
    expect(within(fieldOf(dialog, 'Status')).getByTitle('Ativo')).toBeInTheDocument();
    expect(api.callsTo('POST /events')).toHaveLength(0);
  });

  it('checks the sale period, the days, the 4-digit ticket mask and the price', async () => {
    const api = eventsApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar evento' });

    await typeInstant(user, dialog, 'Início da venda', '10/12/2026 10:00');
    await typeInstant(user, dialog, 'Fim da venda', '10/12/2026 09:00');
    await typeInstant(user, dialog, 'Início do dia 1', '20/12/2026 20:00');
    await typeInstant(user, dialog, 'Fim do dia 1', '20/12/2026 19:00');
    const tickets = within(dialog).getByLabelText('Convites à venda');
    await user.type(tickets, '123456');
    expect(tickets).toHaveValue('1234');
    await user.type(within(dialog).getByLabelText('Limite de convites gratuitos'), '-2');
    await user.type(within(dialog).getByLabelText('Preço por convidado'), 'trinta');
    await user.click(await within(dialog).findByRole('button', { name: 'Salvar' }));

    expect(
      await within(fieldOf(dialog, 'Fim da venda')).findByText(
        'O fim da venda deve ser depois do início da venda.',
      ),
    ).toBeVisible();
    expect(
      within(fieldOf(dialog, 'Fim do dia 1')).getByText(
        'O fim do dia do evento deve ser depois do início.',
      ),
    ).toBeVisible();
    expect(
      within(fieldOf(dialog, 'Preço por convidado')).getByText(
        'Informe um valor maior ou igual a R$ 0,00.',
      ),
    ).toBeVisible();
    expect(within(fieldOf(dialog, 'Convites à venda')).queryByRole('alert')).toBeNull();

    // An event has at least one day.
    await user.click(within(dialog).getByRole('button', { name: 'Remover dia 1' }));
    expect(within(dialog).getByText('Nenhum dia.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe de 1 a 30 dias do evento.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar dia' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Informe de 1 a 30 dias do evento.')).toBeNull(),
    );
    expect(within(dialog).getByLabelText('Início do dia 1')).toHaveValue('');
    expect(api.callsTo('POST /events')).toHaveLength(0);
  }, 60_000);

  it('creates an event: a multipart POST with reais as cents, the days as JSON, image and photos', async () => {
    const api = eventsApi({ 'POST /events': { status: 201, body: { ...EVENT, id: 8 } } });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar evento' });

    await user.click(within(dialog).getByLabelText('Título'));
    await user.paste('  Festa Junina ');
    await choose(user, dialog, 'Modelo de convite', 'Modelo azul');
    await user.click(within(dialog).getByLabelText('Observações'));
    await user.paste('Traje caipira');
    await user.click(within(dialog).getByLabelText('Descrição'));
    await user.paste('Quadrilha e fogueira');
    await choose(user, dialog, 'Local', 'Churrasqueira 1');
    await typeInstant(user, dialog, 'Início da venda', '01/06/2027 09:00');
    await typeInstant(user, dialog, 'Fim da venda', '20/06/2027 18:00');
    await user.type(within(dialog).getByLabelText('Limite de convites gratuitos'), '2');
    await user.click(within(dialog).getByLabelText('Convites à venda'));
    await user.paste('0150');
    const price = within(dialog).getByLabelText('Preço por convidado');
    await user.click(price);
    await user.paste('1234,5');
    await user.tab();
    expect(price).toHaveValue('1.234,50');
    await typeInstant(user, dialog, 'Início do dia 1', '24/06/2027 19:00');
    await typeInstant(user, dialog, 'Fim do dia 1', '24/06/2027 23:30');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar dia' }));
    await typeInstant(user, dialog, 'Início do dia 2', '25/06/2027 19:00');
    await typeInstant(user, dialog, 'Fim do dia 2', '26/06/2027 01:00');
    await user.click(within(dialog).getByRole('switch', { name: 'Destaque' }));
    await user.upload(within(dialog).getByLabelText('Imagem'), png('capa.png'));
    // antd names every dialog 'test-id' under test: find the cropper by its title.
    const cropper = (await screen.findByText('Recortar imagem')).closest(
      '[role=dialog]',
    ) as HTMLElement;
    await user.click(within(cropper).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText('Recortar imagem')).not.toBeInTheDocument());
    await user.upload(within(dialog).getByLabelText('Galeria de fotos'), [
      png('a.png'),
      png('b.png'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    const body = api.callsTo('POST /events')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const { eventDates, ...text } = Object.fromEntries(
      [...body.entries()].filter(([, v]) => typeof v === 'string'),
    );
    expect(text).toEqual({
      title: 'Festa Junina',
      ticketTemplate: '1',
      observations: '<p>Traje caipira</p>',
      description: '<p>Quadrilha e fogueira</p>',
      local: '1',
      startSale: '2027-06-01T09:00:00-03:00',
      endSale: '2027-06-20T18:00:00-03:00',
      freeLimit: '2',
      // Not touched: the default (48 hours before the first day).
      ticketCancelHours: '48',
      // The fair-use limits' defaults.
      maxTicketsPerOrder: '10',
      maxTicketsPerMember: '20',
      numberOfTicketsForSale: '150',
      guestInvitePrice: '123450',
      status: '1',
      emphasis: 'true',
    });
    expect(JSON.parse(eventDates as string)).toEqual([
      { startsAt: '2027-06-24T19:00:00-03:00', endsAt: '2027-06-24T23:30:00-03:00' },
      { startsAt: '2027-06-25T19:00:00-03:00', endsAt: '2027-06-26T01:00:00-03:00' },
    ]);
    const image = body.get('image') as File;
    expect(image.type).toBe('image/jpeg');
    expect(body.getAll('gallery').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    // Every field of the form is filled in: slow under a loaded test run.
  }, 60_000);

  it('edits an event: cents shown as reais, saved days and photos; the server’s field error shown', async () => {
    const api = eventsApi({
      'PUT /events/:id': apiError(
        400,
        ErrorCode.ValidationFailed,
        'Já há 12 convites vendidos ou reservados; o total não pode ser menor.',
        {
          numberOfTicketsForSale:
            'Já há 12 convites vendidos ou reservados; o total não pode ser menor.',
        },
      ),
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Baile de Réveillon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar evento' });
    expect(await within(dialog).findByLabelText('Preço por convidado')).toHaveValue('30,00');
    expect(within(dialog).getByLabelText('Convites à venda')).toHaveValue('120');
    expect(within(dialog).getByLabelText('Limite de convites gratuitos')).toHaveValue('4');
    expect(within(dialog).getByLabelText('Início da venda')).toHaveValue('01/11/2026 09:00');
    expect(within(dialog).getByLabelText('Início do dia 1')).toHaveValue('20/12/2026 20:00');
    expect(within(dialog).getByLabelText('Fim do dia 1')).toHaveValue('21/12/2026 02:00');
    expect(within(dialog).getByRole('switch', { name: 'Destaque' })).toBeChecked();
    // The place and template names show once their option lists have loaded.
    expect(await within(dialog).findByTitle('Salão Social')).toBeInTheDocument();
    expect(await within(dialog).findByTitle('Modelo dourado')).toBeInTheDocument();
    expect(within(dialog).getByText(/Convites vendidos ou reservados: 12/)).toBeVisible();

    const tickets = within(dialog).getByLabelText('Convites à venda');
    await user.clear(tickets);
    await user.type(tickets, '10');
    const price = within(dialog).getByLabelText('Preço por convidado');
    await user.clear(price);
    await user.type(price, '45,9');
    await user.click(within(dialog).getByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const message = 'Já há 12 convites vendidos ou reservados; o total não pode ser menor.';
    expect(await within(fieldOf(dialog, 'Convites à venda')).findByText(message)).toBeVisible();
    const body = api.callsTo('PUT /events/7')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Baile de Réveillon',
      ticketTemplate: 2,
      local: 3,
      freeLimit: 4,
      ticketCancelHours: 24,
      maxTicketsPerOrder: 6,
      maxTicketsPerMember: 12,
      numberOfTicketsForSale: 10,
      guestInvitePrice: 4590,
      emphasis: true,
      removeGallery: ['f1'],
    });
    expect(body).not.toHaveProperty('removeImage');
    expect(JSON.parse(body['eventDates'] as string)).toEqual([
      { startsAt: EVENT.eventDates[0]?.startsAt, endsAt: EVENT.eventDates[0]?.endsAt },
    ]);

    api.route('PUT /events/:id', { body: EVENT });
    await user.clear(tickets);
    await user.type(tickets, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
  });

  it('shows the server’s message on an event day', async () => {
    const message = 'O fim do dia do evento deve ser depois do início.';
    eventsApi({
      'PUT /events/:id': apiError(400, ErrorCode.ValidationFailed, message, {
        'eventDates.0.endsAt': message,
      }),
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Baile de Réveillon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar evento' });
    await user.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    expect(await within(fieldOf(dialog, 'Fim do dia 1')).findByText(message)).toBeVisible();
  });
});
