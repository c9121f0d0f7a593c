import {
  ASSOCIATE_AGE_MAX,
  ASSOCIATE_AGE_MIN,
  formatAssociatePhone,
  formatDate,
  hasPermission,
  P,
} from '@clube/shared';
import { Slider } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { SelectField } from '../../../shared/forms/choice-fields';
import { FormField } from '../../../shared/forms/form-field';
import { useBoundField } from '../../../shared/forms/formik-form';
import {
  PeriodFields,
  ReportFilterForm,
  ReportScreen,
  useReport,
  withoutEmpty,
} from '../../../shared/reports';
import { useListCompanyOptionsQuery } from '../../associates';
import { EXPORT_PATHS, usePeopleReportQuery, type PeopleReportRowDto } from '../api/reports-api';
import { NameFilterField } from '../components/report-filter-fields';
import {
  peopleReportFilterSchema,
  type PeopleReportFilterValues,
} from '../schemas/report-filters.schemas';

export const ALL_AGES: [number, number] = [ASSOCIATE_AGE_MIN, ASSOCIATE_AGE_MAX];

const toRange = (value: number[]): [number, number] => [
  value[0] ?? ASSOCIATE_AGE_MIN,
  value[1] ?? ASSOCIATE_AGE_MAX,
];

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
  name: '',
  ages: ALL_AGES,
  admissionFrom: '',
  admissionTo: '',
};

/** The associates' list filters of a people filter; the whole age range is no filter at all. */
export function peopleParams(filter: PeopleReportFilterValues) {
  const [ageMin, ageMax] = filter.ages;
  const narrowed = ageMin !== ALL_AGES[0] || ageMax !== ALL_AGES[1];
  return withoutEmpty({
    // The associates' list search: part of the name (also an e-mail, a CPF or a registration).
    search: filter.name?.trim(),
    company: filter.company ?? undefined,
    hasDependents: filter.dependents == null ? undefined : filter.dependents === 'true',
    ageMin: narrowed ? ageMin : undefined,
    ageMax: narrowed ? ageMax : undefined,
    admissionFrom: filter.admissionFrom,
    admissionTo: filter.admissionTo,
  });
}

/** The age range (a slider, 10 to 100), its label saying the range chosen. */
function AgesField() {
  const field = useBoundField<[number, number]>('ages');
  const [ageMin, ageMax] = field.value;
  return (
    <FormField id={field.id} label={`Idade: ${ageMin} a ${ageMax} anos`}>
      {() => (
        <Slider
          className="report-filter__age"
          range
          min={ASSOCIATE_AGE_MIN}
          max={ASSOCIATE_AGE_MAX}
          value={field.value}
          ariaLabelForHandle={['Idade mínima', 'Idade máxima']}
          onChange={(value: number[]) => field.change(toRange(value))}
        />
      )}
    </FormField>
  );
}

/**
 * The people report's filter fields: 'Nome' (part of the name), 'Empresa', 'Dependentes' (with /
 * without), 'Idade' and the admission period ('Admissão de', 'Admissão até', the end not before
 * the start).
 */
function PeopleFilterFields() {
  const companies = useListCompanyOptionsQuery();
  return (
    <>
      <NameFilterField />
      <SelectField
        name="company"
        label="Empresa"
        className="report-filter__select"
        allowClear
        placeholder="Todas as empresas"
        search
        loading={companies.isLoading}
        options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.description }))}
      />
      <SelectField
        name="dependents"
        label="Dependentes"
        className="report-filter__select"
        allowClear
        placeholder="Com e sem dependentes"
        options={[
          { value: 'true', label: 'Com dependentes' },
          { value: 'false', label: 'Sem dependentes' },
        ]}
      />
      <AgesField />
      <PeriodFields
        from="admissionFrom"
        to="admissionTo"
        labels={['Admissão de', 'Admissão até']}
        required={false}
      />
    </>
  );
}

/**
 * Relatório de pessoas (list-report-people): the associates by part of the name, company, with
 * or without dependents, age range (10 to 100) and admission period (`GET report-people`: the
 * associates' list filters), by name,
 * 10 a page, and the spreadsheet.
 */
export default function PeopleReportPage() {
  // The spec's table action permission for this report's filter.
  const mayFilter = hasPermission(useSelector(selectHeldPermissions), P.insertReportPeople);
  const report = useReport({
    initialFilter: NO_FILTER,
    useQuery: (filter, paging) => usePeopleReportQuery({ ...peopleParams(filter), ...paging }),
    exportRequest: (filter) => ({ url: EXPORT_PATHS.people, params: peopleParams(filter) }),
  });

  return (
    <ReportScreen<PeopleReportRowDto>
      id="people-report"
      title="Relatório de pessoas"
      subject="pessoas"
      report={report}
      filter={
        <ReportFilterForm
          idPrefix="people-report"
          label="Filtro do relatório de pessoas"
          initialValues={report.filter}
          schema={peopleReportFilterSchema}
          searching={report.query.isFetching}
          locked={!mayFilter}
          onSearch={report.search}
        >
          <PeopleFilterFields />
        </ReportFilterForm>
      }
      table={{ label: 'Pessoas', rowKey: 'id', columns: COLUMNS }}
    />
  );
}
