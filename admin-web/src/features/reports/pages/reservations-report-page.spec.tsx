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

const BOOKING = {
  id: 9,
  local: 'Churrasqueira 1',
  associate: 'Carlos Souza',
  startsAt: '2026-03-14T14:00:00.000Z',
  endsAt: '2026-03-14T18:00:00.000Z',
  guests: 12,
  status: 'Confirmada',
  paid: true,
  total: 15000,
};
const ASSOCIATES = [{ id: 'a1', name: 'Carlos Souza', cpf: '52998224725' }];

const SUMMARY = { reservations: 1, confirmed: 1, guests: 12, paidTotal: 15000 };

function reportApi(answer: object = { data: [BOOKING], total: 1, summary: SUMMARY }) {
  return fakeApi({
    'POST /local-reservations-report': { body: answer },
    'GET /locals/options': { body: [{ id: 1, description: 'Churrasqueira 1' }] },
    'GET /associates/options': { body: ASSOCIATES },
  });
}

const open = () =>
  renderAdminApp('/admin/relatorio-reserva', {
    session: staffSession([P.reportLocalReservation]),
  });

const calls = (api: ReturnType<typeof reportApi>) => api.callsTo('POST /local-reservations-report');

describe('reservations report (/admin/relatorio-reserva)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the reservations: place, associate, start and end, guests, status, paid', async () => {
    const api = reportApi();
    open();
    const cell = await screen.findByText('Carlos Souza', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Relatório de reservas' })).toBeVisible();
    expect(columnTitles()).toEqual([
      'Local',
      'Associado',
      'Início',
      'Fim',
      'Convidados',
      'Status',
      'Pagamento',
      'Valor',
    ]);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('14/03/2026 11:00:00')).toBeVisible();
    expect(within(row).getByText('14/03/2026 15:00:00')).toBeVisible();
    expect(within(row).getByText('Pago')).toBeVisible();
    expect(within(row).getByText(/R\$\s150,00/)).toBeVisible();
    expect(screen.getByText('1 reserva')).toBeVisible();
    expect(screen.getByText('12 convidados')).toBeVisible();
    const today = todayIso();
    expect(calls(api)[0]?.body).toEqual({ startsAt: `${today.slice(0, 8)}01`, endsAt: today });
  });

  it("'Pesquisar' sends the period, the place and the associate", async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Carlos Souza', {}, { timeout: 15_000 });
    await typeDate(user, 'Início', '01/03/2026');
    await typeDate(user, 'Fim', '31/03/2026');
    await user.click(screen.getByLabelText('Local'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Churrasqueira 1'));
    await user.click(screen.getByLabelText('Associado'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Carlos Souza'));
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    const search = (c: ApiCall) => (c.body as { startsAt: string }).startsAt === '2026-03-01';
    await waitFor(() => expect(calls(api).filter(search)).toHaveLength(1));
    expect(calls(api).filter(search)[0]?.body).toEqual({
      startsAt: '2026-03-01',
      endsAt: '2026-03-31',
      local: 1,
      associate: 'a1',
    });
  });

  it('checks the period before searching', async () => {
    const api = reportApi();
    const { user } = open();
    await screen.findByText('Carlos Souza', {}, { timeout: 15_000 });
    const before = calls(api).length;
    await typeDate(user, 'Início', '01/01/2025');
    await typeDate(user, 'Fim', '02/01/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(await screen.findByText('O período não pode passar de 366 dias.')).toBeVisible();
    expect(calls(api)).toHaveLength(before);
  });

  it("an empty period shows 'Nenhum dado encontrado!'", async () => {
    reportApi({
      data: [],
      total: 0,
      summary: { reservations: 0, confirmed: 0, guests: 0, paidTotal: 0 },
    });
    open();
    expect(
      await screen.findByText('Nenhum dado encontrado!', {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it("'Exportar planilha' shows the progress and saves the file", async () => {
    reportApi();
    const downloads = captureDownloads();
    const sheet = streamingExport('POST /local-reservations-report/export', {
      fileName: 'relatorio-reservas.xlsx',
      totalRows: 1,
    });
    const { user } = open();
    await screen.findByText('Carlos Souza', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    sheet.send(2000);
    expect(await screen.findByText('Recebendo planilha: 2,0 KB · 1 registro')).toBeInTheDocument();
    sheet.end();
    expect(
      await screen.findByText('Planilha salva: relatorio-reservas.xlsx (1 registro, 2,0 KB)'),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });
});
