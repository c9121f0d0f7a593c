import { ErrorCode } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { apiError, fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

const loginReply = (overrides: Record<string, unknown> = {}) =>
  jsonResponse({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresIn: 900,
    isFirstAccess: false,
    authUserId: '6f1c1c1e-8f7a-4d43-9a51-6d1e0c2f7a10',
    ...overrides,
  });

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  return user;
}

describe('member login', () => {
  beforeAll(preloadRoutes, 30_000);

  it('asks for the e-mail and the password before calling the API', async () => {
    const api = fakeApi({});
    renderApp('/associado', api.handler);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Entrar' }));

    expect(await screen.findAllByText('Este campo não pode estar vazio!')).toHaveLength(2);
    expect(api.callsTo('POST /api/auth/login-associate')).toHaveLength(0);
  });

  it("shows a field's message once it is left, its rules loading with the first touch", async () => {
    const api = fakeApi({});
    renderApp('/associado', api.handler);
    const user = userEvent.setup({ delay: null });

    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'maria@clube');
    await user.tab();

    expect(await screen.findByText('E-mail deve ser um e-mail válido!')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // the password, not left yet, says nothing
    expect(screen.queryByText('Este campo não pode estar vazio!')).toBeNull();
    expect(screen.getByLabelText('Senha')).toHaveFocus();
  });

  it('rejects an e-mail that is not an address', async () => {
    const api = fakeApi({});
    renderApp('/associado', api.handler);
    const user = await fillLogin('maria@clube', 'segredo-123');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('E-mail deve ser um e-mail válido!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login-associate')).toHaveLength(0);
  });

  it("shows the server's error in a modal alert and stays on the login", async () => {
    const api = fakeApi({
      'POST /api/auth/login-associate': apiError(
        401,
        'E-mail ou senha inválidos.',
        ErrorCode.InvalidCredentials,
      ),
    });
    const { router, store } = renderApp('/associado', api.handler);
    const user = await fillLogin('maria@clube.test', 'senha-errada');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const alert = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(alert).getByText('E-mail ou senha inválidos.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/associado');
    expect(store.getState().session.accessToken).toBeNull();
    // a 401 of the login is not an expired session
    expect(screen.queryByText('Sessão expirada!')).not.toBeInTheDocument();
  });

  it('signs in with "Manter conectado", loads the profile and shows the name in the header', async () => {
    const api = fakeApi({
      'POST /api/auth/login-associate': loginReply(),
      'GET /api/associate/me': jsonResponse(memberProfile()),
    });
    const { router, store } = renderApp('/associado', api.handler);
    const user = await fillLogin('  maria@clube.test ', 'clube-socio-1');
    await user.click(screen.getByRole('checkbox', { name: 'Manter conectado' }));

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: /Maria Souza/ })).toBeVisible();
    expect(within(header).queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /api/auth/login-associate')[0].body).toEqual({
      email: 'maria@clube.test',
      password: 'clube-socio-1',
      keepConnected: true,
    });
    expect(api.callsTo('GET /api/associate/me')[0].authorization).toBe('Bearer access-1');
    expect(store.getState().session).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      authUserId: '6f1c1c1e-8f7a-4d43-9a51-6d1e0c2f7a10',
      keepConnected: true,
      isFirstAccess: false,
    });
  });

  it('sends a first-access member to /primeiro-acesso', async () => {
    const api = fakeApi({
      'POST /api/auth/login-associate': loginReply({ isFirstAccess: true }),
      'GET /api/associate/me': jsonResponse(memberProfile({ isFirstAccess: true })),
    });
    const { router } = renderApp('/associado', api.handler);
    const user = await fillLogin('primeiro@clube.test', 'clube-primeiro-1');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Primeiro acesso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/primeiro-acesso');
  });

  it('LOGIN pressed on a page leads back to that page after the sign-in', async () => {
    const api = fakeApi({
      'POST /api/auth/login-associate': loginReply(),
      'GET /api/associate/me': jsonResponse(memberProfile()),
    });
    const { router } = renderApp('/nao-existe', api.handler);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'LOGIN' }));
    await fillLogin('maria@clube.test', 'clube-socio-1');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/nao-existe'));
  });

  it('sends a visitor from a login-required page to the login, and back after the sign-in', async () => {
    const api = fakeApi({
      'POST /api/auth/login-associate': loginReply(),
      'GET /api/associate/me': jsonResponse(memberProfile()),
      'GET /api/my-orders': jsonResponse([]),
    });
    const { router } = renderApp('/associado/meus-pedidos', api.handler);

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/associado');
    expect(screen.queryByText('Meus pedidos')).not.toBeInTheDocument();

    const user = await fillLogin('maria@clube.test', 'clube-socio-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Meus pedidos' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/associado/meus-pedidos');
  });

  it('sends a signed-in member who opens the login to the landing page', async () => {
    const api = fakeApi({ 'GET /api/associate/me': jsonResponse(memberProfile()) });
    const { router } = renderApp('/associado', api.handler, { session: memberSession() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('links to the password recovery', async () => {
    const { router } = renderApp('/associado', fakeApi({}).handler);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('link', { name: 'Esqueceu a senha?' }));

    expect(await screen.findByRole('heading', { name: 'Recuperar senha' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/associado/recuperar-senha');
  });
});
