import type { ReactNode } from 'react';
import type { FormBinding } from '../../../shared/forms/form-binding';
import { Button } from '../../../shared/ui/button';
import { PasswordField, TextField } from '../../../shared/ui/fields';

/** The part of a form's binding that reads the text fields `K` (any form holding them). */
type FieldsOf<K extends string> = Pick<FormBinding<Record<K, string>>, 'field' | 'error'>;

/** A sign-in card's e-mail field (`autoComplete`: 'username' beside a password, else 'email'). */
export function AuthEmailField({
  binding,
  id,
  autoComplete = 'username',
}: {
  binding: FieldsOf<'email'>;
  id: string;
  autoComplete?: 'username' | 'email';
}) {
  return (
    <TextField
      id={id}
      label="E-mail"
      error={binding.error('email')}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      {...binding.field('email')}
    />
  );
}

/** A new password and its confirmation (password reset, first access). */
export function NewPasswordFields({
  binding,
  idPrefix,
}: {
  binding: FieldsOf<'password' | 'passwordConfirmation'>;
  idPrefix: string;
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label="Nova senha"
        error={binding.error('password')}
        autoComplete="new-password"
        {...binding.field('password')}
      />
      <PasswordField
        id={`${idPrefix}-password-confirmation`}
        label="Confirmar nova senha"
        error={binding.error('passwordConfirmation')}
        autoComplete="new-password"
        {...binding.field('passwordConfirmation')}
      />
    </>
  );
}

/** A sign-in card's submit button, busy while the form is sent. */
export function AuthSubmit({
  binding,
  children,
}: {
  binding: Pick<FormBinding<Record<string, string>>, 'submitting'>;
  children: ReactNode;
}) {
  return (
    <Button
      className="auth-card__submit"
      variant="primary"
      type="submit"
      block
      loading={binding.submitting}
    >
      {children}
    </Button>
  );
}
