import { LABELS, onlyDigits } from '@clube/shared';
import { Button } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../core/hooks';
import { adminPath, HOME_PATH } from '../../../core/paths';
import { useLoginAdminMutation } from '../api/auth-api';
import { useNotice } from '../../../shared/feedback/notice';
import { FormikForm } from '../../../shared/forms/formik-form';
import { PasswordField } from '../../../shared/forms/text-fields';
import { CpfField } from '../../../shared/forms/masked-fields';
import { signedIn } from '../../../core/session/session-slice';
import { loginFailureNotice } from '../auth-notices';
import { loginSchema, type LoginValues } from '../schemas/staff-auth.schemas';

/** The admin login at the base path: CPF and password. */
export default function LoginPage() {
  const [login] = useLoginAdminMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = useNotice();

  const formik = useFormik<LoginValues>({
    initialValues: { cpf: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      try {
        const answer = await login({
          loginAdminDto: { cpf: onlyDigits(values.cpf), password: values.password },
        }).unwrap();
        dispatch(
          signedIn({
            accessToken: answer.accessToken,
            refreshToken: answer.refreshToken,
            profile: answer.user,
          }),
        );
        navigate(HOME_PATH, { replace: true });
      } catch (error) {
        notice(loginFailureNotice(error));
      }
    },
  });

  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title" className="admin-public__title">
        Login administrativo
      </h1>
      <FormikForm formik={formik} idPrefix="login">
        <CpfField
          name="cpf"
          label="CPF"
          required
          autoComplete="username"
          placeholder="000.000.000-00"
        />
        <PasswordField name="password" label="Senha" required autoComplete="current-password" />
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          {LABELS.login}
        </Button>
      </FormikForm>
      <nav className="admin-public__links" aria-label="Outras opções de acesso">
        <Link to={adminPath('signUp')}>{LABELS.signUpUser}</Link>
        <Link to={adminPath('passwordRecovery')}>{LABELS.forgotPassword}</Link>
      </nav>
    </section>
  );
}
