import { LABELS } from '@clube/shared';
import type { FormBinding } from '../../../shared/forms/form-binding';
import { AuthSubmit, NewPasswordFields } from './auth-form-parts';

export type FirstAccessValues = { password: string; passwordConfirmation: string };

export const FIRST_ACCESS_START: FirstAccessValues = { password: '', passwordConfirmation: '' };

/** The first access's fields: the new password twice, 'Salvar'. */
export function FirstAccessFields({ binding }: { binding: FormBinding<FirstAccessValues> }) {
  return (
    <form {...binding.form}>
      <NewPasswordFields binding={binding} idPrefix="first-access" />
      <AuthSubmit binding={binding}>{LABELS.save}</AuthSubmit>
    </form>
  );
}
