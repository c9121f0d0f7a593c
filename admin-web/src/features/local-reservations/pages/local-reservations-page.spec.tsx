import { ErrorCode, P, type PermissionName } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { expectConsole } from '../../../test/console-guard';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

/** 10:00 to 14:00 on 24/12/2026 in São Paulo (UTC−3). */
const RESERVATION = {
  id: 12,
  local: { id: 1, description: 'Churrasqueira 1' },
  associate: { id: 'a1', name: 'Carlos Souza' },
  startAt: '2026-12-24T13:00:00.000Z',
  endAt: '2026-12-24T17:00:00.000Z',
  status: 'Confirmada',
  numberInvitations: 3,
  total: 2500,
  totalFormatted: 'R$ 25,00',
};

/** A pending one without guests, 23:00 to 01:00 (crosses midnight on the club's clock). */
const EMPTY = {
  id: 13,
  local: { id: 3, description: 'Quiosque da Piscina' },
  associate: { id: 'a2', name: 'Ana Lima' },
  startAt: '2026-12-26T02:00:00.000Z',
  endAt: '2026-12-26T04:00:00.000Z',
  status: 'Pendente',
  numberInvitations: 0,
  total: 0,
  totalFormatted: 'R$ 0,00',
};

const DETAIL = {
  ...RESERVATION,
  invitations: [
    {
      id: 41,
      code: '00041',
      name: 'Lia Souza',
      doc: '11144477735',
      docType: 'cpf',
      kind: 'dependent',
      value: 0,
      usedAt: '2026-12-24T13:15:00.000Z',
    },
    {
      id: 42,
      code: '00042',
      name: 'Pedro Alves',
      doc: '52998224725',
      docType: 'cpf',
      kind: 'guest',
      value: 2500,
      usedAt: null,
    },
    {
      id: 43,
      code: null,
      name: 'Rita Dias',
      doc: '39053344705',
      docType: 'cpf',
      kind: 'associate',
      value: 0,
      usedAt: null,
    },
  ],
};

const PLACES = [
  { id: 1, description: 'Churrasqueira 1' },
  { id: 3, description: 'Quiosque da Piscina' },
];

const ALL: PermissionName[] = [P.listLocalReservation, P.deleteLocalReservation];

function reservationsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /local-reservations': { body: { data: [RESERVATION, EMPTY], total: 2 } },
    'GET /local-reservations/:id': { body: DETAIL },
    'GET /locals/options': { body: PLACES },
    ...extra,
  });
}

const LABEL = 'Churrasqueira 1 em 24/12/2026 às 10:00 (Carlos Souza)';
const EMPTY_LABEL = 'Quiosque da Piscina em 25/12/2026 às 23:00 (Ana Lima)';

const open = async (permissions = ALL) => {
  const rendered = renderAdminApp('/admin/reserva-local', { session: staffSession(permissions) });
  const cell = await screen.findByText('Carlos Souza', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

/** The open select's pop-up. */
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

/** The option `text` of the open select (antd also lists the first ones for screen readers). */
const option = async (text: string) => {
  const [visible] = within(await popup())
    .getAllByText(text)
    .filter((el) => el.classList.contains('ant-select-item-option-content'));
  if (!visible) throw new Error(`no option ${text}`);
  return visible;
};

const lastList = (api: ReturnType<typeof reservationsApi>) =>
  api.callsTo('GET /local-reservations').at(-1)?.query;

describe('local reservations (/admin/reserva-local)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists place, associate, date, club-time slot, guests, value and status; newest first', async () => {
    const api = reservationsApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Reserva de Locais' })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(
      expect.arrayContaining([
        'Local',
        'Associado',
        'Data',
        'Horário',
        'Convidados',
        'Valor',
        'Status',
        'Ações',
      ]),
    );
    expect(within(row).getByText('Churrasqueira 1')).toBeVisible();
    expect(within(row).getByText('24/12/2026')).toBeVisible();
    expect(within(row).getByText('10:00 às 14:00')).toBeVisible();
    expect(within(row).getByText('3')).toBeVisible();
    expect(within(row).getByText('R$ 25,00')).toBeVisible();
    expect(within(row).getByText('Confirmada')).toBeVisible();
    // 02:00Z on the 26th is still the 25th, 23:00, in São Paulo.
    const other = screen.getByText('Ana Lima').closest('tr') as HTMLElement;
    expect(within(other).getByText('25/12/2026')).toBeVisible();
    expect(within(other).getByText('23:00 às 01:00')).toBeVisible();

    const query = lastList(api);
    expect(query?.get('sort')).toBe('-startAt');
    expect(query?.get('take')).toBe('10');
    // The API's default: the active reservations (no status sent).
    expect(query?.has('status')).toBe(false);
    // Read-only: no register button, no edit.
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Editar ${LABEL}` })).not.toBeInTheDocument();
  });

  it("turns 'Ver convidados' and 'Baixar convites' off for a reservation without guests", async () => {
    reservationsApi();
    const { row } = await open();
    expect(within(row).getByRole('button', { name: `Ver convidados de ${LABEL}` })).toBeEnabled();
    expect(within(row).getByRole('button', { name: `Baixar convites de ${LABEL}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Ver convidados de ${EMPTY_LABEL}` })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: `Baixar convites de ${EMPTY_LABEL}` }),
    ).toBeDisabled();
  });

  it('shows the guests read-only: masked CPF, kind, code or —, value and entry time', async () => {
    const api = reservationsApi();
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: `Ver convidados de ${LABEL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidados' });
    const guests = (await within(dialog).findByText('Lia Souza')).closest('table') as HTMLElement;
    const lines = within(guests)
      .getAllByRole('row')
      .map((line) =>
        within(line)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(lines).toEqual([
      ['Lia Souza', '111.444.777-35', 'Dependente', '00041', 'R$ 0,00', '24/12/2026 10:15'],
      ['Pedro Alves', '529.982.247-25', 'Convidado', '00042', 'R$ 25,00', '—'],
      ['Rita Dias', '390.533.447-05', 'Associado', '—', 'R$ 0,00', '—'],
    ]);
    expect(within(dialog).getByText('Churrasqueira 1')).toBeVisible();
    expect(within(dialog).getByText('10:00 às 14:00')).toBeVisible();
    // Nothing to edit in it.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /local-reservations/12')).toHaveLength(1);

    // The footer's 'Fechar' (the corner X may share the name).
    const close = within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1);
    await user.click(close as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Convidados' })).not.toBeInTheDocument(),
    );
  });

  it('downloads the zip of the invitations', async () => {
    const api = reservationsApi({
      'GET /local-reservations/:id/invitations': {
        raw: 'PK-zip',
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="convites-reserva-12.zip"',
        },
      },
    });
    // jsdom has no object URLs. Defined for the rest of this file (not restored after the
    // test): the download revokes its URL a second later, after the test has ended.
    let made = 0;
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return `blob:test/${++made}`;
      },
      revokeObjectURL: () => undefined,
    });
    const downloads: { fileName: string; url: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ fileName: this.download, url: this.href });
    });

    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: `Baixar convites de ${LABEL}` }));

    expect(await screen.findByText('Download realizado com sucesso!')).toBeInTheDocument();
    expect(downloads).toEqual([{ fileName: 'convites-reserva-12.zip', url: 'blob:test/1' }]);
    expect(blobs).toHaveLength(1);
    expect(api.callsTo('GET /local-reservations/12/invitations')).toHaveLength(1);
  });

  it("asks 'Confirma a exclusão?' (Sim/Não), saying the paid amount goes back, then DELETEs (cancels), shows the API's answer and reloads the list", async () => {
    const api = reservationsApi({
      'DELETE /local-reservations/:id': {
        body: { message: 'Excluída. Valor estornado ao associado: R$ 25,00.' },
      },
    });
    const { user, row } = await open();
    const before = api.callsTo('GET /local-reservations').length;
    await user.click(within(row).getByRole('button', { name: `Excluir ${LABEL}` }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Confirma a exclusão?')).toBeVisible();
    expect(within(confirm).getByRole('button', { name: 'Não' })).toBeVisible();
    expect(
      within(confirm).getByText('O valor pago (R$ 25,00) será estornado ao associado.'),
    ).toBeVisible();

    api.route('GET /local-reservations', { body: { data: [EMPTY], total: 1 } });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.callsTo('DELETE /local-reservations/12')).toHaveLength(1));
    expect(
      await screen.findByText('Excluída. Valor estornado ao associado: R$ 25,00.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /local-reservations').length).toBeGreaterThan(before),
    );
    await waitFor(() => expect(screen.queryByText('Carlos Souza')).not.toBeInTheDocument());
  });

  it("an unpaid reservation: no refund said; the API's 'Excluída.' shown", async () => {
    const api = reservationsApi({
      'DELETE /local-reservations/:id': { body: { message: 'Excluída.' } },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: `Excluir ${EMPTY_LABEL}` }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).queryByText(/estornado/)).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.callsTo('DELETE /local-reservations/13')).toHaveLength(1));
    expect(await screen.findByText('Excluída.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a delete", async () => {
    expectConsole('error', 'Falha ao excluir');
    reservationsApi({
      'DELETE /local-reservations/:id': apiError(
        404,
        ErrorCode.NotFound,
        'Reserva não encontrada.',
      ),
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: `Excluir ${LABEL}` }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Sim' }),
    );
    expect(await screen.findByText('Reserva não encontrada.')).toBeVisible();
  });

  it('sends the search, place, status and period filters as query parameters', async () => {
    const api = reservationsApi();
    const { user } = await open();

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'Carlos');
    await waitFor(() => expect(lastList(api)?.get('search')).toBe('Carlos'));

    await user.click(screen.getByRole('combobox', { name: 'Local' }));
    await user.click(await option('Quiosque da Piscina'));
    await waitFor(() => expect(lastList(api)?.get('localId')).toBe('3'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await option('Cancelada'));
    await waitFor(() => expect(lastList(api)?.get('status')).toBe('Cancelada'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await option('Todas'));
    await waitFor(() => expect(lastList(api)?.get('status')).toBe('all'));

    await user.click(screen.getByPlaceholderText('Período de'));
    await user.paste('01/12/2026');
    await user.keyboard('{Enter}');
    await user.click(screen.getByPlaceholderText('Período até'));
    await user.paste('31/12/2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastList(api)?.get('from')).toBe('2026-12-01'));
    const query = lastList(api);
    expect(query?.get('to')).toBe('2026-12-31');
    expect(query?.get('skip')).toBe('0');
    expect(query?.get('localId')).toBe('3');
    expect(query?.get('search')).toBe('Carlos');
  });

  describe("'Cadastrar': staff book a place for a member (insert-local-reservation)", () => {
    const PUBLIC_PLACES = [
      {
        id: 1,
        description: 'Churrasqueira 1',
        slug: 'churrasqueira-1',
        capacity: 2,
        reserved: true,
        restrictions: [{ id: 1, description: 'Associados' }],
        reservationTime: 240,
      },
    ];
    const HOURS = {
      slug: 'churrasqueira-1',
      timeZone: 'America/Sao_Paulo',
      firstDate: '2026-12-20',
      lastDate: '2027-01-20',
      days: [
        {
          date: '2026-12-24',
          slots: [
            {
              startTime: '2026-12-24T11:00:00.000Z',
              endTime: '2026-12-24T15:00:00.000Z',
              start: '08:00',
              end: '12:00',
              reservation: true,
            },
            {
              startTime: '2026-12-24T16:00:00.000Z',
              endTime: '2026-12-24T20:00:00.000Z',
              start: '13:00',
              end: '17:00',
              reservation: false,
            },
          ],
        },
      ],
    };
    const MEMBER = {
      id: '6f1c1a8e-0000-4000-8000-000000000001',
      name: 'Maria Souza',
      cpf: '***.444.777-**',
    };
    const MESSAGE =
      'Reserva cadastrada como Pendente: o associado paga R$ 25,00 em Meus pedidos até 20/12/2026 10:30; sem o pagamento, o horário é liberado.';
    const bookingApi = (extra: Parameters<typeof fakeApi>[0] = {}) =>
      reservationsApi({
        'GET /associates/options': { body: [MEMBER] },
        'GET /locals/public': { body: PUBLIC_PLACES },
        'GET /locals/public/hours-valid/:slug': { body: HOURS },
        'POST /local-reservations': { status: 201, body: { message: MESSAGE } },
        ...extra,
      });

    it('is offered only with insert-local-reservation', async () => {
      bookingApi();
      await open();
      expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    });

    it('picks the member, place, date and a free slot, adds a guest, and saves through POST local-reservations', async () => {
      const api = bookingApi();
      const { user } = await open([...ALL, P.insertLocalReservation]);
      await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cadastrar reserva de local' });

      // Nothing chosen: each required field says so, nothing is sent.
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await within(dialog).findAllByText('Este campo não pode estar vazio!')).toHaveLength(
        2,
      );

      await user.click(within(dialog).getByLabelText(/^Associado/));
      await user.type(within(dialog).getByLabelText(/^Associado/), 'Maria');
      await waitFor(() =>
        expect(
          api.callsTo('GET /associates/options').some((c) => c.query.get('search') === 'Maria'),
        ).toBe(true),
      );
      await user.click(await option('Maria Souza (CPF ***.444.777-**)'));
      await user.click(within(dialog).getByLabelText(/^Local/));
      await user.click(await option('Churrasqueira 1'));
      await user.click(await within(dialog).findByLabelText(/^Data/));
      await user.click(await option('24/12/2026'));
      const taken = await within(dialog).findByRole('radio', {
        name: '08:00 às 12:00 (Reservado)',
      });
      expect(taken).toBeDisabled();
      await user.click(within(dialog).getByRole('radio', { name: '13:00 às 17:00' }));

      await user.click(within(dialog).getByRole('button', { name: 'Adicionar convidado' }));
      await user.type(within(dialog).getByLabelText(/^Nome do convidado 1/), 'Pedro Alves');
      await user.type(within(dialog).getByLabelText(/^CPF do convidado 1/), '52998224725');
      // The place takes 2 guests: a second row, the same CPF refused.
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar convidado' }));
      expect(within(dialog).getByRole('button', { name: 'Adicionar convidado' })).toBeDisabled();
      await user.type(within(dialog).getByLabelText(/^Nome do convidado 2/), 'Outro');
      await user.type(within(dialog).getByLabelText(/^CPF do convidado 2/), '52998224725');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await within(dialog).findByText('CPF JÁ INSERIDO')).toBeVisible();
      expect(api.callsTo('POST /local-reservations')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Remover convidado 2' }));

      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(api.callsTo('POST /local-reservations')).toHaveLength(1));
      expect(api.callsTo('POST /local-reservations')[0]?.body).toEqual({
        associate: MEMBER.id,
        local: 1,
        startAt: '2026-12-24T16:00:00.000Z',
        endAt: '2026-12-24T20:00:00.000Z',
        invitations: [{ name: 'Pedro Alves', doc: '52998224725' }],
      });
      expect(await screen.findByText(MESSAGE)).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('GET /local-reservations').length).toBeGreaterThan(1);
    });

    it("shows the API's refusal (a limit, a barred guest) on the form, the guest's under its CPF", async () => {
      const barred =
        'O CPF ***.982.247-** não pode ser convidado. Em caso de dúvida, fale com a secretaria do clube.';
      const api = bookingApi({
        'POST /local-reservations': apiError(409, ErrorCode.GuestBarred, barred, {
          'invitations.0.doc': barred,
        }),
      });
      const { user } = await open([...ALL, P.insertLocalReservation]);
      await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cadastrar reserva de local' });
      await user.click(within(dialog).getByLabelText(/^Associado/));
      await user.click(await option('Maria Souza (CPF ***.444.777-**)'));
      await user.click(within(dialog).getByLabelText(/^Local/));
      await user.click(await option('Churrasqueira 1'));
      await user.click(await within(dialog).findByLabelText(/^Data/));
      await user.click(await option('24/12/2026'));
      await user.click(await within(dialog).findByRole('radio', { name: '13:00 às 17:00' }));
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar convidado' }));
      await user.type(within(dialog).getByLabelText(/^Nome do convidado 1/), 'Pedro Alves');
      await user.type(within(dialog).getByLabelText(/^CPF do convidado 1/), '52998224725');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await within(dialog).findAllByText(barred)).toHaveLength(2);
      expect(screen.getByRole('dialog', { name: 'Cadastrar reserva de local' })).toBeVisible();
      // the day's slots are read again (one may have just been taken)
      await waitFor(() =>
        expect(api.callsTo('GET /locals/public/hours-valid/churrasqueira-1')).toHaveLength(2),
      );
    });
  });

  it('offers the delete only with delete-local-reservation', async () => {
    reservationsApi();
    const { row } = await open([P.listLocalReservation]);
    expect(within(row).queryByRole('button', { name: `Excluir ${LABEL}` })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Ver convidados de ${LABEL}` })).toBeEnabled();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('is closed without list-local-reservation (the admin home instead)', async () => {
    const api = reservationsApi();
    const { router } = renderAdminApp('/admin/reserva-local', {
      session: staffSession([P.deleteLocalReservation]),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), {
      timeout: 15_000,
    });
    expect(screen.queryByRole('heading', { name: 'Reserva de Locais' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /local-reservations')).toHaveLength(0);
  });
});
