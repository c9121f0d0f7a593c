import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LABELS } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { RedirectIfMember } from '../../../shared/guards/redirect-if-member';
import { returnPath } from '../../../shared/guards/require-member';
import { useForm } from '../../../shared/forms/use-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { CheckboxField, PasswordField, TextField } from '../../../shared/ui/fields';
import { signedIn } from '../../../core/session/session-slice';
import { useLoginAssociateMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import { validateMemberLogin } from '../schemas/member-auth-schemas';

function MemberLoginForm() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const alerts = useAlerts();
  const [login, { isLoading }] = useLoginAssociateMutation();

  const form = useForm({
    initialValues: { email: '', password: '', keepConnected: false },
    validate: validateMemberLogin,
    onSubmit: async ({ email, password, keepConnected }) => {
      try {
        const session = await login({
          loginAssociateDto: { email: email.trim(), password, keepConnected },
        }).unwrap();
        dispatch(
          signedIn({
            accessToken: session.accessToken,
            refreshToken: session.refreshToken,
            authUserId: session.authUserId,
            isFirstAccess: session.isFirstAccess,
            keepConnected,
          }),
        );
        const target = session.isFirstAccess
          ? paths.firstAccess
          : (returnPath(location.state) ?? paths.landing);
        void navigate(target, { replace: true });
      } catch (error) {
        alerts.error(readApiFailure(error).message);
      }
    },
  });
  const fieldError = (field: 'email' | 'password') =>
    form.touched[field] ? form.errors[field] : undefined;

  return (
    <AuthCard title="Área do Associado" intro="Entre com seu e-mail e senha.">
      <form noValidate onSubmit={form.handleSubmit}>
        <TextField
          id="member-login-email"
          label="E-mail"
          error={fieldError('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.getFieldProps('email')}
        />
        <PasswordField
          id="member-login-password"
          label="Senha"
          error={fieldError('password')}
          autoComplete="current-password"
          {...form.getFieldProps('password')}
        />
        <div className="auth-card__actions">
          <CheckboxField
            name="keepConnected"
            checked={form.values.keepConnected}
            onChange={(event) => form.setFieldValue('keepConnected', event.target.checked)}
          >
            Manter conectado
          </CheckboxField>
          <Link to={paths.memberRecoveryPassword}>{LABELS.forgotPassword}</Link>
        </div>
        <Button
          className="auth-card__submit"
          variant="primary"
          type="submit"
          block
          loading={isLoading || form.isSubmitting}
        >
          {LABELS.login}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Member login (`/associado`, named login-associate). A signed-in member is sent back. */
export function MemberLoginPage() {
  return (
    <RedirectIfMember>
      <MemberLoginForm />
    </RedirectIfMember>
  );
}
