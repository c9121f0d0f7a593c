import { ErrorCode, P } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { expectConsole } from '../../../test/console-guard';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';
import {
  captureDownloads,
  columnTitles,
  openDropdown,
  streamingExport,
} from '../../../test/report-test-kit';

const DEP = {
  id: 'd1',
  userType: 'Dependent',
  name: 'Davi Dependente',
  cpf: '52998224725',
  birthDate: '2010-05-20',
  reasonsString: 'Dependente inativo; Associado titular inativo',
};
const ASSOC = {
  id: 'a2',
  userType: 'Associate',
  name: 'Alice Inativa',
  cpf: '11144477735',
  birthDate: null,
  reasonsString: 'Associado inativo',
};

function reportApi(answer: object = { data: [DEP, ASSOC], total: 2 }) {
  return fakeApi({
    'GET /associate-dependent-blocked': { body: answer },
    'POST /show-associate-dependent-blocked': {
      body: {
        id: 'd1',
        userType: 'Dependent',
        name: 'Davi Dependente',
        cpf: '52998224725',
        birthDate: '2010-05-20',
        reasons: ['Dependente inativo.', 'Associado titular inativo: Carlos Souza.'],
      },
    },
  });
}

const open = () =>
  renderAdminApp('/admin/relatorio-pessoas-bloqueadas', {
    session: staffSession([P.listAssociateDependentBlocked]),
  });

const calls = (api: ReturnType<typeof reportApi>) =>
  api.callsTo('GET /associate-dependent-blocked');

describe('blocked people report (/admin/relatorio-pessoas-bloqueadas)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists the blocked associates and dependents with their reasons', async () => {
    const api = reportApi();
    open();
    const cell = await screen.findByText('Davi Dependente', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Relatório de pessoas bloqueadas' })).toBeVisible();
    expect(columnTitles()).toEqual([
      'Nome',
      'Tipo',
      'CPF',
      'Data de nascimento',
      'Motivos',
      'Ações',
    ]);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Dependente')).toBeVisible();
    expect(within(row).getByText('529.982.247-25')).toBeVisible();
    expect(within(row).getByText('20/05/2010')).toBeVisible();
    expect(within(row).getByText('Dependente inativo; Associado titular inativo')).toBeVisible();
    expect(Object.fromEntries(calls(api)[0]?.query ?? [])).toEqual({ skip: '0', take: '10' });
  });

  it("'Ver motivos' asks for the person's reasons and lists them", async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Davi Dependente', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Ver motivos de Davi Dependente' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Motivos do bloqueio: Davi Dependente')).toBeVisible();
    const reasons = await within(dialog).findByRole('list', { name: 'Motivos' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dependente inativo.', 'Associado titular inativo: Carlos Souza.']);
    expect(
      within(dialog).getByText(/Dependente · CPF 529\.982\.247-25 · Nascimento 20\/05\/2010/),
    ).toBeVisible();
    expect(api.callsTo('POST /show-associate-dependent-blocked')[0]?.body).toEqual({
      userType: 'Dependent',
      userId: 'd1',
    });
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a failed reasons call shows the API's message", async () => {
    expectConsole('error', /Falha ao carregar os motivos do bloqueio/);
    const api = reportApi();
    api.route(
      'POST /show-associate-dependent-blocked',
      apiError(404, ErrorCode.NotFound, 'Pessoa não encontrada.'),
    );
    const { user } = open();
    await screen.findByText('Alice Inativa', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Ver motivos de Alice Inativa' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Pessoa não encontrada.')).toBeVisible();
  });

  it('filters by kind and by name (debounced); an empty search says so', async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Davi Dependente', {}, { timeout: 15_000 });
    await user.click(screen.getByLabelText('Tipo'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Associado'));
    await waitFor(() =>
      expect(calls(api).some((c) => c.query.get('userType') === 'Associate')).toBe(true),
    );
    api.route('GET /associate-dependent-blocked', { body: { data: [], total: 0 } });
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'Zé');
    await waitFor(() =>
      expect(
        Object.fromEntries(calls(api).find((c) => c.query.get('search') === 'Zé')?.query ?? []),
      ).toEqual({ userType: 'Associate', search: 'Zé', skip: '0', take: '10' }),
    );
    expect(await screen.findByText('Nenhum resultado para a pesquisa!')).toBeVisible();
  });

  it("nobody blocked shows 'Nenhum dado encontrado!'", async () => {
    reportApi({ data: [], total: 0 });
    open();
    expect(
      await screen.findByText('Nenhum dado encontrado!', {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it("'Exportar planilha' shows the progress and saves the file", async () => {
    reportApi();
    const downloads = captureDownloads();
    const sheet = streamingExport('GET /associate-dependent-blocked/export', {
      fileName: 'relatorio-pessoas-bloqueadas.xlsx',
      totalRows: 2,
    });
    const { user } = open();
    await screen.findByText('Davi Dependente', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    sheet.send(300);
    expect(await screen.findByText('Recebendo planilha: 300 B · 2 registros')).toBeInTheDocument();
    sheet.end();
    expect(
      await screen.findByText(
        'Planilha salva: relatorio-pessoas-bloqueadas.xlsx (2 registros, 300 B)',
      ),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });
});
