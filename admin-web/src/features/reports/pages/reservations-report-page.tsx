import { formatCents, formatDateTime, TABLE_PAGE_SIZE } from '@clube/shared';
import { Badge } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { currentMonth, ExportButton, ReportTable, withoutEmpty } from '../../../shared/reports';
import {
  EXPORT_PATHS,
  useLocalReservationsReportQuery,
  type LocalReservationsReportFilterDto,
  type LocalReservationsReportRowDto,
} from '../api/reports-api';
import { PeriodReportFilter } from '../components/period-report-filter';
import { ReportPage } from '../components/report-page';
import type { PeriodReportFilterValues } from '../schemas/report-filters.schemas';

const COLUMNS: ColumnType<LocalReservationsReportRowDto>[] = [
  { key: 'local', title: 'Local', dataIndex: 'local' },
  { key: 'associate', title: 'Associado', dataIndex: 'associate' },
  { key: 'startAt', title: 'Início', render: (_, r) => formatDateTime(r.startsAt) },
  { key: 'endAt', title: 'Fim', render: (_, r) => formatDateTime(r.endsAt) },
  { key: 'guests', title: 'Convidados', align: 'right', dataIndex: 'guests' },
  { key: 'status', title: 'Status', dataIndex: 'status' },
  {
    key: 'paid',
    title: 'Pagamento',
    render: (_, r) => (
      <Badge status={r.paid ? 'success' : 'warning'} text={r.paid ? 'Pago' : 'Não pago'} />
    ),
  },
  { key: 'total', title: 'Valor', align: 'right', render: (_, r) => formatCents(r.total) },
];

/**
 * Relatório de reservas (report-local-reservation): the place reservations of a period
 * (this month by default), optionally of one place and one associate: place, associate,
 * start and end, guests, status, paid; 10 a page, and the spreadsheet.
 */
export default function ReservationsReportPage() {
  const [filter, setFilter] = useState<PeriodReportFilterValues>(currentMonth);
  const [page, setPage] = useState(1);
  const body = withoutEmpty({
    startsAt: filter.startsAt,
    endsAt: filter.endsAt,
    local: filter.local,
    associate: filter.associate,
  }) as LocalReservationsReportFilterDto;
  const report = useLocalReservationsReportQuery({
    localReservationsReportFilterDto: body,
    skip: (page - 1) * TABLE_PAGE_SIZE,
    take: TABLE_PAGE_SIZE,
  });
  const total = report.data?.total ?? 0;
  const summary = report.data?.summary;

  return (
    <ReportPage
      id="reservations-report"
      title="Relatório de reservas"
      error={report.error}
      errorLog="Falha ao carregar o relatório de reservas"
      exportButton={
        <ExportButton
          request={{ url: EXPORT_PATHS.reservations, method: 'POST', body }}
          disabled={total === 0}
          errorLog="Falha ao exportar o relatório de reservas"
        />
      }
      filter={
        <PeriodReportFilter
          idPrefix="reservations-report"
          label="Filtro do relatório de reservas"
          initialValues={filter}
          fields={{ local: true, associate: true }}
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
            {summary.reservations} {summary.reservations === 1 ? 'reserva' : 'reservas'}
          </span>
          <span>{summary.confirmed} confirmadas</span>
          <span>{summary.guests} convidados</span>
          <span>Total pago: {formatCents(summary.paidTotal)}</span>
        </p>
      ) : null}
      <ReportTable<LocalReservationsReportRowDto>
        label="Reservas"
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
