import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LABELS, MSG } from '@clube/shared';
import { Button } from 'antd';
import { useFormik } from 'formik';
import { useCallback } from 'react';
import { SelectField } from '../../../shared/forms/choice-fields';
import { FormikForm } from '../../../shared/forms/formik-form';
import { TextField } from '../../../shared/forms/text-fields';
import { useListEventOptionsQuery } from '../../events';
import {
  useVerifyTicketMutation,
  useVerifyTicketQrMutation,
  type Attempt,
  type VerifyTicketBody,
  type VerifyTicketQrBody,
} from '../api/access-validation-api';
import { GateOutcomeView, type GateAnswer } from '../components/gate-outcome';
import { QrScanner } from '../components/qr-scanner';
import { readScan } from '../lib/scan-payload';
import { useGateAttempt } from '../lib/use-gate-attempt';
import {
  eventAccessValidationSchema,
  type EventAccessValidationValues,
} from '../schemas/access-validation.schemas';
import '../components/gate.css';

type Sent =
  | { kind: 'typed'; body: VerifyTicketBody; code: string }
  | { kind: 'qr'; body: VerifyTicketQrBody };

/**
 * Validação de Acesso de eventos (list-access-validation): the event and the ticket's code
 * (typed, or read from the ticket's QR code: its signed token goes to `verify-ticket-qr`; a
 * bare code from an old QR code is handled as a typed one). 'Validar' shows 'Acesso liberado'
 * or 'Acesso negado' with the reason (and a club person's photo); the code is cleared for the
 * next person, the event stays.
 */
export default function EventAccessValidationPage() {
  const events = useListEventOptionsQuery();
  const [verifyTicket] = useVerifyTicketMutation();
  const [verifyTicketQr] = useVerifyTicketQrMutation();

  const trigger = useCallback(
    ({ body: sent, requestId }: Attempt<Sent>) => ({
      unwrap: async (): Promise<GateAnswer> =>
        sent.kind === 'qr'
          ? {
              kind: 'verdict',
              verdict: await verifyTicketQr({
                'X-Request-Id': requestId,
                verifyTicketQrDto: sent.body,
              }).unwrap(),
              code: 'QR code',
            }
          : {
              kind: 'verdict',
              verdict: await verifyTicket({
                'X-Request-Id': requestId,
                verifyTicketDto: sent.body,
              }).unwrap(),
              code: sent.code,
            },
    }),
    [verifyTicket, verifyTicketQr],
  );
  const gate = useGateAttempt<Sent, GateAnswer>(trigger);

  const formik = useFormik<EventAccessValidationValues>({
    // eventId's key is there even when empty, so a submit marks the picker touched.
    initialValues: { eventId: undefined, ticketId: '' },
    validationSchema: eventAccessValidationSchema,
    onSubmit: (values) => validate(values),
  });

  /** One attempt: the form is reset at once (the code cleared), then the verdict shows. */
  function validate(values: EventAccessValidationValues) {
    const code = values.ticketId.trim();
    const eventId = values.eventId as number;
    formik.resetForm({ values: { eventId, ticketId: '' } });
    return gate.send({ kind: 'typed', body: { eventId, ticketId: Number(code) }, code });
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
      void gate.send({ kind: 'qr', body: { token: scanned.token, eventId } });
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

  return (
    <section className="gate-screen" aria-labelledby="event-access-validation-title">
      <h1 id="event-access-validation-title" className="gate-screen__title">
        {LABELS.accessValidation} de Eventos
      </h1>

      <QrScanner onScan={onScan} disabled={gate.busy} />

      <FormikForm
        formik={formik}
        idPrefix="event-access-validation"
        className="gate-form"
        aria-label="Validação de acesso de eventos"
      >
        <SelectField
          name="eventId"
          id="event-access-validation-event"
          label="Evento"
          required
          placeholder="Escolha o evento"
          search
          loading={events.isLoading}
          options={(events.data ?? []).map((e) => ({ value: e.id, label: e.description }))}
        />
        <TextField
          name="ticketId"
          id="event-access-validation-ticket"
          label="Código do ingresso"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
        />
        <div className="gate-form__actions">
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            icon={<SafetyCertificateOutlined aria-hidden />}
            loading={gate.busy}
          >
            {LABELS.validate}
          </Button>
        </div>
      </FormikForm>

      <GateOutcomeView
        outcome={gate.outcome}
        busy={gate.busy}
        onRetry={() => void gate.retry()}
        placeLabel="Evento"
      />
    </section>
  );
}
