import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { LABELS, MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { useForm } from '../../../shared/forms/use-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/fields';
import { passwordChanged, selectIsFirstAccess } from '../../../core/session/session-slice';
import { useUpdateAssociatePasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import { validateFirstAccess } from '../schemas/member-auth-schemas';

type Field = 'password' | 'passwordConfirmation';

/**
 * First access (`/primeiro-acesso`, named first-access; login required): the
 * member sets a new password before anything else. Afterwards the hold is
 * lifted and the member goes to the landing page.
 */
export function FirstAccessPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const isFirstAccess = useSelector(selectIsFirstAccess);
  // Nothing to do here for a member who already changed it (decided on opening).
  const [heldOnOpen] = useState(isFirstAccess);
  const [updatePassword, { isLoading }] = useUpdateAssociatePasswordMutation();

  const form = useForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: validateFirstAccess,
    onSubmit: async (values) => {
      try {
        const result = await updatePassword({ updatePasswordDto: values }).unwrap();
        dispatch(
          passwordChanged({ accessToken: result.accessToken, refreshToken: result.refreshToken }),
        );
        alerts.success(MSG.passwordChanged);
        void navigate(paths.landing, { replace: true });
      } catch (error) {
        alerts.error(readApiFailure(error).message);
      }
    },
  });
  const fieldError = (field: Field) => (form.touched[field] ? form.errors[field] : undefined);

  if (!heldOnOpen) return <Navigate to={paths.landing} replace />;

  return (
    <AuthCard
      title="Primeiro acesso"
      intro="Para continuar, cadastre uma nova senha (de 8 a 20 caracteres)."
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <PasswordField
          id="first-access-password"
          label="Nova senha"
          error={fieldError('password')}
          autoComplete="new-password"
          {...form.getFieldProps('password')}
        />
        <PasswordField
          id="first-access-password-confirmation"
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
