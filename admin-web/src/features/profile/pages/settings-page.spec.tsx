import { ErrorCode, P } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderAdminApp, staffProfile, staffSession } from '../../../test/render';

describe('own profile (configuracoes)', () => {
  it("saves name, surname and e-mail, says 'O registro foi alterado!' and updates the header", async () => {
    const api = fakeApi({
      'GET /users/me': { body: staffProfile([P.listNews]) },
      'PUT /users/me': (call: ApiCall) => ({
        body: { ...staffProfile([P.listNews]), ...(call.body as object) },
      }),
    });
    const { user } = renderAdminApp('/admin/configuracoes', {
      session: staffSession([P.listNews]),
    });

    const form = await screen.findByRole('form', { name: 'Dados pessoais' });
    expect(within(form).getByLabelText('Nome')).toHaveValue('Maria');
    await user.clear(within(form).getByLabelText('Sobrenome'));
    await user.type(within(form).getByLabelText('Sobrenome'), 'Souza Lima');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me')[0]?.body).toEqual({
      name: 'Maria',
      surname: 'Souza Lima',
      email: 'maria@clube.test',
    });
    expect(await screen.findByRole('button', { name: 'Maria Souza Lima' })).toBeVisible();
  });

  it('changes the password with the current one, and shows a wrong current password', async () => {
    const api = fakeApi({
      'GET /users/me': { body: staffProfile([]) },
      'PUT /users/me': apiError(400, ErrorCode.WrongPassword, 'Senha atual incorreta.', {
        currentPassword: 'Senha atual incorreta.',
      }),
    });
    const { user } = renderAdminApp('/admin/configuracoes', { session: staffSession([]) });

    const form = await screen.findByRole('form', { name: 'Alterar senha' });
    await user.type(within(form).getByLabelText('Senha atual'), 'errada-123');
    await user.type(within(form).getByLabelText('Nova senha'), 'curta');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(form).findByText('Mínimo de 8 caracteres!')).toBeVisible();
    expect(within(form).getByText('Este campo não pode estar vazio!')).toBeVisible();

    await user.type(within(form).getByLabelText('Nova senha'), '-agora-sim');
    await user.type(within(form).getByLabelText('Confirmação da nova senha'), 'curta-agora-sim');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Senha atual incorreta.');
    expect(api.callsTo('PUT /users/me')[0]?.body).toEqual({
      currentPassword: 'errada-123',
      password: 'curta-agora-sim',
      passwordConfirmation: 'curta-agora-sim',
    });
  });
});
