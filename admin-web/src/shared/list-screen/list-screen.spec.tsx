import { P, type PermissionName } from '@clube/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { expectConsole } from '../../test/console-guard';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, staffSession } from '../../test/render';
import { ListScreen, type ListParams, type ListScreenProps } from './index';

interface Person {
  id: string;
  name: string;
}

const PEOPLE: Person[] = Array.from({ length: 23 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Pessoa ${String(i + 1).padStart(2, '0')}`,
}));

/** A list hook over `rows` that records what it was asked. */
function fakeList(rows: Person[] = PEOPLE) {
  const asked: ListParams[] = [];
  const refetch = jest.fn();
  function useList(params: ListParams) {
    asked.push(params);
    const found = rows.filter((row) => !params.search || row.name.includes(params.search));
    const sorted = params.sort === '-name' ? [...found].reverse() : found;
    return {
      data: { data: sorted.slice(params.skip, params.skip + params.take), total: found.length },
      isFetching: false,
      refetch,
    };
  }
  return { useList, asked, refetch, last: () => asked[asked.length - 1] };
}

const ALL: PermissionName[] = [P.listUser, P.insertUser, P.updateUser, P.deleteUser];

function renderList(
  overrides: Partial<ListScreenProps<Person, string>> = {},
  held: PermissionName[] = ALL,
) {
  const list = fakeList();
  const onDelete = jest.fn(async (_row: Person) => undefined);
  const props: ListScreenProps<Person, string> = {
    title: 'Pessoas',
    entityName: 'pessoa',
    columns: [{ key: 'name', title: 'Nome', dataIndex: 'name', sortKey: 'name' }],
    rowKey: (row) => row.id,
    rowLabel: (row) => row.name,
    useList: list.useList,
    permissions: { insert: P.insertUser, update: P.updateUser, delete: P.deleteUser },
    onDelete,
    bulkDeleteEndpoint: 'users/multiple',
    renderForm: ({ id, close }) => (
      <div>
        <p>{id ? `Formulário de ${id}` : 'Formulário novo'}</p>
        <button type="button" onClick={() => close()}>
          Salvar teste
        </button>
      </div>
    ),
    ...overrides,
  };
  const view = renderWithProviders(<ListScreen<Person, string> {...props} />, {
    session: staffSession(held),
  });
  return { ...view, list, onDelete };
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^Pessoa \d+$/)?.textContent)
    .filter(Boolean);

describe('list screen', () => {
  it('shows 10 rows a page with the rows-per-page label, and asks the server for the next page', async () => {
    const { user, list } = renderList();

    expect(await screen.findByRole('heading', { name: 'Pessoas' })).toBeVisible();
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText(/Registros por página:/)).toHaveTextContent(
      'Registros por página: 10 · 1–10 de 23',
    );
    expect(list.last()).toEqual({ skip: 0, take: 10 });

    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(list.last()).toEqual({ skip: 20, take: 10 });
    expect(rowNames()).toEqual(['Pessoa 21', 'Pessoa 22', 'Pessoa 23']);
  });

  it('searches 300 ms after the last keystroke, from page 1', async () => {
    const { list } = renderList();
    await screen.findByRole('heading', { name: 'Pessoas' });

    jest.useFakeTimers();
    try {
      const box = screen.getByRole('searchbox', { name: 'Pesquisar' });
      fireEvent.change(box, { target: { value: 'Pessoa 1' } });
      act(() => jest.advanceTimersByTime(200));
      fireEvent.change(box, { target: { value: 'Pessoa 2' } });
      act(() => jest.advanceTimersByTime(299));
      expect(list.asked.some((params) => params.search)).toBe(false);

      act(() => jest.advanceTimersByTime(1));
      expect(list.last()).toEqual({ skip: 0, take: 10, search: 'Pessoa 2' });
      expect(list.asked.filter((params) => params.search)).toHaveLength(
        list.asked.filter((params) => params.search === 'Pessoa 2').length,
      );
    } finally {
      jest.useRealTimers();
    }
    expect(rowNames()).toEqual(['Pessoa 20', 'Pessoa 21', 'Pessoa 22', 'Pessoa 23']);
  });

  it('filters by the optional column filter, from page 1', async () => {
    const { user, list } = renderList({
      filter: {
        label: 'Situação',
        param: 'status',
        options: [
          { value: 1, label: 'Ativo' },
          { value: 3, label: 'Pendente' },
        ],
      },
    });
    await screen.findByRole('heading', { name: 'Pessoas' });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(list.last()).toMatchObject({ skip: 10 });

    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    const popup = await waitFor(() => {
      const open = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      );
      if (!open) throw new Error('select not open');
      return open;
    });
    await user.click(within(popup).getByText('Pendente'));

    expect(list.last()).toEqual({ skip: 0, take: 10, status: 3 });
  });

  it("says 'Nenhum dado encontrado!' for an empty list and 'Nenhum resultado para a pesquisa!' for an empty search", async () => {
    const empty = fakeList([]);
    const { unmount } = renderList({ useList: empty.useList });
    expect(await screen.findByText('Nenhum dado encontrado!')).toBeVisible();
    unmount();

    const { user } = renderList();
    await screen.findByRole('heading', { name: 'Pessoas' });
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'ninguém');
    expect(await screen.findByText('Nenhum resultado para a pesquisa!')).toBeVisible();
    expect(screen.queryByText('Nenhum dado encontrado!')).not.toBeInTheDocument();
  });

  it("orders on the server by the column's key, ascending then descending", async () => {
    const { user, list } = renderList();
    await screen.findByRole('heading', { name: 'Pessoas' });

    const header = screen.getByRole('columnheader', { name: /Nome/ });
    await user.click(header);
    expect(list.last()).toMatchObject({ sort: 'name', skip: 0 });
    await user.click(header);
    expect(list.last()).toMatchObject({ sort: '-name' });
    expect(rowNames()[0]).toBe('Pessoa 23');
  });

  it("asks 'Confirma a exclusão?' with Sim/Não before deleting a row, then reloads", async () => {
    const { user, onDelete, list } = renderList();
    await screen.findByRole('heading', { name: 'Pessoas' });

    await user.click(screen.getByRole('button', { name: 'Excluir Pessoa 01' }));
    expect(await screen.findByText('Confirma a exclusão?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Excluir Pessoa 01' }));
    const sim = await screen.findAllByRole('button', { name: 'Sim' });
    await user.click(sim[sim.length - 1] as HTMLElement);
    expect(onDelete).toHaveBeenCalledWith(PEOPLE[0]);
    expect(list.refetch).toHaveBeenCalled();
  });

  it("shows the server's error when a delete fails", async () => {
    const failing = jest.fn(async () => {
      throw { status: 400, data: { error: 'Você não pode excluir o próprio usuário.' } };
    });
    // Spec §8: a failed delete is logged, and the server's error shown.
    expectConsole('error', 'Falha ao excluir');
    const { user } = renderList({ onDelete: failing });
    await screen.findByRole('heading', { name: 'Pessoas' });

    await user.click(screen.getByRole('button', { name: 'Excluir Pessoa 01' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não pode excluir o próprio usuário.',
    );
  });

  it('turns on bulk delete only while rows are selected, and posts their ids', async () => {
    const api = fakeApi({ 'POST /users/multiple': { status: 204 } });
    const few = fakeList(PEOPLE.slice(0, 4));
    const { user } = renderList({ useList: few.useList });
    await screen.findByRole('heading', { name: 'Pessoas' });

    expect(screen.queryByRole('button', { name: /Excluir selecionados/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Pessoa 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Pessoa 03' }));
    const bulk = screen.getByRole('group', { name: 'Ações em lote' });
    expect(within(bulk).getByText('2 selecionados')).toBeVisible();

    await user.click(within(bulk).getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.queryByRole('group', { name: 'Ações em lote' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Pessoa 02' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Pessoa 04' }));
    await user.click(screen.getByRole('button', { name: /Excluir selecionados/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    await waitFor(() =>
      expect(api.callsTo('POST /users/multiple').map((call) => call.body)).toEqual([
        { ids: ['p4'] },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Ações em lote' })).not.toBeInTheDocument(),
    );
    expect(few.refetch).toHaveBeenCalled();
  });

  it("titles the dialog 'Cadastrar ...' without an id and 'Editar ...' with one; only a save reloads", async () => {
    const { user, list } = renderList();
    await screen.findByRole('heading', { name: 'Pessoas' });

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const create = await screen.findByRole('dialog', { name: 'Cadastrar pessoa' });
    expect(within(create).getByText('Formulário novo')).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: /close|fechar/i }));
    expect(list.refetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Editar Pessoa 05' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar pessoa' });
    expect(within(edit).getByText('Formulário de p5')).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Salvar teste' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
  });

  it('offers each action only with its permission', async () => {
    renderList({}, [P.listUser, P.updateUser]);
    await screen.findByRole('heading', { name: 'Pessoas' });

    expect(screen.getByRole('button', { name: 'Editar Pessoa 01' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Excluir Pessoa 01' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers every action without a check when the screen says null (place lists)', async () => {
    renderList({ permissions: { insert: null, update: null, delete: null } }, [P.listLocal]);
    await screen.findByRole('heading', { name: 'Pessoas' });

    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar Pessoa 01' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir Pessoa 01' })).toBeVisible();
  });

  it("shows the screen's own row actions before edit and delete, even with neither", async () => {
    renderList(
      {
        rowActions: (row) => (
          <button type="button" aria-label={`Ver ${row.name}`}>
            Ver
          </button>
        ),
      },
      [P.listUser],
    );
    await screen.findByRole('heading', { name: 'Pessoas' });

    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver Pessoa 01' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Editar Pessoa 01' })).not.toBeInTheDocument();
  });
});
