import { MSG } from '@clube/shared';
import { Alert, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS, DateField } from '../../../shared/forms/content-fields';
import { FormField, touchedError } from '../../../shared/forms/form-field';
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
  status: 1,
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
        status: values.status as 1 | 2,
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
          notice({ kind: 'success', title: MSG.successTitle, text: MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        helpers.setErrors(readApiFailure(error).fields as never);
        setFailure(failureMessage(error));
      }
    },
  });

  const date = (name: 'startsAt' | 'endsAt', label: string) => (
    <FormField
      id={`date-restriction-${name}`}
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
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={record ? 'Editar restrição de datas' : 'Cadastrar restrição de datas'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id="date-restriction-description"
        label="Descrição"
        required
        error={touchedError(formik, 'description')}
        extra={record ? 'A descrição não pode ser alterada.' : undefined}
      >
        {(a11y) => (
          <Input
            {...a11y}
            name="description"
            maxLength={150}
            disabled={Boolean(record)}
            value={formik.values.description}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      {date('startsAt', 'Início')}
      {date('endsAt', 'Fim')}
      <FormField
        id="date-restriction-locals"
        label="Locais"
        required
        error={touchedError(formik, 'locals')}
      >
        {(a11y) => (
          <Select
            {...a11y}
            mode="multiple"
            allowClear
            placeholder="Selecione os locais"
            showSearch={{ optionFilterProp: 'label' }}
            loading={places.isLoading}
            value={formik.values.locals}
            options={placeOptions}
            onChange={(value: number[]) => void formik.setFieldValue('locals', value)}
            onBlur={() => void formik.setFieldTouched('locals', true)}
          />
        )}
      </FormField>
      <FormField
        id="date-restriction-status"
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
