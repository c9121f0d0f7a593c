import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { LABELS, MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../app/paths';
import { FormField } from '../../../shared/ui/form-field';
import { useAlerts } from '../../../shared/ui/use-alerts';
import { passwordChanged, selectIsFirstAccess } from '../../../app/session/session-slice';
import { useUpdateAssociatePasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import { firstAccessSchema } from '../schemas/member-auth-schemas';

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

  const formik = useFormik({
    initialValues: { password: '', passwordConfirmation: '' },
    validationSchema: firstAccessSchema,
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
  const fieldError = (field: Field) => (formik.touched[field] ? formik.errors[field] : undefined);

  if (!heldOnOpen) return <Navigate to={paths.landing} replace />;

  return (
    <AuthCard
      title="Primeiro acesso"
      intro="Para continuar, cadastre uma nova senha (de 8 a 20 caracteres)."
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void formik.submitForm()}>
        <FormField id="first-access-password" label="Nova senha" error={fieldError('password')}>
          <Input.Password
            id="first-access-password"
            autoComplete="new-password"
            {...formik.getFieldProps('password')}
          />
        </FormField>
        <FormField
          id="first-access-password-confirmation"
          label="Confirmar nova senha"
          error={fieldError('passwordConfirmation')}
        >
          <Input.Password
            id="first-access-password-confirmation"
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
