import { P, type PermissionName } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const BARRED = {
  id: 3,
  cpf: '11144477735',
  name: 'Fulano de Tal',
  reason: 'Danos ao salão.',
  status: { id: 1, description: 'Ativo' },
  createdAt: '2026-11-20T12:00:00.000Z',
};
const STAFF = [P.listBarredCpf, P.insertBarredCpf, P.updateBarredCpf, P.deleteBarredCpf];

function barredApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /barred-cpf': { body: { data: [BARRED], total: 1 } },
    'GET /barred-cpf/:id': { body: BARRED },
    ...extra,
  });
}

const open = async (permissions: PermissionName[] = STAFF) => {
  const rendered = renderAdminApp('/admin/cpfs-bloqueados', { session: staffSession(permissions) });
  const cell = await screen.findByText('111.444.777-35', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('barred CPFs (/admin/cpfs-bloqueados)', () => {
  it('lists the barred CPFs with name, reason and status, newest first', async () => {
    const api = barredApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'CPFs Bloqueados' })).toBeVisible();
    expect(within(row).getByText('Fulano de Tal')).toBeVisible();
    expect(within(row).getByText('Danos ao salão.')).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
    expect(api.callsTo('GET /barred-cpf')[0]?.query.get('sort')).toBe('-createdAt');
  });

  it('bars a CPF: checks its digits, then POST barred-cpf with the digits, name and reason', async () => {
    const api = barredApi({
      'POST /barred-cpf': { status: 201, body: { ...BARRED, id: 4 } },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar CPF bloqueado' });
    await user.type(within(dialog).getByLabelText('CPF'), '11111111111');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Briga na portaria.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CPF inválido.')).toBeVisible();
    expect(api.callsTo('POST /barred-cpf')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('CPF'));
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await user.type(within(dialog).getByLabelText('Nome'), 'Beltrano');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    expect(api.callsTo('POST /barred-cpf')[0]?.body).toEqual({
      cpf: '52998224725',
      name: 'Beltrano',
      reason: 'Briga na portaria.',
      status: 1,
    });
  });

  it('is in the Cadastros menu for who may list it, not for others', async () => {
    barredApi();
    await open([P.listBarredCpf, P.listSport]);
    const menu = screen.getByRole('complementary', { name: 'Menu lateral' });
    expect(within(menu).getByRole('link', { name: 'CPFs Bloqueados' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });
});
