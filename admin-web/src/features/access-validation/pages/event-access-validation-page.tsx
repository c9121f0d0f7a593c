import { LABELS } from '@clube/shared';
import { useCallback } from 'react';
import { useListEventOptionsQuery } from '../../events';
import {
  useVerifyTicketMutation,
  useVerifyTicketQrMutation,
  type Attempt,
} from '../api/access-validation-api';
import type { EventAccessValidationSent as Sent } from '../components/event-access-validation-form';
import type { GateAnswer } from '../components/gate-outcome';
import {
  PlaceholderForm,
  PlaceholderPicker,
  PlaceholderText,
} from '../components/gate-form-placeholder';
import { GateScreen } from '../components/gate-screen';
import { deferredModule, useDeferredGateForm } from '../lib/deferred-gate-form';
import { useGateAttempt } from '../lib/use-gate-attempt';
import '../components/gate.css';

/** The form's code (formik, yup, Ant Design's fields), loaded on the first touch of the screen. */
const formCode = deferredModule(() => import('../components/event-access-validation-form'));

/**
 * Validação de Acesso de eventos (list-access-validation): the event and the ticket's code
 * (typed, or read from the ticket's QR code: its signed token goes to `verify-ticket-qr`; a
 * bare code from an old QR code is handled as a typed one). 'Validar' shows 'Acesso liberado'
 * or 'Acesso negado' with the reason (and a club person's photo); the code is cleared for the
 * next person, the event stays.
 *
 * 'Ler QR code' is there with the screen's first load; the form's code (and Ant Design) comes
 * on the first touch of the screen (useDeferredGateForm), its fields painted meanwhile.
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
  const form = useDeferredGateForm(formCode, { ticketId: '' });
  const { placeholder } = form;
  const Loaded = form.module;

  return (
    <GateScreen
      titleId="event-access-validation-title"
      title={`${LABELS.accessValidation} de Eventos`}
      start={form.start}
      scan={form.scan}
      busy={gate.busy}
    >
      {Loaded && form.draft ? (
        <Loaded.EventAccessValidationForm
          draft={form.draft}
          link={form.link}
          send={gate.send}
          busy={gate.busy}
          events={(events.data ?? []).map((e) => ({ value: e.id, label: e.description }))}
          eventsLoading={events.isLoading}
        />
      ) : (
        <PlaceholderForm label="Validação de acesso de eventos" onSubmit={placeholder.submit}>
          <PlaceholderPicker
            id="event-access-validation-event"
            label="Evento"
            placeholder="Escolha o evento"
            onPress={placeholder.pressPicker}
          />
          <PlaceholderText
            id="event-access-validation-ticket"
            name="ticketId"
            label="Código do ingresso"
            value={placeholder.values.ticketId}
            onChange={(ticketId) => placeholder.change({ ticketId })}
          />
        </PlaceholderForm>
      )}

      {Loaded ? (
        <Loaded.ThemedOutcome
          outcome={gate.outcome}
          busy={gate.busy}
          onRetry={() => void gate.retry()}
          placeLabel="Evento"
        />
      ) : null}
    </GateScreen>
  );
}
