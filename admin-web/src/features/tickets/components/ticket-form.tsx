import { formatCpf, MSG } from '@clube/shared';
import { failureMessage, readApiFailure } from '@clube/shared/web';
import { Alert, Descriptions, Input, Select } from 'antd';
import { useFormik, type FormikProps } from 'formik';
import { useState } from 'react';
import { useNotice } from '../../../shared/feedback/notice';
import { CONTENT_STATUS_OPTIONS } from '../../../shared/forms/content-fields';
import { CpfInput } from '../../../shared/forms/cpf-input';
import { DateTimeField, formatInstant } from '../../../shared/forms/date-time-field';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { centsToText, MoneyInput, textToCents } from '../../../shared/forms/money-input';
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
  status: 1,
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
type Formik = FormikProps<TicketValues>;

const asOptions = (options: Options) =>
  (options ?? []).map((o) => ({ value: o.id, label: o.description }));

const KIND_LABELS = { associate: 'Associado', dependent: 'Dependente', guest: 'Convidado' };

function NameField({ formik }: { formik: Formik }) {
  return (
    <FormField id="ticket-name" label="Nome" error={touchedError(formik, 'name')}>
      {(a11y) => (
        <Input
          {...a11y}
          name="name"
          maxLength={150}
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </FormField>
  );
}

function StatusField({ formik }: { formik: Formik }) {
  return (
    <FormField id="ticket-status" label="Status" required error={touchedError(formik, 'status')}>
      {(a11y) => (
        <Select
          {...a11y}
          value={formik.values.status}
          options={CONTENT_STATUS_OPTIONS.map((o) => ({ ...o }))}
          onChange={(value: number) => void formik.setFieldValue('status', value)}
        />
      )}
    </FormField>
  );
}

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
      const status = values.status as 1 | 2;
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
        else notice({ kind: 'success', title: MSG.successTitle, text: MSG.recordInserted });
        close('saved');
      } catch (error) {
        for (const [field, message] of Object.entries(readApiFailure(error).fields)) {
          helpers.setFieldError(field, message);
          void helpers.setFieldTouched(field, true, false);
        }
        setFailure(failureMessage(error));
      }
    },
  });

  const text = (name: 'title' | 'address', label: string, max: number) => (
    <FormField id={`ticket-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => (
        <Input
          {...a11y}
          name={name}
          maxLength={max}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </FormField>
  );

  const pick = (name: 'template' | 'event', label: string, options: Options) => (
    <FormField
      id={`ticket-${name}`}
      label={label}
      required={name === 'template'}
      error={touchedError(formik, name)}
      extra={name === 'event' ? 'Com evento, o convite vale na portaria desse evento.' : undefined}
    >
      {(a11y) => (
        <Select
          {...a11y}
          placeholder={name === 'event' ? 'Nenhum' : 'Selecione'}
          allowClear={name === 'event'}
          showSearch={{ optionFilterProp: 'label' }}
          value={formik.values[name] ?? undefined}
          options={asOptions(options)}
          onChange={(value?: number) => void formik.setFieldValue(name, value ?? null)}
          onBlur={() => void formik.setFieldTouched(name, true)}
        />
      )}
    </FormField>
  );

  const label = ticket ? 'Editar convite' : 'Cadastrar convite';
  if (ticket && purchased) {
    return (
      <form onSubmit={formik.handleSubmit} noValidate aria-label={label}>
        {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
        <Alert type="info" showIcon title={PURCHASED_NOTE} className="list-screen__alert" />
        <PurchasedSummary ticket={ticket} />
        <NameField formik={formik} />
        <StatusField formik={formik} />
        <FormActions close={close} saving={formik.isSubmitting} />
      </form>
    );
  }

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      {text('title', 'Título', 150)}
      <FormField id="ticket-text" label="Texto" required error={touchedError(formik, 'text')}>
        {(a11y) => (
          <Input.TextArea
            {...a11y}
            name="text"
            rows={4}
            maxLength={5000}
            value={formik.values.text}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        )}
      </FormField>
      {text('address', 'Endereço', 300)}
      <FormField id="ticket-value" label="Valor" required error={touchedError(formik, 'value')}>
        {(a11y) => (
          <MoneyInput
            {...a11y}
            name="value"
            value={formik.values.value}
            onChange={(value) => void formik.setFieldValue('value', value)}
            onBlur={() => void formik.setFieldTouched('value', true)}
          />
        )}
      </FormField>
      <FormField
        id="ticket-eventDate"
        label="Data do evento"
        required
        error={touchedError(formik, 'eventDate')}
      >
        {(a11y) => (
          <DateTimeField
            {...a11y}
            value={formik.values.eventDate}
            onChange={(instant) => void formik.setFieldValue('eventDate', instant)}
            onBlur={() => void formik.setFieldTouched('eventDate', true)}
          />
        )}
      </FormField>
      {pick('template', 'Modelo de convite', templates.data)}
      <StatusField formik={formik} />
      <NameField formik={formik} />
      <FormField id="ticket-cpf" label="CPF" error={touchedError(formik, 'cpf')}>
        {(a11y) => (
          <CpfInput
            {...a11y}
            name="cpf"
            value={formik.values.cpf}
            onValueChange={(masked) => void formik.setFieldValue('cpf', masked)}
            onBlur={() => void formik.setFieldTouched('cpf', true)}
          />
        )}
      </FormField>
      {pick('event', 'Evento', events.data)}
      <FormActions close={close} saving={formik.isSubmitting} />
    </form>
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
