import { Link } from 'react-router-dom';
import { LABELS } from '@clube/shared';
import { paths } from '../../../core/paths';
import type { FormBinding } from '../../../shared/forms/form-binding';
import { Button } from '../../../shared/ui/button';
import { CheckboxField, PasswordField, TextField } from '../../../shared/ui/fields';

export type MemberLoginValues = { email: string; password: string; keepConnected: boolean };

export const MEMBER_LOGIN_START: MemberLoginValues = {
  email: '',
  password: '',
  keepConnected: false,
};

/** The member login's fields: e-mail, password, 'Manter conectado', 'Entrar'. */
export function MemberLoginFields({ binding }: { binding: FormBinding<MemberLoginValues> }) {
  return (
    <form {...binding.form}>
      <TextField
        id="member-login-email"
        label="E-mail"
        error={binding.error('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...binding.field('email')}
      />
      <PasswordField
        id="member-login-password"
        label="Senha"
        error={binding.error('password')}
        autoComplete="current-password"
        {...binding.field('password')}
      />
      <div className="auth-card__actions">
        <CheckboxField {...binding.checkbox('keepConnected')}>Manter conectado</CheckboxField>
        <Link to={paths.memberRecoveryPassword}>{LABELS.forgotPassword}</Link>
      </div>
      <Button
        className="auth-card__submit"
        variant="primary"
        type="submit"
        block
        loading={binding.submitting}
      >
        {LABELS.login}
      </Button>
    </form>
  );
}
