import { P, todayIso } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi, type ApiCall } from '../../../test/fake-api';

// jsdom has no canvas: the chart's data is shown as text instead (see test/fake-chart).
jest.unstable_mockModule(
  '../../../shared/reports/chart-canvas',
  () => import('../../../test/fake-chart'),
);
const { renderAdminApp, staffSession } = await import('../../../test/render');
const { captureDownloads, columnTitles, openDropdown, streamingExport, typeDate } =
  await import('../../../test/report-test-kit');

const LET_IN = {
  id: 7,
  localDescription: 'Piscina',
  name: 'Ana Convidada',
  docType: 'CPF',
  doc: '123.456.789-09',
  accessAt: '2026-03-10T15:00:00.000Z',
  userType: 'Convidado',
  allowed: true,
  reason: null,
  code: 552211,
  event: 'Show de Março',
  staffUser: 'Marta Portaria',
};
const REFUSED = {
  id: 8,
  localDescription: 'Piscina',
  name: 'Bruno Atrasado',
  docType: 'CPF',
  doc: '987.654.321-00',
  accessAt: '2026-03-11T12:30:00.000Z',
  userType: 'Convidado',
  allowed: false,
  reason: 'Convite já utilizado às 12:00.',
  code: 480913,
  event: null,
  staffUser: null,
};
const CHART = [
  { day: '2026-03-10', localId: 1, local: 'Piscina', allowed: 4, denied: 1 },
  { day: '2026-03-11', localId: 1, local: 'Piscina', allowed: 2, denied: 0 },
  { day: '2026-03-11', localId: 2, local: 'Salão', allowed: 3, denied: 2 },
];
const PLACES = [
  { id: 1, description: 'Piscina' },
  { id: 2, description: 'Salão' },
];

function reportApi(answer: object = { data: [LET_IN, REFUSED], total: 12, chart: CHART }) {
  return fakeApi({
    'GET /access-local': { body: answer },
    'GET /locals/options': { body: PLACES },
  });
}

const open = async (admin: boolean) => {
  const rendered = renderAdminApp('/admin/relatorio-acessos', {
    session: staffSession([P.listReservationInvitations], { admin }),
  });
  await screen.findByText('Ana Convidada', {}, { timeout: 15_000 });
  return rendered;
};

const reportCalls = (api: ReturnType<typeof reportApi>) => api.callsTo('GET /access-local');

describe('access report (/admin/relatorio-acessos)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('an administrator sees the document, the code and the reason; this month is asked at once', async () => {
    const api = reportApi();
    await open(true);
    expect(screen.getByRole('heading', { name: 'Relatório de acessos' })).toBeVisible();
    expect(columnTitles()).toEqual([
      'Local',
      'Evento',
      'Nome',
      'Tipo de documento',
      'Documento',
      'Data de acesso',
      'Tipo de usuário',
      'Situação',
      'Código',
      'Motivo',
      'Validado por',
    ]);
    const row = screen.getByText('Bruno Atrasado').closest('tr') as HTMLElement;
    expect(within(row).getByText('987.654.321-00')).toBeVisible();
    expect(within(row).getByText('11/03/2026 09:30:00')).toBeVisible();
    expect(within(row).getByText('Negado')).toBeVisible();
    expect(within(row).getByText('480913')).toBeVisible();
    expect(within(row).getByText('Convite já utilizado às 12:00.')).toBeVisible();
    const ok = screen.getByText('Ana Convidada').closest('tr') as HTMLElement;
    expect(within(ok).getByText('Liberado')).toBeVisible();
    // Which code, event and staff member made each check.
    expect(within(ok).getByText('552211')).toBeVisible();
    expect(within(ok).getByText('Show de Março')).toBeVisible();
    expect(within(ok).getByText('Marta Portaria')).toBeVisible();
    expect(screen.getByText(/Registros por página:/)).toBeVisible();
    expect(screen.getByText('12 acessos no período')).toBeVisible();
    expect(screen.getByText('9 liberados')).toBeVisible();
    expect(screen.getByText('3 negados')).toBeVisible();

    const today = todayIso();
    const [first] = reportCalls(api);
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      accessAtFrom: `${today.slice(0, 8)}01`,
      accessAtTo: today,
      skip: '0',
      take: '10',
    });
  });

  it('other staff see fewer columns (no document, no code, no reason), the event and who checked', async () => {
    reportApi({
      data: [
        { ...LET_IN, doc: '***.456.789-**', code: null },
        { ...REFUSED, reason: null, code: null },
      ],
      total: 2,
      chart: CHART,
    });
    await open(false);
    expect(columnTitles()).toEqual([
      'Local',
      'Evento',
      'Nome',
      'Data de acesso',
      'Tipo de usuário',
      'Situação',
      'Validado por',
    ]);
    expect(screen.queryByText('***.456.789-**')).not.toBeInTheDocument();
    const ok = screen.getByText('Ana Convidada').closest('tr') as HTMLElement;
    expect(within(ok).getByText('Show de Março')).toBeVisible();
    expect(within(ok).getByText('Marta Portaria')).toBeVisible();
  });

  it('draws the accesses per day and place (liberados per place, negados together)', async () => {
    reportApi();
    await open(true);
    const chart = await screen.findByRole('img', { name: 'Acessos por dia e local' });
    expect(within(chart).getByText('Eixo: 10/03/2026 | 11/03/2026')).toBeInTheDocument();
    expect(within(chart).getByText('Piscina (liberados): 4 | 2')).toBeInTheDocument();
    expect(within(chart).getByText('Salão (liberados): 0 | 3')).toBeInTheDocument();
    expect(within(chart).getByText('Negados: 1 | 2')).toBeInTheDocument();
  });

  it("'Pesquisar' sends the period, the place and the name; the next page skips 10", async () => {
    const api = reportApi();
    const { user } = await open(true);
    await typeDate(user, 'Início', '01/03/2026');
    await typeDate(user, 'Fim', '31/03/2026');
    await user.click(screen.getByLabelText('Local'));
    await user.click(await within(await waitFor(openDropdown)).findByText('Salão'));
    await user.type(screen.getByLabelText('Nome'), '  Ana ');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));

    const search = (call: ApiCall) => call.query.get('accessAtFrom') === '2026-03-01';
    await waitFor(() => expect(reportCalls(api).filter(search)).toHaveLength(1));
    expect(Object.fromEntries(reportCalls(api).filter(search)[0]?.query ?? [])).toEqual({
      accessAtFrom: '2026-03-01',
      accessAtTo: '2026-03-31',
      localId: '2',
      name: 'Ana',
      skip: '0',
      take: '10',
    });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(
        reportCalls(api)
          .filter(search)
          .map((c) => c.query.get('skip')),
      ).toEqual(['0', '10']),
    );
  });

  it('checks the period before searching', async () => {
    const api = reportApi();
    const { user } = await open(true);
    const before = reportCalls(api).length;
    await typeDate(user, 'Início', '31/03/2026');
    await typeDate(user, 'Fim', '01/03/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(
      await screen.findByText('A data final não pode ser anterior à data inicial.'),
    ).toBeVisible();
    await typeDate(user, 'Início', '01/01/2025');
    await typeDate(user, 'Fim', '02/01/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(await screen.findByText('O período não pode passar de 366 dias.')).toBeVisible();
    expect(reportCalls(api)).toHaveLength(before);
  });

  it("an empty period shows 'Nenhum dado encontrado!', no chart and nothing to export", async () => {
    reportApi({ data: [], total: 0, chart: [] });
    renderAdminApp('/admin/relatorio-acessos', {
      session: staffSession([P.listReservationInvitations], { admin: true }),
    });
    expect(await screen.findByText('0 acessos no período', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText('Nenhum dado encontrado!')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Acessos por dia e local' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar planilha/ })).toBeDisabled();
  });

  it("'Exportar planilha' shows the bytes received and the rows, then saves the file", async () => {
    reportApi();
    const downloads = captureDownloads();
    const sheet = streamingExport('GET /access-local/export', {
      fileName: 'relatorio-acessos.xlsx',
      totalRows: 12,
    });
    const { user } = await open(true);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Pesquisar/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));

    sheet.send(1536);
    expect(
      await screen.findByText('Recebendo planilha: 1,5 KB · 12 registros'),
    ).toBeInTheDocument();
    sheet.send(1536);
    expect(
      await screen.findByText('Recebendo planilha: 3,0 KB · 12 registros'),
    ).toBeInTheDocument();
    sheet.end();
    expect(
      await screen.findByText('Planilha salva: relatorio-acessos.xlsx (12 registros, 3,0 KB)'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Download realizado com sucesso!')).toBeInTheDocument();
    expect(downloads).toEqual([{ fileName: 'relatorio-acessos.xlsx', url: 'blob:test/xlsx' }]);
    const today = todayIso();
    expect(Object.fromEntries(sheet.calls[0]?.query ?? [])).toEqual({
      accessAtFrom: `${today.slice(0, 8)}01`,
      accessAtTo: today,
      name: 'Ana',
    });
    expect(sheet.calls[0]?.headers.get('Authorization')).toBe('Bearer token-de-teste');
  });
});
