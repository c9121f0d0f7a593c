import { isValidEmail, MSG, passwordProblem, passwordsMatch } from '@clube/shared';
import type { FormErrors } from '../../../shared/forms/use-form';

/** Required e-mail in the shape of `isValidEmail` (surrounding spaces ignored), with `message`. */
function emailError(value: string, message: string): string | undefined {
  if (value === '') return MSG.required;
  return isValidEmail(value.trim()) ? undefined : message;
}

/**
 * New password and its confirmation (validator and first access): both needed,
 * 8 to 20 characters, the confirmation equal to the password.
 */
function newPasswordErrors(values: { password: string; passwordConfirmation: string }) {
  const { password, passwordConfirmation } = values;
  return {
    password: password ? (passwordProblem(password) ?? undefined) : MSG.passwordsBoth,
    passwordConfirmation: !passwordConfirmation
      ? MSG.passwordsBoth
      : passwordsMatch(password, passwordConfirmation)
        ? undefined
        : MSG.passwordsDiffer,
  };
}

export interface MemberLoginValues extends Record<string, unknown> {
  email: string;
  password: string;
  keepConnected: boolean;
}

export function validateMemberLogin(values: MemberLoginValues): FormErrors<MemberLoginValues> {
  return {
    email: emailError(values.email, MSG.loginEmail),
    password: values.password === '' ? MSG.required : undefined,
  };
}

export interface RecoveryRequestValues extends Record<string, unknown> {
  email: string;
}

export function validateRecoveryRequest(
  values: RecoveryRequestValues,
): FormErrors<RecoveryRequestValues> {
  return { email: emailError(values.email, MSG.recoveryEmail) };
}

export interface PasswordResetValues extends Record<string, unknown> {
  email: string;
  password: string;
  passwordConfirmation: string;
}

export function validatePasswordReset(
  values: PasswordResetValues,
): FormErrors<PasswordResetValues> {
  return { email: emailError(values.email, MSG.emailInvalid), ...newPasswordErrors(values) };
}

export interface FirstAccessValues extends Record<string, unknown> {
  password: string;
  passwordConfirmation: string;
}

export function validateFirstAccess(values: FirstAccessValues): FormErrors<FirstAccessValues> {
  return newPasswordErrors(values);
}
