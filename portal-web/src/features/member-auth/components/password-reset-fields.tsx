import { LABELS } from '@clube/shared';
import type { FormBinding } from '../../../shared/forms/form-binding';
import { Button } from '../../../shared/ui/button';
import { PasswordField, TextField } from '../../../shared/ui/fields';

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
      <TextField
        id="reset-email"
        label="E-mail"
        error={binding.error('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...binding.field('email')}
      />
      <PasswordField
        id="reset-password"
        label="Nova senha"
        error={binding.error('password')}
        autoComplete="new-password"
        {...binding.field('password')}
      />
      <PasswordField
        id="reset-password-confirmation"
        label="Confirmar nova senha"
        error={binding.error('passwordConfirmation')}
        autoComplete="new-password"
        {...binding.field('passwordConfirmation')}
      />
      <Button
        className="auth-card__submit"
        variant="primary"
        type="submit"
        block
        loading={binding.submitting}
      >
        {LABELS.save}
      </Button>
    </form>
  );
}
