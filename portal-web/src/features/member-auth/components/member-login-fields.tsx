import { Link } from 'react-router-dom';
import { LABELS } from '@clube/shared';
import { paths } from '../../../core/paths';
import type { FormBinding } from '../../../shared/forms/form-binding';
import { CheckboxField, PasswordField } from '../../../shared/ui/fields';
import { AuthEmailField, AuthSubmit } from './auth-form-parts';

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
      <AuthEmailField binding={binding} id="member-login-email" />
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
      <AuthSubmit binding={binding}>{LABELS.login}</AuthSubmit>
    </form>
  );
}
