import type { FormBinding } from '../../../shared/forms/form-binding';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';

export type RecoveryRequestValues = { email: string };

export const RECOVERY_REQUEST_START: RecoveryRequestValues = { email: '' };

/** The recovery request's field: the member's e-mail, 'Enviar'. */
export function RecoveryRequestFields({
  binding,
}: {
  binding: FormBinding<RecoveryRequestValues>;
}) {
  return (
    <form {...binding.form}>
      <TextField
        id="recovery-email"
        label="E-mail"
        error={binding.error('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...binding.field('email')}
      />
      <Button
        className="auth-card__submit"
        variant="primary"
        type="submit"
        block
        loading={binding.submitting}
      >
        Enviar
      </Button>
    </form>
  );
}
