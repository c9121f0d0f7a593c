import { ErrorCode, P } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffProfile } from '../../../test/render';

const cpfField = () => screen.getByLabelText('CPF');
const passwordField = () => screen.getByLabelText('Senha');

async function fillAndSubmit(cpf = '52998224725', password = 'clube-admin-1') {
  const view = renderAdminApp('/admin/');
  await screen.findByRole('heading', { name: 'Login administrativo' });
  await view.user.type(cpfField(), cpf);
  await view.user.type(passwordField(), password);
  await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
  return view;
}

/** antd's notification area (role alert for errors, status for the rest). */
async function notice(text: string) {
  const title = await screen.findByText(text);
  return title.closest('.ant-notification-notice') as HTMLElement;
}

describe('admin login', () => {
  it('masks the CPF as ###.###.###-## while typing', async () => {
    const { user } = renderAdminApp('/admin/');
    await screen.findByRole('heading', { name: 'Login administrativo' });

    await user.type(cpfField(), '5299822');
    expect(cpfField()).toHaveValue('529.982.2');
    await user.type(cpfField(), '4725999');
    expect(cpfField()).toHaveValue('529.982.247-25');
  });

  it('has the sign-up and recovery links, and shows and hides the password', async () => {
    const { user } = renderAdminApp('/admin/');
    await screen.findByRole('heading', { name: 'Login administrativo' });

    expect(screen.getByRole('link', { name: 'Cadastrar usuário' })).toHaveAttribute(
      'href',
      '/admin/cadastro',
    );
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute(
      'href',
      '/admin/recuperar-senha',
    );
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('says which fields are missing', async () => {
    const api = fakeApi();
    const { user } = renderAdminApp('/admin/');
    await screen.findByRole('heading', { name: 'Login administrativo' });

    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findAllByText('Este campo não pode estar vazio!')).toHaveLength(2);
    await user.type(cpfField(), '529982');
    await user.tab();
    expect(
      await screen.findByText('Este campo não pode conter menos que 11 caracteres!'),
    ).toBeVisible();
    expect(api.callsTo('POST /auth/login-admin')).toHaveLength(0);
  });

  it('signs in with the CPF digits and opens the admin home with the profile of the answer', async () => {
    const user = staffProfile([P.listNews, P.listUser], { name: 'Ana', surname: 'Costa' });
    const api = fakeApi({
      'POST /auth/login-admin': {
        body: { accessToken: 'a1', refreshToken: 'r1', expiresIn: 900, user },
      },
      'GET /users/me': { body: user },
    });

    const { store, router } = await fillAndSubmit('52998224725', 'clube-admin-1');

    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(screen.getByText('Olá, Ana Costa!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(api.callsTo('POST /auth/login-admin')[0]?.body).toEqual({
      cpf: '52998224725',
      password: 'clube-admin-1',
    });
    expect(store.getState().session).toMatchObject({ accessToken: 'a1', refreshToken: 'r1' });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Notícias', 'Usuários Internos']);
  });

  it("shows 'Acesso pendente!' with the server's text on a 400", async () => {
    fakeApi({
      'POST /auth/login-admin': apiError(
        400,
        ErrorCode.AccessPending,
        'Seu cadastro ainda não foi liberado por um administrador.',
      ),
    });

    const { store } = await fillAndSubmit();

    const box = await notice('Acesso pendente!');
    expect(
      within(box).getByText('Seu cadastro ainda não foi liberado por um administrador.'),
    ).toBeInTheDocument();
    expect(store.getState().session.accessToken).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login administrativo' })).toBeVisible();
  });

  it("shows 'Acesso negado!' and the not-found text on a 401", async () => {
    fakeApi({
      'POST /auth/login-admin': apiError(
        401,
        ErrorCode.InvalidCredentials,
        'qualquer texto do servidor',
      ),
    });

    await fillAndSubmit();

    const box = await notice('Acesso negado!');
    expect(
      within(box).getByText('Usuário ou senha não encontrada em nosso banco de dados'),
    ).toBeInTheDocument();
    expect(screen.queryByText('qualquer texto do servidor')).not.toBeInTheDocument();
  });

  it("shows 'Acesso negado!' and the level text on a 403", async () => {
    fakeApi({ 'POST /auth/login-admin': apiError(403, ErrorCode.Forbidden, 'Proibido') });

    await fillAndSubmit();

    const box = await notice('Acesso negado!');
    expect(
      within(box).getByText('Nível de usuário insuficiente para o acesso'),
    ).toBeInTheDocument();
  });

  it("shows the server's text when there were too many attempts", async () => {
    fakeApi({
      'POST /auth/login-admin': apiError(
        429,
        ErrorCode.TooManyRequests,
        'Muitas tentativas. Aguarde um pouco e tente novamente.',
      ),
    });

    await fillAndSubmit();

    expect(
      await screen.findByText('Muitas tentativas. Aguarde um pouco e tente novamente.'),
    ).toBeInTheDocument();
  });
});
