import { useDispatch, useSelector } from 'react-redux';
import { MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { passwordChanged, selectSession } from '../../../core/session/session-slice';
import { useForm } from '../../../shared/forms/use-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/fields';
import { useUpdateAssociatePasswordMutation } from '../../member-auth';
import { validateChangePassword, type ChangePasswordValues } from '../schemas/profile-schemas';

type Field = keyof ChangePasswordValues & string;

/**
 * Alterar senha: the new password and its confirmation (8 to 20 characters, equal). The API
 * answers with a fresh pair of tokens (the other sessions end): the session keeps them, as
 * after the first access.
 */
export function ChangePasswordForm() {
  const dispatch = useDispatch();
  const alerts = useAlerts();
  const { keepConnected } = useSelector(selectSession);
  const [updatePassword, { isLoading }] = useUpdateAssociatePasswordMutation();

  const form = useForm<ChangePasswordValues>({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: validateChangePassword,
    onSubmit: async (values, { resetForm }) => {
      try {
        const result = await updatePassword({
          updatePasswordDto: { ...values, keepConnected },
        }).unwrap();
        dispatch(
          passwordChanged({ accessToken: result.accessToken, refreshToken: result.refreshToken }),
        );
        resetForm();
        alerts.success(MSG.passwordChanged);
      } catch (error) {
        alerts.error(readApiFailure(error).message);
      }
    },
  });
  const fieldError = (field: Field) => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <form className="profile-form" noValidate onSubmit={form.handleSubmit}>
      <p className="profile-section__intro">A nova senha deve ter de 8 a 20 caracteres.</p>
      <div className="profile-form__grid">
        <PasswordField
          id="profile-password"
          label="Nova senha"
          autoComplete="new-password"
          error={fieldError('password')}
          {...form.getFieldProps('password')}
        />
        <PasswordField
          id="profile-password-confirmation"
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={fieldError('passwordConfirmation')}
          {...form.getFieldProps('passwordConfirmation')}
        />
      </div>
      <Button variant="primary" type="submit" loading={isLoading || form.isSubmitting}>
        Alterar senha
      </Button>
    </form>
  );
}
