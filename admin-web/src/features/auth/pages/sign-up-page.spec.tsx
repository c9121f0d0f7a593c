import { ErrorCode } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp } from '../../../test/render';

async function openSignUp() {
  const view = renderAdminApp('/admin/cadastro');
  await screen.findByRole('heading', { name: 'Cadastrar usuário' });
  return view;
}

async function fill(
  user: Awaited<ReturnType<typeof openSignUp>>['user'],
  values: Partial<Record<string, string>> = {},
) {
  const all = {
    Nome: 'Paulo',
    Sobrenome: 'Dias',
    'E-mail': ' paulo@clube.test ',
    CPF: '39053344705',
    Senha: 'senha-nova-1',
    'Confirmação da senha': 'senha-nova-1',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const submit = () => screen.getByRole('button', { name: 'Cadastrar' });

async function notice(title: string) {
  return (await screen.findByText(title)).closest('.ant-notification-notice') as HTMLElement;
}

describe('admin sign-up', () => {
  it('shows the sign-up messages of the spec', async () => {
    const api = fakeApi();
    const { user } = await openSignUp();

    await user.click(submit());
    expect(await screen.findAllByText('Este campo não pode estar vazio!')).toHaveLength(6);

    await fill(user, { 'E-mail': 'paulo@', CPF: '390533', 'Confirmação da senha': 'outra-senha' });
    await user.click(submit());

    expect(await screen.findByText('O campo email precisa ser um email válido')).toBeVisible();
    expect(screen.getByText('Este campo não pode ser menor que 11 caracteres!')).toBeVisible();
    expect(screen.getByText('As senhas não são iguais!')).toBeVisible();
    expect(api.callsTo('POST /auth/signup')).toHaveLength(0);
  });

  it("sends the trimmed e-mail and the CPF digits, says 'Sucesso' and goes to /admin", async () => {
    const api = fakeApi({
      'POST /auth/signup': { status: 201, body: { message: 'Cadastro realizado.' } },
    });
    const { user, router } = await openSignUp();

    await fill(user);
    await user.click(submit());

    const box = await notice('Sucesso');
    expect(
      within(box).getByText(
        'Seu cadastro foi realizado com sucesso, você será redirecionado para o painel admin!',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/signup')[0]?.body).toEqual({
      name: 'Paulo',
      surname: 'Dias',
      email: 'paulo@clube.test',
      cpf: '39053344705',
      password: 'senha-nova-1',
      passwordConfirmation: 'senha-nova-1',
    });
    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('names the duplicated CPF', async () => {
    fakeApi({
      'POST /auth/signup': apiError(
        400,
        ErrorCode.DuplicateCpf,
        'O campo cpf é único e o valor já existe',
        { cpf: 'O campo cpf é único e o valor já existe' },
      ),
    });
    const { user, router } = await openSignUp();

    await fill(user);
    await user.click(submit());

    const box = await notice('Erro');
    expect(within(box).getByText('O campo cpf é único e o valor já existe')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/cadastro');
  });

  it('names the duplicated e-mail whenever the server message mentions it', async () => {
    fakeApi({
      'POST /auth/signup': apiError(
        400,
        ErrorCode.Conflict,
        'Já existe um cadastro com este e-mail.',
      ),
    });
    const { user } = await openSignUp();

    await fill(user);
    await user.click(submit());

    const box = await notice('Erro');
    expect(within(box).getByText('O campo email único e o valor já existe')).toBeInTheDocument();
  });

  it("shows the server's message for any other 400", async () => {
    fakeApi({ 'POST /auth/signup': apiError(400, ErrorCode.BadRequest, 'Requisição inválida.') });
    const { user } = await openSignUp();

    await fill(user);
    await user.click(submit());

    const box = await notice('Erro');
    expect(within(box).getByText('Requisição inválida.')).toBeInTheDocument();
  });

  it('answers a 403 as the login does', async () => {
    fakeApi({ 'POST /auth/signup': apiError(403, ErrorCode.Forbidden, 'Proibido') });
    const { user } = await openSignUp();

    await fill(user);
    await user.click(submit());

    const box = await notice('Acesso negado!');
    expect(
      within(box).getByText('Nível de usuário insuficiente para o acesso'),
    ).toBeInTheDocument();
  });
});
