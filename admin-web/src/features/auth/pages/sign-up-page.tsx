import { onlyDigits } from '@clube/shared';
import { Button, Input } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../../core/paths';
import { readApiFailure } from '@clube/shared/web';
import { useSignupMutation } from '../api/auth-api';
import { useNotice } from '../../../shared/feedback/notice';
import { CpfInput } from '../../../shared/forms/cpf-input';
import { FormField, touchedError } from '../../../shared/forms/form-field';
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

type TextField = Exclude<keyof SignUpValues, 'cpf'>;

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

  const text = (
    name: TextField,
    label: string,
    options: { type?: 'password' | 'email'; autoComplete: string },
  ) => (
    <FormField id={`signup-${name}`} label={label} required error={touchedError(formik, name)}>
      {(a11y) => {
        const props = {
          ...a11y,
          name,
          autoComplete: options.autoComplete,
          value: formik.values[name],
          onChange: formik.handleChange,
          onBlur: formik.handleBlur,
        };
        return options.type === 'password' ? (
          <Input.Password {...props} />
        ) : (
          <Input {...props} type={options.type ?? 'text'} />
        );
      }}
    </FormField>
  );

  return (
    <section aria-labelledby="signup-title">
      <h1 id="signup-title" className="admin-public__title">
        Cadastrar usuário
      </h1>
      <form onSubmit={formik.handleSubmit} noValidate>
        {text('name', 'Nome', { autoComplete: 'given-name' })}
        {text('surname', 'Sobrenome', { autoComplete: 'family-name' })}
        {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
        <FormField id="signup-cpf" label="CPF" required error={touchedError(formik, 'cpf')}>
          {(a11y) => (
            <CpfInput
              {...a11y}
              name="cpf"
              placeholder="000.000.000-00"
              value={formik.values.cpf}
              onValueChange={(value) => void formik.setFieldValue('cpf', value)}
              onBlur={() => void formik.setFieldTouched('cpf')}
            />
          )}
        </FormField>
        {text('password', 'Senha', { type: 'password', autoComplete: 'new-password' })}
        {text('passwordConfirmation', 'Confirmação da senha', {
          type: 'password',
          autoComplete: 'new-password',
        })}
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          Cadastrar
        </Button>
      </form>
      <nav className="admin-public__links" aria-label="Outras opções de acesso">
        <Link to={LOGIN_PATH}>Voltar para o login</Link>
      </nav>
    </section>
  );
}
