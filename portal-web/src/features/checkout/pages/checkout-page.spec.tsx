import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import { order } from '../../../test/fixtures/reservations';
import type { Cart } from '../../../shared/cart/cart-slice';
import { aCart, storeCart } from '../../../test/fixtures/checkout';

const PAGE = '/associado/checkout';

function renderPage(cart: Cart | null, path = PAGE, replies: Parameters<typeof fakeApi>[0] = {}) {
  storeCart(cart);
  const api = fakeApi({ 'GET /api/associate/me': jsonResponse(memberProfile()), ...replies });
  return renderApp(path, api.handler, {
    session: memberSession({ profile: memberProfile() }),
    strict: true,
  });
}

const option = (name: string | RegExp) => screen.findByRole('radio', { name });

describe('Forma de pagamento (/associado/checkout)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./checkout-page');
    await import('./confirm-payment-page');
    await import('./card-payment-page');
    await import('./pix-page');
  }, 30_000);

  it.each([
    '/associado/checkout',
    '/associado/checkout/confirm-payment',
    '/associado/checkout/credcard',
    '/associado/checkout/debit',
    '/associado/checkout/pix',
  ])('without a cart %s goes to the landing page', async (path) => {
    const { router } = renderPage(null, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers debit, credit and Pix beside the cart, with the deadline; continue waits for a choice', async () => {
    const { router, store } = renderPage(aCart());
    expect(await option('Cartão de Débito')).toBeEnabled();
    expect(await option('Cartão de Crédito')).toBeEnabled();
    expect(await option('Pix')).toBeEnabled();
    const summary = screen.getByRole('complementary', { name: 'Resumo do pedido' });
    expect(within(summary).getByText('Salão de Festas')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 150,00')).toBeInTheDocument();
    expect(within(summary).getByText('Pedro Souza (111.444.777-35)')).toBeInTheDocument();
    // the deadline with its date and time (club time), and a countdown
    expect(within(summary).getByTestId('pay-deadline')).toHaveTextContent(
      /^Pague até 01\/03\/2030 12:45faltam \d+:\d{2}:\d{2}$/,
    );
    // not a success: the order waits for its payment
    expect(screen.getByRole('status')).toHaveTextContent('Pedido nº 41 aguardando pagamento.');

    const proceed = screen.getByRole('button', { name: 'Continuar' });
    expect(proceed).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.click(await option('Cartão de Crédito'));
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/associado/checkout/confirm-payment'),
    );
    expect(store.getState().cart.current?.paymentType).toBe('credit');
  });

  it('disables the credit card under R$ 100,00 and says so', async () => {
    renderPage(aCart({ total: 9999 }));
    const credit = await option('Cartão de Crédito (somente para valores acima de R$ 100,00)');
    expect(credit).toBeDisabled();
    expect(await option('Cartão de Débito')).toBeEnabled();
    expect(await option('Pix')).toBeEnabled();
  });

  it('allows the credit card from exactly R$ 100,00', async () => {
    renderPage(aCart({ total: 10000 }));
    expect(await option('Cartão de Crédito')).toBeEnabled();
  });

  it('an order that expired is told at the first step: no payment type can be chosen', async () => {
    // the cart still thinks it has time; the API says the order expired
    renderPage(aCart({ expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }), PAGE, {
      'GET /api/my-order/41': jsonResponse(
        order({ id: 41, status: 'Expirado', type: null, expiresAt: null }),
      ),
    });
    expect(
      await screen.findByText('O prazo de pagamento deste pedido terminou. Faça um novo pedido.'),
    ).toBeInTheDocument();
    expect(await option('Pix')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute(
      'href',
      '/associado/meus-pedidos',
    );
    expect(screen.queryByTestId('pay-deadline')).not.toBeInTheDocument();
  });

  it('a deadline already past in the cart is expired at the first step too', async () => {
    renderPage(aCart({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect(
      await screen.findByText('O prazo de pagamento deste pedido terminou. Faça um novo pedido.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('a deadline closer than the forms take is warned of at the first step', async () => {
    const soon = new Date(Date.now() + 90_000).toISOString();
    renderPage(aCart({ expiresAt: soon }), PAGE, {
      'GET /api/my-order/41': jsonResponse(
        order({ id: 41, status: 'Pendente', type: null, expiresAt: soon }),
      ),
    });
    expect(
      await screen.findByText(/^Atenção: faltam menos de 3 minutos para o fim do prazo/),
    ).toBeInTheDocument();
    // still payable: the member decides
    expect(await option('Pix')).toBeEnabled();
    expect(screen.getByRole('timer', { name: 'Tempo restante para pagar' })).toHaveTextContent(
      /^faltam 1:[0-3]\d$/,
    );
  });
});
