import { useNavigate, useParams } from 'react-router-dom';
import { LABELS, MSG, ErrorCode } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { useForm } from '../../../shared/forms/use-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { PasswordField, TextField } from '../../../shared/ui/fields';
import { useRecoveryPasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import { validatePasswordReset } from '../schemas/member-auth-schemas';

type Field = 'email' | 'password' | 'passwordConfirmation';

/**
 * Member password recovery, step 2 (`/associado/validador/:code`, reached from
 * the e-mail): the e-mail that asked for it and the new password; then the login.
 */
export function PasswordResetPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [resetPassword, { isLoading }] = useRecoveryPasswordMutation();

  const form = useForm({
    initialValues: { email: '', password: '', passwordConfirmation: '' },
    validate: validatePasswordReset,
    onSubmit: async ({ email, password, passwordConfirmation }) => {
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
    },
  });
  const fieldError = (field: Field) => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <AuthCard
      title="Redefinir senha"
      intro="Informe o e-mail que pediu a recuperação e a nova senha (de 8 a 20 caracteres)."
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <TextField
          id="reset-email"
          label="E-mail"
          error={fieldError('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.getFieldProps('email')}
        />
        <PasswordField
          id="reset-password"
          label="Nova senha"
          error={fieldError('password')}
          autoComplete="new-password"
          {...form.getFieldProps('password')}
        />
        <PasswordField
          id="reset-password-confirmation"
          label="Confirmar nova senha"
          error={fieldError('passwordConfirmation')}
          autoComplete="new-password"
          {...form.getFieldProps('passwordConfirmation')}
        />
        <Button
          className="auth-card__submit"
          variant="primary"
          type="submit"
          block
          loading={isLoading || form.isSubmitting}
        >
          {LABELS.save}
        </Button>
      </form>
    </AuthCard>
  );
}
