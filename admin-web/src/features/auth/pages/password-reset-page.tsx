import { Button, Input } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LOGIN_PATH } from '../../../core/paths';
import { useRecoveryPasswordMutation } from '../api/auth-api';
import { useNotice } from '../../../shared/feedback/notice';
import { FormField, touchedError } from '../../../shared/forms/form-field';
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

  const password = (name: 'password' | 'passwordConfirmation', label: string) => (
    <FormField id={`reset-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => (
        <Input.Password
          {...a11y}
          name={name}
          autoComplete="new-password"
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </FormField>
  );

  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title" className="admin-public__title">
        Redefinir senha
      </h1>
      <form onSubmit={formik.handleSubmit} noValidate>
        <FormField id="reset-email" label="E-mail" required error={touchedError(formik, 'email')}>
          {(a11y) => (
            <Input
              {...a11y}
              type="email"
              name="email"
              autoComplete="email"
              value={formik.values.email}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          )}
        </FormField>
        {password('password', 'Nova senha')}
        {password('passwordConfirmation', 'Confirmação da senha')}
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          Salvar
        </Button>
      </form>
      <nav className="admin-public__links" aria-label="Outras opções de acesso">
        <Link to={LOGIN_PATH}>Voltar para o login</Link>
      </nav>
    </section>
  );
}
