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

const BAILE = {
  id: 4,
  title: 'Baile de Março',
  local: 'Salão de Festas',
  status: 'Ativo',
  startSale: '2026-02-01T12:00:00.000Z',
  endSale: '2026-03-09T23:00:00.000Z',
  days: ['2026-03-10', '2026-03-11'],
  ticketsTotal: 200,
  sold: 150,
  pending: 5,
  available: 45,
  free: 20,
  paid: 130,
  revenue: 650000,
};
const PLACES = [
  { id: 1, description: 'Piscina' },
  { id: 3, description: 'Salão de Festas' },
];

const SUMMARY = {
  events: 1,
  ticketsTotal: 200,
  sold: 150,
  pending: 5,
  free: 20,
  paid: 130,
  revenue: 650000,
};

function reportApi(answer: object = { data: [BAILE], total: 1, summary: SUMMARY }) {
  return fakeApi({
    'POST /events-report': { body: answer },
    'GET /locals/options': { body: PLACES },
  });
}

const open = () =>
  renderAdminApp('/admin/relatorio-eventos', { session: staffSession([P.listReportEvents]) });

const calls = (api: ReturnType<typeof reportApi>) => api.callsTo('POST /events-report');

describe('events report (/admin/relatorio-eventos)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the events of this month: sale period, days, tickets and revenue', async () => {
    const api = reportApi();
    open();
    const cell = await screen.findByText('Baile de Março', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Relatório de eventos' })).toBeVisible();
    expect(columnTitles()).toEqual([
      'Evento',
      'Local',
      'Período de venda',
      'Dias do evento',
      'Ingressos à venda',
      'Vendidos',
      'Pendentes',
      'Disponíveis',
      'Gratuitos',
      'Pagos',
      'Receita',
    ]);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('01/02/2026 a 09/03/2026')).toBeVisible();
    expect(within(row).getByText('10/03/2026, 11/03/2026')).toBeVisible();
    expect(within(row).getByText('150')).toBeVisible();
    expect(within(row).getByText(/R\$\s6\.500,00/)).toBeVisible();
    expect(within(row).getByText('45')).toBeVisible();
    expect(screen.getByText('1 evento')).toBeVisible();
    expect(screen.getByText('150 vendidos')).toBeVisible();
    expect(screen.getByText(/Receita: R\$\s6\.500,00/)).toBeVisible();
    const today = todayIso();
    expect(calls(api)[0]?.body).toEqual({ startsAt: `${today.slice(0, 8)}01`, endsAt: today });
    expect(calls(api)[0]?.query.get('take')).toBe('10');
  });

  it("'Pesquisar' sends the period and the place", async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Baile de Março', {}, { timeout: 15_000 });
    await typeDate(user, 'Início', '01/03/2026');
    await typeDate(user, 'Fim', '31/03/2026');
    await user.click(screen.getByLabelText('Local'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Salão de Festas'));
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    const search = (c: ApiCall) => (c.body as { startsAt: string }).startsAt === '2026-03-01';
    await waitFor(() => expect(calls(api).filter(search)).toHaveLength(1));
    expect(calls(api).filter(search)[0]?.body).toEqual({
      startsAt: '2026-03-01',
      endsAt: '2026-03-31',
      local: 3,
    });
  });

  it('checks the period before searching', async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Baile de Março', {}, { timeout: 15_000 });
    const before = calls(api).length;
    await typeDate(user, 'Início', '31/03/2026');
    await typeDate(user, 'Fim', '01/03/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(
      await screen.findByText('A data final não pode ser anterior à data inicial.'),
    ).toBeVisible();
    expect(calls(api)).toHaveLength(before);
  });

  it("an empty period shows 'Nenhum dado encontrado!'", async () => {
    reportApi({ data: [], total: 0, summary: { ...SUMMARY, events: 0, sold: 0, revenue: 0 } });
    open();
    expect(
      await screen.findByText('Nenhum dado encontrado!', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Exportar planilha/ })).toBeDisabled(),
    );
  });

  it("'Exportar planilha' posts the filter, shows the progress and saves the file", async () => {
    reportApi();
    const downloads = captureDownloads();
    const sheet = streamingExport('POST /events-report/export', {
      fileName: 'relatorio-eventos.xlsx',
      totalRows: 1,
    });
    const { user } = open();
    await screen.findByText('Baile de Março', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    sheet.send(800);
    expect(await screen.findByText('Recebendo planilha: 800 B · 1 registro')).toBeInTheDocument();
    sheet.end();
    expect(
      await screen.findByText('Planilha salva: relatorio-eventos.xlsx (1 registro, 800 B)'),
    ).toBeInTheDocument();
    expect(downloads).toEqual([{ fileName: 'relatorio-eventos.xlsx', url: 'blob:test/xlsx' }]);
    const today = todayIso();
    expect(sheet.calls[0]?.body).toEqual({ startsAt: `${today.slice(0, 8)}01`, endsAt: today });
  });
});
