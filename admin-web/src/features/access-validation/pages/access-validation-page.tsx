import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LABELS, MSG } from '@clube/shared';
import { Button, Switch } from 'antd';
import { useFormik } from 'formik';
import { useCallback } from 'react';
import { SelectField } from '../../../shared/forms/choice-fields';
import { FormikForm, useBoundField } from '../../../shared/forms/formik-form';
import { TextField } from '../../../shared/forms/text-fields';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import {
  useVerifyCardMutation,
  useVerifyInvitationMutation,
  useVerifyInvitationQrMutation,
  type Attempt,
  type VerifyCardBody,
  type VerifyInvitationBody,
  type VerifyInvitationQrBody,
} from '../api/access-validation-api';
import { GateOutcomeView, type GateAnswer } from '../components/gate-outcome';
import { QrScanner } from '../components/qr-scanner';
import { readScan } from '../lib/scan-payload';
import { useGateAttempt } from '../lib/use-gate-attempt';
import {
  accessValidationSchema,
  emptyAccessValidation,
  type AccessValidationValues,
} from '../schemas/access-validation.schemas';
import '../components/gate.css';

/** 'Convite': on for a guest's invitation code, off for a member's card code. */
function InvitationSwitch() {
  const field = useBoundField<boolean>('invitation', 'access-validation-invitation');
  return (
    <div className="gate-form__switch">
      <Switch
        id={field.id}
        checked={field.value}
        onChange={field.choose}
        aria-labelledby={`${field.id}-label`}
      />
      <label id={`${field.id}-label`} htmlFor={field.id}>
        {LABELS.invitation}
      </label>
    </div>
  );
}

type Sent =
  | { kind: 'invitation'; body: VerifyInvitationBody; code: string }
  | { kind: 'invitation-qr'; body: VerifyInvitationQrBody }
  | { kind: 'card'; body: VerifyCardBody };

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

  const formik = useFormik<AccessValidationValues>({
    initialValues: emptyAccessValidation(),
    validationSchema: accessValidationSchema,
    onSubmit: (values) => validate(values),
  });

  /** One attempt: the form is reset at once (the code cleared), then the verdict shows. */
  function validate(values: AccessValidationValues) {
    const code = values.code.trim();
    const localId = values.localId as number;
    formik.resetForm({ values: emptyAccessValidation({ invitation: values.invitation, localId }) });
    return gate.send({
      kind: 'invitation',
      body: { code: Number(code), invitation: values.invitation, localId },
      code,
    });
  }

  const onScan = (text: string) => {
    const scanned = readScan(text);
    const { values } = formik;
    if (scanned.kind === 'card') {
      formik.resetForm({ values: emptyAccessValidation(values) });
      void gate.send({
        kind: 'card',
        body: {
          token: scanned.token,
          ...(values.localId !== undefined ? { localId: values.localId } : {}),
        },
      });
      return;
    }
    if (scanned.kind === 'invitation' || scanned.kind === 'ticket') {
      // A pass's signed QR code: checked at this place (a ticket's is refused there as another
      // kind). The place is needed first.
      if (values.localId === undefined) {
        void formik.setTouched({ localId: true }, false);
        void formik.validateForm(values);
        return;
      }
      formik.resetForm({ values: emptyAccessValidation(values) });
      void gate.send({
        kind: 'invitation-qr',
        body: { token: scanned.token, localId: values.localId },
      });
      return;
    }
    const next = { ...values, code: scanned.kind === 'code' ? scanned.code : '' };
    if (scanned.kind === 'code' && accessValidationSchema.isValidSync(next)) {
      void validate(next);
      return;
    }
    // Not a code (or no place yet): the typed form shows what is missing.
    void formik.setValues(next, false);
    void formik.setTouched({ localId: true, code: true }, false);
    if (scanned.kind === 'code') void formik.validateForm(next);
    else formik.setFieldError('code', MSG.accessCodeInvalid);
  };

  return (
    <section className="gate-screen" aria-labelledby="access-validation-title">
      <h1 id="access-validation-title" className="gate-screen__title">
        {LABELS.accessValidation}
      </h1>

      <QrScanner onScan={onScan} disabled={gate.busy} />

      <FormikForm formik={formik} className="gate-form" aria-label="Validação de acesso">
        <InvitationSwitch />
        <SelectField
          name="localId"
          id="access-validation-local"
          label="Local"
          required
          placeholder="Escolha o local"
          search
          loading={places.isLoading}
          options={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
        />
        <TextField
          name="code"
          id="access-validation-code"
          label={formik.values.invitation ? 'Código do convite' : 'Código da carteirinha'}
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

      <GateOutcomeView outcome={gate.outcome} busy={gate.busy} onRetry={() => void gate.retry()} />
    </section>
  );
}
