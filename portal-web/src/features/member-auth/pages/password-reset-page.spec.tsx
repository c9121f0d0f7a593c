import { ErrorCode } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

const PATH = '/associado/validador/codigo-do-email-123';

async function fillReset(email: string, password: string, confirmation: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(await screen.findByLabelText('E-mail'), email);
  if (password) await user.type(await screen.findByLabelText('Nova senha'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar nova senha'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  return user;
}

function withReply(reply: Response) {
  return fakeApi({ 'POST /api/recovery-password': reply });
}

describe('member password reset (validator)', () => {
  beforeAll(preloadRoutes, 30_000);

  it('asks for the e-mail and both passwords', async () => {
    const api = fakeApi({});
    renderApp(PATH, api.handler);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Este campo não pode estar vazio!')).toBeInTheDocument();
    expect(screen.getAllByText('Ambas as senhas precisam ser preenchidas')).toHaveLength(2);

    await user.type(screen.getByLabelText('E-mail'), 'socio@clube');
    await user.type(screen.getByLabelText('Nova senha'), 'abc');
    expect(await screen.findByText('Email invalido')).toBeInTheDocument();
    expect(await screen.findByText('Mínimo de 8 caracteres!')).toBeInTheDocument();
    expect(screen.getByText('Ambas as senhas precisam ser preenchidas')).toBeInTheDocument();
    expect(api.callsTo('POST /api/recovery-password')).toHaveLength(0);
  });

  it('limits the password to 20 characters and wants the confirmation equal', async () => {
    const api = fakeApi({});
    renderApp(PATH, api.handler);

    await fillReset('socio@clube.test', 'vinte-e-um-caracteres', 'outra-senha');

    expect(await screen.findByText('Máximo de 20 caracteres!')).toBeInTheDocument();
    expect(screen.getByText('As senhas não são iguais')).toBeInTheDocument();
    expect(api.callsTo('POST /api/recovery-password')).toHaveLength(0);
  });

  it('sends the code from the link, says "Senha alterada." and goes to the login', async () => {
    const api = withReply(jsonResponse({ message: 'Senha alterada.' }));
    const { router } = renderApp(PATH, api.handler);

    await fillReset('socio@clube.test', 'nova-senha-1', 'nova-senha-1');

    expect(await screen.findByRole('dialog', { name: 'Senha alterada.' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/associado'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/recovery-password')[0].body).toEqual({
      email: 'socio@clube.test',
      password: 'nova-senha-1',
      passwordConfirmation: 'nova-senha-1',
      code: 'codigo-do-email-123',
      associate: true,
    });
  });

  it('on 400 says to use the e-mail that asked for the recovery', async () => {
    const api = withReply(
      apiError(
        400,
        'E-mail inválido, usar e-mail que solicitou a recuperação de senha',
        ErrorCode.EmailMismatch,
      ),
    );
    const { router } = renderApp(PATH, api.handler);

    await fillReset('outro@clube.test', 'nova-senha-1', 'nova-senha-1');

    const alert = await screen.findByRole('dialog', { name: 'Erro' });
    expect(
      within(alert).getByText('E-mail inválido, usar e-mail que solicitou a recuperação de senha'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('on 403 shows "Acesso negado!" for an unknown, used or expired code', async () => {
    const api = withReply(
      apiError(403, 'Não foi encontrado nenhuma documento neste periodo!', ErrorCode.InvalidCode),
    );
    renderApp(PATH, api.handler);

    await fillReset('socio@clube.test', 'nova-senha-1', 'nova-senha-1');

    const alert = await screen.findByRole('dialog', { name: 'Acesso negado!' });
    expect(
      within(alert).getByText('Não foi encontrado nenhuma documento neste periodo!'),
    ).toBeInTheDocument();
  });

  it('on 401 shows the same text', async () => {
    const api = withReply(apiError(401, 'Não autorizado.', ErrorCode.Unauthenticated));
    renderApp(PATH, api.handler);

    await fillReset('socio@clube.test', 'nova-senha-1', 'nova-senha-1');

    const alert = await screen.findByRole('dialog', { name: 'Erro' });
    expect(
      within(alert).getByText('Não foi encontrado nenhuma documento neste periodo!'),
    ).toBeInTheDocument();
  });

  it("decides by the code, not the status: a 400 of another code shows the server's message", async () => {
    const api = withReply(
      apiError(400, 'A nova senha deve ter de 8 a 20 caracteres.', ErrorCode.ValidationFailed),
    );
    renderApp(PATH, api.handler);

    await fillReset('socio@clube.test', 'nova-senha-1', 'nova-senha-1');

    const alert = await screen.findByRole('dialog', { name: 'Erro' });
    expect(
      within(alert).getByText('A nova senha deve ter de 8 a 20 caracteres.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('E-mail inválido, usar e-mail que solicitou a recuperação de senha'),
    ).toBeNull();
  });
});
