import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LABELS, MSG } from '@clube/shared';
import { Button, Input, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import { useCallback } from 'react';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { useListLocalOptionsQuery } from '../../date-restrictions';
import {
  useVerifyCardMutation,
  useVerifyInvitationMutation,
  type Attempt,
  type VerifyCardBody,
  type VerifyInvitationBody,
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

type Sent =
  | { kind: 'invitation'; body: VerifyInvitationBody; code: string }
  | { kind: 'card'; body: VerifyCardBody };

/**
 * Validação de Acesso (list-access-validation), the gate of a place: 'Convite' on for a
 * reservation guest's invitation code, off for a member's card validation code; the place;
 * the code (typed, or read from the QR code with the camera). 'Validar' shows 'Acesso
 * liberado' or 'Acesso negado' with the reason, and the code is cleared for the next person
 * (the toggle and the place stay: the gate keeper stays at one gate). A scanned card QR
 * (the member's signed token) is checked by `card/verify` and shows the member's photo.
 */
export default function AccessValidationPage() {
  const places = useListLocalOptionsQuery();
  const [verifyInvitation] = useVerifyInvitationMutation();
  const [verifyCard] = useVerifyCardMutation();

  const trigger = useCallback(
    ({ body: sent, requestId }: Attempt<Sent>) => ({
      unwrap: async (): Promise<GateAnswer> =>
        sent.kind === 'card'
          ? {
              kind: 'card',
              check: await verifyCard({
                'X-Request-Id': requestId,
                verifyCardDto: sent.body,
              }).unwrap(),
            }
          : {
              kind: 'verdict',
              verdict: await verifyInvitation({
                'X-Request-Id': requestId,
                verifyInvitationDto: sent.body,
              }).unwrap(),
              code: sent.code,
            },
    }),
    [verifyCard, verifyInvitation],
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

      <form
        className="gate-form"
        onSubmit={formik.handleSubmit}
        noValidate
        aria-label="Validação de acesso"
      >
        <div className="gate-form__switch">
          <Switch
            id="access-validation-invitation"
            checked={formik.values.invitation}
            onChange={(checked) => void formik.setFieldValue('invitation', checked)}
            aria-labelledby="access-validation-invitation-label"
          />
          <label id="access-validation-invitation-label" htmlFor="access-validation-invitation">
            {LABELS.invitation}
          </label>
        </div>
        <FormField
          id="access-validation-local"
          label="Local"
          required
          error={touchedError(formik, 'localId')}
        >
          {(a11y) => (
            <Select
              {...a11y}
              placeholder="Escolha o local"
              showSearch={{ optionFilterProp: 'label' }}
              loading={places.isLoading}
              value={formik.values.localId}
              options={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
              onChange={(value: number) => {
                void formik.setFieldValue('localId', value);
              }}
              onBlur={() => void formik.setFieldTouched('localId', true)}
            />
          )}
        </FormField>
        <FormField
          id="access-validation-code"
          label={formik.values.invitation ? 'Código do convite' : 'Código da carteirinha'}
          required
          error={touchedError(formik, 'code')}
        >
          {(a11y) => (
            <Input
              {...a11y}
              name="code"
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              value={formik.values.code}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
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
      </form>

      <GateOutcomeView outcome={gate.outcome} busy={gate.busy} onRetry={() => void gate.retry()} />
    </section>
  );
}
