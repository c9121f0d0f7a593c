import { LABELS } from '@clube/shared';
import type { FormBinding } from '../../../shared/forms/form-binding';
import { AuthEmailField, AuthSubmit, NewPasswordFields } from './auth-form-parts';

export type PasswordResetValues = { email: string; password: string; passwordConfirmation: string };

export const PASSWORD_RESET_START: PasswordResetValues = {
  email: '',
  password: '',
  passwordConfirmation: '',
};

/** The validator's fields: the e-mail that asked, the new password twice, 'Salvar'. */
export function PasswordResetFields({ binding }: { binding: FormBinding<PasswordResetValues> }) {
  return (
    <form {...binding.form}>
      <AuthEmailField binding={binding} id="reset-email" />
      <NewPasswordFields binding={binding} idPrefix="reset" />
      <AuthSubmit binding={binding}>{LABELS.save}</AuthSubmit>
    </form>
  );
}
