import { ErrorCode, P } from '@clube/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderAdminApp, staffProfile, staffSession } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';

const PAULO = staffProfile([], {
  id: '0b9f7a52-8d55-4a0e-9a55-1c7d3c0e8f11',
  name: 'Paulo',
  surname: 'Dias',
  cpf: '39053344705',
});

const CATALOGUE = [
  {
    key: 'site',
    title: 'Site',
    permissions: [
      { id: 11, description: 'list-news', label: 'Listar notícias' },
      { id: 12, description: 'insert-news', label: 'Cadastrar notícias' },
    ],
  },
  {
    key: 'admin',
    title: 'Admin',
    permissions: [{ id: 21, description: 'list-user', label: 'Listar usuários internos' }],
  },
];

const STAFF = [P.listUser, P.listPermission, P.updatePermission];

/** The API with Paulo holding `held` permission ids; toggles flip them (a little later). */
function permissionsApi(held: number[] = [12]) {
  const granted = new Set(held);
  const toggles = { inFlight: 0, most: 0 };
  const api = fakeApi({
    'GET /users/me': { body: staffProfile(STAFF) },
    'GET /users': { body: { data: [PAULO], total: 1 } },
    'GET /group-permissions': { body: CATALOGUE },
    'GET /v1/users-permission': (call: ApiCall) => ({
      body: {
        userId: call.query.get('userId'),
        permissions: [...granted].map((id) => ({ id, description: `p${id}` })),
      },
    }),
    'POST /v1/users-toggle-permission': async (call: ApiCall) => {
      toggles.inFlight += 1;
      toggles.most = Math.max(toggles.most, toggles.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      toggles.inFlight -= 1;
      const { userId, permissionId } = call.body as { userId: string; permissionId: number };
      const now = !granted.has(permissionId);
      if (now) granted.add(permissionId);
      else granted.delete(permissionId);
      return { body: { userId, permissionId, granted: now, message: 'Permissão alterada!' } };
    },
  });
  return { ...api, toggles };
}

async function pickPaulo(user: ReturnType<typeof renderAdminApp>['user']) {
  await screen.findByRole('heading', { name: 'Permissões' });
  await user.click(screen.getByLabelText('Usuário'));
  const option = await screen.findByText('Paulo Dias · 390.533.447-05', {
    selector: '.ant-select-item-option-content',
  });
  await user.click(option);
  return screen.findByRole('switch', { name: /Listar notícias/ });
}

describe('permissions screen', () => {
  it("switches one permission through the API and says 'Permissão alterada!'", async () => {
    const api = permissionsApi([12]);
    const { user } = renderAdminApp('/admin/permissoes', { session: staffSession(STAFF) });

    const news = await pickPaulo(user);
    expect(news).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Cadastrar notícias/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Site' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Admin' })).toBeVisible();

    await user.click(news);

    expect(await screen.findByText('Permissão alterada!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Listar notícias/ })).toBeChecked(),
    );
    expect(api.callsTo('POST /v1/users-toggle-permission').map((call) => call.body)).toEqual([
      { userId: PAULO.id, permissionId: 11 },
    ]);
  });

  it('filters the permissions by label or description', async () => {
    permissionsApi();
    const { user } = renderAdminApp('/admin/permissoes', { session: staffSession(STAFF) });
    await pickPaulo(user);

    await user.type(screen.getByLabelText('Pesquisar permissão'), 'list-user');
    expect(screen.getByRole('switch', { name: /Listar usuários internos/ })).toBeVisible();
    expect(screen.queryByRole('switch', { name: /notícias/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Site' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Pesquisar permissão'));
    await user.type(screen.getByLabelText('Pesquisar permissão'), 'noticias');
    expect(screen.getAllByRole('switch')).toHaveLength(2);
  });

  it('assigns every permission from the transfer list, one call at a time', async () => {
    const api = permissionsApi([12]);
    const { user } = renderAdminApp('/admin/permissoes', { session: staffSession(STAFF) });
    await pickPaulo(user);

    await user.click(screen.getByText('Lista de transferência'));
    // Each item's checkbox is named after the permission; each list counts in Portuguese.
    expect(await screen.findByRole('checkbox', { name: 'Listar notícias' })).not.toBeChecked();
    expect(screen.getByText('2 itens')).toBeVisible();
    expect(screen.getByText('1 item')).toBeVisible();
    expect(screen.queryByText(/items/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atribuir todas' }));

    await waitFor(() => expect(api.callsTo('POST /v1/users-toggle-permission')).toHaveLength(2));
    expect(
      api
        .callsTo('POST /v1/users-toggle-permission')
        .map((call) => (call.body as { permissionId: number }).permissionId),
    ).toEqual([11, 21]);
    expect(api.toggles.most).toBe(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Atribuir todas' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Remover todas' })).toBeEnabled();
  });

  it('shows the two variants as tabs at 600 px or below', async () => {
    setViewportWidth(600);
    permissionsApi();
    const { user } = renderAdminApp('/admin/permissoes', { session: staffSession(STAFF) });
    await pickPaulo(user);

    expect(screen.getByRole('tab', { name: 'Por grupo' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Lista de transferência' }));
    expect(await screen.findByRole('button', { name: 'Atribuir todas' })).toBeVisible();
  });

  it("shows the server's error when a change is refused", async () => {
    const api = permissionsApi();
    api.route(
      'POST /v1/users-toggle-permission',
      apiError(404, ErrorCode.NotFound, 'Permissão não encontrada.'),
    );
    const { user } = renderAdminApp('/admin/permissoes', { session: staffSession(STAFF) });

    await user.click(await pickPaulo(user));

    expect(await screen.findByText('Permissão não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Listar notícias/ })).not.toBeChecked();
  });
});
