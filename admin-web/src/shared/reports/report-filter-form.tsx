import { SearchOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import { useFormik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { DateField } from '../forms/date-fields';
import { FormikForm } from '../forms/formik-form';
import './reports.css';

/** Shown under a report's filter the staff member may not change (see `locked`). */
export const FILTER_LOCKED = 'Você não tem permissão para alterar o filtro deste relatório.';

/**
 * A report's filter form (formik + yup): the fields the report declares (`children`, bound
 * fields such as `PeriodFields`), then 'Pesquisar', which hands the checked filter on.
 */
export function ReportFilterForm<F extends FormikValues>({
  idPrefix,
  label,
  initialValues,
  schema,
  searching,
  onSearch,
  locked = false,
  children,
}: {
  /** Ids of the fields: `<idPrefix>-<name>`. */
  idPrefix: string;
  /** The form's accessible name ('Filtro do relatório de ...'). */
  label: string;
  initialValues: F;
  schema: AnyObjectSchema;
  searching: boolean;
  onSearch: (values: F) => void;
  /** The staff member may not change the filter: fields and 'Pesquisar' disabled, and why. */
  locked?: boolean;
  children: ReactNode;
}) {
  const formik = useFormik<F>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => {
      if (!locked) onSearch({ ...values });
    },
  });
  return (
    <FormikForm formik={formik} idPrefix={idPrefix} className="report-filter" aria-label={label}>
      <ConfigProvider componentDisabled={locked}>
        {children}
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
    </FormikForm>
  );
}

/**
 * The reports' period: two days, DD/MM/YYYY ('Início' and 'Fim', required, by default),
 * checked by the filter's schema (`reportPeriodRules`: the end not before the start, at
 * most 366 days).
 */
export function PeriodFields({
  from = 'startsAt',
  to = 'endsAt',
  labels = ['Início', 'Fim'],
  required = true,
}: {
  from?: string;
  to?: string;
  labels?: readonly [string, string];
  required?: boolean;
}) {
  return (
    <>
      <DateField name={from} label={labels[0]} required={required} />
      <DateField name={to} label={labels[1]} required={required} />
    </>
  );
}
