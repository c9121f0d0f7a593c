import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { API_MSG, formatCpf, isValidCpf, MSG, onlyDigits, RecordStatus } from '@clube/shared';
import { requiredText } from '@clube/shared/forms';
import { useNotice } from '../../../shared/feedback/notice';
import { StatusField } from '../../../shared/forms/choice-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { CpfField } from '../../../shared/forms/masked-fields';
import { TextAreaField, TextField } from '../../../shared/forms/text-fields';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateBarredCpfMutation,
  useGetBarredCpfQuery,
  useUpdateBarredCpfMutation,
  type BarredCpfDto,
} from '../api/barred-cpfs-api';

type Close = (reason?: CloseReason) => void;

interface Values {
  cpf: string;
  name: string;
  reason: string;
  status: RecordStatus;
}

const schema = yup.object({
  cpf: yup
    .string()
    .required(MSG.required)
    .test('cpf', 'CPF inválido.', (v) => isValidCpf(v ?? '')),
  name: yup.string().max(150),
  reason: requiredText().max(300),
});

function Form({ record, close }: { record: BarredCpfDto | null; close: Close }) {
  const [create] = useCreateBarredCpfMutation();
  const [update] = useUpdateBarredCpfMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: record
      ? {
          cpf: formatCpf(record.cpf),
          name: record.name ?? '',
          reason: record.reason,
          status: record.status.id as RecordStatus,
        }
      : { cpf: '', name: '', reason: '', status: RecordStatus.Active },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = {
        cpf: onlyDigits(values.cpf),
        name: values.name.trim() || null,
        reason: values.reason.trim(),
        status: values.status,
      };
      try {
        if (record) {
          await update({ id: record.id, updateBarredCpfDto: body }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await create({ createBarredCpfDto: body }).unwrap();
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });
  return (
    <FormikForm
      formik={formik}
      idPrefix="barred-cpf"
      aria-label={record ? 'Editar CPF bloqueado' : 'Cadastrar CPF bloqueado'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <CpfField name="cpf" label="CPF" required />
      <TextField name="name" label="Nome" maxLength={150} />
      <TextAreaField name="reason" label="Motivo" required maxLength={300} />
      <StatusField />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}

/** Register (POST barred-cpf) or edit (GET then PUT barred-cpf/{id}; Inativo lifts the bar). */
export function BarredCpfForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetBarredCpfQuery}>
      {(record: BarredCpfDto | null) => <Form record={record} close={close} />}
    </RecordForm>
  );
}
