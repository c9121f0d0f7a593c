import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, MSG } from '@clube/shared';
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
  FIRST_DATE,
  hoursValid,
  memberReservation,
  place,
  SECOND_DATE,
  slot,
  SLUG,
} from '../../../test/fixtures/reservations';

const PAGE = `/associado/reserva/${SLUG}`;
const HOURS = `GET /api/locals/public/hours-valid/${SLUG}`;
const CREATE = 'POST /api/order/local-reservation';
const QUOTE = 'POST /api/order/local-reservation/quote';
const ZIP = `GET /api/local-reservations-associate/31/invitations`;

type Replies = Parameters<typeof fakeApi>[0];

function reservationApi(replies: Replies = {}) {
  return fakeApi({
    'GET /api/associate/me': jsonResponse(memberProfile()),
    [`GET /api/locals/public/${SLUG}`]: jsonResponse(place()),
    [HOURS]: jsonResponse(hoursValid()),
    [QUOTE]: quoteOf(() => false),
    ...replies,
  });
}

function renderPage(api: ReturnType<typeof reservationApi>) {
  return renderApp(PAGE, api.handler, {
    session: memberSession({ profile: memberProfile() }),
    strict: true,
  });
}

const goToPayment = () => screen.getByRole('button', { name: 'Ir para Pagamento' });
const choose = (label: string) => screen.findByRole('button', { name: `Escolher ${label}` });

/** Types a guest in the row `number` (1-based). */
async function fillGuest(
  user: ReturnType<typeof userEvent.setup>,
  number: number,
  name: string,
  cpf: string,
) {
  await user.type(screen.getByLabelText(`Nome do convidado ${number}`), name);
  await user.type(screen.getByLabelText(`CPF do convidado ${number}`), cpf);
}

/** The API's quote of the guests sent: `free(doc)` ones free, the others R$ 25,00. */
function quoteOf(free: (doc: string) => boolean) {
  return (call: RecordedCall) => {
    const { invitations } = call.body as { invitations: { name: string; doc: string }[] };
    const guests = invitations.map((guest) => ({
      name: guest.name,
      cpf: guest.doc,
      free: free(guest.doc),
      value: free(guest.doc) ? 0 : 2500,
      valueFormatted: free(guest.doc) ? 'R$ 0,00' : 'R$ 25,00',
    }));
    const total = guests.reduce((sum, guest) => sum + guest.value, 0);
    return jsonResponse({ guests, total, totalFormatted: `R$ ${total / 100},00` });
  };
}

function created(total: number, message: string) {
  const reservation = memberReservation({
    status: total === 0 ? 'Confirmada' : 'Pendente',
    total,
  });
  return jsonResponse(
    {
      message,
      order: {
        id: 41,
        status: total === 0 ? 'Finalizado' : 'Pendente',
        total,
        totalFormatted: total === 0 ? 'R$ 0,00' : 'R$ 25,00',
        expiresAt: total === 0 ? null : '2030-03-01T15:45:00.000Z',
      },
      localReservation: reservation,
    },
    201,
  );
}

describe('Reserva de espaço (/associado/reserva/:slug)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./reservation-page');
  }, 30_000);

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the space, the offered dates and the slots: Escolher, or Reservado disabled', async () => {
    renderPage(reservationApi());
    const user = userEvent.setup({ delay: null });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservar Salão de Festas' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'O espaço' });
    expect(within(facts).getByText('R$ 25,00')).toBeInTheDocument();
    expect(within(facts).getByText('3 pessoas')).toBeInTheDocument();
    expect(within(facts).getByText('Salão')).toBeInTheDocument();

    // The first offered date is chosen; a date whose slots are all taken is not offered.
    expect(await screen.findByRole('button', { name: '15/03/2030' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '17/03/2030' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '14/03/2030' })).toBeDisabled();

    const free = await choose('08:00 às 12:00');
    expect(free).toHaveTextContent('Escolher');
    expect(free).toHaveAttribute('aria-pressed', 'false');
    const taken = screen.getByRole('button', { name: 'Reservado 13:00 às 17:00' });
    expect(taken).toHaveTextContent('Reservado');
    expect(taken).toBeDisabled();
    expect(screen.getByText('08:00 às 12:00')).toBeInTheDocument();

    // No slot chosen: 'Ir para Pagamento' waits.
    expect(goToPayment()).toBeDisabled();
    await user.click(free);
    expect(free).toHaveAttribute('aria-pressed', 'true');
    expect(goToPayment()).toBeEnabled();

    // Another date shows its slots, and the choice starts over.
    await user.click(screen.getByRole('button', { name: '16/03/2030' }));
    expect(await choose('18:00 às 22:00')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('08:00 às 12:00')).not.toBeInTheDocument();
    expect(goToPayment()).toBeDisabled();
  });

  it("says 'NÃO HÁ DATAS DISPONIVEIS PARA RESERVA' when no date has a free slot", async () => {
    renderPage(
      reservationApi({
        [HOURS]: jsonResponse(
          hoursValid([{ date: FIRST_DATE, slots: [slot(FIRST_DATE, '08:00', '12:00', true)] }]),
        ),
      }),
    );
    expect(await screen.findByText('NÃO HÁ DATAS DISPONIVEIS PARA RESERVA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Escolher/ })).not.toBeInTheDocument();
    expect(goToPayment()).toBeDisabled();
  });

  it('keeps Ir para Pagamento disabled with an incomplete guest or a repeated CPF, and stops adding at capacity', async () => {
    renderPage(reservationApi());
    const user = userEvent.setup({ delay: null });
    await user.click(await choose('08:00 às 12:00'));
    const add = screen.getByRole('button', { name: 'Adicionar convidado' });
    expect(screen.getByText(/Associados e dependentes do clube não pagam/)).toBeInTheDocument();

    await user.click(add);
    // an empty row is incomplete: no second row, no payment
    expect(add).toBeDisabled();
    expect(goToPayment()).toBeDisabled();
    await user.type(screen.getByLabelText('Nome do convidado 1'), 'Pedro Souza');
    await user.type(screen.getByLabelText('CPF do convidado 1'), '1114447773');
    // ten digits: still incomplete
    expect(screen.getByLabelText('CPF do convidado 1')).toHaveValue('111.444.777-3');
    expect(add).toBeDisabled();
    expect(goToPayment()).toBeDisabled();
    await user.type(screen.getByLabelText('CPF do convidado 1'), '5');
    expect(screen.getByLabelText('CPF do convidado 1')).toHaveValue('111.444.777-35');
    expect(add).toBeEnabled();
    expect(goToPayment()).toBeEnabled();

    // the same CPF again
    await user.click(add);
    await fillGuest(user, 2, 'Ana Lima', '11144477735');
    expect(screen.getByText('CPF JÁ INSERIDO')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(goToPayment()).toBeDisabled();
    await user.clear(screen.getByLabelText('CPF do convidado 2'));
    await user.type(screen.getByLabelText('CPF do convidado 2'), '52998224725');
    expect(screen.queryByText('CPF JÁ INSERIDO')).not.toBeInTheDocument();
    expect(goToPayment()).toBeEnabled();

    // capacity 3
    await user.click(add);
    await fillGuest(user, 3, 'Rita Alves', '39053344705');
    expect(goToPayment()).toBeEnabled();
    expect(add).toBeDisabled();
    expect(screen.getByText('3 de 3 convidados')).toBeInTheDocument();

    // removing a row makes room again
    await user.click(screen.getByRole('button', { name: 'Remover convidado 3' }));
    expect(screen.queryByLabelText('Nome do convidado 3')).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it("checks a guest's CPF digits as typed: 'CPF inválido.' under the row, no payment", async () => {
    renderPage(reservationApi());
    const user = userEvent.setup({ delay: null });
    await user.click(await choose('08:00 às 12:00'));
    const add = screen.getByRole('button', { name: 'Adicionar convidado' });
    await user.click(add);
    await user.type(screen.getByLabelText('Nome do convidado 1'), 'Pedro Souza');
    const cpf = screen.getByLabelText('CPF do convidado 1');
    await user.type(cpf, '1114447773');
    // ten digits: nothing said yet
    expect(screen.queryByText('CPF inválido.')).not.toBeInTheDocument();
    await user.type(cpf, '6');
    expect(cpf).toHaveAccessibleDescription('CPF inválido.');
    expect(add).toBeDisabled();
    expect(goToPayment()).toBeDisabled();
    // all one digit is no CPF either
    await user.clear(cpf);
    await user.type(cpf, '11111111111');
    expect(cpf).toHaveAccessibleDescription('CPF inválido.');
    // the right check digit clears it
    await user.clear(cpf);
    await user.type(cpf, '11144477735');
    expect(screen.queryByText('CPF inválido.')).not.toBeInTheDocument();
    expect(goToPayment()).toBeEnabled();
  });

  it("hides the guest list for a 'Convidados' place", async () => {
    renderPage(
      reservationApi({
        [`GET /api/locals/public/${SLUG}`]: jsonResponse(
          place({ restrictions: [{ id: 3, description: 'Convidados' }] }),
        ),
      }),
    );
    expect(await choose('08:00 às 12:00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Convidados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar convidado' })).not.toBeInTheDocument();
  });

  it('sends the reservation; free: the spec text, the invitations and my orders', async () => {
    stubObjectUrls();
    const downloads = captureDownloads();
    const api = reservationApi({
      [CREATE]: created(0, MSG.reservationFree),
      [ZIP]: new Response('zip', {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="convites-reserva-31.zip"',
        },
      }),
      'GET /api/my-orders': jsonResponse([]),
    });
    const { router } = renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await choose('08:00 às 12:00'));
    await user.click(screen.getByRole('button', { name: 'Adicionar convidado' }));
    await fillGuest(user, 1, '  Pedro Souza ', '111.444.777-35');
    await user.click(goToPayment());

    expect(await screen.findByRole('dialog', { name: MSG.reservationFree })).toBeInTheDocument();
    const [call] = api.callsTo(CREATE);
    expect(call.body).toEqual({
      local: 7,
      startAt: slot(FIRST_DATE, '08:00', '12:00').startTime,
      endAt: slot(FIRST_DATE, '08:00', '12:00').endTime,
      invitations: [{ name: 'Pedro Souza', doc: '11144477735' }],
      status: 'Pendente',
    });
    expect(call.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/meus-pedidos'));
    expect(api.callsTo(ZIP)).toHaveLength(1);
    expect(downloads.map((download) => download.fileName)).toEqual(['convites-reserva-31.zip']);
  });

  it("shows each guest's price ('Gratuito' for a club person) and the total as guests are typed, before booking", async () => {
    const api = reservationApi({ [QUOTE]: quoteOf((doc) => doc === '52998224725') });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '16/03/2030' }));
    await user.click(await choose('18:00 às 22:00'));
    const quote = screen.getByRole('region', { name: 'Valor do pedido' });
    // no guest yet: the API says what the booking alone costs
    await waitFor(() =>
      expect(within(quote).getByTestId('quote-total')).toHaveTextContent('R$ 0,00'),
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar convidado' }));
    await fillGuest(user, 1, 'Filho do Sócio', '52998224725');
    await user.click(screen.getByRole('button', { name: 'Adicionar convidado' }));
    await fillGuest(user, 2, 'Convidado de Fora', '11144477735');
    await waitFor(() =>
      expect(
        within(quote)
          .queryAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['Filho do SócioGratuito', 'Convidado de ForaR$ 25,00']),
    );
    expect(within(quote).getByTestId('quote-total')).toHaveTextContent('TotalR$ 25,00');
    expect(api.callsTo(QUOTE).at(-1)?.body).toEqual({
      local: 7,
      invitations: [
        { name: 'Filho do Sócio', doc: '52998224725' },
        { name: 'Convidado de Fora', doc: '11144477735' },
      ],
    });
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('sends invitations null without guests; paid: the spec text, the cart and the checkout, no download', async () => {
    const api = reservationApi({
      [CREATE]: created(2500, MSG.reservationPaid),
      'GET /api/my-orders': jsonResponse([]),
    });
    const { router, store } = renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '16/03/2030' }));
    await user.click(await choose('18:00 às 22:00'));
    await user.click(goToPayment());

    // the spec's text, and plainly that nothing is paid yet and what comes next
    expect(await screen.findByRole('dialog', { name: MSG.reservationPaid })).toHaveTextContent(
      /O pedido nº 41 \(R\$ 25,00\) ainda não está pago: ele fica reservado até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Escolha agora a forma de pagamento para concluir\./,
    );
    expect(api.callsTo(CREATE)[0].body).toEqual({
      local: 7,
      startAt: slot(SECOND_DATE, '18:00', '22:00').startTime,
      endAt: slot(SECOND_DATE, '18:00', '22:00').endTime,
      invitations: null,
      status: 'Pendente',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/checkout'));
    expect(api.callsTo(ZIP)).toHaveLength(0);
    expect(store.getState().cart.current).toMatchObject({
      orderId: 41,
      title: 'Salão de Festas',
      total: 2500,
      type: 'reserva',
      paymentType: null,
      expiresAt: '2030-03-01T15:45:00.000Z',
    });
  });

  it("on 403 says 'Sessão expirada!' and signs the member out to the login", async () => {
    const api = reservationApi({
      [CREATE]: apiError(403, 'Você só pode reservar para você mesmo.', ErrorCode.Forbidden),
    });
    const { router, store } = renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await choose('08:00 às 12:00'));
    await user.click(goToPayment());

    const notice = await screen.findByRole('dialog', { name: 'Sessão expirada!' });
    expect(within(notice).getByText('Voce será redirecionado para o Login')).toBeInTheDocument();
    expect(store.getState().session.accessToken).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
  });

  it("on NOT_OWN_RECORD (the API's 403 for a reservation in another's name) signs out the same way", async () => {
    const api = reservationApi({
      [CREATE]: apiError(403, 'Você só pode reservar para você mesmo.', ErrorCode.NotOwnRecord),
    });
    const { router, store } = renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await choose('08:00 às 12:00'));
    await user.click(goToPayment());

    expect(await screen.findByRole('dialog', { name: 'Sessão expirada!' })).toBeInTheDocument();
    expect(store.getState().session.accessToken).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
  });

  it('on 409 shows the server text and asks for the slots again', async () => {
    const taken =
      'Este horário acabou de ser reservado por outro associado. Escolha outro horário.';
    const api = reservationApi({
      [HOURS]: [
        jsonResponse(hoursValid()),
        jsonResponse(
          hoursValid([
            {
              date: FIRST_DATE,
              slots: [slot(FIRST_DATE, '08:00', '12:00', true), slot(FIRST_DATE, '13:00', '17:00')],
            },
          ]),
        ),
      ],
      [CREATE]: apiError(409, taken, ErrorCode.SlotTaken),
    });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await choose('08:00 às 12:00'));
    await user.click(goToPayment());

    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reservado 08:00 às 12:00' })).toBeDisabled();
    expect(api.callsTo(HOURS)).toHaveLength(2);
    expect(goToPayment()).toBeDisabled();
  });

  it('on 400 shows the server text inline', async () => {
    const api = reservationApi({
      [CREATE]: apiError(400, 'Horário indisponível para reserva.', ErrorCode.ValidationFailed),
    });
    renderPage(api);
    const user = userEvent.setup({ delay: null });
    await user.click(await choose('08:00 às 12:00'));
    await user.click(screen.getByRole('button', { name: 'Adicionar convidado' }));
    // (a bad CPF no longer reaches the API: the row says 'CPF inválido.' as it is typed)
    await fillGuest(user, 1, 'Pedro', '52998224725');
    await user.click(goToPayment());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Horário indisponível para reserva.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
