import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, MSG } from '@clube/shared';
import { apiError, fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import { captureDownloads, stubObjectUrls } from '../../../test/fixtures/profile';
import { invitation, memberReservation } from '../../../test/fixtures/reservations';

const PAGE = '/associado/minhas-reservas';
const LIST = 'GET /api/local-reservations-by-idUser';
const UPDATE = 'PUT /api/local-reservations-associate/31';
const CANCEL = 'POST /api/local-reservations-associate/31/cancel';
const FEED = 'GET /api/associate-profile/calendar';
const FEED_URL = 'https://clube.test/api/calendar/segredo-1.ics';

type Replies = Parameters<typeof fakeApi>[0];

function reservationsApi(replies: Replies = {}) {
  return fakeApi({
    'GET /api/associate/me': jsonResponse(memberProfile()),
    [LIST]: jsonResponse([memberReservation()]),
    [FEED]: jsonResponse({ active: false, url: null, createdAt: null }),
    ...replies,
  });
}

function renderPage(api: ReturnType<typeof reservationsApi>) {
  return renderApp(PAGE, api.handler, {
    session: memberSession({ profile: memberProfile() }),
    strict: true,
  });
}

const fact = (item: HTMLElement, label: string) =>
  within(item).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Minhas reservas (/associado/minhas-reservas)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./my-reservations-page');
    await import('../components/reservation-dialogs');
  }, 30_000);

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists the reservations with place, date, time, status, guests, total and the cancel deadline', async () => {
    renderPage(
      reservationsApi({
        [LIST]: jsonResponse([
          memberReservation(),
          memberReservation({
            id: 32,
            status: 'Cancelada',
            canCancel: false,
            canEditGuests: false,
            cancelUntil: null,
            invitations: [],
          }),
        ]),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Reservas próximas' });
    const [first] = within(list).getAllByRole('article');
    const [second] = within(screen.getByRole('list', { name: 'Reservas canceladas' })).getAllByRole(
      'article',
    );
    expect(within(first).getByRole('heading', { name: 'Salão de Festas' })).toBeInTheDocument();
    expect(fact(first, 'Data')).toBe('15/03/2030');
    expect(fact(first, 'Horário')).toBe('08:00 às 12:00');
    expect(fact(first, 'Status')).toBe('Confirmada');
    expect(fact(first, 'Convidados')).toBe('2');
    expect(fact(first, 'Total')).toBe('R$ 25,00');
    expect(
      within(first).getByText('Cancelamento possível até 14/03/2030 08:00'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Editar convidados' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancelar reserva' })).toBeInTheDocument();

    expect(fact(second, 'Status')).toBe('Cancelada');
    expect(within(second).queryByRole('button', { name: 'Editar convidados' })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    expect(within(second).queryByText(/Cancelamento possível/)).toBeNull();
  });

  it("says 'Nenhum dado encontrado!' without reservations", async () => {
    renderPage(reservationsApi({ [LIST]: jsonResponse([]) }));
    expect(await screen.findByText('Nenhum dado encontrado!')).toBeInTheDocument();
  });

  it('edits the guests: the rows and rules of the reservation page, PUT, then the success text', async () => {
    const saved = memberReservation({
      invitations: [
        invitation(101, 'Pedro Souza', '11144477735'),
        invitation(103, 'Rita Alves', '39053344705'),
      ],
    });
    const api = reservationsApi({ [UPDATE]: jsonResponse(saved) });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar convidados' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Editar convidados: Salão de Festas',
    });
    expect(within(dialog).getByLabelText('Nome do convidado 1')).toHaveValue('Pedro Souza');
    expect(within(dialog).getByLabelText('CPF do convidado 1')).toHaveValue('111.444.777-35');
    expect(within(dialog).getByLabelText('CPF do convidado 2')).toHaveValue('529.982.247-25');

    // a repeated CPF blocks the save
    const doc2 = within(dialog).getByLabelText('CPF do convidado 2');
    await user.clear(doc2);
    await user.type(doc2, '11144477735');
    expect(within(dialog).getByText('CPF JÁ INSERIDO')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remover convidado 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar convidado' }));
    await user.type(within(dialog).getByLabelText('Nome do convidado 2'), 'Rita Alves');
    await user.type(within(dialog).getByLabelText('CPF do convidado 2'), '39053344705');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'O registro foi alterado!' }),
    ).toBeInTheDocument();
    expect(api.callsTo(UPDATE)[0].body).toEqual({
      invitations: [
        { name: 'Pedro Souza', doc: '11144477735' },
        { name: 'Rita Alves', doc: '39053344705' },
      ],
    });
    const list = screen.getByRole('list', { name: 'Reservas próximas' });
    expect(fact(within(list).getAllByRole('article')[0], 'Convidados')).toBe('2');
  });

  it("the edit dialog checks a guest's CPF digits as typed ('CPF inválido.' under the row)", async () => {
    const api = reservationsApi();
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar convidados' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Editar convidados: Salão de Festas',
    });
    const doc2 = within(dialog).getByLabelText('CPF do convidado 2');
    await user.clear(doc2);
    await user.type(doc2, '52998224726');
    expect(doc2).toHaveAccessibleDescription('CPF inválido.');
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Adicionar convidado' })).toBeDisabled();
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it('shows what the server refuses in the edit dialog', async () => {
    const refused =
      'A alteração aumentaria o valor da reserva; faça uma nova reserva para convidados pagantes.';
    renderPage(
      reservationsApi({ [UPDATE]: apiError(409, refused, ErrorCode.GuestIncreaseRefused) }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Editar convidados' }));
    const dialog = await screen.findByRole('dialog', { name: /Editar convidados/ });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
  });

  it("cancels after 'Confirma o cancelamento da reserva?' Sim; Não keeps it", async () => {
    const api = reservationsApi({
      [CANCEL]: jsonResponse(
        memberReservation({ status: 'Cancelada', canCancel: false, canEditGuests: false }),
      ),
    });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    let confirm = await screen.findByRole('dialog', {
      name: 'Confirma o cancelamento da reserva?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Não' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Confirma o cancelamento da reserva?' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.callsTo(CANCEL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirma o cancelamento da reserva?' });
    // A paid reservation: the member reads that the money goes back before confirming.
    expect(
      within(confirm).getByText(
        'O valor pago (R$ 25,00) será estornado pela operadora, no mesmo meio de pagamento.',
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('dialog', { name: 'Reserva cancelada.' })).toBeInTheDocument();
    expect(api.callsTo(CANCEL)).toHaveLength(1);
    // it moves to 'Canceladas'
    const cancelled = await screen.findByRole('list', { name: 'Reservas canceladas' });
    const item = within(cancelled).getAllByRole('article')[0];
    expect(screen.queryByRole('list', { name: 'Reservas próximas' })).not.toBeInTheDocument();
    expect(fact(item, 'Status')).toBe('Cancelada');
    expect(within(item).queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
  });

  it('shows a refused cancel (deadline passed) as an error', async () => {
    const late = 'O prazo para cancelar esta reserva terminou (14/03/2030 08:00).';
    renderPage(reservationsApi({ [CANCEL]: apiError(409, late, ErrorCode.CancelDeadlinePassed) }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Confirma o cancelamento da reserva?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    const error = await screen.findByRole('dialog', { name: MSG.errorTitle });
    expect(within(error).getByText(late)).toBeInTheDocument();
  });

  it('downloads the invitations of a confirmed reservation: one per guest up to 2, then Baixar todos', async () => {
    const urls = stubObjectUrls();
    const downloads = captureDownloads();
    const file = (name: string, type: string) =>
      new Response('bytes', {
        headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
      });
    const three = memberReservation({
      id: 33,
      invitations: [
        ...memberReservation().invitations,
        invitation(104, 'Rita Alves', '39053344705'),
      ],
    });
    const api = reservationsApi({
      [LIST]: jsonResponse([
        memberReservation(),
        three,
        memberReservation({
          id: 34,
          status: 'Pendente',
          holdExpiresAt: '2030-03-01T15:45:00.000Z',
        }),
      ]),
      'GET /api/reservation-invitations/101/image': file('convite-000101-pedro.png', 'image/png'),
      'GET /api/local-reservations-associate/33/invitations': file(
        'convites.zip',
        'application/zip',
      ),
    });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Reservas próximas' });
    const [two, many, pending] = within(list).getAllByRole('article');

    expect(
      within(two)
        .getAllByRole('button', { name: /^Baixar/ })
        .map((button) => button.textContent),
    ).toEqual(['Baixar convite de Pedro Souza', 'Baixar convite de Ana Lima']);
    await user.click(within(two).getByRole('button', { name: 'Baixar convite de Pedro Souza' }));
    expect(
      await screen.findByRole('dialog', { name: 'Download realizado com sucesso!' }),
    ).toBeInTheDocument();

    expect(
      within(many)
        .getAllByRole('button', { name: /^Baixar/ })
        .map((button) => button.textContent),
    ).toEqual(['Baixar todos']);
    await user.click(within(many).getByRole('button', { name: 'Baixar todos' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads.map((download) => download.fileName)).toEqual([
      'convite-000101-pedro.png',
      'convites.zip',
    ]);

    // not confirmed: no invitations yet, and until when to pay
    expect(within(pending).queryByRole('button', { name: /^Baixar/ })).toBeNull();
    expect(within(pending).getByText(/Pague até 12:45/)).toBeInTheDocument();
    urls.restore();
  });

  it("groups them: 'Próximas', 'Passadas' (a confirmed one reads 'Realizada'), 'Canceladas'", async () => {
    const past = (id: number, day: string) =>
      memberReservation({
        id,
        startAt: `${day}T11:00:00.000Z`,
        endAt: `${day}T15:00:00.000Z`,
        canCancel: false,
        canEditGuests: false,
        cancelUntil: null,
      });
    renderPage(
      reservationsApi({
        [LIST]: jsonResponse([
          past(51, '2024-05-10'),
          memberReservation({ id: 52, status: 'Expirada', canCancel: false, canEditGuests: false }),
          memberReservation(),
          past(53, '2025-02-01'),
          memberReservation({
            id: 54,
            status: 'Cancelada',
            canCancel: false,
            canEditGuests: false,
          }),
        ]),
      }),
    );
    const headings = await screen.findAllByRole('heading', {
      level: 2,
      name: /^(Próximas|Passadas|Canceladas)$/,
    });
    expect(headings.map((h) => h.textContent)).toEqual(['Próximas', 'Passadas', 'Canceladas']);
    const items = (name: string) =>
      within(screen.getByRole('list', { name })).getAllByRole('article');
    expect(items('Reservas próximas').map((item) => fact(item, 'Status'))).toEqual(['Confirmada']);
    // the most recent first; gone by: 'Realizada', no invitations on screen, downloads kept
    const done = items('Reservas passadas');
    expect(done.map((item) => fact(item, 'Data'))).toEqual(['01/02/2025', '10/05/2024']);
    expect(done.map((item) => fact(item, 'Status'))).toEqual(['Realizada', 'Realizada']);
    expect(within(done[0]).queryByRole('img', { name: /^Convite de/ })).toBeNull();
    expect(items('Reservas canceladas').map((item) => fact(item, 'Status'))).toEqual([
      'Expirada',
      'Cancelada',
    ]);
  });

  it("a pending reservation whose hold still runs has 'Pagar': its cart, then the checkout", async () => {
    const pending = memberReservation({
      id: 34,
      orderId: 44,
      status: 'Pendente',
      holdExpiresAt: '2099-03-01T15:45:00.000Z',
    });
    const { router, store } = renderPage(
      reservationsApi({
        [LIST]: jsonResponse([
          pending,
          memberReservation({
            id: 35,
            status: 'Pendente',
            holdExpiresAt: '2020-03-01T15:45:00.000Z',
            local: { id: 8, description: 'Quadra', slug: 'quadra' },
          }),
        ]),
      }),
    );
    const user = userEvent.setup({ delay: null });
    // a hold already over: nothing to pay
    expect(
      await screen.findByRole('button', { name: 'Pagar a reserva: Salão de Festas' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar a reserva: Quadra' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pagar a reserva: Salão de Festas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/checkout'));
    expect(store.getState().cart.current).toMatchObject({
      orderId: 44,
      total: 2500,
      type: 'reserva',
      title: 'Salão de Festas',
      description: 'Reserva em 15/03/2030, 08:00 às 12:00',
      extra: [
        { name: 'Pedro Souza', doc: '11144477735' },
        { name: 'Ana Lima', doc: '52998224725' },
      ],
    });
  });

  it('shows each invitation of an upcoming confirmed reservation on screen, one request per image', async () => {
    const urls = stubObjectUrls();
    const downloads = captureDownloads();
    const image = (name: string) =>
      new Response('jpg', {
        headers: {
          'Content-Type': 'image/jpeg',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    const api = reservationsApi({
      'GET /api/reservation-invitations/101/image': image('convite-000101.jpg'),
      'GET /api/reservation-invitations/102/image': image('convite-000102.jpg'),
    });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    const shown = await screen.findByRole('list', { name: 'Convites: Salão de Festas' });
    const pedro = await within(shown).findByRole('img', { name: 'Convite de Pedro Souza' });
    expect(pedro.getAttribute('src')).toMatch(/^blob:test\//);
    expect(await within(shown).findByRole('img', { name: 'Convite de Ana Lima' })).toBeVisible();
    // its download saves the image shown: no second request
    await user.click(screen.getByRole('button', { name: 'Baixar convite de Pedro Souza' }));
    await waitFor(() =>
      expect(downloads).toEqual([
        { fileName: 'convite-000101.jpg', url: pedro.getAttribute('src') },
      ]),
    );
    expect(api.callsTo('GET /api/reservation-invitations/101/image')).toHaveLength(1);
    urls.restore();
  });

  it('Agenda no celular: makes the private address, replaces it after Sim, and turns it off', async () => {
    const api = reservationsApi({
      'POST /api/associate-profile/calendar': [
        jsonResponse({ active: true, url: FEED_URL, createdAt: '2030-03-01T15:00:00.000Z' }),
        jsonResponse({
          active: true,
          url: 'https://clube.test/api/calendar/segredo-2.ics',
          createdAt: '2030-03-01T16:00:00.000Z',
        }),
      ],
      'DELETE /api/associate-profile/calendar': jsonResponse({
        active: false,
        url: null,
        createdAt: null,
      }),
    });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    const panel = await screen.findByRole('region', { name: 'Agenda no celular' });
    expect(
      await within(panel).findByText('A agenda no celular está desativada.'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Gerar endereço' }));
    expect(await within(panel).findByLabelText('Endereço da agenda')).toHaveValue(FEED_URL);
    expect(within(panel).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Gerar novo endereço' }));
    expect(within(panel).getByText(/O endereço atual deixará de funcionar/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Não' }));
    expect(api.callsTo('POST /api/associate-profile/calendar')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Gerar novo endereço' }));
    await user.click(within(panel).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(within(panel).getByLabelText('Endereço da agenda')).toHaveValue(
        'https://clube.test/api/calendar/segredo-2.ics',
      ),
    );

    await user.click(within(panel).getByRole('button', { name: 'Desativar' }));
    expect(
      await within(panel).findByText('A agenda no celular está desativada.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Endereço da agenda')).toBeNull();
    expect(api.callsTo('DELETE /api/associate-profile/calendar')).toHaveLength(1);
  });

  it('an active address made earlier is not shown again: it can be replaced or turned off', async () => {
    renderPage(
      reservationsApi({
        [FEED]: jsonResponse({ active: true, url: null, createdAt: '2030-03-01T15:00:00.000Z' }),
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Agenda no celular' });
    expect(
      await within(panel).findByText(/Agenda ativa desde 01\/03\/2030 12:00/),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Gerar novo endereço' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
  });
});
