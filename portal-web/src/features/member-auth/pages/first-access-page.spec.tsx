import { ErrorCode } from '@clube/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { apiError, fakeApi, memberProfile, memberSession } from '../../../test/fake-api';
import { preloadRoutes, renderApp, storedSession } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

const firstAccessMember = () =>
  memberSession({ isFirstAccess: true, accessToken: 'access-old', refreshToken: 'refresh-old' });

const passwordChangedReply = () =>
  jsonResponse({
    message: 'Senha alterada.',
    accessToken: 'access-new',
    refreshToken: 'refresh-new',
    expiresIn: 900,
  });

function api() {
  return fakeApi({
    'GET /api/associate/me': jsonResponse(memberProfile({ isFirstAccess: true })),
    'PUT /api/associate/update-password': passwordChangedReply(),
  });
}

async function changePassword(password: string, confirmation: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Nova senha'), password);
  await user.type(screen.getByLabelText('Confirmar nova senha'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  return user;
}

describe('first access', () => {
  beforeAll(preloadRoutes, 30_000);

  it('holds the member on /primeiro-acesso whatever page is asked for', async () => {
    const { router } = renderApp('/sobre', api().handler, { session: firstAccessMember() });

    expect(await screen.findByRole('heading', { name: 'Primeiro acesso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/primeiro-acesso');

    // a header link
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
        name: 'Eventos',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/primeiro-acesso'));

    // any other address, the member area included
    for (const path of ['/', '/associado', '/associado/recuperar-senha', '/qualquer-coisa']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/primeiro-acesso'));
    }
    expect(screen.getByRole('heading', { name: 'Primeiro acesso' })).toBeInTheDocument();
  });

  it('checks the new password before sending it', async () => {
    const fake = api();
    renderApp('/primeiro-acesso', fake.handler, { session: firstAccessMember() });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Ambas as senhas precisam ser preenchidas')).toHaveLength(2);

    await user.type(screen.getByLabelText('Nova senha'), 'curta');
    expect(await screen.findByText('Mínimo de 8 caracteres!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'uma-senha-grande-demais');
    expect(await screen.findByText('Máximo de 20 caracteres!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('As senhas não são iguais')).toBeInTheDocument();

    expect(fake.callsTo('PUT /api/associate/update-password')).toHaveLength(0);
  });

  it('releases the member after the change: new tokens, landing page, free to navigate', async () => {
    const fake = api();
    const { router, store, persistor } = renderApp('/primeiro-acesso', fake.handler, {
      session: firstAccessMember(),
    });

    await changePassword('nova-senha-1', 'nova-senha-1');

    expect(await screen.findByRole('dialog', { name: 'Senha alterada.' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [call] = fake.callsTo('PUT /api/associate/update-password');
    expect(call.body).toEqual({ password: 'nova-senha-1', passwordConfirmation: 'nova-senha-1' });
    expect(call.authorization).toBe('Bearer access-old');
    expect(store.getState().session).toMatchObject({
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
      isFirstAccess: false,
    });
    await persistor.flush();
    expect(storedSession()).toMatchObject({ accessToken: 'access-new', isFirstAccess: false });

    await act(() => router.navigate('/sobre'));
    expect(router.state.location.pathname).toBe('/sobre');
  });

  it("shows the server's error and keeps the hold when the change fails", async () => {
    const fake = fakeApi({
      'GET /api/associate/me': jsonResponse(memberProfile({ isFirstAccess: true })),
      'PUT /api/associate/update-password': apiError(
        400,
        'A senha deve ter de 8 a 20 caracteres.',
        ErrorCode.ValidationFailed,
      ),
    });
    const { router, store } = renderApp('/primeiro-acesso', fake.handler, {
      session: firstAccessMember(),
    });

    await changePassword('nova-senha-1', 'nova-senha-1');

    const alert = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(alert).getByText('A senha deve ter de 8 a 20 caracteres.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/primeiro-acesso');
    expect(store.getState().session.isFirstAccess).toBe(true);
  });

  it('sends a visitor to the member login', async () => {
    const { router } = renderApp('/primeiro-acesso', fakeApi({}).handler);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/associado');
  });
});
