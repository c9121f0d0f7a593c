import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import {
  apiError,
  fakeApi,
  memberProfile,
  memberSession,
  type RecordedCall,
} from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import { captureDownloads, stubObjectUrls } from '../../../test/fixtures/profile';
import {
  EVENT_ID,
  fromNow,
  HOUR,
  publicEvent,
  ticket,
  waitlistEntry,
  zipResponse,
} from '../../../test/fixtures/events';

const PAGE = `/associado/evento/${EVENT_ID}`;
const EVENT = `GET /api/events-public/${EVENT_ID}`;
const BUY = 'POST /api/order/tickets';
const QUOTE = 'POST /api/order/tickets/quote';
const ZIP = `GET /api/associate/tickets/${EVENT_ID}/zip`;
const WAITLIST = `GET /api/events/${EVENT_ID}/waitlist`;
const FREE = 'Compra realizada com sucesso! Os convites foram enviados para o seu e-mail.';
const PAID = 'Compra realizada com sucesso! Você será encaminhado para o pagamento.';

type Replies = Parameters<typeof fakeApi>[0];

function purchaseApi(replies: Replies = {}) {
  return fakeApi({
    'GET /api/associate/me': jsonResponse(memberProfile()),
    [EVENT]: jsonResponse(publicEvent()),
    [WAITLIST]: jsonResponse({ entry: null }),
    'GET /api/my-orders': jsonResponse([]),
    'GET /api/associate/tickets': jsonResponse([]),
    [QUOTE]: quoteOf(() => false),
    ...replies,
  });
}

function renderPage(api: ReturnType<typeof purchaseApi>) {
  return renderApp(PAGE, api.handler, {
    session: memberSession({ profile: memberProfile() }),
    strict: true,
  });
}

const buy = () => screen.getByRole('button', { name: 'Comprar' });
const add = () => screen.getByRole('button', { name: 'Adicionar convidado' });

async function fillGuest(
  user: ReturnType<typeof userEvent.setup>,
  number: number,
  name: string,
  cpf: string,
) {
  await user.type(screen.getByLabelText(`Nome do convidado ${number}`), name);
  await user.type(screen.getByLabelText(`CPF do convidado ${number}`), cpf);
}

function bought(total: number) {
  return jsonResponse(
    {
      message: total === 0 ? FREE : PAID,
      order: {
        id: 51,
        status: total === 0 ? 'Finalizado' : 'Pendente',
        total,
        totalFormatted: total === 0 ? 'R$ 0,00' : 'R$ 30,00',
        expiresAt: total === 0 ? null : '2030-03-01T15:45:00.000Z',
      },
      tickets: [ticket(201, total === 0 ? {} : { status: 'Pendente', code: null })],
    },
    201,
  );
}

/** The API's quote of the guests sent: `free(cpf)` ones free, the others R$ 30,00. */
function quoteOf(free: (cpf: string) => boolean) {
  return (call: RecordedCall) => {
    const { tickets } = call.body as { tickets: { name: string; cpf: string }[] };
    const guests = tickets.map((guest) => ({
      ...guest,
      free: free(guest.cpf),
      value: free(guest.cpf) ? 0 : 3000,
      valueFormatted: free(guest.cpf) ? 'R$ 0,00' : 'R$ 30,00',
    }));
    const total = guests.reduce((sum, guest) => sum + guest.value, 0);
    return jsonResponse({
      guests,
      total,
      totalFormatted: `R$ ${total / 100},00`,
    });
  };
}

const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Compra de convites (/associado/evento/:slug)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./event-purchase-page');
  }, 30_000);

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the event: title, place, price per guest, invitations left, sale period and days', async () => {
    renderPage(purchaseApi());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Comprar convites: Baile de Aniversário',
      }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'O evento' });
    expect(fact(summary, 'Preço por convidado')).toBe('R$ 30,00');
    expect(fact(summary, 'Convites à venda')).toBe('3 convites');
    expect(fact(summary, 'Local')).toBe('Salão de Festas');
    expect(within(summary).getByText(/^Vendas de /)).toBeInTheDocument();
    const days = within(summary).getByRole('list', { name: 'Dias do evento' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual(['15/03/2030 20:00 às 23:30', '16/03/2030 22:00 às 17/03/2030 02:00']);
    expect(
      screen.getByText(
        'Associados e dependentes do clube não pagam, até 4 convites gratuitos por associado neste evento. Os demais convidados pagam o preço por convidado (R$ 30,00). O valor de cada convidado e o total aparecem antes da compra.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps Comprar disabled with no guest, an incomplete row or a repeated CPF, and stops adding at the invitations left', async () => {
    renderPage(purchaseApi());
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    expect(buy()).toBeDisabled();

    await user.click(add());
    expect(buy()).toBeDisabled();
    expect(add()).toBeDisabled();
    await fillGuest(user, 1, 'Pedro Souza', '1114447773');
    expect(buy()).toBeDisabled(); // ten digits: incomplete
    await user.type(screen.getByLabelText('CPF do convidado 1'), '5');
    expect(buy()).toBeEnabled();

    await user.click(add());
    await fillGuest(user, 2, 'Ana Lima', '11144477735');
    expect(screen.getByText('CPF JÁ INSERIDO')).toBeInTheDocument();
    expect(buy()).toBeDisabled();
    expect(add()).toBeDisabled();
    await user.clear(screen.getByLabelText('CPF do convidado 2'));
    await user.type(screen.getByLabelText('CPF do convidado 2'), '52998224725');
    expect(buy()).toBeEnabled();

    await user.click(add());
    await fillGuest(user, 3, 'Rita Alves', '39053344705');
    expect(add()).toBeDisabled();
    expect(screen.getByText('3 de 3 convidados')).toBeInTheDocument();
    expect(buy()).toBeEnabled();
  });

  it("shows each guest's price ('Gratuito' for a free one) and the total before buying, from the API's quote", async () => {
    const api = purchaseApi({ [QUOTE]: quoteOf((cpf) => cpf === '11144477735') });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    const quote = screen.getByRole('region', { name: 'Valor do pedido' });
    expect(
      within(quote).getByText('Informe os convidados para ver o valor de cada um e o total.'),
    ).toBeInTheDocument();
    await user.click(add());
    await fillGuest(user, 1, 'Pedro Souza', '11144477735');
    await user.click(add());
    await fillGuest(user, 2, 'Ana Lima', '52998224725');

    const prices = await within(quote).findByRole('list', { name: 'Valor por convidado' });
    await waitFor(() =>
      expect(
        within(prices)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['Pedro SouzaGratuito', 'Ana LimaR$ 30,00']),
    );
    expect(within(quote).getByTestId('quote-total')).toHaveTextContent('TotalR$ 30,00');
    // the complete list only, debounced: no quote of a half-typed CPF, and nothing bought
    const bodies = api.callsTo(QUOTE).map((call) => call.body);
    expect(bodies.at(-1)).toEqual({
      event_id: 5,
      tickets: [
        { name: 'Pedro Souza', cpf: '11144477735' },
        { name: 'Ana Lima', cpf: '52998224725' },
      ],
    });
    expect(bodies.length).toBeLessThanOrEqual(3);
    expect(api.callsTo(BUY)).toHaveLength(0);
  });

  it('a refusal of the quote (a CPF that has a ticket) shows under the price, before buying', async () => {
    const taken = 'O CPF 111.444.777-35 já tem convite para este evento.';
    renderPage(purchaseApi({ [QUOTE]: apiError(409, taken, ErrorCode.CpfHasTicket) }));
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    await user.click(add());
    await fillGuest(user, 1, 'Pedro Souza', '11144477735');
    const quote = screen.getByRole('region', { name: 'Valor do pedido' });
    expect(await within(quote).findByText(taken)).toBeInTheDocument();
  });

  it('buys; free: the API text, the zip of the tickets and my invitations', async () => {
    stubObjectUrls();
    const downloads = captureDownloads();
    const api = purchaseApi({
      [BUY]: bought(0),
      [ZIP]: zipResponse('convites-evento-5.zip'),
    });
    const { router } = renderPage(api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    await user.click(add());
    await fillGuest(user, 1, '  Pedro Souza ', '111.444.777-35');
    await user.click(add());
    await fillGuest(user, 2, 'Ana Lima', '52998224725');
    await user.click(buy());

    expect(await screen.findByRole('dialog', { name: FREE })).toBeInTheDocument();
    const [call] = api.callsTo(BUY);
    expect(call.body).toEqual({
      event_id: 5,
      tickets: [
        { name: 'Pedro Souza', cpf: '11144477735' },
        { name: 'Ana Lima', cpf: '52998224725' },
      ],
    });
    expect(call.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/meus-convites'));
    expect(api.callsTo(ZIP)).toHaveLength(1);
    expect(downloads.map((download) => download.fileName)).toEqual(['convites-evento-5.zip']);
  });

  it('buys; paid: the API text, the cart and the checkout, no download', async () => {
    const api = purchaseApi({ [BUY]: bought(3000) });
    const { router, store } = renderPage(api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    await user.click(add());
    await fillGuest(user, 1, 'Rita Alves', '39053344705');
    await user.click(buy());

    // the spec's text, and plainly that nothing is paid yet and what comes next
    const dialog = await screen.findByRole('dialog', { name: PAID });
    expect(dialog).toHaveTextContent(
      /O pedido nº 51 \(R\$ 30,00\) ainda não está pago: ele fica reservado até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Escolha agora a forma de pagamento para concluir\./,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/checkout'));
    expect(api.callsTo(ZIP)).toHaveLength(0);
    expect(store.getState().cart.current).toMatchObject({
      orderId: expect.any(Number),
      total: 3000,
      type: 'evento',
      qty: 1,
      paymentType: null,
    });
  });

  it('on 409 shows the server text and asks for the event again (the invitations left)', async () => {
    const left = 'Restam apenas 1 convites para este evento.';
    const api = purchaseApi({
      [EVENT]: [
        jsonResponse(publicEvent()),
        jsonResponse(publicEvent({ numberOfTicketsForSale: 1 })),
      ],
      [BUY]: apiError(409, left, ErrorCode.TicketsOnlyLeft),
    });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    await user.click(add());
    await fillGuest(user, 1, 'Pedro Souza', '11144477735');
    await user.click(add());
    await fillGuest(user, 2, 'Ana Lima', '52998224725');
    await user.click(buy());

    expect(await screen.findByText(left)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(EVENT)).toHaveLength(2));
    const summary = screen.getByRole('region', { name: 'O evento' });
    await waitFor(() => expect(fact(summary, 'Convites à venda')).toBe('1 convite'));
    // two rows for one invitation left: no purchase until one goes
    expect(buy()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remover convidado 2' }));
    expect(buy()).toBeEnabled();
  });

  it("checks a guest's CPF digits as typed: 'CPF inválido.' under the row, nothing sent", async () => {
    const api = purchaseApi();
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    await user.click(add());
    await fillGuest(user, 1, 'Pedro', '11111111111');
    expect(screen.getByLabelText('CPF do convidado 1')).toHaveAccessibleDescription(
      'CPF inválido.',
    );
    expect(buy()).toBeDisabled();
    expect(api.callsTo(BUY)).toHaveLength(0);
  });

  it('on 400 shows the server text inline', async () => {
    const api = purchaseApi({
      [BUY]: apiError(400, 'Evento fora do período de venda.', ErrorCode.ValidationFailed),
    });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    await user.click(add());
    await fillGuest(user, 1, 'Pedro', '52998224725');
    await user.click(buy());
    expect(await screen.findByRole('alert')).toHaveTextContent('Evento fora do período de venda.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("on 403 says 'Sessão expirada!' and signs the member out to the login", async () => {
    const api = purchaseApi({
      [BUY]: apiError(403, 'Acesso negado.', ErrorCode.Forbidden),
    });
    const { router, store } = renderPage(api);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('region', { name: 'O evento' });
    await user.click(add());
    await fillGuest(user, 1, 'Pedro Souza', '11144477735');
    await user.click(buy());

    const notice = await screen.findByRole('dialog', { name: 'Sessão expirada!' });
    expect(within(notice).getByText('Voce será redirecionado para o Login')).toBeInTheDocument();
    expect(store.getState().session.accessToken).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
  });

  it("sold out: 'Venda de convite esgotada', no guest can be added", async () => {
    renderPage(purchaseApi({ [EVENT]: jsonResponse(publicEvent({ numberOfTicketsForSale: 0 })) }));
    expect(await screen.findByText('Venda de convite esgotada')).toBeInTheDocument();
    expect(add()).toBeDisabled();
    expect(buy()).toBeDisabled();
  });

  it('a closed sale says so and takes no guest', async () => {
    renderPage(
      purchaseApi({
        [EVENT]: jsonResponse(
          publicEvent({ startSale: fromNow(HOUR), endSale: fromNow(2 * HOUR) }),
        ),
      }),
    );
    expect(
      await screen.findByText('A venda de convites deste evento não está aberta.'),
    ).toBeInTheDocument();
    expect(add()).toBeDisabled();
  });

  it('a waitlist offer adds its invitations to those left', async () => {
    renderPage(
      purchaseApi({
        [EVENT]: jsonResponse(publicEvent({ numberOfTicketsForSale: 0 })),
        [WAITLIST]: jsonResponse({
          entry: waitlistEntry({
            position: 1,
            status: 'Oferta enviada',
            offeredQuantity: 2,
            offerExpiresAt: fromNow(HOUR),
          }),
        }),
      }),
    );
    const summary = await screen.findByRole('region', { name: 'O evento' });
    await waitFor(() => expect(fact(summary, 'Convites à venda')).toBe('2 convites'));
    expect(add()).toBeEnabled();
    expect(screen.queryByText('Venda de convite esgotada')).not.toBeInTheDocument();
  });

  it("an unknown event says 'Evento não encontrado.'", async () => {
    renderPage(
      purchaseApi({ [EVENT]: apiError(404, 'Evento não encontrado.', ErrorCode.NotFound) }),
    );
    expect(await screen.findByText('Evento não encontrado.')).toBeInTheDocument();
  });
});
