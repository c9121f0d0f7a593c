import * as yup from 'yup';
import { isValidEmail, MSG, passwordProblem, passwordsMatch } from '@clube/shared';

/** Required e-mail in the shape of `isValidEmail` (surrounding spaces ignored), with `message`. */
function emailField(message: string) {
  return yup
    .string()
    .required(MSG.required)
    .test('email', message, (value) => !value || isValidEmail(value.trim()));
}

/**
 * New password and its confirmation (validator and first access): both needed,
 * 8 to 20 characters, the confirmation equal to the password.
 */
const newPasswordFields = {
  password: yup.string().test('password', function check(value) {
    if (!value) return this.createError({ message: MSG.passwordsBoth });
    const problem = passwordProblem(value);
    return problem ? this.createError({ message: problem }) : true;
  }),
  passwordConfirmation: yup.string().test('password-confirmation', function check(value) {
    if (!value) return this.createError({ message: MSG.passwordsBoth });
    const password = (this.parent as { password?: string }).password ?? '';
    return passwordsMatch(password, value)
      ? true
      : this.createError({ message: MSG.passwordsDiffer });
  }),
};

export const memberLoginSchema = yup.object({
  email: emailField(MSG.loginEmail),
  password: yup.string().required(MSG.required),
  keepConnected: yup.boolean(),
});

export const recoveryRequestSchema = yup.object({
  email: emailField(MSG.recoveryEmail),
});

export const passwordResetSchema = yup.object({
  email: emailField(MSG.emailInvalid),
  ...newPasswordFields,
});

export const firstAccessSchema = yup.object(newPasswordFields);
