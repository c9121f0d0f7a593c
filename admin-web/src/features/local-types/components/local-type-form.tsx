import { MSG, RESCHEDULE_INTERVAL_DEFAULT_DAYS } from '@clube/shared';
import { Alert, Input, InputNumber, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS } from '../../../shared/forms/content-fields';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { centsToText, MoneyInput, textToCents } from '../../../shared/forms/money-input';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';
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
  signContract: false,
  contract: '',
  status: 1,
};

const valuesOf = (t: LocalTypeDto): LocalTypeValues => ({
  description: t.description,
  associatedValue: centsToText(t.associatedValue),
  externalValue: centsToText(t.externalValue),
  invitedValue: centsToText(t.invitedValue),
  rescheduleInterval: t.rescheduleInterval,
  signContract: t.signContract,
  contract: t.contract ?? '',
  status: t.status.id,
});

type MoneyName = 'associatedValue' | 'externalValue' | 'invitedValue';
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
        signContract: values.signContract,
        contract: values.contract || null,
        status: values.status as 1 | 2,
      };
      try {
        if (record) {
          await updateLocalType({ id: record.id, updateLocalTypeDto: values_ }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createLocalType({
            createLocalTypeDto: { description: values.description.trim(), ...values_ },
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

  const money = (name: MoneyName, label: string, required: boolean) => (
    <FormField
      id={`local-type-${name}`}
      label={label}
      required={required}
      error={touchedError(formik, name)}
    >
      {(a11y) => (
        <MoneyInput
          {...a11y}
          name={name}
          value={formik.values[name]}
          onChange={(text) => void formik.setFieldValue(name, text)}
          onBlur={() => void formik.setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={record ? 'Editar tipo de local' : 'Cadastrar tipo de local'}
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id="local-type-description"
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
      {money('associatedValue', 'Valor associado', false)}
      {money('externalValue', 'Valor externo', true)}
      {money('invitedValue', 'Valor convidado', true)}
      <FormField
        id="local-type-reschedule"
        label="Intervalo para remarcação (dias)"
        required
        error={touchedError(formik, 'rescheduleInterval')}
      >
        {(a11y) => (
          <InputNumber
            {...a11y}
            name="rescheduleInterval"
            step={1}
            precision={0}
            style={{ width: '100%' }}
            value={formik.values.rescheduleInterval}
            onChange={(value) => void formik.setFieldValue('rescheduleInterval', value ?? null)}
            onBlur={() => void formik.setFieldTouched('rescheduleInterval', true)}
          />
        )}
      </FormField>
      <FormField id="local-type-sign-contract" label="Assinar contrato">
        {(a11y) => (
          <Switch
            {...a11y}
            checked={formik.values.signContract}
            onChange={(checked) => void formik.setFieldValue('signContract', checked)}
          />
        )}
      </FormField>
      {formik.values.signContract && (
        <FormField
          id="local-type-contract"
          label="Contrato"
          required
          error={touchedError(formik, 'contract')}
        >
          {(a11y) => (
            <RichTextEditor
              {...a11y}
              aria-label="Contrato"
              value={formik.values.contract}
              onChange={(html) => void formik.setFieldValue('contract', html)}
              onBlur={() => void formik.setFieldTouched('contract', true)}
            />
          )}
        </FormField>
      )}
      <FormField
        id="local-type-status"
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

/** Register (POST local-types) or edit (GET then PUT local-types/{id}; description locked). */
export function LocalTypeForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetLocalTypeQuery}>
      {(record: LocalTypeDto | null) => <Form record={record} close={close} />}
    </RecordForm>
  );
}
