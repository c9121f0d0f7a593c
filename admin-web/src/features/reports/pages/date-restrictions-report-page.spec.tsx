import { P, todayIso } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
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

const CARNIVAL = {
  id: 2,
  description: 'Carnaval',
  startsAt: '2026-02-14',
  endsAt: '2026-02-18',
  days: 5,
  status: 'Ativo',
  locals: ['Piscina', 'Salão de Festas'],
};

function reportApi(answer: object = { data: [CARNIVAL], total: 1 }) {
  return fakeApi({
    'POST /date-restrictions-report': { body: answer },
    'GET /locals/options': { body: [{ id: 1, description: 'Piscina' }] },
  });
}

/** The report's page; its filter needs insert-date-restriction (the spec's report filter). */
const open = (permissions = [P.listDateRestriction, P.insertDateRestriction]) =>
  renderAdminApp('/admin/relatorio-restricao-de-datas', {
    session: staffSession(permissions),
  });

const calls = (api: ReturnType<typeof reportApi>) => api.callsTo('POST /date-restrictions-report');

describe('date restrictions report (/admin/relatorio-restricao-de-datas)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the restrictions of the period with their places and status', async () => {
    const api = reportApi();
    open();
    const cell = await screen.findByText('Carnaval', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Relatório de restrição de datas' })).toBeVisible();
    expect(columnTitles()).toEqual(['Descrição', 'Início', 'Fim', 'Dias', 'Locais', 'Status']);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('14/02/2026')).toBeVisible();
    expect(within(row).getByText('18/02/2026')).toBeVisible();
    expect(within(row).getByText('5')).toBeVisible();
    expect(within(row).getByText('Salão de Festas')).toBeVisible();
    expect(within(row).getByText('Ativo')).toBeVisible();
    const today = todayIso();
    expect(calls(api)[0]?.body).toEqual({ startsAt: `${today.slice(0, 8)}01`, endsAt: today });
  });

  it('without insert-date-restriction the month is shown but the filter is locked, and says why', async () => {
    const api = reportApi();
    open([P.listDateRestriction]);
    await screen.findByText('Carnaval', {}, { timeout: 15_000 });
    expect(
      screen.getByText('Você não tem permissão para alterar o filtro deste relatório.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Pesquisar/ })).toBeDisabled();
    expect(screen.getByLabelText('Início')).toBeDisabled();
    expect(screen.getByLabelText('Local')).toBeDisabled();
    expect(calls(api)).toHaveLength(1);
  });

  it('checks the period, then sends it with the place', async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Carnaval', {}, { timeout: 15_000 });
    await typeDate(user, 'Início', '28/02/2026');
    await typeDate(user, 'Fim', '01/02/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(
      await screen.findByText('A data final não pode ser anterior à data inicial.'),
    ).toBeVisible();
    await typeDate(user, 'Início', '01/02/2026');
    await typeDate(user, 'Fim', '28/02/2026');
    await user.click(screen.getByLabelText('Local'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Piscina'));
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    const search = (c: ApiCall) => (c.body as { startsAt: string }).startsAt === '2026-02-01';
    await waitFor(() => expect(calls(api).filter(search)).toHaveLength(1));
    expect(calls(api).filter(search)[0]?.body).toEqual({
      startsAt: '2026-02-01',
      endsAt: '2026-02-28',
      local: 1,
    });
  });

  it("an empty period shows 'Nenhum dado encontrado!'", async () => {
    reportApi({ data: [], total: 0 });
    open();
    expect(
      await screen.findByText('Nenhum dado encontrado!', {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it("'Exportar planilha' shows the progress and saves the file", async () => {
    reportApi();
    const downloads = captureDownloads();
    const sheet = streamingExport('POST /date-restrictions-report/export', {
      fileName: 'relatorio-restricao-de-datas.xlsx',
      totalRows: 1,
    });
    const { user } = open();
    await screen.findByText('Carnaval', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    sheet.send(100);
    expect(await screen.findByText('Recebendo planilha: 100 B · 1 registro')).toBeInTheDocument();
    sheet.end();
    expect(
      await screen.findByText(
        'Planilha salva: relatorio-restricao-de-datas.xlsx (1 registro, 100 B)',
      ),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });
});
