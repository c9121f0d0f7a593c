import { API_MSG, formatCpf, MSG, RecordStatus } from '@clube/shared';
import { Alert, Descriptions } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField, StatusField } from '../../../shared/forms/choice-fields';
import { formatInstant } from '../../../shared/forms/date-inputs';
import { DateTimeField } from '../../../shared/forms/date-fields';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { centsToText, textToCents } from '../../../shared/forms/money-input';
import { MoneyField, TextAreaField, TextField } from '../../../shared/forms/text-fields';
import { CpfField } from '../../../shared/forms/masked-fields';
import { FormActions, RecordForm, type CloseReason } from '../../../shared/list-screen';
import { useListEventOptionsQuery, useListTicketTemplateOptionsQuery } from '../../events';
import {
  useCreateTicketMutation,
  useGetTicketQuery,
  useUpdateTicketMutation,
  type TicketDto,
} from '../api/tickets-api';
import { purchasedTicketSchema, ticketSchema, type TicketValues } from '../schemas/ticket.schemas';

/** Shown on a purchased ticket's form (the API's rule and text). */
export const PURCHASED_NOTE =
  'Convite comprado: só o nome e o status (cancelar) podem ser alterados.';

const EMPTY: TicketValues = {
  title: '',
  text: '',
  address: '',
  value: '',
  eventDate: '',
  template: null,
  status: RecordStatus.Active,
  name: '',
  cpf: '',
  event: null,
};

/** A saved ticket as the form shows it: cents as reais, the CPF masked. */
const valuesOf = (t: TicketDto): TicketValues => ({
  title: t.title,
  text: t.text ?? '',
  address: t.address ?? '',
  value: centsToText(t.value),
  eventDate: t.eventDate,
  template: t.template?.id ?? null,
  status: t.formStatus.id,
  name: t.name,
  cpf: t.cpf ? formatCpf(t.cpf) : '',
  event: t.event?.id ?? null,
});

type Close = (reason?: CloseReason) => void;
type Options = ReadonlyArray<{ id: number; description: string }> | undefined;

const asOptions = (options: Options) =>
  (options ?? []).map((o) => ({ value: o.id, label: o.description }));

const KIND_LABELS = { associate: 'Associado', dependent: 'Dependente', guest: 'Convidado' };

/** The guest's name: editable on every ticket. */
const NameField = () => <TextField name="name" label="Nome" maxLength={150} />;

/** What a purchased ticket shows but does not change. */
function PurchasedSummary({ ticket }: { ticket: TicketDto }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="list-screen__alert"
      items={[
        { key: 'code', label: 'Código', children: ticket.code },
        { key: 'status', label: 'Situação', children: ticket.status.description },
        { key: 'event', label: 'Evento', children: ticket.event?.title ?? '—' },
        { key: 'eventDate', label: 'Data do evento', children: formatInstant(ticket.eventDate) },
        { key: 'title', label: 'Título', children: ticket.title },
        { key: 'value', label: 'Valor', children: ticket.valueFormatted },
        { key: 'cpf', label: 'CPF', children: ticket.cpf ? formatCpf(ticket.cpf) : '—' },
        {
          key: 'kind',
          label: 'Tipo',
          children: ticket.kind ? KIND_LABELS[ticket.kind] : '—',
        },
        { key: 'buyer', label: 'Comprador', children: ticket.associate?.name ?? '—' },
      ]}
    />
  );
}

function Form({ ticket, close }: { ticket: TicketDto | null; close: Close }) {
  const [createTicket] = useCreateTicketMutation();
  const [updateTicket] = useUpdateTicketMutation();
  const events = useListEventOptionsQuery();
  const templates = useListTicketTemplateOptionsQuery();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const purchased = ticket?.purchased === true;

  const formik = useFormik<TicketValues>({
    initialValues: ticket ? valuesOf(ticket) : EMPTY,
    validationSchema: purchased ? purchasedTicketSchema : ticketSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const { status } = values;
      try {
        if (ticket && purchased) {
          // A purchased ticket: the API takes its name and status only.
          await updateTicket({
            id: ticket.id,
            updateTicketDto: { name: values.name.trim(), status },
          }).unwrap();
        } else {
          const fields = {
            title: values.title.trim(),
            text: values.text.trim(),
            address: values.address.trim(),
            // Reais typed, cents sent.
            value: textToCents(values.value) ?? 0,
            eventDate: values.eventDate,
            // Required by the schema (and the API, which answers 0 with the required message).
            template: values.template ?? 0,
            status,
            name: values.name.trim(),
            cpf: values.cpf.trim() || null,
            event: values.event,
          };
          if (ticket) await updateTicket({ id: ticket.id, updateTicketDto: fields }).unwrap();
          else await createTicket({ createTicketDto: fields }).unwrap();
        }
        if (ticket) notice({ kind: 'success', title: MSG.recordUpdated });
        else notice({ kind: 'success', title: API_MSG.successTitle, text: API_MSG.recordInserted });
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  const label = ticket ? 'Editar convite' : 'Cadastrar convite';
  if (ticket && purchased) {
    return (
      <FormikForm formik={formik} idPrefix="ticket" aria-label={label}>
        {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
        <Alert type="info" showIcon title={PURCHASED_NOTE} className="list-screen__alert" />
        <PurchasedSummary ticket={ticket} />
        <NameField />
        <StatusField />
        <FormActions close={close} saving={formik.isSubmitting} />
      </FormikForm>
    );
  }

  return (
    <FormikForm formik={formik} idPrefix="ticket" aria-label={label}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <TextField name="title" label="Título" required maxLength={150} />
      <TextAreaField name="text" label="Texto" required rows={4} maxLength={5000} />
      <TextField name="address" label="Endereço" required maxLength={300} />
      <MoneyField name="value" label="Valor" required />
      <DateTimeField name="eventDate" label="Data do evento" required />
      <SelectField
        name="template"
        label="Modelo de convite"
        required
        placeholder="Selecione"
        search
        options={asOptions(templates.data)}
      />
      <StatusField />
      <NameField />
      <CpfField name="cpf" label="CPF" />
      <SelectField
        name="event"
        label="Evento"
        extra="Com evento, o convite vale na portaria desse evento."
        placeholder="Nenhum"
        allowClear
        search
        options={asOptions(events.data)}
      />
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}

/**
 * Register (POST tickets) or edit (GET then PUT tickets/{id}) an invitation. A ticket bought
 * by a member opens with only its name and status editable, the rest shown read-only.
 */
export function TicketForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetTicketQuery}>
      {(ticket: TicketDto | null) => <Form ticket={ticket} close={close} />}
    </RecordForm>
  );
}
