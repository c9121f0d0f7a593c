import { formatCents } from '@clube/shared';
import type { ColumnType } from 'antd/es/table';
import { useMemo } from 'react';
import {
  currentMonth,
  formatChartValue,
  PeriodFields,
  periodBody,
  ReportFilterForm,
  ReportScreen,
  useReport,
  type BarChartSpec,
} from '../../../shared/reports';
import { EXPORT_PATHS, useLocalsReportQuery, type LocalsReportRowDto } from '../api/reports-api';
import { PlaceFilterField } from '../components/place-filter-field';
import {
  periodReportFilterSchema,
  type PeriodReportFilterValues,
} from '../schemas/report-filters.schemas';

const hours = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

const COLUMNS: ColumnType<LocalsReportRowDto>[] = [
  { key: 'description', title: 'Local', dataIndex: 'description' },
  { key: 'type', title: 'Tipo', dataIndex: 'type' },
  { key: 'capacity', title: 'Capacidade', align: 'right', dataIndex: 'capacity' },
  { key: 'reservations', title: 'Reservas confirmadas', align: 'right', dataIndex: 'reservations' },
  {
    key: 'hoursBooked',
    title: 'Horas reservadas',
    align: 'right',
    render: (_, r) => hours(r.hoursBooked),
  },
  {
    key: 'openHours',
    title: 'Horas de funcionamento',
    align: 'right',
    render: (_, r) => hours(r.openHours),
  },
  {
    key: 'occupancy',
    title: 'Ocupação',
    align: 'right',
    render: (_, r) => formatChartValue(r.occupancyPercent, 'percent'),
  },
  { key: 'guests', title: 'Convidados', align: 'right', dataIndex: 'guests' },
  { key: 'revenue', title: 'Receita', align: 'right', render: (_, r) => formatCents(r.revenue) },
];

/**
 * Relatório de locais (list-local): per place in a period (this month by default):
 * confirmed reservations, hours booked, occupancy (booked / open hours), guests and
 * revenue; the occupancy of every place as a chart; 10 a page, and the spreadsheet.
 */
export default function LocalsReportPage() {
  const report = useReport({
    initialFilter: (): PeriodReportFilterValues => currentMonth(),
    useQuery: (filter, paging) =>
      useLocalsReportQuery({ localsReportFilterDto: periodBody(filter), ...paging }),
    exportRequest: (filter) => ({
      url: EXPORT_PATHS.locals,
      method: 'POST',
      body: periodBody(filter),
    }),
  });
  const points = report.query.data?.chart;
  const chart = useMemo<BarChartSpec>(
    () => ({
      labels: (points ?? []).map((p) => p.local),
      series: [{ label: 'Ocupação', data: (points ?? []).map((p) => p.occupancyPercent) }],
      horizontal: true,
      format: 'percent',
    }),
    [points],
  );

  return (
    <ReportScreen<LocalsReportRowDto>
      id="locals-report"
      title="Relatório de locais"
      subject="locais"
      report={report}
      filter={
        <ReportFilterForm
          idPrefix="locals-report"
          label="Filtro do relatório de locais"
          initialValues={report.filter}
          schema={periodReportFilterSchema}
          searching={report.query.isFetching}
          onSearch={report.search}
        >
          <PeriodFields />
          <PlaceFilterField />
        </ReportFilterForm>
      }
      chart={{
        title: 'Ocupação por local',
        spec: chart,
        height: Math.max(160, 36 * chart.labels.length),
      }}
      table={{ label: 'Locais', rowKey: 'id', columns: COLUMNS }}
    />
  );
}
