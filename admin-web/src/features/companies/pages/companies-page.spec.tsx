import { ErrorCode, P, type PermissionName } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const COMPANY = {
  id: 3,
  description: 'Banco Horizonte S.A.',
  status: { id: 1, description: 'Ativo' },
};
const STAFF = [P.listCompany, P.insertCompany, P.updateCompany, P.deleteCompany];

function companiesApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /companies': { body: { data: [COMPANY], total: 1 } },
    'GET /companies/:id': { body: COMPANY },
    ...extra,
  });
}

const open = async (permissions: PermissionName[] = STAFF) => {
  const rendered = renderAdminApp('/admin/companies', { session: staffSession(permissions) });
  const cell = await screen.findByText('Banco Horizonte S.A.', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

describe('companies (/admin/companies)', () => {
  it('lists the companies with description and status, sorted by description', async () => {
    const api = companiesApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Empresas' })).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
    expect(api.callsTo('GET /companies')[0]?.query.get('sort')).toBe('description');
    expect(api.callsTo('GET /companies')[0]?.query.get('take')).toBe('10');
  });

  it('filters the list by status', async () => {
    const api = companiesApi();
    const { user } = await open();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const popup = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      );
      if (!shown) throw new Error('select not open');
      return shown;
    });
    await user.click(within(popup).getByText('Inativo'));
    await waitFor(() =>
      expect(api.callsTo('GET /companies').at(-1)?.query.get('status')).toBe('2'),
    );
  });

  it('shows only what the permissions allow', async () => {
    companiesApi();
    const { row } = await open([P.listCompany]);
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
  });

  it('asks for the description before saving', async () => {
    const api = companiesApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar empresa' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const field = within(dialog)
      .getByLabelText('Descrição')
      .closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Este campo não pode estar vazio!')).toBeVisible();
    expect(api.callsTo('POST /companies')).toHaveLength(0);
  });

  it('creates a company: POST companies with description and status Ativo', async () => {
    const api = companiesApi({
      'POST /companies': { status: 201, body: { ...COMPANY, id: 4, description: 'Hospital' } },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar empresa' });
    await user.type(within(dialog).getByLabelText('Descrição'), '  Hospital Santa Clara ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi inserido!')).toBeInTheDocument();
    expect(api.callsTo('POST /companies')[0]?.body).toEqual({
      description: 'Hospital Santa Clara',
      status: 1,
    });
  });

  it("edits a company and shows the server's message for a duplicate", async () => {
    const message = 'Já existe uma empresa com essa descrição.';
    const api = companiesApi({
      'PUT /companies/:id': apiError(409, ErrorCode.DuplicateDescription, message, {
        description: message,
      }),
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Banco Horizonte S.A.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar empresa' });
    const input = await within(dialog).findByLabelText('Descrição');
    expect(input).toHaveValue('Banco Horizonte S.A.');
    await user.clear(input);
    await user.type(input, 'Colibri Serviços Ltda.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText(message)).toHaveLength(2);
    expect(api.callsTo('PUT /companies/3')[0]?.body).toEqual({
      description: 'Colibri Serviços Ltda.',
      status: 1,
    });
  });

  it('deletes a company after confirming', async () => {
    const api = companiesApi({ 'DELETE /companies/:id': { status: 204 } });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Excluir Banco Horizonte S.A.' }));
    expect(await screen.findByText('Confirma a exclusão?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await screen.findByText('Banco Horizonte S.A.');
    expect(api.callsTo('DELETE /companies/3')).toHaveLength(1);
  });
});
