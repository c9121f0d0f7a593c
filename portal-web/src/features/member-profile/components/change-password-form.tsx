import { useFormik } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import { MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { passwordChanged, selectSession } from '../../../core/session/session-slice';
import { formikBinding } from '../../../shared/forms/form-binding';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/fields';
import { useUpdateAssociatePasswordMutation } from '../../member-auth';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/profile-schemas';

/**
 * Alterar senha: the current password, the new one and its confirmation (8 to 20
 * characters, equal; the API also refuses common ones). The API
 * answers with a fresh pair of tokens (the other sessions end): the session keeps them, as
 * after the first access.
 */
export function ChangePasswordForm() {
  const dispatch = useDispatch();
  const alerts = useAlerts();
  const { keepConnected } = useSelector(selectSession);
  const [updatePassword, { isLoading }] = useUpdateAssociatePasswordMutation();

  const formik = useFormik<ChangePasswordValues>({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async (values, { resetForm, setErrors }) => {
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
        const failure = readApiFailure(error);
        // 'Senha atual incorreta.' or a common new password: shown under its field too.
        setErrors(failure.fields);
        alerts.error(failure.message);
      }
    },
  });
  const form = formikBinding(formik, isLoading);

  return (
    <form className="profile-form" {...form.form}>
      <p className="profile-section__intro">A nova senha deve ter de 8 a 20 caracteres.</p>
      <div className="profile-form__grid">
        <PasswordField
          id="profile-current-password"
          label="Senha atual"
          autoComplete="current-password"
          error={form.error('currentPassword')}
          {...form.field('currentPassword')}
        />
        <PasswordField
          id="profile-password"
          label="Nova senha"
          autoComplete="new-password"
          error={form.error('password')}
          {...form.field('password')}
        />
        <PasswordField
          id="profile-password-confirmation"
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={form.error('passwordConfirmation')}
          {...form.field('passwordConfirmation')}
        />
      </div>
      <Button variant="primary" type="submit" loading={form.submitting}>
        Alterar senha
      </Button>
    </form>
  );
}
