import { MSG } from '@clube/shared';
import { ConfigProvider } from 'antd';
import { useFormik } from 'formik';
import { ADMIN_LOCALE, ADMIN_THEME } from '../../../shared/layout/antd-providers';
import { SelectField } from '../../../shared/forms/choice-fields';
import { FormikForm } from '../../../shared/forms/formik-form';
import type { VerifyTicketBody, VerifyTicketQrBody } from '../api/access-validation-api';
import type { GateDraft, GateScanLink } from '../lib/deferred-gate-form';
import { GateCodeField, GateSubmit } from './gate-form-fields';
import { useGateHandover } from './gate-handover';
import { readScan } from '../lib/scan-payload';
import {
  eventAccessValidationSchema,
  type EventAccessValidationValues,
} from '../schemas/access-validation.schemas';

export { ThemedOutcome } from './themed-outcome';

export const EVENT_ID = 'event-access-validation-event';
export const TICKET_ID = 'event-access-validation-ticket';

export type EventAccessValidationSent =
  | { kind: 'typed'; body: VerifyTicketBody; code: string }
  | { kind: 'qr'; body: VerifyTicketQrBody };

/**
 * The form of Validação de Acesso de eventos (loaded on the first touch of the screen): the
 * event and the ticket's code; 'Validar' sends it and clears the code (the event stays). The
 * camera's codes come here too (`link`): a ticket's signed QR goes to `verify-ticket-qr` (the
 * event is needed), a bare code is handled as a typed one.
 */
export function EventAccessValidationForm({
  draft,
  link,
  send,
  busy,
  events,
  eventsLoading,
}: {
  draft: GateDraft<{ ticketId: string }>;
  link: GateScanLink;
  send: (sent: EventAccessValidationSent) => Promise<void>;
  busy: boolean;
  events: { value: number; label: string }[];
  eventsLoading: boolean;
}) {
  const formik = useFormik<EventAccessValidationValues>({
    // eventId's key is there even when empty, so a submit marks the picker touched.
    initialValues: { eventId: undefined, ticketId: draft.values.ticketId },
    validationSchema: eventAccessValidationSchema,
    onSubmit: (values) => validate(values),
  });

  /** One attempt: the form is reset at once (the code cleared), then the verdict shows. */
  function validate(values: EventAccessValidationValues) {
    const code = values.ticketId.trim();
    const eventId = values.eventId as number;
    formik.resetForm({ values: { eventId, ticketId: '' } });
    return send({ kind: 'typed', body: { eventId, ticketId: Number(code) }, code });
  }

  const onScan = (text: string) => {
    const scanned = readScan(text);
    if (scanned.kind === 'ticket' || scanned.kind === 'invitation') {
      // A pass's signed QR code (a reservation's invitation is refused here as another kind).
      const { eventId } = formik.values;
      if (eventId === undefined) {
        void formik.setTouched({ eventId: true }, false);
        void formik.validateForm(formik.values);
        return;
      }
      formik.resetForm({ values: { eventId, ticketId: '' } });
      void send({ kind: 'qr', body: { token: scanned.token, eventId } });
      return;
    }
    const next = { ...formik.values, ticketId: scanned.kind === 'code' ? scanned.code : '' };
    if (scanned.kind === 'code' && eventAccessValidationSchema.isValidSync(next)) {
      void validate(next);
      return;
    }
    void formik.setValues(next, false);
    void formik.setTouched({ eventId: true, ticketId: true }, false);
    if (scanned.kind === 'code') void formik.validateForm(next);
    else formik.setFieldError('ticketId', MSG.eventCodeInvalid);
  };

  useGateHandover(draft, link, onScan, formik.submitForm, EVENT_ID);

  return (
    <ConfigProvider locale={ADMIN_LOCALE} theme={ADMIN_THEME}>
      <FormikForm
        formik={formik}
        idPrefix="event-access-validation"
        className="gate-form"
        aria-label="Validação de acesso de eventos"
      >
        <SelectField
          name="eventId"
          id={EVENT_ID}
          label="Evento"
          required
          placeholder="Escolha o evento"
          search
          loading={eventsLoading}
          options={events}
          autoFocus={draft.openPicker || draft.focusId === EVENT_ID}
          defaultOpen={draft.openPicker}
        />
        <GateCodeField name="ticketId" id={TICKET_ID} label="Código do ingresso" />
        <GateSubmit busy={busy} />
      </FormikForm>
    </ConfigProvider>
  );
}
