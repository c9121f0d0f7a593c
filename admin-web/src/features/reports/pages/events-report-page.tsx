import { formatCents, formatDate } from '@clube/shared';
import type { ColumnType } from 'antd/es/table';
import {
  currentMonth,
  PeriodFields,
  periodBody,
  ReportFilterForm,
  ReportScreen,
  useReport,
} from '../../../shared/reports';
import { EXPORT_PATHS, useEventsReportQuery, type EventsReportRowDto } from '../api/reports-api';
import { PlaceFilterField } from '../components/place-filter-field';
import {
  periodReportFilterSchema,
  type PeriodReportFilterValues,
} from '../schemas/report-filters.schemas';

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
  const report = useReport({
    initialFilter: (): PeriodReportFilterValues => currentMonth(),
    useQuery: (filter, paging) =>
      useEventsReportQuery({ eventsReportFilterDto: periodBody(filter), ...paging }),
    exportRequest: (filter) => ({
      url: EXPORT_PATHS.events,
      method: 'POST',
      body: periodBody(filter),
    }),
  });
  const summary = report.query.data?.summary;

  return (
    <ReportScreen<EventsReportRowDto>
      id="events-report"
      title="Relatório de eventos"
      subject="eventos"
      report={report}
      filter={
        <ReportFilterForm
          idPrefix="events-report"
          label="Filtro do relatório de eventos"
          initialValues={report.filter}
          schema={periodReportFilterSchema}
          searching={report.query.isFetching}
          onSearch={report.search}
        >
          <PeriodFields />
          <PlaceFilterField />
        </ReportFilterForm>
      }
      summary={
        summary
          ? [
              `${summary.events} ${summary.events === 1 ? 'evento' : 'eventos'}`,
              `${summary.sold} vendidos`,
              `${summary.pending} pendentes`,
              `Receita: ${formatCents(summary.revenue)}`,
            ]
          : null
      }
      table={{ label: 'Eventos', rowKey: 'id', columns: COLUMNS }}
    />
  );
}
