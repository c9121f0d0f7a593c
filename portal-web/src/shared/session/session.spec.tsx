import { ErrorCode } from '@clube/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { apiError, fakeApi, memberProfile, memberSession } from '../../test/fake-api';
import { preloadRoutes, renderApp, storedSession } from '../../test/render-app';
import { jsonResponse } from '../../test/site-settings';

const expired = () => apiError(401, 'Sessão expirada.', ErrorCode.Unauthenticated);

describe('member session', () => {
  beforeAll(preloadRoutes, 30_000);

  it('restores a saved session and shows the member in the header', async () => {
    const api = fakeApi({ 'GET /api/associate/me': jsonResponse(memberProfile()) });
    renderApp('/', api.handler, { session: memberSession() });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: /Maria Souza/ })).toBeVisible();
    expect(api.callsTo('GET /api/associate/me')[0].authorization).toBe('Bearer access-1');
  });

  it('with "Manter conectado" renews an expired token once and goes on', async () => {
    const api = fakeApi({
      'GET /api/associate/me': (call) =>
        call.authorization === 'Bearer access-2' ? jsonResponse(memberProfile()) : expired(),
      'POST /api/refresh-token': jsonResponse({
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
        expiresIn: 900,
      }),
    });
    const { store, persistor } = renderApp('/', api.handler, {
      session: memberSession({ keepConnected: true }),
    });

    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: /Maria Souza/ }),
    ).toBeVisible();
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(1);
    expect(api.callsTo('POST /api/refresh-token')[0].body).toEqual({
      refreshToken: 'refresh-1',
      authUserId: '6f1c1c1e-8f7a-4d43-9a51-6d1e0c2f7a10',
    });
    expect(store.getState().session).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
    await persistor.flush();
    expect(storedSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(screen.queryByText('Sessão expirada!')).not.toBeInTheDocument();
  });

  it('without "Manter conectado" an expired token ends the session with the notice', async () => {
    const api = fakeApi({
      'GET /api/associate/me': expired(),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    const { router, store } = renderApp('/sobre', api.handler, { session: memberSession() });

    const notice = await screen.findByRole('dialog', { name: 'Sessão expirada!' });
    expect(within(notice).getByText('Voce será redirecionado para o Login')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(0);
    expect(store.getState().session.accessToken).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'LOGIN' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/logout')[0].body).toEqual({ refreshToken: 'refresh-1' });
  });

  it('ends the session with the notice when the renewal is refused', async () => {
    const api = fakeApi({
      'GET /api/associate/me': expired(),
      'POST /api/refresh-token': apiError(401, 'Sessão expirada.', ErrorCode.Unauthenticated),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    const { router, store } = renderApp('/', api.handler, {
      session: memberSession({ keepConnected: true }),
    });

    expect(await screen.findByRole('dialog', { name: 'Sessão expirada!' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null });
  });

  it('"Sair" ends the session on the server, clears the saved session and goes to the landing page', async () => {
    const api = fakeApi({
      'GET /api/associate/me': jsonResponse(memberProfile()),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    const { router, persistor } = renderApp('/sobre', api.handler, {
      session: memberSession({ keepConnected: true }),
    });
    const user = userEvent.setup({ delay: null });
    const header = await screen.findByRole('banner');

    await user.click(await within(header).findByRole('button', { name: /Maria Souza/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    expect(await within(header).findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /api/auth/logout')[0].body).toEqual({ refreshToken: 'refresh-1' });
    await persistor.flush();
    expect(storedSession()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      authUserId: null,
      profile: null,
      keepConnected: false,
      isFirstAccess: false,
    });
    expect(screen.queryByText('Sessão expirada!')).not.toBeInTheDocument();
  });

  it('"Sair" on a login-required page also goes to the landing page', async () => {
    const api = fakeApi({
      'GET /api/associate/me': jsonResponse(memberProfile({ isFirstAccess: true })),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    const { router, store } = renderApp('/primeiro-acesso', api.handler, {
      session: memberSession({ isFirstAccess: true }),
    });
    const user = userEvent.setup({ delay: null });
    const header = await screen.findByRole('banner');
    expect(await screen.findByRole('heading', { name: 'Primeiro acesso' })).toBeInTheDocument();

    await user.click(await within(header).findByRole('button', { name: /Maria Souza/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    expect(await within(header).findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'Bem-vindo ao Clube Colibri' }),
    ).toBeInTheDocument();

    // the flag is done with: the guard sends a visitor to the login again
    await waitFor(() => expect(store.getState().session.redirect).toBeNull());
    await act(() => router.navigate('/primeiro-acesso'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
  });

  it('"Sair" on the landing page stays there and is done with the redirect', async () => {
    const api = fakeApi({
      'GET /api/associate/me': jsonResponse(memberProfile()),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    const { router, store } = renderApp('/', api.handler, { session: memberSession() });
    const user = userEvent.setup({ delay: null });
    const header = await screen.findByRole('banner');

    await user.click(await within(header).findByRole('button', { name: /Maria Souza/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    expect(await within(header).findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.redirect).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
