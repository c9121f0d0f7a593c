import { ErrorCode, MSG } from '@clube/shared';
import { reportPeriodRules } from '@clube/shared/forms';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import * as yup from 'yup';
import { expectConsole } from '../../test/console-guard';
import type { ReportPaging, ReportQuery } from './use-report';

// jsdom has no canvas: the chart's data is shown as text instead (test/fake-chart).
jest.unstable_mockModule('./chart-canvas', () => import('../../test/fake-chart'));
const { renderWithProviders } = await import('../../test/render');
const { FILTER_LOCKED, PeriodFields, ReportFilterForm } = await import('./report-filter-form');
const { ReportScreen } = await import('./report-screen');
const { useReport } = await import('./use-report');

interface Row {
  id: number;
  name: string;
}
interface Filter {
  startsAt: string;
  endsAt: string;
}
type Answer = ReportQuery<{ data: Row[]; total: number }>;

const MARCH: Filter = { startsAt: '2026-03-01', endsAt: '2026-03-31' };
const ROWS: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Pessoa ${i + 1}` }));
const schema = yup.object(reportPeriodRules());

/**
 * A report page as the features write one: the hook with a read (recorded instead of the
 * API's), the screen with its filter, figures and table.
 */
function TestReport({
  answer,
  reads,
  locked = false,
}: {
  answer: Answer;
  reads: { filter: Filter; paging: ReportPaging }[];
  locked?: boolean;
}) {
  const report = useReport({
    initialFilter: MARCH,
    useQuery: (filter, paging) => {
      reads.push({ filter, paging });
      return answer;
    },
    exportRequest: (filter) => ({ url: '/test-report/export', method: 'POST', body: filter }),
  });
  return (
    <ReportScreen<Row>
      id="test-report"
      title="Relatório de teste"
      subject="testes"
      report={report}
      filter={
        <ReportFilterForm
          idPrefix="test-report"
          label="Filtro do relatório de teste"
          initialValues={report.filter}
          schema={schema}
          searching={answer.isFetching}
          locked={locked}
          onSearch={report.search}
        >
          <PeriodFields />
        </ReportFilterForm>
      }
      summary={answer.data ? [`${answer.data.total} pessoas`, 'Figura dois'] : null}
      chart={{
        title: 'Pessoas por dia',
        spec: { labels: ['01/03/2026'], series: [{ label: 'Pessoas', data: [3] }] },
      }}
      table={{
        label: 'Pessoas',
        rowKey: 'id',
        columns: [{ key: 'name', title: 'Nome', dataIndex: 'name' }],
      }}
    />
  );
}

async function typeDate(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  date: string,
) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.paste(date);
  await user.keyboard('{Enter}');
}

const last = <T,>(list: T[]) => list[list.length - 1] as T;

describe('useReport and ReportScreen (shared/reports)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reads the first page of the initial filter, then the page asked for', async () => {
    const reads: { filter: Filter; paging: ReportPaging }[] = [];
    const { user } = renderWithProviders(
      <TestReport answer={{ data: { data: ROWS, total: 25 }, isFetching: false }} reads={reads} />,
    );
    expect(screen.getByRole('heading', { name: 'Relatório de teste' })).toBeVisible();
    expect(last(reads)).toEqual({ filter: MARCH, paging: { skip: 0, take: 10 } });
    expect(screen.getByLabelText('Início')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('Início')).toHaveAttribute('id', 'test-report-startsAt');

    const table = screen.getByRole('table', { name: 'Pessoas' });
    expect(within(table).getByText('Pessoa 1')).toBeVisible();
    expect(screen.getByText('25 pessoas')).toBeVisible();
    expect(screen.getByText('Figura dois')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Pessoas por dia' })).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(last(reads).paging).toEqual({ skip: 20, take: 10 }));
  });

  it("'Pesquisar' searches the checked filter from its first page", async () => {
    const reads: { filter: Filter; paging: ReportPaging }[] = [];
    const { user } = renderWithProviders(
      <TestReport answer={{ data: { data: ROWS, total: 25 }, isFetching: false }} reads={reads} />,
    );
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(last(reads).paging.skip).toBe(10));

    await typeDate(user, 'Fim', '01/02/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(await screen.findByText(MSG.endBeforeStart)).toBeVisible();
    expect(last(reads).filter).toEqual(MARCH);

    await typeDate(user, 'Início', '01/01/2026');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(last(reads)).toEqual({
        filter: { startsAt: '2026-01-01', endsAt: '2026-02-01' },
        paging: { skip: 0, take: 10 },
      }),
    );
  });

  it('logs and shows a failed read; nothing to export while the filter finds nothing', async () => {
    expectConsole('error', /Falha ao carregar o relatório de testes/);
    const error = {
      status: 400,
      data: { statusCode: 400, error: 'Período inválido.', code: ErrorCode.ValidationFailed },
    };
    renderWithProviders(<TestReport answer={{ isFetching: false, error }} reads={[]} />);
    expect(await screen.findByText('Período inválido.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Exportar planilha/ })).toBeDisabled();
    expect(screen.getByText(MSG.emptyTable)).toBeVisible();
    expect(screen.queryByText('Figura dois')).toBeNull();
  });

  it('a locked filter disables its fields and says why', () => {
    renderWithProviders(
      <TestReport
        answer={{ data: { data: ROWS, total: 25 }, isFetching: false }}
        reads={[]}
        locked
      />,
    );
    expect(screen.getByText(FILTER_LOCKED)).toBeVisible();
    expect(screen.getByLabelText('Início')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Pesquisar/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Exportar planilha/ })).toBeEnabled();
  });
});
