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
  useCreateSportMutation,
  useGetSportQuery,
  useUpdateSportMutation,
  type SportDto,
} from '../api/sports-api';
import { sportSchema, type SportValues } from '../schemas/sport.schemas';

const EMPTY: SportValues = { description: '', status: 1 };

type Close = (reason?: CloseReason) => void;

function Form({ sport, close }: { sport: SportDto | null; close: Close }) {
  const [createSport] = useCreateSportMutation();
  const [updateSport] = useUpdateSportMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<SportValues>({
    initialValues: sport ? { description: sport.description, status: sport.status.id } : EMPTY,
    validationSchema: sportSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = { description: values.description.trim(), status: values.status as 1 | 2 };
      try {
        if (sport) {
          await updateSport({ id: sport.id, updateSportDto: body }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createSport({ createSportDto: body }).unwrap();
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
      aria-label={sport ? 'Editar modalidade' : 'Cadastrar modalidade'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id="sport-description"
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
      <FormField id="sport-status" label="Status" required error={touchedError(formik, 'status')}>
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

/** Register (POST sport) or edit (GET then PUT sport/{id}). */
export function SportForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetSportQuery}>
      {(sport: SportDto | null) => <Form sport={sport} close={close} />}
    </RecordForm>
  );
}
