import { API_MSG, MSG } from '@clube/shared';
import * as yup from 'yup';
import {
  confirmationRule,
  cpfRule,
  emailRule,
  passwordRule,
  requiredText,
} from '@clube/shared/forms';

/** Admin login: CPF (masked) and password. */
export const loginSchema = yup.object({
  cpf: cpfRule(MSG.cpfMin11),
  password: requiredText({ trim: false }),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

/** Admin sign-up (spec §5): trimmed e-mail and CPF with the sign-up messages. */
export const signUpSchema = yup.object({
  name: requiredText(),
  surname: requiredText(),
  email: emailRule(API_MSG.signupEmail),
  cpf: cpfRule(MSG.cpfMin11Signup),
  password: passwordRule(),
  passwordConfirmation: confirmationRule('password', MSG.passwordsDifferSignup),
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;

/** Recovery request: the e-mail of the account. */
export const recoverySchema = yup.object({
  email: emailRule(MSG.adminRecoveryEmail),
});
export type RecoveryValues = yup.InferType<typeof recoverySchema>;

/** Set-password (reset): e-mail, password 8 to 20, matching confirmation. */
export const resetSchema = yup.object({
  email: emailRule(MSG.adminRecoveryEmail),
  password: passwordRule(),
  passwordConfirmation: confirmationRule('password', MSG.passwordsDiffer),
});
export type ResetValues = yup.InferType<typeof resetSchema>;
