import { Alert, Button, Checkbox } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import {
  API_MSG,
  INTEGRATION_EVENTS,
  MSG,
  WEBHOOK_MSG,
  type IntegrationEvent,
} from '@clube/shared';
import { useNotice } from '../../../shared/feedback/notice';
import { BoundField, FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { SwitchField } from '../../../shared/forms/switch-field';
import { TextField } from '../../../shared/forms/text-fields';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateWebhookMutation,
  useGetWebhookQuery,
  useRotateWebhookSecretMutation,
  useUpdateWebhookMutation,
  type WebhookDto,
} from '../api/webhooks-api';
import { WebhookSecretDialog } from './webhook-secret';

type Close = (reason?: CloseReason) => void;

interface Values {
  url: string;
  description: string;
  events: IntegrationEvent[];
  active: boolean;
}

const schema = yup.object({
  url: yup
    .string()
    .trim()
    .required(MSG.required)
    .max(2000)
    .matches(/^https?:\/\/\S+$/i, WEBHOOK_MSG.urlInvalid),
  description: yup.string().max(150),
  events: yup.array().of(yup.string()).min(1, WEBHOOK_MSG.eventsRequired),
});

const EVENT_OPTIONS = INTEGRATION_EVENTS.map((e) => ({
  value: e.type,
  label: `${e.label} (${e.type})`,
}));

function Form({ record, close }: { record: WebhookDto | null; close: Close }) {
  const [create] = useCreateWebhookMutation();
  const [update] = useUpdateWebhookMutation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  /** The secret to show once; the dialog's close then closes the form when it was a creation. */
  const [secret, setSecret] = useState<{ value: string; then?: () => void } | null>(null);
  const formik = useFormik<Values>({
    initialValues: record
      ? {
          url: record.url,
          description: record.description ?? '',
          events: record.events,
          active: record.active,
        }
      : { url: '', description: '', events: [], active: true },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = {
        url: values.url.trim(),
        description: values.description.trim() || null,
        events: values.events,
        active: values.active,
      };
      try {
        if (record) {
          await update({ id: record.id, updateWebhookDto: body }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
          close('saved');
        } else {
          const created = await create({ createWebhookDto: body }).unwrap();
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
          setSecret({ value: created.secret, then: () => close('saved') });
        }
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });
  const newSecret = async () => {
    if (!record) return;
    try {
      setSecret({ value: (await rotate({ id: record.id }).unwrap()).secret });
    } catch (error) {
      setFailure(showApiFailure(formik, error));
    }
  };
  return (
    <>
      <FormikForm
        formik={formik}
        idPrefix="webhook"
        aria-label={record ? 'Editar webhook' : 'Cadastrar webhook'}
      >
        {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
        <TextField
          name="url"
          label="URL"
          required
          maxLength={2000}
          extra="https://… (http:// só para localhost fora de produção)."
        />
        <TextField name="description" label="Descrição" maxLength={150} />
        <BoundField<IntegrationEvent[]> name="events" label="Eventos" required>
          {(field, a11y) => (
            <Checkbox.Group
              {...a11y}
              role="group"
              aria-label="Eventos"
              options={EVENT_OPTIONS}
              value={field.value}
              onChange={(v) => field.choose(v as IntegrationEvent[])}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            />
          )}
        </BoundField>
        <SwitchField name="active" label="Ativo" />
        {record && (
          <Button onClick={newSecret} loading={rotating.isLoading} style={{ marginBottom: 16 }}>
            Gerar novo segredo
          </Button>
        )}
        <FormActions close={close} saving={formik.isSubmitting} />
      </FormikForm>
      {secret && (
        <WebhookSecretDialog
          secret={secret.value}
          onClose={() => {
            setSecret(null);
            secret.then?.();
          }}
        />
      )}
    </>
  );
}

/** Register (POST webhooks, the secret shown once) or edit (GET then PUT webhooks/{id}). */
export function WebhookForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetWebhookQuery}>
      {(record: WebhookDto | null) => <Form record={record} close={close} />}
    </RecordForm>
  );
}
