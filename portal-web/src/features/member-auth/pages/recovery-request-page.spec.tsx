import { ErrorCode } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/site-settings';

async function requestLink(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  return user;
}

describe('member password recovery request', () => {
  beforeAll(preloadRoutes, 30_000);

  it('rejects an e-mail that is not an address, and an empty one', async () => {
    const api = fakeApi({});
    renderApp('/associado/recuperar-senha', api.handler);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Este campo não pode estar vazio!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'socio@');
    expect(await screen.findByText('Este email não é válido!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/send-email-reset-password')).toHaveLength(0);
  });

  it('sends the link for a member and says so', async () => {
    const api = fakeApi({
      'POST /api/send-email-reset-password': jsonResponse({
        message: 'Um link de verificação foi enviado para seu email!',
      }),
    });
    renderApp('/associado/recuperar-senha', api.handler);

    await requestLink('socio@clube.test');

    expect(
      await screen.findByRole('dialog', {
        name: 'Um link de verificação foi enviado para seu email!',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/send-email-reset-password')[0].body).toEqual({
      email: 'socio@clube.test',
      associate: true,
    });
  });

  it('on 400 tells the e-mail is not registered and clears the field', async () => {
    const api = fakeApi({
      'POST /api/send-email-reset-password': apiError(
        400,
        'Email não cadastrado!',
        ErrorCode.EmailNotFound,
      ),
    });
    renderApp('/associado/recuperar-senha', api.handler);

    await requestLink('ninguem@clube.test');

    const alert = await screen.findByRole('dialog', { name: 'Email não cadastrado!' });
    expect(
      within(alert).getByText('Email não encontrado em nosso banco de dados'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    // the cleared field is not flagged as an error
    expect(screen.queryByText('Este campo não pode estar vazio!')).not.toBeInTheDocument();
  });

  it("shows the server's message for other failures and keeps the e-mail", async () => {
    const api = fakeApi({
      'POST /api/send-email-reset-password': apiError(
        429,
        'Muitas tentativas. Tente novamente em alguns minutos.',
        ErrorCode.TooManyRequests,
      ),
    });
    renderApp('/associado/recuperar-senha', api.handler);

    await requestLink('socio@clube.test');

    const alert = await screen.findByRole('dialog', { name: 'Erro' });
    expect(
      within(alert).getByText('Muitas tentativas. Tente novamente em alguns minutos.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('socio@clube.test');
  });

  it('decides by the code, not the status: a 400 of another code is not "not registered"', async () => {
    const api = fakeApi({
      'POST /api/send-email-reset-password': apiError(
        400,
        'Requisição inválida.',
        ErrorCode.BadRequest,
      ),
    });
    renderApp('/associado/recuperar-senha', api.handler);

    await requestLink('socio@clube.test');

    const alert = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(alert).getByText('Requisição inválida.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('socio@clube.test');
  });
});
