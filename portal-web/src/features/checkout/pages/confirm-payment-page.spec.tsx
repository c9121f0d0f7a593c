import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';
import type { Cart } from '../../../shared/cart/cart-slice';
import { BILLING_STORAGE_KEY } from '../schemas/billing-rules';
import { aCart, storeCart } from '../../../test/fixtures/checkout';
import { associateProfile } from '../../../test/fixtures/profile';

const PAGE = '/associado/checkout/confirm-payment';

function renderPage(cart: Cart, withProfile = true, replies: Parameters<typeof fakeApi>[0] = {}) {
  storeCart(cart);
  const api = fakeApi({
    ...(withProfile ? { 'GET /api/associate/me': jsonResponse(memberProfile()) } : {}),
    ...replies,
  });
  return renderApp(PAGE, api.handler, {
    session: memberSession({ profile: withProfile ? memberProfile() : null }),
    strict: true,
  });
}

const field = (label: string) => screen.getByLabelText(label);

describe('Dados de cobrança (/associado/checkout/confirm-payment)', () => {
  beforeAll(async () => {
    await preloadRoutes();
    await import('./checkout-page');
    await import('./confirm-payment-page');
  }, 30_000);

  beforeEach(() => window.sessionStorage.clear());

  it("shows the spec's messages for an empty form", async () => {
    renderPage(aCart({ paymentType: 'credit' }), false);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const messages = [...document.querySelectorAll('.field__error')].map(
      (node) => node.textContent,
    );
    expect(messages).toEqual([
      'Nome obrigatório',
      'CPF/CNPJ obrigatório',
      'Data Nascimento Obrigatória',
      'Telefone Obrigatório',
      'Email obrigatório',
      'CEP obrigatório',
      'Rua/Avenida obrigatória',
      // the spec gives the number the state's message
      'Estado obrigatório',
      'Bairro obrigatório',
      'Cidade obrigatória',
      'Estado obrigatório',
    ]);
  });

  it('masks the CPF and switches to the CNPJ mask above 11 digits; masks date, phone and CEP', async () => {
    renderPage(aCart({ paymentType: 'pix' }), false);
    const user = userEvent.setup({ delay: null });
    const identity = await screen.findByLabelText('CPF/CNPJ');
    await user.type(identity, '52998224725');
    expect(identity).toHaveValue('529.982.247-25');
    await user.clear(identity);
    await user.type(identity, '11222333000181');
    expect(identity).toHaveValue('11.222.333/0001-81');
    await user.type(field('Data de nascimento'), '12041985');
    expect(field('Data de nascimento')).toHaveValue('12/04/1985');
    await user.type(field('Telefone'), '11987654321');
    expect(field('Telefone')).toHaveValue('(11) 9 8765-4321');
    await user.type(field('CEP'), '01310100');
    expect(field('CEP')).toHaveValue('01.310-100');
  });

  it('takes a landline typed with its own mask (spec §5: both masks); too few digits are refused', async () => {
    renderPage(aCart({ paymentType: 'pix' }), false);
    const user = userEvent.setup({ delay: null });
    const phone = await screen.findByLabelText('Telefone');
    await user.type(phone, '1133334444');
    expect(phone).toHaveValue('(11) 3333-4444');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const errors = [...document.querySelectorAll('.field__error')].map((n) => n.textContent);
    expect(errors).not.toContain('Telefone inválido');
    expect(errors).not.toContain('Telefone Obrigatório');
    // a number too short for either mask is refused
    await user.clear(phone);
    await user.type(phone, '113333444');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Telefone inválido')).toBeInTheDocument();
  });

  it('prefills a landline from the profile with the landline mask', async () => {
    storeCart(aCart({ paymentType: 'pix' }));
    const profile = memberProfile({ phone: '1133334444' });
    const api = fakeApi({ 'GET /api/associate/me': jsonResponse(profile) });
    renderApp(PAGE, api.handler, { session: memberSession({ profile }), strict: true });
    await waitFor(() => expect(field('Telefone')).toHaveValue('(11) 3333-4444'));
  });

  it("Pix: 'Informe seus dados', prefilled from the profile; Confirmar keeps the customer and goes to the Pix", async () => {
    const { router, store } = renderPage(aCart({ paymentType: 'pix' }));
    expect(await screen.findByRole('heading', { name: 'Informe seus dados' })).toBeInTheDocument();
    expect(field('Nome')).toHaveValue('Maria Souza');
    expect(field('CPF/CNPJ')).toHaveValue('529.982.247-25');
    expect(field('Email')).toHaveValue('maria@clube.test');
    expect(field('Telefone')).toHaveValue('(11) 9 8765-4321');
    expect(field('Data de nascimento')).toHaveValue('12/04/1985');
    const method = screen.getByRole('region', { name: 'Forma de pagamento' });
    expect(within(method).getByText('Pix')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.type(field('CEP'), '01310100');
    await user.type(field('Rua/Avenida'), 'Rua das Flores');
    await user.type(field('Número'), '100');
    await user.type(field('Bairro'), 'Centro');
    await user.type(field('Cidade'), 'São Paulo');
    await user.type(field('Estado (UF)'), 'sp');
    expect(field('Estado (UF)')).toHaveValue('SP');

    // the base64 copy in session storage
    const copy = window.sessionStorage.getItem(BILLING_STORAGE_KEY) ?? '';
    const decoded = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(copy), (c) => c.charCodeAt(0))),
    ) as { values: Record<string, string> };
    expect(decoded.values).toMatchObject({ city: 'São Paulo', addressStreet: 'Rua das Flores' });

    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/checkout/pix'));
    const address = {
      Street: 'Rua das Flores',
      Number: '100',
      ZipCode: '01310100',
      City: 'São Paulo',
      State: 'SP',
      District: 'Centro',
      Country: 'BRA',
    };
    expect(store.getState().cart.current?.customer).toEqual({
      Name: 'Maria Souza',
      Identity: '52998224725',
      IdentityType: 'CPF',
      Email: 'maria@clube.test',
      Birthdate: '1985-04-12',
      Phone: '11987654321',
      Address: address,
      DeliveryAddress: address,
    });
  });

  it("card: 'Informe os dados da fatura do cartão'; the copy comes back when the page is reopened; Alterar goes to the choice", async () => {
    const first = renderPage(aCart({ paymentType: 'debit' }));
    expect(
      await screen.findByRole('heading', { name: 'Informe os dados da fatura do cartão' }),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(field('Cidade'), 'Campinas');
    first.unmount();

    const second = renderPage(aCart({ paymentType: 'debit' }));
    expect(await screen.findByLabelText('Cidade')).toHaveValue('Campinas');
    await user.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/associado/checkout'));
  });

  it('without a payment type goes back to the choice', async () => {
    const { router } = renderPage(aCart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/checkout'));
  });

  it('prefills the address the member registered (no retyping); Confirmar goes on with it', async () => {
    const { router, store } = renderPage(aCart({ paymentType: 'pix' }), true, {
      'GET /api/associate-profile': jsonResponse(associateProfile()),
    });
    await waitFor(() => expect(field('Rua/Avenida')).toHaveValue('Rua das Acácias'));
    expect(field('Número')).toHaveValue('250');
    expect(field('CEP')).toHaveValue('04.567-000');
    expect(field('Bairro')).toHaveValue('Jardim Colibri');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado (UF)')).toHaveValue('SP');
    expect(field('Complemento (opcional)')).toHaveValue('');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado/checkout/pix'));
    expect(store.getState().cart.current?.customer?.Address).toEqual({
      Street: 'Rua das Acácias',
      Number: '250',
      ZipCode: '04567000',
      City: 'São Paulo',
      State: 'SP',
      District: 'Jardim Colibri',
      Country: 'BRA',
    });
  });

  it('what the member typed in this tab wins over the registered address', async () => {
    const first = renderPage(aCart({ paymentType: 'pix' }), true);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Cidade'), 'Campinas');
    first.unmount();
    renderPage(aCart({ paymentType: 'pix' }), true, {
      'GET /api/associate-profile': jsonResponse(associateProfile()),
    });
    await waitFor(() => expect(field('Rua/Avenida')).toHaveValue('Rua das Acácias'));
    expect(field('Cidade')).toHaveValue('Campinas');
  });
});
