import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import type { Cart } from '../../../shared/cart/cart-slice';
import { aCart, storeCart } from '../../../test/fixtures/checkout';

const PAGE = '/associado/checkout';

function renderPage(cart: Cart | null, path = PAGE) {
  storeCart(cart);
  const api = fakeApi({ 'GET /api/associate/me': jsonResponse(memberProfile()) });
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
    expect(within(summary).getByText('Pague até 12:45')).toBeInTheDocument();

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
});
