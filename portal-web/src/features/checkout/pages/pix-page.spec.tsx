import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import { apiError, fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { clubDateTime } from '../../../shared/ui/club-time';
import { jsonResponse } from '../../../test/site-settings';
import { order } from '../../../test/fixtures/reservations';
import {
  aCart,
  CUSTOMER,
  openPayload,
  paymentKeys,
  storeCart,
  storedCart,
  stubWebCrypto,
} from '../../../test/fixtures/checkout';

const PAGE = '/associado/checkout/pix';
const KEY = 'GET /api/payment-order/public-key';
const PIX = 'PUT /api/payment-order/pix/41';
const ORDER = 'GET /api/my-order/41';
const SANDBOX = 'POST /api/payment-order/sandbox/pix/pay-1/pay';
const QR = 'iVBORw0KGgoAAAANSUhEUg';
const CODE = '00020126580014br.gov.bcb.pix0136clube@clube.test5204000053039865406150.006304ABCD';

let keys: Awaited<ReturnType<typeof paymentKeys>>;

const pixAnswer = (expiresAt = '2030-03-01T15:45:00.000Z') =>
  jsonResponse(
    {
      paymentId: 'pay-1',
      qrcodeBase64Image: QR,
      qrCodeString: CODE,
      expiresAt,
    },
    201,
  );

function renderPage(replies: Parameters<typeof fakeApi>[0]) {
  storeCart(aCart({ paymentType: 'pix', customer: CUSTOMER }));
  const api = fakeApi({
    'GET /api/associate/me': jsonResponse(memberProfile()),
    [KEY]: keys.publicKeyResponse(),
    ...replies,
  });
  const view = renderApp(PAGE, api.handler, {
    session: memberSession({ profile: memberProfile() }),
    strict: true,
  });
  return { ...view, api };
}

const pending = () => jsonResponse(order({ id: 41, status: 'Pendente', type: null }));
const finished = () => jsonResponse(order({ id: 41, status: 'Finalizado', type: 'Pix' }));

describe('Pix (/associado/checkout/pix)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./pix-page');
    await import('./confirm-payment-page');
    stubWebCrypto();
    keys = await paymentKeys();
  }, 30_000);

  beforeEach(stubWebCrypto);

  it('shows the QR code, the copy-paste code with Copiar, the instructions and links; the sandbox pays it and the page turns to success', async () => {
    const { api, store } = renderPage({
      [PIX]: pixAnswer(),
      [ORDER]: [pending(), finished()],
      [SANDBOX]: jsonResponse({ paid: true }, 201),
    });
    expect(await screen.findByText('Gerando o código Pix...')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR Code do Pix' });
    expect(qr).toHaveAttribute('src', `data:image/png;base64,${QR}`);
    expect(screen.getByLabelText('Pix Copia e Cola')).toHaveValue(CODE);
    expect(screen.getByRole('list', { name: 'Como pagar' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Assim que o pagamento for aprovado, você receberá um e-mail de confirmação com os convites.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minhas reservas' })).toHaveAttribute(
      'href',
      '/associado/minhas-reservas',
    );
    expect(screen.getByRole('link', { name: 'Meus convites' })).toHaveAttribute(
      'href',
      '/associado/meus-convites',
    );

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Código copiado!')).toBeInTheDocument();
    // user-event's stand-in clipboard holds what the page wrote. The awaits outside RTL's own
    // queries run in act(): the page polls the order every 3 s, and on a slow machine an answer
    // can land during them.
    expect(await act(() => navigator.clipboard.readText())).toBe(CODE);

    // the customer only, encrypted; asked once despite StrictMode
    expect(api.callsTo(PIX)).toHaveLength(1);
    const { payload } = await act(() =>
      openPayload(
        keys.privateKey,
        (api.callsTo(PIX)[0].body as { encryptedData: string }).encryptedData,
      ),
    );
    expect(payload).toMatchObject({ orderId: 41, customer: CUSTOMER });
    expect(payload['cardNumber']).toBeUndefined();

    await user.click(await screen.findByRole('button', { name: 'Simular pagamento (sandbox)' }));
    expect(
      await screen.findByRole('heading', { name: 'Pagamento realizado com sucesso!' }),
    ).toBeInTheDocument();
    expect(api.callsTo(SANDBOX)).toHaveLength(1);
    expect(store.getState().cart.current).toBeNull();
    await waitFor(() => expect(storedCart()).toBeNull());
  });

  it('asks every 3 s whether the order was paid and shows the success by itself', async () => {
    const { api } = renderPage({ [PIX]: pixAnswer(), [ORDER]: [pending(), finished()] });
    await screen.findByRole('img', { name: 'QR Code do Pix' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Pagamento realizado com sucesso!' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(ORDER).length).toBeGreaterThanOrEqual(2);
  });

  it("shows one deadline, the API's, with its date and time and a countdown", async () => {
    // The API answers the deadline that counts (the order's hold here, 10 minutes away); the
    // cart still carries another instant: it is not shown beside it.
    const deadline = new Date(Date.now() + 10 * 60_000).toISOString();
    renderPage({ [PIX]: pixAnswer(deadline), [ORDER]: pending() });
    await screen.findByRole('img', { name: 'QR Code do Pix' });
    expect(screen.getAllByText(/Pague até/)).toHaveLength(1);
    expect(screen.getAllByTestId('pay-deadline')).toHaveLength(1);
    expect(screen.getByTestId('pay-deadline')).toHaveTextContent(
      `Pague até ${clubDateTime(deadline)}`,
    );
    expect(clubDateTime(deadline)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const timer = screen.getByRole('timer', { name: 'Tempo restante para pagar' });
    expect(timer).toHaveTextContent(/^faltam (10:00|9:[0-5]\d)$/);
    // it counts down
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3000 });
  });

  it('an order that expired meanwhile says so', async () => {
    renderPage({
      [PIX]: pixAnswer(),
      [ORDER]: jsonResponse(order({ id: 41, status: 'Expirado', type: null })),
    });
    expect(
      await screen.findByText('O prazo de pagamento deste pedido terminou. Faça um novo pedido.'),
    ).toBeInTheDocument();
  });

  it("on failure: the server's error under 'Erro', then back to the billing data", async () => {
    const { router } = renderPage({
      [PIX]: apiError(409, 'Este pedido já foi pago.', ErrorCode.OrderAlreadyPaid),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(dialog).getByText('Este pedido já foi pago.')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/associado/checkout/confirm-payment'),
    );
  });
});
