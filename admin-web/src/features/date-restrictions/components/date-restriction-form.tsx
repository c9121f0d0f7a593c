import { API_MSG, MSG, RecordStatus } from '@clube/shared';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField, StatusField } from '../../../shared/forms/choice-fields';
import { DateField } from '../../../shared/forms/date-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { TextField } from '../../../shared/forms/text-fields';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateDateRestrictionMutation,
  useGetDateRestrictionQuery,
  useListLocalOptionsQuery,
  useUpdateDateRestrictionMutation,
  type DateRestrictionDto,
} from '../api/date-restrictions-api';
import {
  dateRestrictionSchema,
  type DateRestrictionValues,
} from '../schemas/date-restriction.schemas';

const EMPTY: DateRestrictionValues = {
  description: '',
  startsAt: '',
  endsAt: '',
  locals: [],
  status: RecordStatus.Active,
};

const valuesOf = (r: DateRestrictionDto): DateRestrictionValues => ({
  description: r.description,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  locals: r.locals.map((l) => l.id),
  status: r.status.id,
});

type Close = (reason?: CloseReason) => void;

function Form({ record, close }: { record: DateRestrictionDto | null; close: Close }) {
  const [createDateRestriction] = useCreateDateRestrictionMutation();
  const [updateDateRestriction] = useUpdateDateRestrictionMutation();
  const places = useListLocalOptionsQuery();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);

  // Active places, plus the record's own ones (a place made inactive since keeps its label).
  const placeOptions = [
    ...(places.data ?? []),
    ...(record?.locals ?? []).filter((l) => !places.data?.some((p) => p.id === l.id)),
  ].map((p) => ({ value: p.id, label: p.description }));

  const formik = useFormik<DateRestrictionValues>({
    initialValues: record ? valuesOf(record) : EMPTY,
    validationSchema: dateRestrictionSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = {
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        locals: values.locals,
        status: values.status,
      };
      try {
        if (record) {
          await updateDateRestriction({
            id: record.id,
            updateDateRestrictionDto: body,
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createDateRestriction({
            createDateRestrictionDto: { description: values.description.trim(), ...body },
          }).unwrap();
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
      idPrefix="date-restriction"
      aria-label={record ? 'Editar restrição de datas' : 'Cadastrar restrição de datas'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField
        name="description"
        label="Descrição"
        required
        maxLength={150}
        disabled={Boolean(record)}
        extra={record ? 'A descrição não pode ser alterada.' : undefined}
      />
      <DateField name="startsAt" label="Início" required />
      <DateField name="endsAt" label="Fim" required />
      <SelectField
        name="locals"
        label="Locais"
        required
        multiple
        allowClear
        placeholder="Selecione os locais"
        search
        loading={places.isLoading}
        options={placeOptions}
      />
      <StatusField />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}

/**
 * Register (POST date-restrictions) or edit (GET then PUT date-restrictions/{id}; the
 * description is locked).
 */
export function DateRestrictionForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetDateRestrictionQuery}>
      {(record: DateRestrictionDto | null) => <Form record={record} close={close} />}
    </RecordForm>
  );
}
