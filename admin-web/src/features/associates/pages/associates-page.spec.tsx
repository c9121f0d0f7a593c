import { ErrorCode, P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';

const DEPENDENT = {
  id: 'd1',
  name: 'Lia Souza',
  parentage: 'Filha',
  gender: { id: 1, description: 'Feminino' },
  cpf: '11144477735',
  rg: null,
  birthDate: '2015-04-02',
  status: { id: 1, description: 'Ativo' },
  updatedAt: '2026-01-01T12:00:00.000Z',
};

const ASSOCIATE = {
  id: 'a1',
  cpf: '52998224725',
  rg: '12.345.678-9',
  name: 'Carlos Souza',
  gender: { id: 2, description: 'Masculino' },
  bpu: null,
  email: 'carlos@clube.test',
  phone: '11987654321',
  address: 'Rua A, 10',
  district: 'Centro',
  city: 'São Paulo',
  zipcode: '01310100',
  state: 'SP',
  admissionDate: '2020-02-01',
  birthDate: '1980-05-20',
  company: { id: 1, description: 'Acme' },
  maritalStatus: 'Casado(a)',
  status: { id: 1, description: 'Ativo' },
  sports: [{ id: 1, description: 'Natação' }],
  dependents: [DEPENDENT],
  registration: '1001',
  registrationColibri: null,
  isFirstAccess: false,
  version: 4,
  createdAt: '2020-02-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
};

const LIST_ROW = {
  id: 'a1',
  name: 'Carlos Souza',
  cpf: '52998224725',
  email: 'carlos@clube.test',
  phone: '11987654321',
  registration: '1001',
  company: { id: 1, description: 'Acme' },
  maritalStatus: 'Casado(a)',
  admissionDate: '2020-02-01',
  birthDate: '1980-05-20',
  status: { id: 1, description: 'Ativo' },
  dependentsCount: 1,
};

const HISTORY_ENTRY = (n: number) => ({
  id: `h${n}`,
  at: '2026-03-10T15:30:00.000Z',
  actor: { id: 'u1', name: `Maria Souza ${n}` },
  entityType: 'associate',
  entityId: 'a1',
  associateId: 'a1',
  action: 'update',
  changes: [
    { field: 'phone', from: '11912345678', to: '11987654321' },
    { field: 'company', from: 2, to: 1 },
    { field: 'status', from: 2, to: 1 },
  ],
});

function associatesApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /v1/associate': { body: { data: [LIST_ROW], total: 1 } },
    'GET /associate/:id': { body: ASSOCIATE },
    'GET /genders': {
      body: [
        { id: 0, description: 'Não Definido' },
        { id: 1, description: 'Feminino' },
        { id: 2, description: 'Masculino' },
      ],
    },
    'GET /marital-status': {
      body: [
        { id: 'Solteiro(a)', description: 'Solteiro(a)' },
        { id: 'Casado(a)', description: 'Casado(a)' },
      ],
    },
    'GET /companies/not-permission': {
      body: [
        { id: 1, description: 'Acme' },
        { id: 2, description: 'Beta' },
      ],
    },
    'GET /sport/not-permission': {
      body: [
        { id: 1, description: 'Natação' },
        { id: 2, description: 'Tênis' },
      ],
    },
    'POST /verify-cpf': apiError(
      404,
      ErrorCode.NotFound,
      'Nenhum cadastro encontrado para este CPF.',
    ),
    ...extra,
  });
}

const ALL = [P.listAssociate, P.insertAssociate, P.updateAssociate, P.deleteAssociate];

const open = async () => {
  const rendered = renderAdminApp('/admin/associados', { session: staffSession(ALL) });
  const cell = await screen.findByText('Carlos Souza', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

const openCreate = async () => {
  const rendered = await open();
  await rendered.user.click(screen.getByRole('button', { name: 'Cadastrar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cadastrar associado' });
  return { ...rendered, dialog };
};

/** The open select's pop-up. */
const popup = () =>
  waitFor(() => {
    const shown = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      ),
    ].at(-1);
    if (!shown) throw new Error('select not open');
    return shown;
  });

const fieldOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('associates (/admin/associados)', () => {
  it("bulk delete: rows selected, 'Excluir selecionados' POSTs their ids to associate/multiple; the refusal shown", async () => {
    const refusal =
      'Carlos Souza tem reservas ou pedidos e não pode ser excluído; inative-o. Nenhum associado foi excluído.';
    let calls = 0;
    const api = associatesApi({
      'POST /associate/multiple': () =>
        ++calls === 1 ? apiError(409, ErrorCode.AssociateHasOrders, refusal) : { status: 204 },
    });
    const { user } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Carlos Souza' }));
    const bulk = screen.getByRole('group', { name: 'Ações em lote' });
    await user.click(within(bulk).getByRole('button', { name: /Excluir selecionados/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(api.callsTo('POST /associate/multiple')[0]?.body).toEqual({ ids: ['a1'] });
  });

  it("a list-only user opens a record read-only ('Ver'): every field disabled, no Salvar, nothing sent", async () => {
    const api = associatesApi();
    const { user } = renderAdminApp('/admin/associados', {
      session: staffSession([P.listAssociate]),
    });
    await screen.findByText('Carlos Souza', {}, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Ver Carlos Souza/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ver associado' });
    const name = await within(dialog).findByDisplayValue('Carlos Souza');
    expect(name).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /associate/a1')).toHaveLength(1);
    expect(api.callsTo('PUT /associate/a1')).toHaveLength(0);
  });

  it('lists name, masked CPF, e-mail, registration, company and status', async () => {
    associatesApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Associados' })).toBeVisible();
    expect(within(row).getByText('529.982.247-25')).toBeVisible();
    expect(within(row).getByText('carlos@clube.test')).toBeVisible();
    expect(within(row).getByText('1001')).toBeVisible();
    expect(within(row).getByText('Acme')).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
  });

  it('sends the company and dependents filters to GET v1/associate', async () => {
    const api = associatesApi();
    const { user } = await open();
    await user.click(screen.getByLabelText('Dependentes'));
    await user.click(within(await popup()).getByText('Com dependentes'));
    await waitFor(() =>
      expect(api.callsTo('GET /v1/associate').at(-1)?.query.get('hasDependents')).toBe('true'),
    );
  });

  it('asks for the required fields and a CPF of 11 digits', async () => {
    const api = associatesApi();
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // cpf, rg, name, email, phone, address, district, city, zipcode, state, company, marital status.
    expect(await within(dialog).findAllByText('Este campo não pode estar vazio!')).toHaveLength(12);
    await user.type(within(dialog).getByLabelText('CPF'), '529982');
    expect(
      await within(fieldOf(dialog, 'CPF')).findByText(
        'Este campo não pode conter menos que 11 caracteres!',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST /associate')).toHaveLength(0);
  });

  it('masks CPF, phone and zipcode as typed', async () => {
    associatesApi();
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await user.type(within(dialog).getByLabelText('Telefone'), '11987654321');
    await user.type(within(dialog).getByLabelText('CEP'), '01310100');
    expect(within(dialog).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 9 8765-4321');
    expect(within(dialog).getByLabelText('CEP')).toHaveValue('01.310-100');
  });

  it('takes a landline with the landline mask (spec §5: both masks)', async () => {
    associatesApi();
    const { user, dialog } = await openCreate();
    const phone = within(dialog).getByLabelText('Telefone');
    await user.type(phone, '1133334444');
    expect(phone).toHaveValue('(11) 3333-4444');
    await user.type(phone, '5');
    expect(phone).toHaveValue('(11) 3 3334-4445');
  });

  it('prefills the form from the CPF lookup and keeps the sports already chosen', async () => {
    const api = associatesApi({
      'POST /verify-cpf': {
        body: {
          kind: 'associate',
          associate: { ...ASSOCIATE, dependents: [] },
          dependent: null,
        },
      },
    });
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByLabelText('Modalidades'));
    await user.click(within(await popup()).getByText('Tênis'));
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');

    await waitFor(() => expect(within(dialog).getByLabelText('Nome')).toHaveValue('Carlos Souza'));
    expect(api.callsTo('POST /verify-cpf')[0]?.body).toEqual({ cpf: '52998224725' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('carlos@clube.test');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 9 8765-4321');
    const sports = fieldOf(dialog, 'Modalidades');
    expect(within(sports).getByText('Tênis')).toBeVisible();
    expect(within(sports).queryByText('Natação')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Cadastro encontrado para este CPF/)).toBeVisible();
  });

  it('turns a dependent found by the CPF into the new associate (promoteDependentId)', async () => {
    const api = associatesApi({
      'POST /verify-cpf': {
        body: {
          kind: 'dependent',
          associate: null,
          dependent: {
            id: 'd9',
            name: 'Rafael Souza',
            parentage: 'Filho(a)',
            gender: { id: 2, description: 'Masculino' },
            cpf: '52998224725',
            rg: '11.222.333-4',
            birthDate: '2001-04-10',
            status: { id: 1, description: 'Ativo' },
            associateId: 'a1',
            associateName: 'Carlos Souza',
          },
        },
      },
      'POST /associate': { status: 201, body: ASSOCIATE },
    });
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await waitFor(() => expect(within(dialog).getByLabelText('Nome')).toHaveValue('Rafael Souza'));
    expect(
      within(dialog).getByText(
        /Ao salvar, Rafael Souza deixa de ser dependente de Carlos Souza e passa a ser associado titular\./,
      ),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('E-mail'), 'rafael@clube.test');
    await user.type(within(dialog).getByLabelText('Telefone'), '11987654321');
    await user.type(within(dialog).getByLabelText('Endereço'), 'Rua A, 1');
    await user.type(within(dialog).getByLabelText('Bairro'), 'Centro');
    await user.type(within(dialog).getByLabelText('Cidade'), 'São Paulo');
    await user.type(within(dialog).getByLabelText('CEP'), '04567000');
    for (const [label, option] of [
      ['UF', 'AC'],
      ['Empresa', 'Acme'],
      ['Estado civil', 'Solteiro(a)'],
    ] as const) {
      await user.click(within(dialog).getByLabelText(label));
      // antd also lists the first options for screen readers: click the visible one.
      const [visible] = within(await popup())
        .getAllByText(option)
        .filter((el) => el.classList.contains('ant-select-item-option-content'));
      await user.click(visible);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('POST /associate')).toHaveLength(1));
    expect(api.callsTo('POST /associate')[0]?.body).toMatchObject({
      cpf: '52998224725',
      name: 'Rafael Souza',
      promoteDependentId: 'd9',
    });
  });

  it('lets staff go on when the CPF is not found', async () => {
    const api = associatesApi();
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Nome'), 'Ana Lima');
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await waitFor(() => expect(api.callsTo('POST /verify-cpf')).toHaveLength(1));
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Ana Lima');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds dependents up to 3 (the add button then hides) and deletes them', async () => {
    associatesApi();
    const { user, dialog } = await openCreate();
    const add = () => within(dialog).getByRole('button', { name: 'Adicionar dependente' });
    await user.click(add());
    await user.click(add());
    await user.click(add());
    expect(within(dialog).getByRole('region', { name: 'Dependente 3' })).toBeVisible();
    expect(
      within(dialog).queryByRole('button', { name: 'Adicionar dependente' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir dependente 2' }));
    expect(within(dialog).queryByRole('region', { name: 'Dependente 3' })).not.toBeInTheDocument();
    expect(add()).toBeVisible();
    // A new dependent needs name, parentage and CPF.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const first = within(dialog).getByRole('region', { name: 'Dependente 1' });
    expect(await within(first).findAllByText('Este campo não pode estar vazio!')).toHaveLength(3);
  });

  it('edits: PUT with the version read and the dependents keeping their ids', async () => {
    const api = associatesApi({ 'PUT /associate/:id': { body: ASSOCIATE } });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Carlos Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar associado' });
    expect(await within(dialog).findByLabelText('CPF', { selector: '#associate-cpf' })).toHaveValue(
      '529.982.247-25',
    );
    expect(
      within(dialog).getByLabelText('Data de nascimento', { selector: '#associate-birthDate' }),
    ).toHaveValue('20/05/1980');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    expect(api.callsTo('PUT /associate/a1')[0]?.body).toMatchObject({
      version: 4,
      cpf: '52998224725',
      phone: '11987654321',
      zipcode: '01310100',
      birthDate: '1980-05-20',
      company: 1,
      sports: [1],
      dependents: [{ id: 'd1', name: 'Lia Souza', cpf: '11144477735', birthDate: '2015-04-02' }],
    });
  });

  it('reopened after a save, the form shows the record read again (not the copy of the first opening)', async () => {
    let saved = false;
    const api = associatesApi({
      'GET /associate/:id': () => ({
        body: saved ? { ...ASSOCIATE, version: 5, phone: '11911112222' } : ASSOCIATE,
      }),
      'PUT /associate/:id': () => {
        saved = true;
        return { body: { ...ASSOCIATE, version: 5, phone: '11911112222' } };
      },
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Carlos Souza' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar associado' });
    expect(await within(dialog).findByLabelText('Telefone')).toHaveValue('(11) 9 8765-4321');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O registro foi alterado!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Editar associado' })).not.toBeInTheDocument(),
    );

    // the list was read again after the save: its row is a new element
    await user.click(await screen.findByRole('button', { name: 'Editar Carlos Souza' }));
    // (the only dialog: under jsdom antd's title id is not unique, so it is found by role)
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/^Editar associado/);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 9 1111-2222'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT /associate/a1')).toHaveLength(2));
    expect(api.callsTo('PUT /associate/a1')[1]?.body).toMatchObject({ version: 5 });
  });

  it("shows the server's message on a stale update (409) and keeps the dialog open", async () => {
    associatesApi({
      'PUT /associate/:id': apiError(
        409,
        ErrorCode.StaleUpdate,
        'Este associado foi alterado por outra pessoa. Recarregue e tente de novo.',
      ),
      'POST /associate': apiError(
        409,
        ErrorCode.DuplicateCpf,
        'Este CPF já está cadastrado para outra pessoa (associado ou dependente).',
        { cpf: 'Este CPF já está cadastrado para outra pessoa (associado ou dependente).' },
      ),
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Carlos Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar associado' });
    await within(dialog).findByLabelText('CPF', { selector: '#associate-cpf' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Este associado foi alterado por outra pessoa. Recarregue e tente de novo.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Editar associado' })).toBeVisible();
  });

  it('maps a 409 duplicate CPF on create to the CPF field and shows the message', async () => {
    const taken = 'Este CPF já está cadastrado para outra pessoa (associado ou dependente).';
    const api = associatesApi({
      'POST /verify-cpf': {
        body: { kind: 'associate', associate: { ...ASSOCIATE, dependents: [] }, dependent: null },
      },
      'POST /associate': apiError(409, ErrorCode.DuplicateCpf, taken, { cpf: taken }),
    });
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await waitFor(() => expect(within(dialog).getByLabelText('Nome')).toHaveValue('Carlos Souza'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldOf(dialog, 'CPF')).findByText(taken)).toBeVisible();
    expect(within(dialog).getAllByText(taken)).toHaveLength(2);
    expect(api.callsTo('POST /associate')[0]?.body).toMatchObject({
      cpf: '52998224725',
      state: 'SP',
      maritalStatus: 'Casado(a)',
      dependents: [],
    });
  });

  it('shows the history tab: when, who, what changed from → to, and loads more', async () => {
    const api = associatesApi({
      'GET /associate/:id/history': (call) => {
        const take = Number(call.query.get('take'));
        const all = Array.from({ length: 12 }, (_, i) => HISTORY_ENTRY(i + 1));
        return { body: { data: all.slice(0, take), total: all.length } };
      },
    });
    const { user, row } = await open();
    await user.click(within(row).getByRole('button', { name: 'Editar Carlos Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar associado' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Histórico' }));
    const list = await within(dialog).findByRole('list', { name: 'Histórico de alterações' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('Maria Souza 1')).toBeVisible();
    expect(within(first).getByText('Alteração de associado')).toBeVisible();
    expect(within(first).getByText('10/03/2026 12:30:00')).toBeVisible();
    expect(within(first).getByText('Telefone: (11) 9 1234-5678 → (11) 9 8765-4321')).toBeVisible();
    expect(within(first).getByText('Empresa: Beta → Acme')).toBeVisible();
    expect(within(first).getByText('Status: Inativo → Ativo')).toBeVisible();
    expect(within(list).queryByText('Maria Souza 11')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(dialog).findByText('Maria Souza 12')).toBeVisible();
    expect(api.callsTo('GET /associate/a1/history').at(-1)?.query.get('take')).toBe('20');
    expect(within(dialog).queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });
});
