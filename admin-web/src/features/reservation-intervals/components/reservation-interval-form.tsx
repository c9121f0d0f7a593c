import { MSG } from '@clube/shared';
import { Alert, Input, InputNumber } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateReservationIntervalMutation,
  useGetReservationIntervalQuery,
  useUpdateReservationIntervalMutation,
  type ReservationIntervalDto,
} from '../api/reservation-intervals-api';
import {
  reservationIntervalSchema,
  type ReservationIntervalValues,
} from '../schemas/reservation-interval.schemas';

const EMPTY: ReservationIntervalValues = { description: '', interval: null };

type Close = (reason?: CloseReason) => void;

function Form({ record, close }: { record: ReservationIntervalDto | null; close: Close }) {
  const [createInterval] = useCreateReservationIntervalMutation();
  const [updateInterval] = useUpdateReservationIntervalMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<ReservationIntervalValues>({
    initialValues: record ? { description: record.description, interval: record.interval } : EMPTY,
    validationSchema: reservationIntervalSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = { description: values.description.trim(), interval: Number(values.interval) };
      try {
        if (record) {
          await updateInterval({ id: record.id, updateReservationIntervalDto: body }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createInterval({ createReservationIntervalDto: body }).unwrap();
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
      aria-label={record ? 'Editar intervalo' : 'Cadastrar intervalo'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id="interval-description"
        label="Descrição"
        required
        error={touchedError(formik, 'description')}
      >
        {(a11y) => (
          <Input
            {...a11y}
            name="description"
            maxLength={150}
            placeholder="Ex.: 1 hora"
            value={formik.values.description}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <FormField
        id="interval-minutes"
        label="Intervalo (minutos)"
        required
        error={touchedError(formik, 'interval')}
      >
        {(a11y) => (
          <InputNumber
            {...a11y}
            name="interval"
            step={1}
            precision={0}
            style={{ width: '100%' }}
            value={formik.values.interval}
            onChange={(value) => void formik.setFieldValue('interval', value ?? null)}
            onBlur={() => void formik.setFieldTouched('interval', true)}
          />
        )}
      </FormField>
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
  );
}

/** Register (POST reservation-intervals) or edit (GET then PUT reservation-intervals/{id}). */
export function ReservationIntervalForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetReservationIntervalQuery}>
      {(record: ReservationIntervalDto | null) => <Form record={record} close={close} />}
    </RecordForm>
  );
}
