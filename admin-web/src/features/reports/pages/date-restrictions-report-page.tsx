import { formatDate, hasPermission, P, TABLE_PAGE_SIZE } from '@clube/shared';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { currentMonth, ExportButton, ReportTable } from '../../../shared/reports';
import {
  EXPORT_PATHS,
  useDateRestrictionsReportQuery,
  type DateRestrictionsReportRowDto,
} from '../api/reports-api';
import { PeriodReportFilter } from '../components/period-report-filter';
import { ReportPage } from '../components/report-page';
import { periodBody, type PeriodReportFilterValues } from '../schemas/report-filters.schemas';

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
  const [filter, setFilter] = useState<PeriodReportFilterValues>(currentMonth);
  const [page, setPage] = useState(1);
  const body = periodBody(filter);
  const report = useDateRestrictionsReportQuery({
    dateRestrictionsReportFilterDto: body,
    skip: (page - 1) * TABLE_PAGE_SIZE,
    take: TABLE_PAGE_SIZE,
  });
  const total = report.data?.total ?? 0;

  return (
    <ReportPage
      id="date-restrictions-report"
      title="Relatório de restrição de datas"
      error={report.error}
      errorLog="Falha ao carregar o relatório de restrição de datas"
      exportButton={
        <ExportButton
          request={{ url: EXPORT_PATHS.dateRestrictions, method: 'POST', body }}
          disabled={total === 0}
          errorLog="Falha ao exportar o relatório de restrição de datas"
        />
      }
      filter={
        <PeriodReportFilter
          idPrefix="date-restrictions-report"
          label="Filtro do relatório de restrição de datas"
          initialValues={filter}
          fields={{ local: true }}
          searching={report.isFetching}
          locked={!mayFilter}
          onSearch={(values) => {
            setFilter(values);
            setPage(1);
          }}
        />
      }
    >
      <ReportTable<DateRestrictionsReportRowDto>
        label="Restrições de datas"
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
