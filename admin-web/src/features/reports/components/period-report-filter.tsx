import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_DEBOUNCE_MS } from '@clube/shared';
import { Button, ConfigProvider, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { DateField } from '../../../shared/forms/content-fields';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { useDebouncedValue } from '../../../shared/list-screen';
import { useListAssociateOptionsQuery } from '../../associates';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import {
  periodReportFilterSchema,
  type PeriodReportFilterValues,
} from '../schemas/report-filters.schemas';
import '../../../shared/reports/reports.css';

/** Shown under a report's filter the staff member may not change (see `locked`). */
export const FILTER_LOCKED = 'Você não tem permissão para alterar o filtro deste relatório.';

/** The associate picker: associates found by name or CPF as it is typed. */
function AssociatePicker({
  id,
  value,
  onChange,
  ...a11y
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const options = useListAssociateOptionsQuery({ search: term || undefined });
  return (
    <Select
      {...a11y}
      id={id}
      className="report-filter__select"
      allowClear
      placeholder="Todos os associados"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={options.isFetching}
      value={value}
      options={(options.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
      onChange={(next: string | undefined) => onChange(next ?? undefined)}
    />
  );
}

/**
 * A period report's filter (formik + yup): 'Início' and 'Fim' (DD/MM/YYYY, required,
 * at most 366 days), then, where the report takes them, 'Local', 'Associado' and 'Nome';
 * 'Pesquisar' hands the checked filter on.
 */
export function PeriodReportFilter({
  idPrefix,
  label,
  initialValues,
  fields = {},
  searching,
  onSearch,
  locked = false,
}: {
  /** Ids of the fields: `<idPrefix>-startsAt`... */
  idPrefix: string;
  /** The form's accessible name ('Filtro do relatório de ...'). */
  label: string;
  initialValues: PeriodReportFilterValues;
  fields?: { local?: boolean; associate?: boolean; name?: boolean };
  searching: boolean;
  onSearch: (values: PeriodReportFilterValues) => void;
  /** The staff member may not change the filter: fields and 'Pesquisar' disabled, and why. */
  locked?: boolean;
}) {
  const places = useListLocalOptionsQuery(undefined, { skip: !fields.local });
  const formik = useFormik<PeriodReportFilterValues>({
    initialValues: { name: '', ...initialValues },
    validationSchema: periodReportFilterSchema,
    onSubmit: (values) => {
      if (!locked) onSearch({ ...values, name: values.name?.trim() });
    },
  });

  const date = (name: 'startsAt' | 'endsAt', text: string) => (
    <FormField id={`${idPrefix}-${name}`} label={text} required error={touchedError(formik, name)}>
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
    <form className="report-filter" onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      <ConfigProvider componentDisabled={locked}>
        {date('startsAt', 'Início')}
        {date('endsAt', 'Fim')}
        {fields.local ? (
          <FormField id={`${idPrefix}-local`} label="Local">
            {(a11y) => (
              <Select
                {...a11y}
                className="report-filter__select"
                allowClear
                placeholder="Todos os locais"
                showSearch={{ optionFilterProp: 'label' }}
                loading={places.isLoading}
                value={formik.values.local}
                options={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
                onChange={(value: number | undefined) => void formik.setFieldValue('local', value)}
              />
            )}
          </FormField>
        ) : null}
        {fields.associate ? (
          <FormField id={`${idPrefix}-associate`} label="Associado">
            {(a11y) => (
              <AssociatePicker
                {...a11y}
                value={formik.values.associate}
                onChange={(value) => void formik.setFieldValue('associate', value)}
              />
            )}
          </FormField>
        ) : null}
        {fields.name ? (
          <FormField id={`${idPrefix}-name`} label="Nome" error={touchedError(formik, 'name')}>
            {(a11y) => (
              <Input
                {...a11y}
                name="name"
                allowClear
                placeholder="Parte do nome"
                value={formik.values.name}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            )}
          </FormField>
        ) : null}
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
