import { formatCents, formatDateTime } from '@clube/shared';
import { Badge } from 'antd';
import type { ColumnType } from 'antd/es/table';
import {
  currentMonth,
  PeriodFields,
  ReportFilterForm,
  ReportScreen,
  useReport,
  withoutEmpty,
} from '../../../shared/reports';
import {
  EXPORT_PATHS,
  useLocalReservationsReportQuery,
  type LocalReservationsReportFilterDto,
  type LocalReservationsReportRowDto,
} from '../api/reports-api';
import { PlaceFilterField } from '../components/place-filter-field';
import { AssociateFilterField } from '../components/report-filter-fields';
import {
  periodReportFilterSchema,
  type PeriodReportFilterValues,
} from '../schemas/report-filters.schemas';

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

/** The reservations report's body: the period, the place and the associate. */
const reservationsBody = (filter: PeriodReportFilterValues) =>
  withoutEmpty({
    startsAt: filter.startsAt,
    endsAt: filter.endsAt,
    local: filter.local,
    associate: filter.associate,
  }) as LocalReservationsReportFilterDto;

/**
 * Relatório de reservas (report-local-reservation): the place reservations of a period
 * (this month by default), optionally of one place and one associate: place, associate,
 * start and end, guests, status, paid; 10 a page, and the spreadsheet.
 */
export default function ReservationsReportPage() {
  const report = useReport({
    initialFilter: (): PeriodReportFilterValues => currentMonth(),
    useQuery: (filter, paging) =>
      useLocalReservationsReportQuery({
        localReservationsReportFilterDto: reservationsBody(filter),
        ...paging,
      }),
    exportRequest: (filter) => ({
      url: EXPORT_PATHS.reservations,
      method: 'POST',
      body: reservationsBody(filter),
    }),
  });
  const summary = report.query.data?.summary;

  return (
    <ReportScreen<LocalReservationsReportRowDto>
      id="reservations-report"
      title="Relatório de reservas"
      subject="reservas"
      report={report}
      filter={
        <ReportFilterForm
          idPrefix="reservations-report"
          label="Filtro do relatório de reservas"
          initialValues={report.filter}
          schema={periodReportFilterSchema}
          searching={report.query.isFetching}
          onSearch={report.search}
        >
          <PeriodFields />
          <PlaceFilterField />
          <AssociateFilterField />
        </ReportFilterForm>
      }
      summary={
        summary
          ? [
              `${summary.reservations} ${summary.reservations === 1 ? 'reserva' : 'reservas'}`,
              `${summary.confirmed} confirmadas`,
              `${summary.guests} convidados`,
              `Total pago: ${formatCents(summary.paidTotal)}`,
            ]
          : null
      }
      table={{ label: 'Reservas', rowKey: 'id', columns: COLUMNS }}
    />
  );
}
