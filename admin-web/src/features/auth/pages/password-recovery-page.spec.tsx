import { ErrorCode } from '@clube/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp } from '../../../test/render';

async function request(email: string) {
  const view = renderAdminApp('/admin/recuperar-senha');
  await screen.findByRole('heading', { name: 'Recuperar senha' });
  if (email) await view.user.type(screen.getByLabelText('E-mail'), email);
  await view.user.click(screen.getByRole('button', { name: 'Enviar' }));
  return view;
}

describe('admin password recovery request', () => {
  it('checks the e-mail before sending', async () => {
    const api = fakeApi();
    await request('maria@clube');

    expect(await screen.findByText('Este e-mail não é válido!')).toBeVisible();
    expect(api.callsTo('POST /send-email-reset-password')).toHaveLength(0);
  });

  it('sends the staff e-mail (associate false) and says the link went out', async () => {
    const api = fakeApi({
      'POST /send-email-reset-password': { body: { message: 'ok' } },
    });
    await request('maria@clube.test');

    expect(
      await screen.findByText('Um link de verificação foi enviado para seu email já cadastrado!'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /send-email-reset-password')[0]?.body).toEqual({
      email: 'maria@clube.test',
      associate: false,
    });
  });

  it('says the user was not found on a 401', async () => {
    fakeApi({
      'POST /send-email-reset-password': apiError(401, ErrorCode.UserNotFound, 'texto do servidor'),
    });
    await request('ninguem@clube.test');

    expect(
      await screen.findByText('Acesso negado! Usuário não encontrado em nosso banco de dados'),
    ).toBeInTheDocument();
  });

  it('says the level is not enough on a 403', async () => {
    fakeApi({ 'POST /send-email-reset-password': apiError(403, ErrorCode.Forbidden, 'x') });
    await request('maria@clube.test');

    expect(
      await screen.findByText('Acesso negado! Nível de usuário insuficiente para o acesso'),
    ).toBeInTheDocument();
  });
});
