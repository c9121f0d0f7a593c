import { Button } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LOGIN_PATH } from '../../../core/paths';
import { useRecoveryPasswordMutation } from '../api/auth-api';
import { useNotice } from '../../../shared/feedback/notice';
import { FormikForm } from '../../../shared/forms/formik-form';
import { PasswordField, TextField } from '../../../shared/forms/text-fields';
import { resetDoneNotice, resetFailureNotice } from '../auth-notices';
import { resetSchema, type ResetValues } from '../schemas/staff-auth.schemas';

/** Password reset (validador/:code): the e-mail that asked, and the new password twice. */
export default function PasswordResetPage() {
  const { code = '' } = useParams();
  const [recover] = useRecoveryPasswordMutation();
  const navigate = useNavigate();
  const notice = useNotice();

  const formik = useFormik<ResetValues>({
    initialValues: { email: '', password: '', passwordConfirmation: '' },
    validationSchema: resetSchema,
    onSubmit: async (values) => {
      try {
        await recover({
          recoveryPasswordDto: { ...resetSchema.cast(values), code, associate: false },
        }).unwrap();
        notice(resetDoneNotice);
        navigate(LOGIN_PATH, { replace: true });
      } catch (error) {
        notice(resetFailureNotice(error));
      }
    },
  });

  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title" className="admin-public__title">
        Redefinir senha
      </h1>
      <FormikForm formik={formik} idPrefix="reset">
        <TextField name="email" label="E-mail" required type="email" autoComplete="email" />
        <PasswordField name="password" label="Nova senha" required autoComplete="new-password" />
        <PasswordField
          name="passwordConfirmation"
          label="Confirmação da senha"
          required
          autoComplete="new-password"
        />
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          Salvar
        </Button>
      </FormikForm>
      <nav className="admin-public__links" aria-label="Outras opções de acesso">
        <Link to={LOGIN_PATH}>Voltar para o login</Link>
      </nav>
    </section>
  );
}
