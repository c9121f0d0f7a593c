import type { FormBinding } from '../../../shared/forms/form-binding';
import { AuthEmailField, AuthSubmit } from './auth-form-parts';

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
      <AuthEmailField binding={binding} id="recovery-email" autoComplete="email" />
      <AuthSubmit binding={binding}>Enviar</AuthSubmit>
    </form>
  );
}
