import { LABELS } from '@clube/shared';
import type { FormBinding } from '../../../shared/forms/form-binding';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/fields';

export type FirstAccessValues = { password: string; passwordConfirmation: string };

export const FIRST_ACCESS_START: FirstAccessValues = { password: '', passwordConfirmation: '' };

/** The first access's fields: the new password twice, 'Salvar'. */
export function FirstAccessFields({ binding }: { binding: FormBinding<FirstAccessValues> }) {
  return (
    <form {...binding.form}>
      <PasswordField
        id="first-access-password"
        label="Nova senha"
        error={binding.error('password')}
        autoComplete="new-password"
        {...binding.field('password')}
      />
      <PasswordField
        id="first-access-password-confirmation"
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
