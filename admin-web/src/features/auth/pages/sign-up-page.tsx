import { onlyDigits } from '@clube/shared';
import { Button } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../../core/paths';
import { readApiFailure } from '@clube/shared/web';
import { useSignupMutation } from '../api/auth-api';
import { useNotice } from '../../../shared/feedback/notice';
import { FormikForm } from '../../../shared/forms/formik-form';
import { PasswordField, TextField } from '../../../shared/forms/text-fields';
import { CpfField } from '../../../shared/forms/masked-fields';
import { signUpFailureNotice, signUpSuccessNotice } from '../auth-notices';
import { signUpSchema, type SignUpValues } from '../schemas/staff-auth.schemas';

const EMPTY: SignUpValues = {
  name: '',
  surname: '',
  email: '',
  cpf: '',
  password: '',
  passwordConfirmation: '',
};

/**
 * Admin sign-up (cadastro). The new internal user starts pending: a staff
 * member with update-user activates them in Usuários Internos.
 */
export default function SignUpPage() {
  const [signUp] = useSignupMutation();
  const navigate = useNavigate();
  const notice = useNotice();

  const formik = useFormik<SignUpValues>({
    initialValues: EMPTY,
    validationSchema: signUpSchema,
    onSubmit: async (values, helpers) => {
      try {
        await signUp({
          newStaffDto: { ...signUpSchema.cast(values), cpf: onlyDigits(values.cpf) },
        }).unwrap();
        notice(signUpSuccessNotice);
        navigate(LOGIN_PATH, { replace: true });
      } catch (error) {
        const { fields } = readApiFailure(error);
        const known = Object.keys(EMPTY);
        const fieldErrors = Object.fromEntries(
          Object.entries(fields).filter(([field]) => known.includes(field)),
        );
        if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
        notice(signUpFailureNotice(error));
      }
    },
  });

  return (
    <section aria-labelledby="signup-title">
      <h1 id="signup-title" className="admin-public__title">
        Cadastrar usuário
      </h1>
      <FormikForm formik={formik} idPrefix="signup">
        <TextField name="name" label="Nome" required autoComplete="given-name" />
        <TextField name="surname" label="Sobrenome" required autoComplete="family-name" />
        <TextField name="email" label="E-mail" required type="email" autoComplete="email" />
        <CpfField name="cpf" label="CPF" required placeholder="000.000.000-00" />
        <PasswordField name="password" label="Senha" required autoComplete="new-password" />
        <PasswordField
          name="passwordConfirmation"
          label="Confirmação da senha"
          required
          autoComplete="new-password"
        />
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          Cadastrar
        </Button>
      </FormikForm>
      <nav className="admin-public__links" aria-label="Outras opções de acesso">
        <Link to={LOGIN_PATH}>Voltar para o login</Link>
      </nav>
    </section>
  );
}
