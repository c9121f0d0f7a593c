import { API_MSG, MSG, RecordStatus } from '@clube/shared';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { StatusField } from '../../../shared/forms/choice-fields';
import { ColorField } from '../../../shared/forms/color-field';
import { FileField } from '../../../shared/forms/file-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { TextField } from '../../../shared/forms/text-fields';
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

const EMPTY: TicketTemplateValues = {
  title: '',
  color: '',
  status: RecordStatus.Active,
  image: null,
};

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
        status: values.status,
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
          notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        }
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  const label = template ? 'Editar template de convite' : 'Cadastrar template de convite';
  return (
    <FormikForm formik={formik} idPrefix="ticket-template" aria-label={label}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField name="title" label="Título" required maxLength={150} />
      <ColorField name="color" label="Cor do texto" required />
      <StatusField />
      <FileField
        name="image"
        label="Imagem"
        required={!template}
        kind="image"
        image
        currentUrl={template?.image}
        extra={acceptHint('image')}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
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
