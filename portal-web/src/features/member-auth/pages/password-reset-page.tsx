import { useNavigate, useParams } from 'react-router-dom';
import { Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { LABELS, MSG, ErrorCode } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../app/paths';
import { FormField } from '../../../shared/ui/form-field';
import { useAlerts } from '../../../shared/ui/use-alerts';
import { useRecoveryPasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import { passwordResetSchema } from '../schemas/member-auth-schemas';

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

  const formik = useFormik({
    initialValues: { email: '', password: '', passwordConfirmation: '' },
    validationSchema: passwordResetSchema,
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
        if (failure.status === 400 && failure.code !== ErrorCode.ValidationFailed) {
          alerts.error(MSG.memberResetWrongEmail);
        } else if (failure.status === 403) {
          alerts.error(MSG.memberResetDenied, MSG.accessDeniedTitle);
        } else if (failure.status === 401) {
          alerts.error(MSG.memberResetDenied);
        } else {
          alerts.error(failure.message);
        }
      }
    },
  });
  const fieldError = (field: Field) => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <AuthCard
      title="Redefinir senha"
      intro="Informe o e-mail que pediu a recuperação e a nova senha (de 8 a 20 caracteres)."
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void formik.submitForm()}>
        <FormField id="reset-email" label="E-mail" error={fieldError('email')}>
          <Input
            id="reset-email"
            type="email"
            autoComplete="username"
            inputMode="email"
            {...formik.getFieldProps('email')}
          />
        </FormField>
        <FormField id="reset-password" label="Nova senha" error={fieldError('password')}>
          <Input.Password
            id="reset-password"
            autoComplete="new-password"
            {...formik.getFieldProps('password')}
          />
        </FormField>
        <FormField
          id="reset-password-confirmation"
          label="Confirmar nova senha"
          error={fieldError('passwordConfirmation')}
        >
          <Input.Password
            id="reset-password-confirmation"
            autoComplete="new-password"
            {...formik.getFieldProps('passwordConfirmation')}
          />
        </FormField>
        <Button className="auth-card__submit" type="primary" htmlType="submit" loading={isLoading}>
          {LABELS.save}
        </Button>
      </Form>
    </AuthCard>
  );
}
