import { P } from '@clube/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminApp, staffSession } from '../test/render';

describe('admin routes', () => {
  it('shows the admin home at the base path', async () => {
    renderAdminApp('/admin/');

    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(screen.queryByText(/Olá/)).not.toBeInTheDocument();
  });

  it('greets the signed-in staff member on the admin home', async () => {
    renderAdminApp('/admin/', { session: staffSession([P.listNews]) });

    expect(await screen.findByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
    expect(screen.getByText('Olá, Maria Souza!')).toBeVisible();
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
