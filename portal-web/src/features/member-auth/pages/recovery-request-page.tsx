import { Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { MSG, ErrorCode } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { FormField } from '../../../shared/ui/form-field';
import { useAlerts } from '../../../shared/ui/use-alerts';
import { useSendEmailResetPasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import { recoveryRequestSchema } from '../schemas/member-auth-schemas';

/**
 * Member password recovery, step 1 (`/associado/recuperar-senha`): the e-mail
 * receives a link to the validator.
 */
export function RecoveryRequestPage() {
  const alerts = useAlerts();
  const [sendLink, { isLoading }] = useSendEmailResetPasswordMutation();

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: recoveryRequestSchema,
    onSubmit: async ({ email }, helpers) => {
      try {
        await sendLink({ sendResetDto: { email: email.trim(), associate: true } }).unwrap();
        alerts.success(MSG.memberRecoverySent);
      } catch (error) {
        const failure = readApiFailure(error);
        if (failure.status === 400 && failure.code !== ErrorCode.ValidationFailed) {
          alerts.error(MSG.memberRecoveryNotFoundText, MSG.memberRecoveryNotFoundTitle);
          helpers.resetForm({ values: { email: '' } });
        } else {
          alerts.error(failure.message);
        }
      }
    },
  });
  const emailError = formik.touched.email ? formik.errors.email : undefined;

  return (
    <AuthCard
      title="Recuperar senha"
      intro="Informe o e-mail do seu cadastro para receber o link de troca de senha."
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void formik.submitForm()}>
        <FormField id="recovery-email" label="E-mail" error={emailError}>
          <Input
            id="recovery-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...formik.getFieldProps('email')}
          />
        </FormField>
        <Button className="auth-card__submit" type="primary" htmlType="submit" loading={isLoading}>
          Enviar
        </Button>
      </Form>
    </AuthCard>
  );
}
