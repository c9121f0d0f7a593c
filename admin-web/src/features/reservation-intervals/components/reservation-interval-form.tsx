import { API_MSG, MSG } from '@clube/shared';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { TextField } from '../../../shared/forms/text-fields';
import { NumberField } from '../../../shared/forms/number-field';
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
      idPrefix="interval"
      aria-label={record ? 'Editar intervalo' : 'Cadastrar intervalo'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField
        name="description"
        label="Descrição"
        required
        maxLength={150}
        placeholder="Ex.: 1 hora"
      />
      <NumberField
        name="interval"
        id="interval-minutes"
        label="Intervalo (minutos)"
        required
        precision={0}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
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
