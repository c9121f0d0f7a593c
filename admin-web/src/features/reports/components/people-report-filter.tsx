import { SearchOutlined } from '@ant-design/icons';
import { ASSOCIATE_AGE_MAX, ASSOCIATE_AGE_MIN } from '@clube/shared';
import { Button, ConfigProvider, Select, Slider } from 'antd';
import { useFormik } from 'formik';
import { DateField } from '../../../shared/forms/content-fields';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { useListCompanyOptionsQuery } from '../../associates';
import {
  peopleReportFilterSchema,
  type PeopleReportFilterValues,
} from '../schemas/report-filters.schemas';
import { FILTER_LOCKED } from './period-report-filter';
import '../../../shared/reports/reports.css';

export const ALL_AGES: [number, number] = [ASSOCIATE_AGE_MIN, ASSOCIATE_AGE_MAX];

const toRange = (value: number[]): [number, number] => [
  value[0] ?? ASSOCIATE_AGE_MIN,
  value[1] ?? ASSOCIATE_AGE_MAX,
];

/**
 * The people report's filter (formik + yup): 'Empresa', 'Dependentes' (with / without),
 * 'Idade' (a range slider, 10 to 100) and the admission period ('Admissão de', 'Admissão
 * até', DD/MM/YYYY, the end not before the start); 'Pesquisar' hands it on.
 */
export function PeopleReportFilter({
  initialValues,
  searching,
  onSearch,
  locked = false,
}: {
  initialValues: PeopleReportFilterValues;
  searching: boolean;
  onSearch: (values: PeopleReportFilterValues) => void;
  /** The staff member may not change the filter: fields and 'Pesquisar' disabled, and why. */
  locked?: boolean;
}) {
  const companies = useListCompanyOptionsQuery();
  const formik = useFormik<PeopleReportFilterValues>({
    initialValues,
    validationSchema: peopleReportFilterSchema,
    onSubmit: (values) => {
      if (!locked) onSearch({ ...values });
    },
  });
  const [ageMin, ageMax] = formik.values.ages;

  const date = (name: 'admissionFrom' | 'admissionTo', label: string) => (
    <FormField id={`people-report-${name}`} label={label} error={touchedError(formik, name)}>
      {(a11y) => (
        <DateField
          {...a11y}
          value={formik.values[name]}
          onChange={(iso) => {
            void formik.setFieldValue(name, iso);
            void formik.setFieldTouched(name, true, false);
          }}
          onBlur={() => void formik.setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );

  return (
    <form
      className="report-filter"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label="Filtro do relatório de pessoas"
    >
      <ConfigProvider componentDisabled={locked}>
        <FormField id="people-report-company" label="Empresa">
          {(a11y) => (
            <Select
              {...a11y}
              className="report-filter__select"
              allowClear
              placeholder="Todas as empresas"
              showSearch={{ optionFilterProp: 'label' }}
              loading={companies.isLoading}
              value={formik.values.company}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.description }))}
              onChange={(value: number | undefined) => void formik.setFieldValue('company', value)}
            />
          )}
        </FormField>
        <FormField id="people-report-dependents" label="Dependentes">
          {(a11y) => (
            <Select
              {...a11y}
              className="report-filter__select"
              allowClear
              placeholder="Com e sem dependentes"
              value={formik.values.dependents}
              options={[
                { value: 'true', label: 'Com dependentes' },
                { value: 'false', label: 'Sem dependentes' },
              ]}
              onChange={(value: 'true' | 'false' | undefined) =>
                void formik.setFieldValue('dependents', value)
              }
            />
          )}
        </FormField>
        <FormField id="people-report-ages" label={`Idade: ${ageMin} a ${ageMax} anos`}>
          {() => (
            <Slider
              className="report-filter__age"
              range
              min={ASSOCIATE_AGE_MIN}
              max={ASSOCIATE_AGE_MAX}
              value={formik.values.ages}
              ariaLabelForHandle={['Idade mínima', 'Idade máxima']}
              onChange={(value: number[]) => void formik.setFieldValue('ages', toRange(value))}
            />
          )}
        </FormField>
        {date('admissionFrom', 'Admissão de')}
        {date('admissionTo', 'Admissão até')}
        <div className="report-filter__submit">
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined aria-hidden />}
            loading={searching}
          >
            Pesquisar
          </Button>
        </div>
      </ConfigProvider>
      {locked ? <p className="report-filter__locked">{FILTER_LOCKED}</p> : null}
    </form>
  );
}
