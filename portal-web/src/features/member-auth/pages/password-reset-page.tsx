import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@clube/shared';
import { paths } from '../../../core/paths';
import { deferredForm } from '../../../shared/forms/deferred-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { useRecoveryPasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import {
  PASSWORD_RESET_START,
  PasswordResetFields,
  type PasswordResetValues,
} from '../components/password-reset-fields';

// The form paints with the page; its rules (formik, yup) load on the first touch of it.
const PasswordResetForm = deferredForm(
  PASSWORD_RESET_START,
  async () => (await import('../components/member-auth-engines')).passwordResetEngine,
  PasswordResetFields,
);

/**
 * Member password recovery, step 2 (`/associado/validador/:code`, reached from
 * the e-mail): the e-mail that asked for it and the new password; then the login.
 */
export function PasswordResetPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [resetPassword, { isLoading }] = useRecoveryPasswordMutation();

  const submit = async ({ email, password, passwordConfirmation }: PasswordResetValues) => {
    try {
      await resetPassword({
        recoveryPasswordDto: {
          email: email.trim(),
          password,
          passwordConfirmation,
          code,
          associate: true,
        },
      }).unwrap();
      alerts.success(MSG.passwordChanged);
      void navigate(paths.memberLogin, { replace: true });
    } catch (error) {
      const { ErrorCode, readApiFailure } = await import('../../../core/api/failure-reading');
      const failure = readApiFailure(error);
      if (failure.code === ErrorCode.EmailMismatch) {
        alerts.error(MSG.memberResetWrongEmail);
      } else if (failure.code === ErrorCode.InvalidCode) {
        alerts.error(MSG.memberResetDenied, MSG.accessDeniedTitle);
      } else if (failure.code === ErrorCode.Unauthenticated) {
        alerts.error(MSG.memberResetDenied);
      } else {
        alerts.error(failure.message);
      }
    }
  };

  return (
    <AuthCard
      title="Redefinir senha"
      intro="Informe o e-mail que pediu a recuperação e a nova senha (de 8 a 20 caracteres)."
    >
      <PasswordResetForm onSubmit={submit} busy={isLoading} />
    </AuthCard>
  );
}
