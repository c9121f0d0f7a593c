import { P, type PermissionName } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const KEY = {
  id: '7d4f3a8e-0b1c-4c1d-9e2f-3a4b5c6d7e8f',
  name: 'Contabilidade',
  prefix: 'ck_live_AbCdEfGhIjKl',
  permissions: [P.listReportPayments],
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  createdBy: { id: 'b3c0f3a1-1d2e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Maria Souza' },
  status: { id: 'active', description: 'Ativa' },
};
const SECRET = `ck_live_ZyXwVuTsRqPo${'s'.repeat(43)}`;
const STAFF = [P.listApiKey, P.insertApiKey, P.deleteApiKey, P.listReportPayments];

const openPopup = () =>
  waitFor(() => {
    const shown = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      ),
    ].at(-1);
    if (!shown) throw new Error('no open select popup');
    return shown;
  });

const open = async (permissions: PermissionName[] = STAFF) => {
  const rendered = renderAdminApp('/admin/chaves-api', { session: staffSession(permissions) });
  const cell = await screen.findByText('Contabilidade', {}, { timeout: 25_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('API keys (/admin/chaves-api)', () => {
  it('lists the keys: prefix, permissions, validity, last use and status, never a secret', async () => {
    fakeApi({ 'GET /api-keys': { body: { data: [KEY], total: 1 } } });
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Chaves de API' })).toBeVisible();
    expect(within(row).getByText('ck_live_AbCdEfGhIjKl…')).toBeVisible();
    expect(within(row).getByText('Ver relatório de cobranças')).toBeVisible();
    expect(within(row).getByText('Sem validade')).toBeVisible();
    expect(within(row).getByText('Nunca usada')).toBeVisible();
    expect(within(row).getByText('Ativa')).toBeVisible();
  });

  it('creates a key with the permissions the staff member holds and shows the secret once', async () => {
    const api = fakeApi({
      'GET /api-keys': { body: { data: [KEY], total: 1 } },
      'POST /api-keys': { status: 201, body: { ...KEY, name: 'BI', key: SECRET } },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar chave de API' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escolha ao menos uma permissão.')).toBeVisible();
    expect(api.callsTo('POST /api-keys')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nome'), 'BI');
    await user.click(within(dialog).getByRole('combobox', { name: 'Permissões' }));
    const popup = await openPopup();
    // Only what the staff member holds, and never the keys' own permissions.
    expect(within(popup).getByText('Ver relatório de cobranças')).toBeInTheDocument();
    expect(within(popup).queryByText('Ver relatório de pessoas')).not.toBeInTheDocument();
    expect(within(popup).queryByText('Cadastrar chaves de API')).not.toBeInTheDocument();
    await user.click(within(popup).getByText('Ver relatório de cobranças'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText(SECRET)).toBeVisible();
    expect(
      within(dialog).getByText(
        'Copie a chave agora e guarde-a em local seguro: ela não será mostrada novamente.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copiar chave' })).toBeInTheDocument();
    expect(api.callsTo('POST /api-keys')[0]?.body).toEqual({
      name: 'BI',
      permissions: [P.listReportPayments],
      expiresOn: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it('revokes a key after confirmation', async () => {
    const api = fakeApi({
      'GET /api-keys': { body: { data: [KEY], total: 1 } },
      'DELETE /api-keys/:id': {
        body: { ...KEY, status: { id: 'revoked', description: 'Revogada' } },
      },
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Revogar Contabilidade' }));
    expect(await screen.findByText('Revogar esta chave?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api-keys/${KEY.id}`)).toHaveLength(1));
    expect(await screen.findByText('Chave revogada.')).toBeInTheDocument();
  });

  it('is in the Admin menu for who may list keys; no create or revoke without the permissions', async () => {
    fakeApi({ 'GET /api-keys': { body: { data: [KEY], total: 1 } } });
    const { row } = await open([P.listApiKey]);
    const menu = screen.getByRole('complementary', { name: 'Menu lateral' });
    expect(within(menu).getByRole('link', { name: 'Chaves de API' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Revogar/ })).not.toBeInTheDocument();
  });
});
