import { P } from '@clube/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { renderAdminApp, staffSession } from '../test/render';

describe('admin routes', () => {
  it('shows the admin login to a visitor at the base path', async () => {
    renderAdminApp('/admin/');

    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Painel administrativo' }),
    ).not.toBeInTheDocument();
  });

  it('greets the signed-in staff member on the admin home at the base path', async () => {
    renderAdminApp('/admin/', { session: staffSession([P.listNews]) });

    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(screen.getByText('Olá, Maria Souza!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('sends a signed-in staff member away from the sign-up and recovery screens', async () => {
    const { router } = renderAdminApp('/admin/recuperar-senha', {
      session: staffSession([P.listNews]),
    });

    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows the public screens to a visitor', async () => {
    renderAdminApp('/admin/cadastro');
    expect(await screen.findByRole('heading', { name: 'Cadastrar usuário' })).toBeVisible();
  });

  it('sends a visitor from a staff screen to the login, and one lacking the permission home', async () => {
    const visitor = renderAdminApp('/admin/usuarios-internos');
    expect(await screen.findByRole('heading', { name: 'Login administrativo' })).toBeVisible();
    expect(visitor.router.state.location.pathname).toBe('/admin');
    visitor.unmount();

    const staff = renderAdminApp('/admin/permissoes', { session: staffSession([P.listNews]) });
    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(staff.router.state.location.pathname).toBe('/admin');
  });

  it('shows the not-found page for any other path, with a way back to the admin home', async () => {
    const { user, router } = renderAdminApp('/admin/nao-existe/mesmo', {
      session: staffSession([P.listNews]),
    });

    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect(screen.getByText(/404/)).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Painel administrativo' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Voltar para o painel administrativo' }));
    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
