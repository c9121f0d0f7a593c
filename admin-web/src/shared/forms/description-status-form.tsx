import { MSG } from '@clube/shared';
import { Alert, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../feedback/notice';
import { FormActions, type CloseReason } from '../list-screen';
import { CONTENT_STATUS_OPTIONS } from './content-fields';
import { FormField, touchedError } from './form-field';
import { requiredText } from '@clube/shared/forms';

/** A register of a description and a status (admin spec §5: description required; new records Ativo). */
export const descriptionStatusSchema = yup.object({
  description: requiredText().max(150),
  status: yup.number().default(1).required(MSG.required),
});
export type DescriptionStatusValues = yup.InferType<typeof descriptionStatusSchema>;

/** What the form sends: the trimmed description and a status of the options. */
export interface DescriptionStatusBody {
  description: string;
  status: 1 | 2;
}

interface DescriptionStatusRecord {
  description: string;
  status: { id: number };
}

interface DescriptionStatusFormProps {
  /** The record being edited; null to register a new one. */
  record: DescriptionStatusRecord | null;
  close: (reason?: CloseReason) => void;
  /** Prefix of the fields' ids (`company` → `company-description`). */
  idPrefix: string;
  /** The register's noun in the form's name: 'Cadastrar empresa' / 'Editar empresa'. */
  noun: string;
  /** Creates (no record) or updates the record; rejects with the API's failure. */
  save: (body: DescriptionStatusBody) => Promise<unknown>;
}

/**
 * The form of the registers that hold only a description and a status (companies, sports):
 * the same fields, messages and notices, each register giving its noun and its calls.
 */
export function DescriptionStatusForm({
  record,
  close,
  idPrefix,
  noun,
  save,
}: DescriptionStatusFormProps) {
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<DescriptionStatusValues>({
    initialValues: record
      ? { description: record.description, status: record.status.id }
      : { description: '', status: 1 },
    validationSchema: descriptionStatusSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save({ description: values.description.trim(), status: values.status as 1 | 2 });
        if (record) notice({ kind: 'success', title: MSG.recordUpdated });
        else notice({ kind: 'success', title: MSG.successTitle, text: MSG.recordInserted });
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
      aria-label={record ? `Editar ${noun}` : `Cadastrar ${noun}`}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id={`${idPrefix}-description`}
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
      <FormField
        id={`${idPrefix}-status`}
        label="Status"
        required
        error={touchedError(formik, 'status')}
      >
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
