import { API_MSG, MSG, RecordStatus } from '@clube/shared';
import { recordStatusRule, requiredText } from '@clube/shared/forms';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { useNotice } from '../feedback/notice';
import { FormActions, type CloseReason } from '../list-screen';
import { StatusField } from './choice-fields';
import { FormikForm, showApiFailure } from './formik-form';
import { TextField } from './text-fields';

/** A register of a description and a status (admin spec §5: description required; new records Ativo). */
export const descriptionStatusSchema = yup.object({
  description: requiredText().max(150),
  status: recordStatusRule(),
});
export type DescriptionStatusValues = yup.InferType<typeof descriptionStatusSchema>;

/** What the form sends: the trimmed description and a status of the options. */
export interface DescriptionStatusBody {
  description: string;
  status: RecordStatus;
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
      : { description: '', status: RecordStatus.Active },
    validationSchema: descriptionStatusSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save({ description: values.description.trim(), status: values.status });
        if (record) notice({ kind: 'success', title: MSG.recordUpdated });
        else notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  return (
    <FormikForm
      formik={formik}
      idPrefix={idPrefix}
      aria-label={record ? `Editar ${noun}` : `Cadastrar ${noun}`}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField name="description" label="Descrição" required maxLength={150} />
      <StatusField />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}
