import { ErrorCode, P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { expectConsole } from '../../../test/console-guard';
import { apiError, fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderAdminApp, staffProfile, staffSession } from '../../../test/render';

const PAULO = staffProfile([], {
  id: '0b9f7a52-8d55-4a0e-9a55-1c7d3c0e8f11',
  name: 'Paulo',
  surname: 'Dias',
  email: 'paulo@clube.test',
  cpf: '39053344705',
  status: { id: 3, description: 'Pendente' },
});

const CATALOGUE = [
  {
    key: 'site',
    title: 'Site',
    permissions: [{ id: 11, description: 'list-news', label: 'Listar notícias' }],
  },
  {
    key: 'admin',
    title: 'Admin',
    permissions: [{ id: 21, description: 'list-user', label: 'Listar usuários internos' }],
  },
];

const STAFF = [P.listUser, P.insertUser, P.updateUser, P.deleteUser, P.listPermission];

function usersApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /users': (call: ApiCall) => ({
      body:
        call.query.get('search') === 'zzz' ? { data: [], total: 0 } : { data: [PAULO], total: 1 },
    }),
    'GET /users/:id': { body: PAULO },
    'GET /users/me': { body: staffProfile(STAFF) },
    'GET /status': {
      body: [
        { id: 1, description: 'Ativo' },
        { id: 2, description: 'Inativo' },
        { id: 3, description: 'Pendente' },
      ],
    },
    'GET /group-permissions': { body: CATALOGUE },
    ...extra,
  });
}

/** Picks `option` in the antd Select labelled `label` inside `container`. */
async function choose(
  user: ReturnType<typeof renderAdminApp>['user'],
  container: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(container).getByLabelText(label));
  const popup = await waitFor(() => {
    const open = document.querySelector<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
    );
    if (!open) throw new Error('select not open');
    return open;
  });
  await user.click(within(popup).getByText(option));
}

describe('internal users', () => {
  it('lists the users with the CPF masked, status and admin flag', async () => {
    const api = usersApi();
    renderAdminApp('/admin/usuarios-internos', { session: staffSession(STAFF) });

    expect(await screen.findByRole('heading', { name: 'Usuários Internos' })).toBeVisible();
    const row = (await screen.findByText('Paulo Dias')).closest('tr') as HTMLElement;
    expect(within(row).getByText('390.533.447-05')).toBeVisible();
    expect(within(row).getByText('paulo@clube.test')).toBeVisible();
    expect(within(row).getByText('Pendente')).toBeVisible();
    expect(within(row).getByText('Não')).toBeVisible();
    expect(api.callsTo('GET /users')[0]?.query.toString()).toBe('skip=0&take=10');
  });

  it('activates a pending user and grants permissions in the edit dialog', async () => {
    const api = usersApi({
      'PUT /users/:id': (call) => ({ body: { ...PAULO, ...(call.body as object) } }),
    });
    const { user } = renderAdminApp('/admin/usuarios-internos', { session: staffSession(STAFF) });

    await user.click(await screen.findByRole('button', { name: 'Editar Paulo Dias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário interno' });
    expect(await within(dialog).findByText('390.533.447-05')).toBeVisible();

    await choose(user, dialog, 'Status', 'Ativo');
    await choose(user, dialog, 'Permissões', 'Listar notícias');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/users/${PAULO.id}`);
    expect(put?.body).toEqual({ admin: false, status: 1, permissions: [11] });
    await waitFor(() => expect(api.callsTo('GET /users').length).toBeGreaterThan(1));
  });

  it("shows the server's error in an alert when a new user cannot be saved", async () => {
    usersApi({
      'POST /users': apiError(
        400,
        ErrorCode.DuplicateCpf,
        'O campo cpf é único e o valor já existe',
        {
          cpf: 'O campo cpf é único e o valor já existe',
        },
      ),
    });
    const { user } = renderAdminApp('/admin/usuarios-internos', { session: staffSession(STAFF) });

    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar usuário interno' });
    const values: [string, string][] = [
      ['Nome', 'Paulo'],
      ['Sobrenome', 'Dias'],
      ['E-mail', 'outro@clube.test'],
      ['CPF', '39053344705'],
      ['Senha', 'senha-nova-1'],
      ['Confirmação da senha', 'senha-nova-1'],
    ];
    for (const [label, value] of values) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(value);
    }
    expect(within(dialog).getByLabelText('CPF')).toHaveValue('390.533.447-05');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O campo cpf é único e o valor já existe',
    );
    expect(screen.getByRole('dialog', { name: 'Cadastrar usuário interno' })).toBeVisible();
  });

  it("raises 'Acesso negado!' when the API refuses the list", async () => {
    // Spec §8: a list load failure is only logged (the 403 notice comes from the base query).
    expectConsole('error', 'Falha ao carregar a lista');
    fakeApi({
      'GET /users': apiError(
        403,
        ErrorCode.Forbidden,
        'Nível de usuário insuficiente para o acesso',
      ),
    });
    renderAdminApp('/admin/usuarios-internos', { session: staffSession(STAFF) });

    const title = await screen.findByText('Acesso negado!');
    const box = title.closest('.ant-notification-notice') as HTMLElement;
    expect(
      within(box).getByText('Nível de usuário insuficiente para o acesso'),
    ).toBeInTheDocument();
  });
});
