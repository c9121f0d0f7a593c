import { formatCents, TABLE_PAGE_SIZE } from '@clube/shared';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import {
  currentMonth,
  ExportButton,
  formatChartValue,
  LazyChart,
  ReportTable,
  type BarChartSpec,
} from '../../../shared/reports';
import { EXPORT_PATHS, useLocalsReportQuery, type LocalsReportRowDto } from '../api/reports-api';
import { PeriodReportFilter } from '../components/period-report-filter';
import { ReportPage } from '../components/report-page';
import { periodBody, type PeriodReportFilterValues } from '../schemas/report-filters.schemas';

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
  const [filter, setFilter] = useState<PeriodReportFilterValues>(currentMonth);
  const [page, setPage] = useState(1);
  const body = periodBody(filter);
  const report = useLocalsReportQuery({
    localsReportFilterDto: body,
    skip: (page - 1) * TABLE_PAGE_SIZE,
    take: TABLE_PAGE_SIZE,
  });
  const total = report.data?.total ?? 0;
  const points = report.data?.chart;
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
    <ReportPage
      id="locals-report"
      title="Relatório de locais"
      error={report.error}
      errorLog="Falha ao carregar o relatório de locais"
      exportButton={
        <ExportButton
          request={{ url: EXPORT_PATHS.locals, method: 'POST', body }}
          disabled={total === 0}
          errorLog="Falha ao exportar o relatório de locais"
        />
      }
      filter={
        <PeriodReportFilter
          idPrefix="locals-report"
          label="Filtro do relatório de locais"
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
      <LazyChart
        title="Ocupação por local"
        spec={chart}
        height={Math.max(160, 36 * chart.labels.length)}
      />
      <ReportTable<LocalsReportRowDto>
        label="Locais"
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
