import { formatDateTime, isoDateToBr } from '@clube/shared';
import { Badge } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectProfile } from '../../../core/session/session-slice';
import {
  currentMonth,
  DENIED_COLOR,
  PeriodFields,
  ReportFilterForm,
  ReportScreen,
  useReport,
  withoutEmpty,
  type BarChartSpec,
} from '../../../shared/reports';
import {
  EXPORT_PATHS,
  useReportAccessLocalQuery,
  type AccessChartPointDto,
  type AccessRowDto,
} from '../api/reports-api';
import { PlaceFilterField } from '../components/place-filter-field';
import { NameFilterField } from '../components/report-filter-fields';
import {
  periodReportFilterSchema,
  type PeriodReportFilterValues,
} from '../schemas/report-filters.schemas';

const dash = (value: string | null | undefined) => value || '—';

const LOCAL: ColumnType<AccessRowDto> = {
  key: 'local',
  title: 'Local',
  render: (_, r) => dash(r.localDescription),
};
const NAME: ColumnType<AccessRowDto> = {
  key: 'name',
  title: 'Nome',
  render: (_, r) => dash(r.name),
};
const ACCESS_AT: ColumnType<AccessRowDto> = {
  key: 'accessAt',
  title: 'Data de acesso',
  render: (_, r) => formatDateTime(r.accessAt),
};
const USER_TYPE: ColumnType<AccessRowDto> = {
  key: 'userType',
  title: 'Tipo de usuário',
  render: (_, r) => dash(r.userType),
};
const EVENT: ColumnType<AccessRowDto> = {
  key: 'event',
  title: 'Evento',
  render: (_, r) => dash(r.event),
};
const STAFF_USER: ColumnType<AccessRowDto> = {
  key: 'staffUser',
  title: 'Validado por',
  render: (_, r) => dash(r.staffUser),
};
const OUTCOME: ColumnType<AccessRowDto> = {
  key: 'allowed',
  title: 'Situação',
  render: (_, r) => (
    <Badge status={r.allowed ? 'success' : 'error'} text={r.allowed ? 'Liberado' : 'Negado'} />
  ),
};

/**
 * Administrators see the person's document, the code typed or scanned and why an entry was
 * refused; everyone sees the event of a ticket and the staff member who made the check.
 */
export const ADMIN_COLUMNS: ColumnType<AccessRowDto>[] = [
  LOCAL,
  EVENT,
  NAME,
  { key: 'docType', title: 'Tipo de documento', render: (_, r) => dash(r.docType) },
  { key: 'doc', title: 'Documento', render: (_, r) => dash(r.doc) },
  ACCESS_AT,
  USER_TYPE,
  OUTCOME,
  { key: 'code', title: 'Código', render: (_, r) => (r.code == null ? '—' : r.code) },
  { key: 'reason', title: 'Motivo', render: (_, r) => dash(r.reason) },
  STAFF_USER,
];

/**
 * Other staff: who entered where and when, and who checked them (the API masks the document,
 * leaves out the code and the reason).
 */
export const STAFF_COLUMNS: ColumnType<AccessRowDto>[] = [
  LOCAL,
  EVENT,
  NAME,
  ACCESS_AT,
  USER_TYPE,
  OUTCOME,
  STAFF_USER,
];

/** Per day: one bar piece per place for the entries let in, one for the refusals. */
function chartOf(points: readonly AccessChartPointDto[]): BarChartSpec {
  const days = [...new Set(points.map((p) => p.day))].sort();
  const places = [...new Set(points.map((p) => p.local ?? 'Sem local'))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  const at = (day: string) => days.indexOf(day);
  const allowed = new Map(places.map((place) => [place, days.map(() => 0)]));
  const denied = days.map(() => 0);
  for (const p of points) {
    const row = allowed.get(p.local ?? 'Sem local');
    if (row) row[at(p.day)] = (row[at(p.day)] ?? 0) + p.allowed;
    denied[at(p.day)] = (denied[at(p.day)] ?? 0) + p.denied;
  }
  return {
    labels: days.map((day) => isoDateToBr(day) ?? day),
    stacked: true,
    series: [
      ...places.map((place) => ({ label: `${place} (liberados)`, data: allowed.get(place) ?? [] })),
      ...(denied.some((n) => n > 0)
        ? [{ label: 'Negados', data: denied, color: DENIED_COLOR }]
        : []),
    ],
  };
}

/** The access report's query: the period, the place and part of a name. */
const accessParams = (filter: PeriodReportFilterValues) =>
  withoutEmpty({
    accessAtFrom: filter.startsAt,
    accessAtTo: filter.endsAt,
    localId: filter.local,
    name: filter.name?.trim(),
  }) as { accessAtFrom: string; accessAtTo: string; localId?: number; name?: string };

/**
 * Relatório de acessos (list-reservation-invitations): every check at the gates in a period
 * (this month by default), by place and name, 10 a page, the accesses per day and place as a
 * chart, and the spreadsheet. Administrators (the profile's admin flag) see more columns.
 */
export default function AccessReportPage() {
  const admin = useSelector(selectProfile)?.admin ?? false;
  const report = useReport({
    initialFilter: (): PeriodReportFilterValues => ({ ...currentMonth(), name: '' }),
    useQuery: (filter, paging) => useReportAccessLocalQuery({ ...accessParams(filter), ...paging }),
    exportRequest: (filter) => ({ url: EXPORT_PATHS.access, params: accessParams(filter) }),
  });
  const points = report.query.data?.chart;
  const chart = useMemo(() => chartOf(points ?? []), [points]);
  const allowed = (points ?? []).reduce((n, p) => n + p.allowed, 0);
  const denied = (points ?? []).reduce((n, p) => n + p.denied, 0);
  const { total } = report;

  return (
    <ReportScreen<AccessRowDto>
      id="access-report"
      title="Relatório de acessos"
      subject="acessos"
      report={report}
      filter={
        <ReportFilterForm
          idPrefix="access-report"
          label="Filtro do relatório de acessos"
          initialValues={report.filter}
          schema={periodReportFilterSchema}
          searching={report.query.isFetching}
          onSearch={report.search}
        >
          <PeriodFields />
          <PlaceFilterField />
          <NameFilterField />
        </ReportFilterForm>
      }
      summary={
        report.query.data
          ? [
              `${total} ${total === 1 ? 'acesso no período' : 'acessos no período'}`,
              `${allowed} liberados`,
              `${denied} negados`,
            ]
          : null
      }
      chart={{ title: 'Acessos por dia e local', spec: chart }}
      table={{ label: 'Acessos', rowKey: 'id', columns: admin ? ADMIN_COLUMNS : STAFF_COLUMNS }}
    />
  );
}
