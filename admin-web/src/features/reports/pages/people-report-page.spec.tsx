import { P } from '@clube/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderAdminApp, staffSession } from '../../../test/render';
import {
  captureDownloads,
  columnTitles,
  openDropdown,
  streamingExport,
  typeDate,
} from '../../../test/report-test-kit';

const ANA = {
  id: 'a1',
  name: 'Ana Souza',
  company: 'Metalúrgica',
  phone: '11987654321',
  email: 'ana@clube.test',
  admissionDate: '2020-02-10',
  birthDate: '1985-07-01',
  maritalStatus: 'Casado(a)',
};

function reportApi(answer: object = { data: [ANA], total: 1 }) {
  return fakeApi({
    'GET /report-people': { body: answer },
    'GET /companies/not-permission': {
      body: [
        { id: 1, description: 'Bancária' },
        { id: 2, description: 'Metalúrgica' },
      ],
    },
  });
}

/** The report's page; its filter needs insert-report-people (the spec's table action). */
const open = (permissions = [P.listReportPeople, P.insertReportPeople]) =>
  renderAdminApp('/admin/relatorio-pessoas', { session: staffSession(permissions) });

const calls = (api: ReturnType<typeof reportApi>) => api.callsTo('GET /report-people');

describe('people report (/admin/relatorio-pessoas)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("shows the spec's columns: name, company, phone, email, admission, birth, marital status", async () => {
    const api = reportApi();
    open();
    const cell = await screen.findByText('Ana Souza', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Relatório de pessoas' })).toBeVisible();
    expect(columnTitles()).toEqual([
      'Nome',
      'Empresa',
      'Telefone',
      'E-mail',
      'Data de admissão',
      'Data de nascimento',
      'Estado civil',
    ]);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Metalúrgica')).toBeVisible();
    expect(within(row).getByText('(11) 9 8765-4321')).toBeVisible();
    expect(within(row).getByText('10/02/2020')).toBeVisible();
    expect(within(row).getByText('01/07/1985')).toBeVisible();
    expect(within(row).getByText('Casado(a)')).toBeVisible();
    expect(Object.fromEntries(calls(api)[0]?.query ?? [])).toEqual({
      skip: '0',
      take: '10',
    });
  });

  it("'Pesquisar' sends the name, company, dependents, the age range and the admission period", async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Ana Souza', {}, { timeout: 15_000 });
    await user.type(screen.getByLabelText('Nome'), '  Ana Sou ');
    await user.click(screen.getByLabelText('Empresa'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Bancária'));
    await user.click(screen.getByLabelText('Dependentes'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Sem dependentes'));
    const [min, max] = screen.getAllByRole('slider');
    expect(min).toHaveAttribute('aria-valuemin', '10');
    expect(max).toHaveAttribute('aria-valuemax', '100');
    for (let i = 0; i < 8; i += 1)
      fireEvent.keyDown(min as HTMLElement, { key: 'ArrowRight', keyCode: 39 });
    for (let i = 0; i < 40; i += 1)
      fireEvent.keyDown(max as HTMLElement, { key: 'ArrowLeft', keyCode: 37 });
    expect(screen.getByText('Idade: 18 a 60 anos')).toBeVisible();
    await typeDate(user, 'Admissão de', '01/01/2020');
    await typeDate(user, 'Admissão até', '31/12/2020');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));

    const search = (c: ApiCall) => c.query.get('company') === '1';
    await waitFor(() => expect(calls(api).filter(search)).toHaveLength(1));
    expect(Object.fromEntries(calls(api).filter(search)[0]?.query ?? [])).toEqual({
      search: 'Ana Sou',
      company: '1',
      hasDependents: 'false',
      ageMin: '18',
      ageMax: '60',
      admissionFrom: '2020-01-01',
      admissionTo: '2020-12-31',
      skip: '0',
      take: '10',
    });
  });

  it('without insert-report-people the report shows but its filter is locked, and says why', async () => {
    const api = reportApi();
    open([P.listReportPeople]);
    await screen.findByText('Ana Souza', {}, { timeout: 15_000 });
    expect(
      screen.getByText('Você não tem permissão para alterar o filtro deste relatório.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Pesquisar/ })).toBeDisabled();
    expect(screen.getByLabelText('Admissão de')).toBeDisabled();
    expect(screen.getByLabelText('Empresa')).toBeDisabled();
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(calls(api)).toHaveLength(1);
  });

  it('the admission period cannot end before it starts', async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Ana Souza', {}, { timeout: 15_000 });
    const before = calls(api).length;
    await typeDate(user, 'Admissão de', '31/12/2020');
    await typeDate(user, 'Admissão até', '01/01/2020');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(
      await screen.findByText('A data final não pode ser anterior à data inicial.'),
    ).toBeVisible();
    expect(calls(api)).toHaveLength(before);
  });

  it("nobody found shows 'Nenhum dado encontrado!'", async () => {
    reportApi({ data: [], total: 0 });
    open();
    expect(
      await screen.findByText('Nenhum dado encontrado!', {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it("'Exportar planilha' sends the same filters, shows the progress and saves the file", async () => {
    const api = reportApi();
    const downloads = captureDownloads();
    const sheet = streamingExport('GET /report-people/export', {
      fileName: 'relatorio-pessoas.xlsx',
      totalRows: 1,
    });
    const { user } = open();
    await screen.findByText('Ana Souza', {}, { timeout: 15_000 });
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByLabelText('Dependentes'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Com dependentes'));
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(calls(api).some((c) => c.query.get('hasDependents') === 'true')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    sheet.send(512);
    expect(await screen.findByText('Recebendo planilha: 512 B · 1 registro')).toBeInTheDocument();
    sheet.end();
    expect(
      await screen.findByText('Planilha salva: relatorio-pessoas.xlsx (1 registro, 512 B)'),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(Object.fromEntries(sheet.calls[0]?.query ?? [])).toEqual({
      search: 'Ana',
      hasDependents: 'true',
    });
  });
});
