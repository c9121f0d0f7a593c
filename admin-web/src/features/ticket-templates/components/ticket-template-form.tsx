import { MSG } from '@clube/shared';
import { Alert, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { ColorField } from '../../../shared/forms/color-field';
import { CONTENT_STATUS_OPTIONS } from '../../../shared/forms/content-fields';
import { FileInput } from '../../../shared/forms/file-input';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { acceptHint } from '../../../shared/uploads/uploads';
import {
  useCreateTicketTemplateMutation,
  useGetTicketTemplateQuery,
  useUpdateTicketTemplateMutation,
  type TicketTemplateDto,
} from '../api/ticket-templates-api';
import {
  ticketTemplateCreateSchema,
  ticketTemplateSchema,
  type TicketTemplateValues,
} from '../schemas/ticket-template.schemas';

const EMPTY: TicketTemplateValues = { title: '', color: '', status: 1, image: null };

function valuesOf(template: TicketTemplateDto): TicketTemplateValues {
  return { ...EMPTY, title: template.title, color: template.color, status: template.status.id };
}

type Close = (reason?: CloseReason) => void;

function Form({ template, close }: { template: TicketTemplateDto | null; close: Close }) {
  const [createTemplate] = useCreateTicketTemplateMutation();
  const [updateTemplate] = useUpdateTicketTemplateMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<TicketTemplateValues>({
    initialValues: template ? valuesOf(template) : EMPTY,
    validationSchema: template ? ticketTemplateSchema : ticketTemplateCreateSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const common = {
        title: values.title.trim(),
        color: values.color.toUpperCase(),
        status: values.status as 1 | 2,
      };
      try {
        if (template) {
          await updateTemplate({
            id: template.id,
            updateTicketTemplateFormDto: {
              ...common,
              ...(values.image ? { image: values.image } : {}),
            },
          }).unwrap();
          notice({ kind: 'success', title: MSG.recordUpdated });
        } else {
          await createTemplate({
            createTicketTemplateFormDto: { ...common, image: values.image as File },
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

  const label = template ? 'Editar template de convite' : 'Cadastrar template de convite';
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <FormField
        id="ticket-template-title"
        label="Título"
        required
        error={touchedError(formik, 'title')}
      >
        {(a11y) => (
          <Input
            {...a11y}
            name="title"
            maxLength={150}
            value={formik.values.title}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      <FormField
        id="ticket-template-color"
        label="Cor do texto"
        required
        error={touchedError(formik, 'color')}
      >
        {(a11y) => (
          <ColorField
            label="Cor do texto"
            describedBy={a11y['aria-describedby']}
            value={formik.values.color}
            onChange={(hex) => {
              void formik.setFieldValue('color', hex);
              void formik.setFieldTouched('color', true, false);
            }}
          />
        )}
      </FormField>
      <FormField
        id="ticket-template-status"
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
      <FormField
        id="ticket-template-image"
        label="Imagem"
        required={!template}
        error={touchedError(formik, 'image')}
        extra={acceptHint('image')}
      >
        {(a11y) => (
          <FileInput
            {...a11y}
            kind="image"
            image
            value={formik.values.image}
            currentUrl={template?.image}
            onChange={(file) => {
              void formik.setFieldValue('image', file);
              void formik.setFieldTouched('image', true, false);
            }}
          />
        )}
      </FormField>
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
  );
}

/** Register (POST ticket-template) or edit (GET then PUT ticket-template/{id}); a save holding a file goes as multipart. */
export function TicketTemplateForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetTicketTemplateQuery}>
      {(template: TicketTemplateDto | null) => <Form template={template} close={close} />}
    </RecordForm>
  );
}
