import { MSG, ErrorCode } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { useForm } from '../../../shared/forms/use-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';
import { useSendEmailResetPasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import { validateRecoveryRequest } from '../schemas/member-auth-schemas';

/**
 * Member password recovery, step 1 (`/associado/recuperar-senha`): the e-mail
 * receives a link to the validator.
 */
export function RecoveryRequestPage() {
  const alerts = useAlerts();
  const [sendLink, { isLoading }] = useSendEmailResetPasswordMutation();

  const form = useForm({
    initialValues: { email: '' },
    validate: validateRecoveryRequest,
    onSubmit: async ({ email }, helpers) => {
      try {
        await sendLink({ sendResetDto: { email: email.trim(), associate: true } }).unwrap();
        alerts.success(MSG.memberRecoverySent);
      } catch (error) {
        const failure = readApiFailure(error);
        if (failure.code === ErrorCode.EmailNotFound) {
          alerts.error(MSG.memberRecoveryNotFoundText, MSG.memberRecoveryNotFoundTitle);
          helpers.resetForm({ values: { email: '' } });
        } else {
          alerts.error(failure.message);
        }
      }
    },
  });
  const emailError = form.touched.email ? form.errors.email : undefined;

  return (
    <AuthCard
      title="Recuperar senha"
      intro="Informe o e-mail do seu cadastro para receber o link de troca de senha."
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <TextField
          id="recovery-email"
          label="E-mail"
          error={emailError}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.getFieldProps('email')}
        />
        <Button
          className="auth-card__submit"
          variant="primary"
          type="submit"
          block
          loading={isLoading || form.isSubmitting}
        >
          Enviar
        </Button>
      </form>
    </AuthCard>
  );
}
