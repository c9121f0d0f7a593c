import { ErrorCode } from '@clube/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp } from '../../../test/render';

async function openReset(code = 'codigo-do-link-123') {
  const view = renderAdminApp(`/admin/validador/${code}`);
  await screen.findByRole('heading', { name: 'Redefinir senha' });
  return view;
}

type User = Awaited<ReturnType<typeof openReset>>['user'];

async function fill(user: User, email: string, password: string, confirmation: string) {
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Nova senha'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmação da senha'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('admin password reset', () => {
  it('asks for 8 to 20 characters and a matching confirmation', async () => {
    const api = fakeApi();
    const { user } = await openReset();

    await fill(user, 'maria@clube.test', 'curta', 'outra');
    expect(await screen.findByText('Mínimo de 8 caracteres!')).toBeVisible();
    expect(screen.getByText('As senhas não são iguais')).toBeVisible();

    await user.type(screen.getByLabelText('Nova senha'), '-mas-agora-longa-demais');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Máximo de 20 caracteres!')).toBeVisible();
    expect(api.callsTo('POST /recovery-password')).toHaveLength(0);
  });

  it('requires the e-mail', async () => {
    const { user } = await openReset();
    await fill(user, '', 'senha-nova-1', 'senha-nova-1');
    expect(await screen.findByText('Este campo não pode estar vazio!')).toBeVisible();
  });

  it('sends the code of the link, says so and goes to the login', async () => {
    const api = fakeApi({ 'POST /recovery-password': { body: { message: 'ok' } } });
    const { user, router } = await openReset('abc123codigo');

    await fill(user, 'maria@clube.test', 'senha-nova-1', 'senha-nova-1');

    expect(
      await screen.findByText(
        'Sua senha foi alterada com sucesso, você sera redirecionado para a tela de login!',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /recovery-password')[0]?.body).toEqual({
      email: 'maria@clube.test',
      password: 'senha-nova-1',
      passwordConfirmation: 'senha-nova-1',
      code: 'abc123codigo',
      associate: false,
    });
    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('warns about the wrong e-mail on a 400', async () => {
    fakeApi({
      'POST /recovery-password': apiError(
        400,
        ErrorCode.EmailMismatch,
        'E-mail inválido, usar e-mail que solicitou a recuperação de senha',
      ),
    });
    const { user } = await openReset();

    await fill(user, 'outra@clube.test', 'senha-nova-1', 'senha-nova-1');

    expect(
      await screen.findByText(
        'Alerta: E-mail inválido, usar e-mail que solicitou a recuperação de senha',
      ),
    ).toBeInTheDocument();
  });

  it("answers an unknown, used or expired link (403) with the admin text, not the member's", async () => {
    fakeApi({
      'POST /recovery-password': apiError(
        403,
        ErrorCode.InvalidCode,
        'Não foi encontrado nenhuma documento neste periodo!',
      ),
    });
    const { user, router } = await openReset();

    await fill(user, 'maria@clube.test', 'senha-nova-1', 'senha-nova-1');

    // Spec §8, admin reset: '401 and 403 as above' (the admin recovery texts).
    expect(
      await screen.findByText('Acesso negado! Nível de usuário insuficiente para o acesso'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Não foi encontrado nenhuma documento neste periodo!'),
    ).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/validador/codigo-do-link-123');
  });

  it('says the user was not found on a 401', async () => {
    fakeApi({ 'POST /recovery-password': apiError(401, ErrorCode.UserNotFound, 'x') });
    const { user } = await openReset();

    await fill(user, 'maria@clube.test', 'senha-nova-1', 'senha-nova-1');

    expect(
      await screen.findByText('Acesso negado! Usuário não encontrado em nosso banco de dados'),
    ).toBeInTheDocument();
  });
});
