import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useFormik } from 'formik';
import { DateField } from '../../../shared/forms/content-fields';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import {
  paymentReportFilterSchema,
  type PaymentReportFilterValues,
} from '../schemas/payment-report.schemas';

/**
 * The report's filter form (formik + yup): 'Início' and 'Fim' (DD/MM/YYYY), 'Local'
 * (optional, the active places), 'Pesquisar' hands the checked filter on.
 */
export function PaymentReportFilterForm({
  initialValues,
  searching,
  onSearch,
}: {
  initialValues: PaymentReportFilterValues;
  searching: boolean;
  onSearch: (values: PaymentReportFilterValues) => void;
}) {
  const places = useListLocalOptionsQuery();
  const formik = useFormik<PaymentReportFilterValues>({
    initialValues,
    validationSchema: paymentReportFilterSchema,
    onSubmit: (values) => onSearch({ ...values }),
  });

  const date = (name: 'startsAt' | 'endsAt', label: string) => (
    <FormField
      id={`payment-report-${name}`}
      label={label}
      required
      error={touchedError(formik, name)}
    >
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
      className="payment-report__filter"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label="Filtro do relatório de cobranças"
    >
      {date('startsAt', 'Início')}
      {date('endsAt', 'Fim')}
      <FormField id="payment-report-local" label="Local">
        {(a11y) => (
          <Select
            {...a11y}
            className="payment-report__local"
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
      <div className="payment-report__submit">
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined aria-hidden />}
          loading={searching}
        >
          Pesquisar
        </Button>
      </div>
    </form>
  );
}
