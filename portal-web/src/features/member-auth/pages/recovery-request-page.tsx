import type { FormikHelpers } from 'formik';
import { MSG } from '@clube/shared';
import { deferredForm } from '../../../shared/forms/deferred-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { useSendEmailResetPasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import {
  RECOVERY_REQUEST_START,
  RecoveryRequestFields,
  type RecoveryRequestValues,
} from '../components/recovery-request-fields';

// The form paints with the page; its rule (formik, yup) loads on the first touch of it.
const RecoveryRequestForm = deferredForm(
  RECOVERY_REQUEST_START,
  async () => (await import('../components/member-auth-engines')).recoveryRequestEngine,
  RecoveryRequestFields,
);

/**
 * Member password recovery, step 1 (`/associado/recuperar-senha`): the e-mail
 * receives a link to the validator.
 */
export function RecoveryRequestPage() {
  const alerts = useAlerts();
  const [sendLink, { isLoading }] = useSendEmailResetPasswordMutation();

  const submit = async (
    { email }: RecoveryRequestValues,
    { resetForm }: FormikHelpers<RecoveryRequestValues>,
  ) => {
    try {
      await sendLink({ sendResetDto: { email: email.trim(), associate: true } }).unwrap();
      alerts.success(MSG.memberRecoverySent);
    } catch (error) {
      const { ErrorCode, readApiFailure } = await import('../../../core/api/failure-reading');
      const failure = readApiFailure(error);
      if (failure.code === ErrorCode.EmailNotFound) {
        alerts.error(MSG.memberRecoveryNotFoundText, MSG.memberRecoveryNotFoundTitle);
        resetForm({ values: RECOVERY_REQUEST_START });
      } else {
        alerts.error(failure.message);
      }
    }
  };

  return (
    <AuthCard
      title="Recuperar senha"
      intro="Informe o e-mail do seu cadastro para receber o link de troca de senha."
    >
      <RecoveryRequestForm onSubmit={submit} busy={isLoading} />
    </AuthCard>
  );
}
