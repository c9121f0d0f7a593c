import { MSG } from '@clube/shared';
import {
  emailRule,
  newPasswordConfirmationRule,
  newPasswordRule,
  requiredText,
} from '@clube/shared/forms';
import * as yup from 'yup';

// The member sign-in screens' rules (spec "Validation"), on the shared rules and messages. yup
// loads with the forms' engines (components/member-auth-engines.ts), never with the pages.

/** Member login: the e-mail ('E-mail deve ser um e-mail válido!') and the password. */
export const memberLoginSchema = yup.object({
  email: emailRule(MSG.loginEmail),
  password: requiredText({ trim: false }),
  keepConnected: yup.boolean().default(false),
});

/** Recovery request: the e-mail of the member's record ('Este email não é válido!'). */
export const recoveryRequestSchema = yup.object({
  email: emailRule(MSG.recoveryEmail),
});

/** Password reset (validator): the e-mail that asked ('Email invalido') and the new password. */
export const passwordResetSchema = yup.object({
  email: emailRule(MSG.emailInvalid),
  password: newPasswordRule(),
  passwordConfirmation: newPasswordConfirmationRule('password'),
});

/** First access: the new password, twice. */
export const firstAccessSchema = yup.object({
  password: newPasswordRule(),
  passwordConfirmation: newPasswordConfirmationRule('password'),
});
