import { ErrorCode, P, type PermissionName } from '@clube/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const SPORT = { id: 3, description: 'Natação', status: { id: 1, description: 'Ativo' } };
const STAFF = [P.listSport, P.insertSport, P.updateSport, P.deleteSport];

function sportsApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /sport': { body: { data: [SPORT], total: 1 } },
    'GET /sport/:id': { body: SPORT },
    ...extra,
  });
}

const open = async (permissions: PermissionName[] = STAFF) => {
  const rendered = renderAdminApp('/admin/modalidades', { session: staffSession(permissions) });
  const cell = await screen.findByText('Natação', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('sports (/admin/modalidades)', () => {
  it('lists the sports with description and status, sorted by description', async () => {
    const api = sportsApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Modalidades' })).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
    expect(api.callsTo('GET /sport')[0]?.query.get('sort')).toBe('description');
    expect(api.callsTo('GET /sport')[0]?.query.get('take')).toBe('10');
  });

  it('shows only what the permissions allow', async () => {
    sportsApi();
    const { row } = await open([P.listSport]);
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
  });

  it('asks for the description before saving', async () => {
    const api = sportsApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar modalidade' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const field = within(dialog)
      .getByLabelText('Descrição')
      .closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Este campo não pode estar vazio!')).toBeVisible();
    expect(api.callsTo('POST /sport')).toHaveLength(0);
  });

  it('creates a sport: POST sport with description and status Ativo', async () => {
    const api = sportsApi({
      'POST /sport': { status: 201, body: { ...SPORT, id: 4, description: 'Futebol Society' } },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar modalidade' });
    await user.type(within(dialog).getByLabelText('Descrição'), '  Futebol Society ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    expect(api.callsTo('POST /sport')[0]?.body).toEqual({
      description: 'Futebol Society',
      status: 1,
    });
  });

  it("edits a sport and shows the server's message for a duplicate", async () => {
    const message = 'Já existe uma modalidade com essa descrição.';
    const api = sportsApi({
      'PUT /sport/:id': apiError(409, ErrorCode.DuplicateDescription, message, {
        description: message,
      }),
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Natação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar modalidade' });
    const input = await within(dialog).findByLabelText('Descrição');
    expect(input).toHaveValue('Natação');
    await user.clear(input);
    await user.type(input, 'Tênis');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText(message)).toHaveLength(2);
    expect(api.callsTo('PUT /sport/3')[0]?.body).toEqual({
      description: 'Tênis',
      status: 1,
    });
  });

  it('deletes a sport after confirming', async () => {
    const api = sportsApi({ 'DELETE /sport/:id': { status: 204 } });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Excluir Natação' }));
    expect(await screen.findByText('Confirma a exclusão?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await screen.findByText('Natação');
    expect(api.callsTo('DELETE /sport/3')).toHaveLength(1);
  });
});
