import { LABELS } from '@clube/shared';
import { useCallback } from 'react';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import {
  useVerifyCardMutation,
  useVerifyInvitationMutation,
  useVerifyInvitationQrMutation,
  type Attempt,
} from '../api/access-validation-api';
import type { AccessValidationSent as Sent } from '../components/access-validation-form';
import type { GateAnswer } from '../components/gate-outcome';
import {
  PlaceholderForm,
  PlaceholderPicker,
  PlaceholderSwitch,
  PlaceholderText,
} from '../components/gate-form-placeholder';
import { GateScreen } from '../components/gate-screen';
import { deferredModule, useDeferredGateForm } from '../lib/deferred-gate-form';
import { useGateAttempt } from '../lib/use-gate-attempt';
import '../components/gate.css';

/** The form's code (formik, yup, Ant Design's fields), loaded on the first touch of the screen. */
const formCode = deferredModule(() => import('../components/access-validation-form'));

/** What the panel shows as the code of a scanned signed QR code. */
const SCANNED = 'QR code';

/**
 * Validação de Acesso (list-access-validation), the gate of a place: 'Convite' on for a
 * reservation guest's invitation code, off for a member's card validation code; the place;
 * the code (typed, or read from the QR code with the camera). 'Validar' shows 'Acesso
 * liberado' or 'Acesso negado' with the reason, and the code is cleared for the next person
 * (the toggle and the place stay: the gate keeper stays at one gate). A scanned card QR
 * (the member's signed token) is checked by `card/verify` and shows the member's photo; an
 * invitation's QR code (its signed token) by `verify-invitation-qr`, whatever the toggle says.
 * A bare code read from an old invitation's QR code is handled as a typed one. When the pass
 * is a club person's, the verdict shows their photo from the register.
 *
 * 'Ler QR code' is there with the screen's first load; the form's code (and Ant Design) comes
 * on the first touch of the screen (useDeferredGateForm), its fields painted meanwhile.
 */
export default function AccessValidationPage() {
  const places = useListLocalOptionsQuery();
  const [verifyInvitation] = useVerifyInvitationMutation();
  const [verifyCard] = useVerifyCardMutation();
  const [verifyInvitationQr] = useVerifyInvitationQrMutation();

  const trigger = useCallback(
    ({ body: sent, requestId }: Attempt<Sent>) => ({
      unwrap: async (): Promise<GateAnswer> => {
        if (sent.kind === 'card') {
          return {
            kind: 'card',
            check: await verifyCard({
              'X-Request-Id': requestId,
              verifyCardDto: sent.body,
            }).unwrap(),
          };
        }
        if (sent.kind === 'invitation-qr') {
          return {
            kind: 'verdict',
            verdict: await verifyInvitationQr({
              'X-Request-Id': requestId,
              verifyInvitationQrDto: sent.body,
            }).unwrap(),
            code: SCANNED,
          };
        }
        return {
          kind: 'verdict',
          verdict: await verifyInvitation({
            'X-Request-Id': requestId,
            verifyInvitationDto: sent.body,
          }).unwrap(),
          code: sent.code,
        };
      },
    }),
    [verifyCard, verifyInvitation, verifyInvitationQr],
  );
  const gate = useGateAttempt<Sent, GateAnswer>(trigger);
  const form = useDeferredGateForm(formCode, { invitation: true, code: '' });
  const { placeholder } = form;
  const Loaded = form.module;

  return (
    <GateScreen
      titleId="access-validation-title"
      title={LABELS.accessValidation}
      start={form.start}
      scan={form.scan}
      busy={gate.busy}
    >
      {Loaded && form.draft ? (
        <Loaded.AccessValidationForm
          draft={form.draft}
          link={form.link}
          send={gate.send}
          busy={gate.busy}
          places={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
          placesLoading={places.isLoading}
        />
      ) : (
        <PlaceholderForm label="Validação de acesso" onSubmit={placeholder.submit}>
          <PlaceholderSwitch
            id="access-validation-invitation"
            label={LABELS.invitation}
            checked={placeholder.values.invitation}
            onToggle={() => placeholder.change({ invitation: !placeholder.values.invitation })}
          />
          <PlaceholderPicker
            id="access-validation-local"
            label="Local"
            placeholder="Escolha o local"
            onPress={placeholder.pressPicker}
          />
          <PlaceholderText
            id="access-validation-code"
            name="code"
            label={placeholder.values.invitation ? 'Código do convite' : 'Código da carteirinha'}
            value={placeholder.values.code}
            onChange={(code) => placeholder.change({ code })}
          />
        </PlaceholderForm>
      )}

      {Loaded ? (
        <Loaded.ThemedOutcome
          outcome={gate.outcome}
          busy={gate.busy}
          onRetry={() => void gate.retry()}
        />
      ) : null}
    </GateScreen>
  );
}
