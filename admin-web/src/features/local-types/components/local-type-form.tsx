import {
  API_MSG,
  BOOKING_LIMIT_DEFAULTS,
  MSG,
  RecordStatus,
  RESCHEDULE_INTERVAL_DEFAULT_DAYS,
} from '@clube/shared';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { StatusField } from '../../../shared/forms/choice-fields';
import { SwitchField } from '../../../shared/forms/switch-field';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { centsToText, textToCents } from '../../../shared/forms/money-input';
import { RichTextField } from '../../../shared/forms/rich-text-field';
import { MoneyField, TextField } from '../../../shared/forms/text-fields';
import { NumberField } from '../../../shared/forms/number-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateLocalTypeMutation,
  useGetLocalTypeQuery,
  useUpdateLocalTypeMutation,
  type LocalTypeDto,
} from '../api/local-types-api';
import { localTypeSchema, type LocalTypeValues } from '../schemas/local-type.schemas';

const EMPTY: LocalTypeValues = {
  description: '',
  associatedValue: '',
  externalValue: '',
  invitedValue: '',
  rescheduleInterval: RESCHEDULE_INTERVAL_DEFAULT_DAYS,
  maxActivePerFamily: BOOKING_LIMIT_DEFAULTS.activePerFamily,
  maxPerFamilyPerDay: BOOKING_LIMIT_DEFAULTS.perFamilyPerDay,
  bookingOpensHour: BOOKING_LIMIT_DEFAULTS.opensAtHour,
  signContract: false,
  contract: '',
  status: RecordStatus.Active,
};

const valuesOf = (t: LocalTypeDto): LocalTypeValues => ({
  description: t.description,
  associatedValue: centsToText(t.associatedValue),
  externalValue: centsToText(t.externalValue),
  invitedValue: centsToText(t.invitedValue),
  rescheduleInterval: t.rescheduleInterval,
  maxActivePerFamily: t.maxActivePerFamily,
  maxPerFamilyPerDay: t.maxPerFamilyPerDay,
  bookingOpensHour: t.bookingOpensHour,
  signContract: t.signContract,
  contract: t.contract ?? '',
  status: t.status.id,
});

type Close = (reason?: CloseReason) => void;

function Form({ record, close }: { record: LocalTypeDto | null; close: Close }) {
  const [createLocalType] = useCreateLocalTypeMutation();
  const [updateLocalType] = useUpdateLocalTypeMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<LocalTypeValues>({
    initialValues: record ? valuesOf(record) : EMPTY,
    validationSchema: localTypeSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      // Reais typed, cents sent (an empty associate value is 0).
      const values_ = {
        associatedValue: textToCents(values.associatedValue.trim() || '0') ?? 0,
        externalValue: textToCents(values.externalValue) ?? 0,
        invitedValue: textToCents(values.invitedValue) ?? 0,
        rescheduleInterval: Number(values.rescheduleInterval),
        maxActivePerFamily: values.maxActivePerFamily,
        maxPerFamilyPerDay: values.maxPerFamilyPerDay,
        bookingOpensHour: values.bookingOpensHour,
        signContract: values.signContract,
        contract: values.contract || null,
        status: values.status,
      };
      try {
        if (record) {
          await updateLocalType({ id: record.id, updateLocalTypeDto: values_ }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createLocalType({
            createLocalTypeDto: { description: values.description.trim(), ...values_ },
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
      idPrefix="local-type"
      aria-label={record ? 'Editar tipo de local' : 'Cadastrar tipo de local'}
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
      <MoneyField name="associatedValue" label="Valor associado" />
      <MoneyField name="externalValue" label="Valor externo" required />
      <MoneyField name="invitedValue" label="Valor convidado" required />
      <NumberField
        name="rescheduleInterval"
        id="local-type-reschedule"
        label="Intervalo para remarcação (dias)"
        required
        precision={0}
      />
      <NumberField
        name="maxActivePerFamily"
        id="local-type-max-active"
        label="Reservas futuras ativas por família"
        extra="Vazio: sem limite."
        precision={0}
        min={1}
      />
      <NumberField
        name="maxPerFamilyPerDay"
        id="local-type-max-day"
        label="Reservas por família no mesmo dia"
        extra="Vazio: sem limite."
        precision={0}
        min={1}
      />
      <NumberField
        name="bookingOpensHour"
        id="local-type-opens-hour"
        label="Hora de abertura da data mais distante (0 a 23)"
        extra="A data que entra no intervalo de reserva abre nesta hora (horário do clube). Vazio: meia-noite."
        precision={0}
        min={0}
        max={23}
      />
      <SwitchField name="signContract" id="local-type-sign-contract" label="Assinar contrato" />
      {formik.values.signContract && <RichTextField name="contract" label="Contrato" required />}
      <StatusField />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}

/** Register (POST local-types) or edit (GET then PUT local-types/{id}; description locked). */
export function LocalTypeForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetLocalTypeQuery}>
      {(record: LocalTypeDto | null) => <Form record={record} close={close} />}
    </RecordForm>
  );
}
