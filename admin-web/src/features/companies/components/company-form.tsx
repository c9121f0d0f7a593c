import { MSG } from '@clube/shared';
import { Alert, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS } from '../../../shared/forms/content-fields';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateCompanyMutation,
  useGetCompanyQuery,
  useUpdateCompanyMutation,
  type CompanyDto,
} from '../api/companies-api';
import { companySchema, type CompanyValues } from '../schemas/company.schemas';

const EMPTY: CompanyValues = { description: '', status: 1 };

type Close = (reason?: CloseReason) => void;

function Form({ company, close }: { company: CompanyDto | null; close: Close }) {
  const [createCompany] = useCreateCompanyMutation();
  const [updateCompany] = useUpdateCompanyMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<CompanyValues>({
    initialValues: company
      ? { description: company.description, status: company.status.id }
      : EMPTY,
    validationSchema: companySchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = { description: values.description.trim(), status: values.status as 1 | 2 };
      try {
        if (company) {
          await updateCompany({ id: company.id, updateCompanyDto: body }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createCompany({ createCompanyDto: body }).unwrap();
          notice({ kind: 'success', title: MSG.successTitle, text: MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        helpers.setErrors(readApiFailure(error).fields as never);
        setFailure(failureMessage(error));
      }
    },
  });

  return (
    <form
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={company ? 'Editar empresa' : 'Cadastrar empresa'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id="company-description"
        label="Descrição"
        required
        error={touchedError(formik, 'description')}
      >
        {(a11y) => (
          <Input
            {...a11y}
            name="description"
            maxLength={150}
            value={formik.values.description}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <FormField id="company-status" label="Status" required error={touchedError(formik, 'status')}>
        {(a11y) => (
          <Select
            {...a11y}
            value={formik.values.status}
            options={CONTENT_STATUS_OPTIONS.map((o) => ({ ...o }))}
            onChange={(value: number) => void formik.setFieldValue('status', value)}
          />
        )}
      </FormField>
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
  );
}

/** Register (POST companies) or edit (GET then PUT companies/{id}). */
export function CompanyForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetCompanyQuery}>
      {(company: CompanyDto | null) => <Form company={company} close={close} />}
    </RecordForm>
  );
}
