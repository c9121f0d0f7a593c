import { LABELS, onlyDigits } from '@clube/shared';
import { Button, Input } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../core/hooks';
import { adminPath, HOME_PATH } from '../../../core/paths';
import { useLoginAdminMutation } from '../api/auth-api';
import { useNotice } from '../../../shared/feedback/notice';
import { CpfInput } from '../../../shared/forms/cpf-input';
import { FormField, touchedError } from '../../../shared/forms/form-field';
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
      <form onSubmit={formik.handleSubmit} noValidate>
        <FormField id="login-cpf" label="CPF" required error={touchedError(formik, 'cpf')}>
          {(a11y) => (
            <CpfInput
              {...a11y}
              name="cpf"
              autoComplete="username"
              placeholder="000.000.000-00"
              value={formik.values.cpf}
              onValueChange={(value) => void formik.setFieldValue('cpf', value)}
              onBlur={() => void formik.setFieldTouched('cpf')}
            />
          )}
        </FormField>
        <FormField
          id="login-password"
          label="Senha"
          required
          error={touchedError(formik, 'password')}
        >
          {(a11y) => (
            <Input.Password
              {...a11y}
              name="password"
              autoComplete="current-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          {LABELS.login}
        </Button>
      </form>
      <nav className="admin-public__links" aria-label="Outras opções de acesso">
        <Link to={adminPath('signUp')}>{LABELS.signUpUser}</Link>
        <Link to={adminPath('passwordRecovery')}>{LABELS.forgotPassword}</Link>
      </nav>
    </section>
  );
}
