import { failureMessage } from '@clube/shared/web';
import { Alert } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, type ReactNode } from 'react';
import type { BarChartSpec } from './chart-spec';
import { ExportButton } from './export-button';
import { LazyChart } from './lazy-chart';
import { ReportTable } from './report-table';
import type { ReportPage, ReportState } from './use-report';
import '../list-screen/list-screen.css';
import './reports.css';

/**
 * A report screen, the same frame for every report: the title with 'Exportar planilha'
 * (the whole filter, streamed with its progress; off while the filter finds nothing), the
 * filter, the load failure (logged, and shown with the API's message), the figures of the
 * filter, the chart (chart.js loaded with the first one drawn) and the table, 10 rows a page.
 * The page declares its filter, columns, figures, chart and what it reads and exports
 * (`useReport`).
 */
export function ReportScreen<R extends object>({
  id,
  title,
  subject,
  report,
  filter,
  summary,
  chart,
  table,
  children,
}: {
  /** The section's id prefix: the title is `<id>-title`. */
  id: string;
  title: string;
  /** What the report lists, for its log lines: 'acessos' → 'Falha ao carregar o relatório de acessos'. */
  subject: string;
  report: Pick<
    ReportState<unknown, ReportPage<R>>,
    'query' | 'page' | 'setPage' | 'total' | 'exportRequest'
  >;
  filter: ReactNode;
  /** The filter's figures (each shown apart), once the read answered; nothing otherwise. */
  summary?: readonly string[] | null;
  chart?: { title: string; spec: BarChartSpec; height?: number };
  table: {
    /** The table's accessible name. */
    label: string;
    columns: ColumnType<R>[];
    rowKey: keyof R | ((row: R) => string);
    /** What an empty table says ('Nenhum dado encontrado!' by default). */
    emptyText?: string;
  };
  /** Shown below the table (a dialog of a row). */
  children?: ReactNode;
}) {
  const { query } = report;
  const loadLog = `Falha ao carregar o relatório de ${subject}`;
  useEffect(() => {
    if (query.error) console.error(loadLog, query.error);
  }, [query.error, loadLog]);

  return (
    <section className="list-screen" aria-labelledby={`${id}-title`}>
      <div className="list-screen__header">
        <h1 id={`${id}-title`} className="list-screen__title">
          {title}
        </h1>
        <ExportButton
          request={report.exportRequest}
          disabled={report.total === 0}
          errorLog={`Falha ao exportar o relatório de ${subject}`}
        />
      </div>
      {filter}
      {query.error ? (
        <Alert
          className="list-screen__alert"
          type="error"
          showIcon
          title={failureMessage(query.error)}
        />
      ) : null}
      {summary ? (
        <p className="report-summary" aria-live="polite">
          {summary.map((figure) => (
            <span key={figure}>{figure}</span>
          ))}
        </p>
      ) : null}
      {chart ? <LazyChart title={chart.title} spec={chart.spec} height={chart.height} /> : null}
      <ReportTable<R>
        label={table.label}
        rowKey={table.rowKey}
        columns={table.columns}
        rows={query.data?.data ?? []}
        total={report.total}
        page={report.page}
        onPage={report.setPage}
        loading={query.isFetching}
        emptyText={table.emptyText}
      />
      {children}
    </section>
  );
}
