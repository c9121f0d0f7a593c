import { LABELS, MSG } from '@clube/shared';
import { ConfigProvider, Switch } from 'antd';
import { useFormik } from 'formik';
import { ADMIN_LOCALE, ADMIN_THEME } from '../../../shared/layout/antd-providers';
import { SelectField } from '../../../shared/forms/choice-fields';
import { FormikForm, useBoundField } from '../../../shared/forms/formik-form';
import type {
  VerifyCardBody,
  VerifyInvitationBody,
  VerifyInvitationQrBody,
} from '../api/access-validation-api';
import type { GateDraft, GateScanLink } from '../lib/deferred-gate-form';
import { GateCodeField, GateSubmit } from './gate-form-fields';
import { useGateHandover } from './gate-handover';
import { readScan } from '../lib/scan-payload';
import {
  accessValidationSchema,
  emptyAccessValidation,
  type AccessValidationValues,
} from '../schemas/access-validation.schemas';

export { ThemedOutcome } from './themed-outcome';

export const INVITATION_ID = 'access-validation-invitation';
export const PLACE_ID = 'access-validation-local';
export const CODE_ID = 'access-validation-code';

export type AccessValidationSent =
  | { kind: 'invitation'; body: VerifyInvitationBody; code: string }
  | { kind: 'invitation-qr'; body: VerifyInvitationQrBody }
  | { kind: 'card'; body: VerifyCardBody };

/** What the placeholder keeps: 'Convite' and the code as typed. */
export interface AccessValidationDraftValues {
  invitation: boolean;
  code: string;
}

/** 'Convite': on for a guest's invitation code, off for a member's card code. */
function InvitationSwitch() {
  const field = useBoundField<boolean>('invitation', INVITATION_ID);
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

/**
 * The form of Validação de Acesso (loaded on the first touch of the screen): 'Convite', the
 * place and the code; 'Validar' sends it and clears the code for the next person (the toggle
 * and the place stay). The camera's codes come here too (`link`): a card's signed QR goes to
 * `card/verify`, an invitation's to `verify-invitation-qr` (the place is needed), a bare code
 * is handled as a typed one.
 */
export function AccessValidationForm({
  draft,
  link,
  send,
  busy,
  places,
  placesLoading,
}: {
  draft: GateDraft<AccessValidationDraftValues>;
  link: GateScanLink;
  send: (sent: AccessValidationSent) => Promise<void>;
  busy: boolean;
  places: { value: number; label: string }[];
  placesLoading: boolean;
}) {
  const formik = useFormik<AccessValidationValues>({
    initialValues: {
      ...emptyAccessValidation({ invitation: draft.values.invitation }),
      code: draft.values.code,
    },
    validationSchema: accessValidationSchema,
    onSubmit: (values) => validate(values),
  });

  /** One attempt: the form is reset at once (the code cleared), then the verdict shows. */
  function validate(values: AccessValidationValues) {
    const code = values.code.trim();
    const localId = values.localId as number;
    formik.resetForm({ values: emptyAccessValidation({ invitation: values.invitation, localId }) });
    return send({
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
      void send({
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
      void send({
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

  useGateHandover(draft, link, onScan, formik.submitForm, PLACE_ID);

  return (
    <ConfigProvider locale={ADMIN_LOCALE} theme={ADMIN_THEME}>
      <FormikForm formik={formik} className="gate-form" aria-label="Validação de acesso">
        <InvitationSwitch />
        <SelectField
          name="localId"
          id={PLACE_ID}
          label="Local"
          required
          placeholder="Escolha o local"
          search
          loading={placesLoading}
          options={places}
          autoFocus={draft.openPicker || draft.focusId === PLACE_ID}
          defaultOpen={draft.openPicker}
        />
        <GateCodeField
          name="code"
          id={CODE_ID}
          label={formik.values.invitation ? 'Código do convite' : 'Código da carteirinha'}
        />
        <GateSubmit busy={busy} />
      </FormikForm>
    </ConfigProvider>
  );
}
