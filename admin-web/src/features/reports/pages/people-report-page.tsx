import { formatAssociatePhone, formatDate, hasPermission, P, TABLE_PAGE_SIZE } from '@clube/shared';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { ExportButton, ReportTable, withoutEmpty } from '../../../shared/reports';
import { EXPORT_PATHS, usePeopleReportQuery, type PeopleReportRowDto } from '../api/reports-api';
import { ALL_AGES, PeopleReportFilter } from '../components/people-report-filter';
import { ReportPage } from '../components/report-page';
import type { PeopleReportFilterValues } from '../schemas/report-filters.schemas';

const day = (iso: string | null) => (iso ? formatDate(iso) : '—');

/** The spec's people report row: name, company, phone, email, admission, birth, marital status. */
const COLUMNS: ColumnType<PeopleReportRowDto>[] = [
  { key: 'name', title: 'Nome', dataIndex: 'name' },
  { key: 'company', title: 'Empresa', render: (_, a) => a.company ?? '—' },
  {
    key: 'phone',
    title: 'Telefone',
    render: (_, a) => (a.phone ? formatAssociatePhone(a.phone) : '—'),
  },
  { key: 'email', title: 'E-mail', dataIndex: 'email' },
  { key: 'admissionDate', title: 'Data de admissão', render: (_, a) => day(a.admissionDate) },
  { key: 'birthDate', title: 'Data de nascimento', render: (_, a) => day(a.birthDate) },
  { key: 'maritalStatus', title: 'Estado civil', render: (_, a) => a.maritalStatus ?? '—' },
];

const NO_FILTER: PeopleReportFilterValues = {
  ages: ALL_AGES,
  admissionFrom: '',
  admissionTo: '',
};

/** The associates' list filters of a people filter; the whole age range is no filter at all. */
export function peopleParams(filter: PeopleReportFilterValues) {
  const [ageMin, ageMax] = filter.ages;
  const narrowed = ageMin !== ALL_AGES[0] || ageMax !== ALL_AGES[1];
  return withoutEmpty({
    company: filter.company,
    hasDependents: filter.dependents === undefined ? undefined : filter.dependents === 'true',
    ageMin: narrowed ? ageMin : undefined,
    ageMax: narrowed ? ageMax : undefined,
    admissionFrom: filter.admissionFrom,
    admissionTo: filter.admissionTo,
  });
}

/**
 * Relatório de pessoas (list-report-people): the associates by company, with or without
 * dependents, age range (10 to 100) and admission period (`GET report-people`: the
 * associates' list filters), by name,
 * 10 a page, and the spreadsheet.
 */
export default function PeopleReportPage() {
  // The spec's table action permission for this report's filter.
  const mayFilter = hasPermission(useSelector(selectHeldPermissions), P.insertReportPeople);
  const [filter, setFilter] = useState<PeopleReportFilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const params = peopleParams(filter);
  const report = usePeopleReportQuery({
    ...params,
    skip: (page - 1) * TABLE_PAGE_SIZE,
    take: TABLE_PAGE_SIZE,
  });
  const total = report.data?.total ?? 0;

  return (
    <ReportPage
      id="people-report"
      title="Relatório de pessoas"
      error={report.error}
      errorLog="Falha ao carregar o relatório de pessoas"
      exportButton={
        <ExportButton
          request={{ url: EXPORT_PATHS.people, params }}
          disabled={total === 0}
          errorLog="Falha ao exportar o relatório de pessoas"
        />
      }
      filter={
        <PeopleReportFilter
          initialValues={filter}
          searching={report.isFetching}
          locked={!mayFilter}
          onSearch={(values) => {
            setFilter(values);
            setPage(1);
          }}
        />
      }
    >
      <ReportTable<PeopleReportRowDto>
        label="Pessoas"
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
