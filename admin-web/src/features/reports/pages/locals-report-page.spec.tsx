import { P, todayIso } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi } from '../../../test/fake-api';

// jsdom has no canvas: the chart's data is shown as text instead (see test/fake-chart).
jest.unstable_mockModule(
  '../../../shared/reports/chart-canvas',
  () => import('../../../test/fake-chart'),
);
const { renderAdminApp, staffSession } = await import('../../../test/render');
const { captureDownloads, columnTitles, streamingExport, typeDate } =
  await import('../../../test/report-test-kit');

const POOL = {
  id: 1,
  description: 'Churrasqueira 1',
  type: 'Churrasqueira',
  capacity: 30,
  status: 'Ativo',
  reservations: 6,
  hoursBooked: 24.5,
  openHours: 196,
  occupancyPercent: 12.5,
  guests: 80,
  revenue: 120000,
};
const CHART = [
  { localId: 1, local: 'Churrasqueira 1', occupancyPercent: 12.5 },
  { localId: 3, local: 'Salão de Festas', occupancyPercent: 40 },
];

function reportApi(answer: object = { data: [POOL], total: 1, chart: CHART }) {
  return fakeApi({
    'POST /locals-report': { body: answer },
    'GET /locals/options': { body: [] },
  });
}

const open = () =>
  renderAdminApp('/admin/relatorio-de-locais', { session: staffSession([P.listLocal]) });

describe('places report (/admin/relatorio-de-locais)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows each place: reservations, hours, occupancy, guests, revenue, and the occupancy chart', async () => {
    const api = reportApi();
    open();
    await screen.findByRole('cell', { name: 'Churrasqueira 1' }, { timeout: 20_000 });
    const chart = await screen.findByRole('img', { name: 'Ocupação por local' });
    expect(screen.getByRole('heading', { name: 'Relatório de locais' })).toBeVisible();
    expect(columnTitles()).toEqual([
      'Local',
      'Tipo',
      'Capacidade',
      'Reservas confirmadas',
      'Horas reservadas',
      'Horas de funcionamento',
      'Ocupação',
      'Convidados',
      'Receita',
    ]);
    const row = screen.getByRole('cell', { name: 'Churrasqueira 1' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('24,5')).toBeVisible();
    expect(within(row).getByText('196')).toBeVisible();
    expect(within(row).getByText('12,5%')).toBeVisible();
    expect(within(row).getByText(/R\$\s1\.200,00/)).toBeVisible();
    expect(within(chart).getByText('Eixo: Churrasqueira 1 | Salão de Festas')).toBeInTheDocument();
    expect(within(chart).getByText('Ocupação: 12.5 | 40')).toBeInTheDocument();
    const today = todayIso();
    expect(api.callsTo('POST /locals-report')[0]?.body).toEqual({
      startsAt: `${today.slice(0, 8)}01`,
      endsAt: today,
    });
  });

  it('checks the period before searching, then sends it', async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByRole('cell', { name: 'Churrasqueira 1' }, { timeout: 15_000 });
    await typeDate(user, 'Início', '01/01/2025');
    await typeDate(user, 'Fim', '02/01/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(await screen.findByText('O período não pode passar de 366 dias.')).toBeVisible();
    await typeDate(user, 'Fim', '31/12/2025');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /locals-report').at(-1)?.body).toEqual({
        startsAt: '2025-01-01',
        endsAt: '2025-12-31',
      }),
    );
  });

  it("an empty period shows 'Nenhum dado encontrado!' and no chart", async () => {
    reportApi({ data: [], total: 0, chart: [] });
    open();
    expect(
      await screen.findByText('Nenhum dado encontrado!', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Ocupação por local' })).not.toBeInTheDocument();
  });

  it("'Exportar planilha' shows the progress and saves the file", async () => {
    reportApi();
    const downloads = captureDownloads();
    const sheet = streamingExport('POST /locals-report/export', {
      fileName: 'relatorio-locais.xlsx',
      totalRows: 2,
    });
    const { user } = open();
    await screen.findByRole('cell', { name: 'Churrasqueira 1' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    sheet.send(4096);
    expect(await screen.findByText('Recebendo planilha: 4,0 KB · 2 registros')).toBeInTheDocument();
    sheet.end();
    expect(
      await screen.findByText('Planilha salva: relatorio-locais.xlsx (2 registros, 4,0 KB)'),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });
});
