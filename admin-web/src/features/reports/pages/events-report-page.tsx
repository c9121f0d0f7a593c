import { formatCents, formatDate, TABLE_PAGE_SIZE } from '@clube/shared';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { currentMonth, ExportButton, ReportTable } from '../../../shared/reports';
import { EXPORT_PATHS, useEventsReportQuery, type EventsReportRowDto } from '../api/reports-api';
import { PeriodReportFilter } from '../components/period-report-filter';
import { ReportPage } from '../components/report-page';
import { periodBody, type PeriodReportFilterValues } from '../schemas/report-filters.schemas';

const COLUMNS: ColumnType<EventsReportRowDto>[] = [
  { key: 'title', title: 'Evento', dataIndex: 'title' },
  { key: 'local', title: 'Local', dataIndex: 'local' },
  {
    key: 'sale',
    title: 'Período de venda',
    render: (_, r) => `${formatDate(r.startSale)} a ${formatDate(r.endSale)}`,
  },
  {
    key: 'days',
    title: 'Dias do evento',
    render: (_, r) => (r.days.length ? r.days.map((d) => formatDate(d)).join(', ') : '—'),
  },
  { key: 'ticketsTotal', title: 'Ingressos à venda', align: 'right', dataIndex: 'ticketsTotal' },
  { key: 'sold', title: 'Vendidos', align: 'right', dataIndex: 'sold' },
  { key: 'pending', title: 'Pendentes', align: 'right', dataIndex: 'pending' },
  { key: 'available', title: 'Disponíveis', align: 'right', dataIndex: 'available' },
  { key: 'free', title: 'Gratuitos', align: 'right', dataIndex: 'free' },
  { key: 'paid', title: 'Pagos', align: 'right', dataIndex: 'paid' },
  { key: 'revenue', title: 'Receita', align: 'right', render: (_, r) => formatCents(r.revenue) },
];

/**
 * Relatório de eventos (list-report-events): the events of a period (this month by
 * default), optionally of one place: sale period, days, tickets for sale, sold, pending,
 * free and paid, revenue; 10 a page, and the spreadsheet.
 */
export default function EventsReportPage() {
  const [filter, setFilter] = useState<PeriodReportFilterValues>(currentMonth);
  const [page, setPage] = useState(1);
  const body = periodBody(filter);
  const report = useEventsReportQuery({
    eventsReportFilterDto: body,
    skip: (page - 1) * TABLE_PAGE_SIZE,
    take: TABLE_PAGE_SIZE,
  });
  const total = report.data?.total ?? 0;
  const summary = report.data?.summary;

  return (
    <ReportPage
      id="events-report"
      title="Relatório de eventos"
      error={report.error}
      errorLog="Falha ao carregar o relatório de eventos"
      exportButton={
        <ExportButton
          request={{ url: EXPORT_PATHS.events, method: 'POST', body }}
          disabled={total === 0}
          errorLog="Falha ao exportar o relatório de eventos"
        />
      }
      filter={
        <PeriodReportFilter
          idPrefix="events-report"
          label="Filtro do relatório de eventos"
          initialValues={filter}
          fields={{ local: true }}
          searching={report.isFetching}
          onSearch={(values) => {
            setFilter(values);
            setPage(1);
          }}
        />
      }
    >
      {summary ? (
        <p className="report-summary" aria-live="polite">
          <span>
            {summary.events} {summary.events === 1 ? 'evento' : 'eventos'}
          </span>
          <span>{summary.sold} vendidos</span>
          <span>{summary.pending} pendentes</span>
          <span>Receita: {formatCents(summary.revenue)}</span>
        </p>
      ) : null}
      <ReportTable<EventsReportRowDto>
        label="Eventos"
        rowKey="id"
        columns={COLUMNS}
        rows={report.data?.data ?? []}
        total={total}
        page={page}
        onPage={setPage}
        loading={report.isFetching}
      />
    </ReportPage>
  );
}
