import { ErrorCode, P, todayIso, type PermissionName } from '@clube/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { expectConsole } from '../../../test/console-guard';
import { apiError, fakeApi, type ApiCall } from '../../../test/fake-api';

// jsdom has no canvas: the chart's data is shown as text instead (test/fake-chart).
jest.unstable_mockModule(
  '../../../shared/reports/chart-canvas',
  () => import('../../../test/fake-chart'),
);
const { renderAdminApp, staffSession } = await import('../../../test/render');
const { streamingExport, captureDownloads, openDropdown } =
  await import('../../../test/report-test-kit');

/** Paid by credit card at 15:00Z on 10/03/2026: 12:00 in São Paulo. */
const PAID = {
  id: 31,
  line: 'Pagamento',
  orderId: 901,
  locals: 'Churrasqueira 1',
  status: 'Pago',
  associate: 'Ana Pagadora',
  cardType: 'Cartão de Crédito',
  cardBrand: 'Visa',
  invitationsQuantity: 2,
  totalPaid: 123456,
  totalPaidFormatted: 'R$ 1.234,56',
  createdAt: '2026-03-10T15:00:00.000Z',
};

const PIX = {
  id: 32,
  line: 'Pagamento',
  orderId: 902,
  locals: 'Baile de Março',
  status: 'Aguardando pagamento',
  associate: 'Bruno Convidante',
  cardType: 'Pix',
  cardBrand: null,
  invitationsQuantity: 3,
  totalPaid: 0,
  totalPaidFormatted: 'R$ 0,00',
  createdAt: '2026-03-11T12:00:00.000Z',
};

/** A refund of another order, its own line with a negative value. */
const REFUND = {
  id: 33,
  line: 'Estorno',
  orderId: 903,
  locals: 'Salão de Festas',
  status: 'Estornado',
  associate: 'Carla Estornada',
  cardType: 'Pix',
  cardBrand: null,
  invitationsQuantity: 1,
  totalPaid: -7000,
  totalPaidFormatted: '-R$ 70,00',
  createdAt: '2026-03-11T13:00:00.000Z',
};

const SUMMARY = {
  payments: 12,
  paidCount: 1,
  refunds: 2,
  totalCaptured: 130456,
  totalRefunded: 7000,
  totalPaid: 123456,
  totalPaidFormatted: 'R$ 1.234,56',
};

const MEMBERS = [
  { id: '6f1c2d3e-0000-4000-8000-000000000001', name: 'Bruno Convidante', cpf: '***.456.789-**' },
];

const PLACES = [
  { id: 1, description: 'Churrasqueira 1' },
  { id: 3, description: 'Salão de Festas' },
];

/** Paid cents per month and payment type (the chart). */
const CHART = [
  { month: '2026-02', type: 'Pix', amount: 5000 },
  { month: '2026-03', type: 'Cartão de Crédito', amount: 123456 },
  { month: '2026-02', type: 'Cartão de Crédito', amount: 20000 },
];

const EMPTY_PAGE = {
  data: [],
  total: 0,
  summary: {
    payments: 0,
    paidCount: 0,
    refunds: 0,
    totalCaptured: 0,
    totalRefunded: 0,
    totalPaid: 0,
    totalPaidFormatted: 'R$ 0,00',
  },
};

function reportApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'POST /report-payments': {
      body: { data: [REFUND, PIX, PAID], total: 12, summary: SUMMARY, chart: CHART },
    },
    'GET /locals/options': { body: PLACES },
    'GET /associates/options': { body: MEMBERS },
    ...extra,
  });
}

const open = async (permissions: PermissionName[] = [P.listReportPayments]) => {
  const rendered = renderAdminApp('/admin/relatorio-cobrancas', {
    session: staffSession(permissions),
  });
  const cell = await screen.findByText('Ana Pagadora', {}, { timeout: 15_000 });
  return { ...rendered, row: cell.closest('tr') as HTMLElement };
};

const reportCalls = (api: ReturnType<typeof reportApi>) => api.callsTo('POST /report-payments');

/** Replaces a date field's value by `date` (DD/MM/YYYY). */
async function typeDate(
  user: ReturnType<typeof renderAdminApp>['user'],
  label: string,
  date: string,
) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.paste(date);
  await user.keyboard('{Enter}');
}

describe('charges report (/admin/relatorio-cobrancas)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("'Cancelar e estornar' (refund-order) on a paid row only: names the order and the amount, sends the reason, reads the report again", async () => {
    const api = reportApi({
      'POST /orders/:id/cancel': {
        body: {
          message: 'Pedido cancelado. Valor estornado ao associado: R$ 1.234,56.',
          refunded: 123456,
          refundedFormatted: 'R$ 1.234,56',
        },
      },
    });
    const { row, user } = await open([P.listReportPayments, P.refundOrder]);
    const pixRow = screen.getByText('Bruno Convidante').closest('tr') as HTMLElement;
    expect(within(pixRow).queryByRole('button', { name: 'Cancelar e estornar' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Cancelar e estornar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Cancelar o pedido 901 e estornar R$ 1.234,56 ao associado?'),
    ).toBeInTheDocument();
    const reads = reportCalls(api).length;
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Evento adiado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar e estornar' }));
    await waitFor(() => expect(api.callsTo('POST /orders/901/cancel')).toHaveLength(1));
    expect(api.callsTo('POST /orders/901/cancel')[0]?.body).toEqual({ reason: 'Evento adiado' });
    expect(
      await screen.findByText('Pedido cancelado. Valor estornado ao associado: R$ 1.234,56.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(reportCalls(api).length).toBeGreaterThan(reads));
  });

  it("no 'Cancelar e estornar' without refund-order", async () => {
    reportApi();
    const { row } = await open();
    expect(within(row).queryByRole('button', { name: 'Cancelar e estornar' })).toBeNull();
  });

  it('shows this month at once: the columns, the rows in Portuguese, the totals and the paging', async () => {
    const api = reportApi();
    const { row } = await open();
    expect(screen.getByRole('heading', { name: 'Relatório de cobranças' })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
      'Código',
      'Lançamento',
      'Local/Evento',
      'Status',
      'Associado',
      'Forma de pagamento',
      'Bandeira',
      'Convidados',
      'Total pago',
      'Data',
    ]);
    expect(within(row).getByText('31')).toBeVisible();
    expect(within(row).getByText('Churrasqueira 1')).toBeVisible();
    expect(within(row).getByText('Pago')).toBeVisible();
    expect(within(row).getByText('Cartão de Crédito')).toBeVisible();
    expect(within(row).getByText('Visa')).toBeVisible();
    expect(within(row).getByText('2')).toBeVisible();
    expect(within(row).getByText('R$ 1.234,56')).toBeVisible();
    expect(within(row).getByText('10/03/2026 12:00:00')).toBeVisible();
    const pix = screen.getByText('Bruno Convidante').closest('tr') as HTMLElement;
    expect(within(pix).getByText('Aguardando pagamento')).toBeVisible();
    expect(within(pix).getByText('Pix')).toBeVisible();
    expect(within(pix).getByText('—')).toBeVisible();

    expect(screen.getByText('12 pagamentos no período')).toBeVisible();
    expect(screen.getByText('1 pago')).toBeVisible();
    const refund = screen.getByText('Carla Estornada').closest('tr') as HTMLElement;
    expect(within(refund).getByText('Estorno')).toBeVisible();
    expect(within(refund).getByText('-R$ 70,00')).toBeVisible();
    expect(screen.getByText('2 estornos')).toBeVisible();
    expect(screen.getByText('Total líquido (pago menos estornado): R$ 1.234,56')).toBeVisible();
    expect(screen.getByText(/Registros por página:/)).toBeVisible();

    const today = todayIso();
    const [first] = reportCalls(api);
    expect(first?.body).toEqual({ startsAt: `${today.slice(0, 8)}01`, endsAt: today });
    expect(first?.query.get('skip')).toBe('0');
    expect(first?.query.get('take')).toBe('10');
  });

  it("'Pesquisar' sends the period (yyyy-mm-dd) and the place; the next page skips 10", async () => {
    const api = reportApi();
    const { user } = await open();
    await typeDate(user, 'Início', '01/03/2026');
    await typeDate(user, 'Fim', '31/03/2026');
    await user.click(screen.getByLabelText('Local'));
    const popup = await waitFor(() => {
      const shown = [
        ...document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
        ),
      ].at(-1);
      if (!shown) throw new Error('select not open');
      return shown;
    });
    await user.click(await within(popup).findByText('Salão de Festas'));
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));

    const search = (call: ApiCall) => (call.body as { startsAt: string }).startsAt === '2026-03-01';
    await waitFor(() => expect(reportCalls(api).filter(search)).toHaveLength(1));
    const sent = reportCalls(api).filter(search)[0] as ApiCall;
    expect(sent.body).toEqual({ startsAt: '2026-03-01', endsAt: '2026-03-31', local: 3 });
    expect(sent.query.get('skip')).toBe('0');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(
        reportCalls(api)
          .filter(search)
          .map((c) => c.query.get('skip')),
      ).toEqual(['0', '10']),
    );
  });

  it("'Associado' finds a member by name and sends the member with the period, to the page and the spreadsheet", async () => {
    const api = reportApi({
      'POST /report-payments/export': {
        raw: 'PK-xlsx',
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="relatorio-cobrancas.xlsx"',
        },
      },
    });
    const downloads = captureDownloads();
    const { user } = await open();
    await user.click(screen.getByLabelText('Associado'));
    await user.type(screen.getByLabelText('Associado'), 'Bru');
    await user.click(await within(await waitFor(openDropdown)).findByText('Bruno Convidante'));
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));

    const today = todayIso();
    const byMember = (call: ApiCall) => (call.body as { associate?: string }).associate;
    await waitFor(() => expect(reportCalls(api).filter(byMember)).toHaveLength(1));
    expect(reportCalls(api).filter(byMember)[0]?.body).toEqual({
      startsAt: `${today.slice(0, 8)}01`,
      endsAt: today,
      associate: MEMBERS[0]?.id,
    });
    // The lookup searched by what was typed.
    await waitFor(() =>
      expect(
        api.callsTo('GET /associates/options').some((c) => c.query.get('search') === 'Bru'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Pesquisar/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    expect(await screen.findByText('Download realizado com sucesso!')).toBeInTheDocument();
    expect(downloads.map((d) => d.fileName)).toEqual(['relatorio-cobrancas.xlsx']);
    expect(api.callsTo('POST /report-payments/export')[0]?.body).toEqual({
      startsAt: `${today.slice(0, 8)}01`,
      endsAt: today,
      associate: MEMBERS[0]?.id,
    });
  });

  it('checks the period before searching', async () => {
    const api = reportApi();
    const { user } = await open();
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

  it("an empty period shows 'Nenhum dado encontrado!' and nothing to export", async () => {
    reportApi({ 'POST /report-payments': { body: EMPTY_PAGE } });
    renderAdminApp('/admin/relatorio-cobrancas', {
      session: staffSession([P.listReportPayments]),
    });
    // The empty text also shows while the first answer is on its way: wait for the totals.
    expect(
      await screen.findByText('0 pagamentos no período', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Nenhum dado encontrado!')).toBeVisible();
    expect(screen.getByRole('button', { name: /Exportar planilha/ })).toBeDisabled();
  });

  it("shows the server's refusal of a period", async () => {
    expectConsole('error', /Falha ao carregar o relatório de cobranças/);
    reportApi({
      'POST /report-payments': apiError(
        400,
        ErrorCode.ValidationFailed,
        'Dados inválidos: endsAt — O período não pode passar de 366 dias.',
      ),
    });
    renderAdminApp('/admin/relatorio-cobrancas', {
      session: staffSession([P.listReportPayments]),
    });
    expect(
      await screen.findByText(
        'Dados inválidos: endsAt — O período não pode passar de 366 dias.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  });

  it("'Exportar planilha' downloads the .xlsx of the filter shown", async () => {
    const api = reportApi({
      'POST /report-payments/export': {
        raw: 'PK-xlsx',
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition':
            'attachment; filename="relatorio-cobrancas-2026-03-01-a-2026-03-31.xlsx"',
        },
      },
    });
    // jsdom has no object URLs (left defined: the download revokes its URL a second later).
    Object.assign(URL, {
      createObjectURL: () => 'blob:test/xlsx',
      revokeObjectURL: () => undefined,
    });
    const downloads: { fileName: string; url: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ fileName: this.download, url: this.href });
    });

    const { user } = await open();
    await typeDate(user, 'Início', '01/03/2026');
    await typeDate(user, 'Fim', '31/03/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(reportCalls(api).at(-1)?.body).toEqual({
        startsAt: '2026-03-01',
        endsAt: '2026-03-31',
      }),
    );
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));

    expect(await screen.findByText('Download realizado com sucesso!')).toBeInTheDocument();
    expect(downloads).toEqual([
      {
        fileName: 'relatorio-cobrancas-2026-03-01-a-2026-03-31.xlsx',
        url: 'blob:test/xlsx',
      },
    ]);
    expect(api.callsTo('POST /report-payments/export')[0]?.body).toEqual({
      startsAt: '2026-03-01',
      endsAt: '2026-03-31',
    });
  });

  it('draws the revenue per month and payment type', async () => {
    reportApi();
    await open();
    const chart = await screen.findByRole('img', {
      name: 'Receita por mês e forma de pagamento',
    });
    expect(within(chart).getByText('Eixo: 02/2026 | 03/2026')).toBeInTheDocument();
    expect(within(chart).getByText('Cartão de Crédito: 20000 | 123456')).toBeInTheDocument();
    expect(within(chart).getByText('Pix: 5000 | 0')).toBeInTheDocument();
  });

  it("'Exportar planilha' streams the file: bytes received and rows, then saved", async () => {
    reportApi();
    const downloads = captureDownloads();
    const sheet = streamingExport('POST /report-payments/export', {
      fileName: 'relatorio-cobrancas.xlsx',
      totalRows: 12,
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Exportar planilha/ }));
    sheet.send(2048);
    expect(
      await screen.findByText('Recebendo planilha: 2,0 KB · 12 registros'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    sheet.send(1024 * 1024);
    sheet.end();
    expect(
      await screen.findByText('Planilha salva: relatorio-cobrancas.xlsx (12 registros, 1,0 MB)'),
    ).toBeInTheDocument();
    expect(downloads).toEqual([{ fileName: 'relatorio-cobrancas.xlsx', url: 'blob:test/xlsx' }]);
    const today = todayIso();
    expect(sheet.calls[0]?.body).toEqual({ startsAt: `${today.slice(0, 8)}01`, endsAt: today });
  });
});
