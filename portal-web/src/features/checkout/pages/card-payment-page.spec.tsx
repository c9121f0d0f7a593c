import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fakeApi, memberProfile, memberSession, type RecordedCall } from '../../../test/fake-api';
import { paths } from '../../../core/paths';
import { preloadPages, preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import { captureDownloads, stubObjectUrls } from '../../../test/fixtures/profile';
import { zipResponse } from '../../../test/fixtures/events';
import { order } from '../../../test/fixtures/reservations';
import type { Cart } from '../../../shared/cart/cart-slice';
import {
  aCart,
  CUSTOMER,
  openPayload,
  paymentKeys,
  storeCart,
  storedCart,
  stubWebCrypto,
} from '../../../test/fixtures/checkout';

const CREDIT = '/associado/checkout/credcard';
const DEBIT = '/associado/checkout/debit';
const KEY = 'GET /api/payment-order/public-key';
const PAY_CREDIT = 'PUT /api/payment-order/credit-card/41';
const AUTH = 'POST /api/payment-order/debit-card/41/authentication';
const CHALLENGE = 'POST /api/payment-order/debit-authentication/ref-1';
const PAY_DEBIT = 'PUT /api/payment-order/debit-card/41';
const ZIP = 'GET /api/local-reservations-associate/31/invitations';

let keys: Awaited<ReturnType<typeof paymentKeys>>;

function renderPage(path: string, replies: Parameters<typeof fakeApi>[0], cart?: Cart) {
  storeCart(cart ?? aCart({ paymentType: 'credit', customer: CUSTOMER }));
  const api = fakeApi({
    'GET /api/associate/me': jsonResponse(memberProfile()),
    [KEY]: keys.publicKeyResponse(),
    'GET /api/my-orders': jsonResponse([]),
    ...replies,
  });
  const view = renderApp(path, api.handler, {
    session: memberSession({ profile: memberProfile() }),
    strict: true,
  });
  return { ...view, api };
}

async function fillCard(user: UserEvent, number = '4000000000001000') {
  await user.type(await screen.findByLabelText('Nome impresso no cartão'), 'Maria Souza');
  await user.type(screen.getByLabelText('Número do cartão'), number);
  await user.type(screen.getByLabelText('Validade'), '122030');
  await user.type(screen.getByLabelText('CVC'), '123');
}

/** My orders shown and the success alert closed: nothing left moving when the test ends. */
async function settleOnMyOrders(user: UserEvent) {
  expect(await screen.findByText('Nenhum dado encontrado!')).toBeInTheDocument();
  const success = screen.getByRole('dialog', { name: 'Pagamento realizado com sucesso!' });
  await user.click(within(success).getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Pagamento realizado com sucesso!' })).toBeNull(),
  );
}

const encrypted = (call: RecordedCall) => (call.body as { encryptedData: string }).encryptedData;

const paid = () =>
  jsonResponse(
    {
      status: 'Finalizado',
      message: 'Pagamento realizado com sucesso!',
      paymentMessage: 'Operation Successful',
      order: order({ id: 41, type: 'Cartão de Crédito', brand: 'Visa' }),
    },
    201,
  );

describe('Pagamento com cartão (/associado/checkout/credcard, /debit)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./card-payment-page');
    await import('../components/debit-challenge-dialog');
    await preloadPages(paths.memberOrders);
    stubWebCrypto();
    keys = await paymentKeys();
  }, 30_000);

  beforeEach(stubWebCrypto);

  it("needs the four fields ('Campo obrigatório') and shows the brand on the card as typed", async () => {
    renderPage(CREDIT, {});
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Efetuar Pagamento' }));
    expect([...document.querySelectorAll('.field__error')].map((node) => node.textContent)).toEqual(
      ['Campo obrigatório', 'Campo obrigatório', 'Campo obrigatório', 'Campo obrigatório'],
    );

    const preview = screen.getByRole('figure', { name: 'Pré-visualização do cartão' });
    // nothing typed: no brand, and no English
    expect(within(preview).getByTestId('card-brand')).toBeEmptyDOMElement();
    expect(screen.queryByText('Brand not found')).toBeNull();
    await user.type(screen.getByLabelText('Número do cartão'), '9999');
    expect(within(preview).getByTestId('card-brand')).toHaveTextContent('Bandeira não reconhecida');
    await user.clear(screen.getByLabelText('Número do cartão'));
    await user.type(screen.getByLabelText('Número do cartão'), '4111');
    expect(within(preview).getByTestId('card-brand')).toHaveTextContent('Visa');
    await user.clear(screen.getByLabelText('Número do cartão'));
    await user.type(screen.getByLabelText('Número do cartão'), '5500000000000004');
    expect(within(preview).getByTestId('card-brand')).toHaveTextContent('Master');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('5500 0000 0000 0004');
    await user.type(screen.getByLabelText('Validade'), '132030');
    await user.tab();
    expect(screen.getByText('Validade inválida: use MM/AAAA')).toBeInTheDocument();
  });

  it('refuses an expiry in the past in the form (the month before this one), accepts this month', async () => {
    const { api } = renderPage(CREDIT, { [PAY_CREDIT]: paid() });
    const user = userEvent.setup({ delay: null });
    const now = new Date();
    const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const mmyyyy = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
    await user.type(await screen.findByLabelText('Nome impresso no cartão'), 'Maria Souza');
    await user.type(screen.getByLabelText('Número do cartão'), '4000000000001000');
    await user.type(screen.getByLabelText('Validade'), mmyyyy(lastMonth));
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Efetuar Pagamento' }));
    expect(await screen.findByText('Cartão vencido.')).toBeInTheDocument();
    expect(api.callsTo(PAY_CREDIT)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Validade'));
    await user.type(screen.getByLabelText('Validade'), mmyyyy(now));
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Cartão vencido.')).toBeNull());
  });

  it('credit: sends a JWE of the order, the card, the customer and a fresh nonce; 201 clears the cart, downloads the invitations, goes to my orders', async () => {
    stubObjectUrls();
    const downloads = captureDownloads();
    const { api, router, store } = renderPage(CREDIT, {
      [PAY_CREDIT]: paid(),
      [ZIP]: zipResponse('convites-reserva-31.zip'),
    });
    const user = userEvent.setup({ delay: null });
    await fillCard(user, '4000000000001000');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Efetuar Pagamento' }));

    expect(
      await screen.findByRole('dialog', { name: 'Pagamento realizado com sucesso!' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/meus-pedidos'));
    expect(store.getState().cart.current).toBeNull();
    await waitFor(() => expect(storedCart()).toBeNull());
    expect(downloads.map((download) => download.fileName)).toEqual(['convites-reserva-31.zip']);
    await settleOnMyOrders(user);

    const [call] = api.callsTo(PAY_CREDIT);
    expect(Object.keys(call.body as object)).toEqual(['encryptedData']);
    const jwe = encrypted(call);
    expect(jwe).not.toContain('4000000000001000');
    const { header, payload } = await openPayload(keys.privateKey, jwe);
    expect(header).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: keys.kid });
    expect(payload).toMatchObject({
      orderId: 41,
      customer: CUSTOMER,
      cardNumber: '4000000000001000',
      holder: 'Maria Souza',
      expirationDate: '12/2030',
      securityCode: '123',
      brand: 'Visa',
    });
    expect(payload['nonce']).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    expect(payload['iat']).toBeGreaterThanOrEqual(before);
    expect(payload['iat']).toBeLessThanOrEqual(Date.now());
  });

  it("declined: 'Erro' with the server's error and the acquirer's code in Portuguese; the cart stays", async () => {
    const { router, store } = renderPage(CREDIT, {
      // the API's refusal: the reason in Portuguese, the acquirer's code for support
      [PAY_CREDIT]: jsonResponse(
        {
          statusCode: 402,
          error: 'Pagamento não autorizado.',
          code: 'PAYMENT_DECLINED',
          paymentMessage: 'Código da operadora: 05',
          returnCode: '05',
        },
        402,
      ),
    });
    const user = userEvent.setup({ delay: null });
    await fillCard(user, '4000000000001002');
    await user.click(screen.getByRole('button', { name: 'Efetuar Pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(dialog).getByText('Pagamento não autorizado.')).toBeInTheDocument();
    expect(within(dialog).getByText('Código da operadora: 05')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CREDIT);
    expect(store.getState().cart.current?.orderId).toBe(41);
  });

  it('debit: the issuer challenge dialog, then the sale with a new JWE and the referenceId', async () => {
    const { api, router } = renderPage(
      DEBIT,
      {
        [AUTH]: jsonResponse({ referenceId: 'ref-1', challenge: true, authenticated: false }, 201),
        [CHALLENGE]: jsonResponse(
          { referenceId: 'ref-1', challenge: false, authenticated: true },
          201,
        ),
        [PAY_DEBIT]: paid(),
        [ZIP]: zipResponse('convites-reserva-31.zip'),
      },
      aCart({ paymentType: 'debit', customer: CUSTOMER }),
    );
    stubObjectUrls();
    captureDownloads();
    expect(
      await screen.findByRole('heading', { name: 'Pagamento com Cartão de Débito' }),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await fillCard(user, '4000000000001091');
    await user.click(screen.getByRole('button', { name: 'Efetuar Pagamento' }));

    const dialog = await screen.findByRole('dialog', { name: 'Autenticação do banco emissor' });
    expect(
      within(dialog).getByText('Confirme esta compra no aplicativo do seu banco.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Pagamento realizado com sucesso!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Autenticação do banco emissor' })).toBeNull(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/meus-pedidos'));
    await settleOnMyOrders(user);
    expect(api.callsTo(CHALLENGE)[0].body).toEqual({ confirm: true });
    const [sale] = api.callsTo(PAY_DEBIT);
    expect((sale.body as { referenceId: string }).referenceId).toBe('ref-1');
    const first = await openPayload(keys.privateKey, encrypted(api.callsTo(AUTH)[0]));
    const second = await openPayload(keys.privateKey, encrypted(sale));
    expect(first.payload['cardNumber']).toBe('4000000000001091');
    expect(second.payload['cardNumber']).toBe('4000000000001091');
    expect(second.payload['nonce']).not.toBe(first.payload['nonce']);
  });

  it("debit not authenticated: 'Erro', no sale", async () => {
    const { api } = renderPage(
      DEBIT,
      {
        [AUTH]: jsonResponse({ referenceId: 'ref-1', challenge: true, authenticated: false }, 201),
        [CHALLENGE]: jsonResponse(
          { referenceId: 'ref-1', challenge: false, authenticated: false },
          201,
        ),
      },
      aCart({ paymentType: 'debit', customer: CUSTOMER }),
    );
    const user = userEvent.setup({ delay: null });
    await fillCard(user, '4000000000001109');
    await user.click(screen.getByRole('button', { name: 'Efetuar Pagamento' }));
    const challenge = await screen.findByRole('dialog', { name: 'Autenticação do banco emissor' });
    await user.click(within(challenge).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erro' });
    expect(
      within(dialog).getByText('Autenticação do cartão recusada pelo banco emissor.'),
    ).toBeInTheDocument();
    expect(api.callsTo(PAY_DEBIT)).toHaveLength(0);
  });

  it('without the billing data goes back to it', async () => {
    const { router } = renderPage(CREDIT, {}, aCart({ paymentType: 'credit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/associado/checkout/confirm-payment'),
    );
  });
});
