import { formatDate, hasPermission, P } from '@clube/shared';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import {
  currentMonth,
  PeriodFields,
  periodBody,
  ReportFilterForm,
  ReportScreen,
  useReport,
} from '../../../shared/reports';
import {
  EXPORT_PATHS,
  useDateRestrictionsReportQuery,
  type DateRestrictionsReportRowDto,
} from '../api/reports-api';
import { PlaceFilterField } from '../components/place-filter-field';
import {
  periodReportFilterSchema,
  type PeriodReportFilterValues,
} from '../schemas/report-filters.schemas';

const COLUMNS: ColumnType<DateRestrictionsReportRowDto>[] = [
  { key: 'description', title: 'Descrição', dataIndex: 'description' },
  { key: 'startsAt', title: 'Início', render: (_, r) => formatDate(r.startsAt) },
  { key: 'endsAt', title: 'Fim', render: (_, r) => formatDate(r.endsAt) },
  { key: 'days', title: 'Dias', align: 'right', dataIndex: 'days' },
  {
    key: 'locals',
    title: 'Locais',
    render: (_, r) => (r.locals.length ? r.locals.map((l) => <Tag key={l}>{l}</Tag>) : '—'),
  },
  { key: 'status', title: 'Status', dataIndex: 'status' },
];

/**
 * Relatório de restrição de datas (list-date-restriction): the restrictions overlapping a
 * period (this month by default), optionally of one place, with their places and status;
 * 10 a page, and the spreadsheet.
 */
export default function DateRestrictionsReportPage() {
  // The spec's table action permission for this report's filter.
  const mayFilter = hasPermission(useSelector(selectHeldPermissions), P.insertDateRestriction);
  const report = useReport({
    initialFilter: (): PeriodReportFilterValues => currentMonth(),
    useQuery: (filter, paging) =>
      useDateRestrictionsReportQuery({
        dateRestrictionsReportFilterDto: periodBody(filter),
        ...paging,
      }),
    exportRequest: (filter) => ({
      url: EXPORT_PATHS.dateRestrictions,
      method: 'POST',
      body: periodBody(filter),
    }),
  });

  return (
    <ReportScreen<DateRestrictionsReportRowDto>
      id="date-restrictions-report"
      title="Relatório de restrição de datas"
      subject="restrição de datas"
      report={report}
      filter={
        <ReportFilterForm
          idPrefix="date-restrictions-report"
          label="Filtro do relatório de restrição de datas"
          initialValues={report.filter}
          schema={periodReportFilterSchema}
          searching={report.query.isFetching}
          locked={!mayFilter}
          onSearch={report.search}
        >
          <PeriodFields />
          <PlaceFilterField />
        </ReportFilterForm>
      }
      table={{ label: 'Restrições de datas', rowKey: 'id', columns: COLUMNS }}
    />
  );
}
