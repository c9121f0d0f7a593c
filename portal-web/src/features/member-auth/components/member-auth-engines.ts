import { formEngine } from '../../../shared/forms/form-engine';
import {
  firstAccessSchema,
  memberLoginSchema,
  passwordResetSchema,
  recoveryRequestSchema,
} from '../schemas/member-auth-schemas';
import type { FirstAccessValues } from './first-access-fields';
import type { MemberLoginValues } from './member-login-fields';
import type { PasswordResetValues } from './password-reset-fields';
import type { RecoveryRequestValues } from './recovery-request-fields';

// The rules of the member sign-in forms (formik, yup): one chunk, fetched on the first touch of
// any of them (the pages paint their forms without it: shared/forms/deferred-form.tsx).

export const memberLoginEngine = formEngine<MemberLoginValues>(memberLoginSchema);
export const recoveryRequestEngine = formEngine<RecoveryRequestValues>(recoveryRequestSchema);
export const passwordResetEngine = formEngine<PasswordResetValues>(passwordResetSchema);
export const firstAccessEngine = formEngine<FirstAccessValues>(firstAccessSchema);
