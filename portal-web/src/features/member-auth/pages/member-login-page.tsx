import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Checkbox, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { LABELS } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../app/paths';
import { RedirectIfMember } from '../../../shared/guards/redirect-if-member';
import { returnPath } from '../../../shared/guards/require-member';
import { FormField } from '../../../shared/ui/form-field';
import { useAlerts } from '../../../shared/ui/use-alerts';
import { signedIn } from '../../../app/session/session-slice';
import { useLoginAssociateMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import { memberLoginSchema } from '../schemas/member-auth-schemas';

function MemberLoginForm() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const alerts = useAlerts();
  const [login, { isLoading }] = useLoginAssociateMutation();

  const formik = useFormik({
    initialValues: { email: '', password: '', keepConnected: false },
    validationSchema: memberLoginSchema,
    onSubmit: async ({ email, password, keepConnected }) => {
      try {
        const session = await login({
          loginAssociateDto: { email: email.trim(), password, keepConnected },
        }).unwrap();
        dispatch(
          signedIn({
            accessToken: session.accessToken,
            refreshToken: session.refreshToken,
            authUserId: session.authUserId,
            isFirstAccess: session.isFirstAccess,
            keepConnected,
          }),
        );
        const target = session.isFirstAccess
          ? paths.firstAccess
          : (returnPath(location.state) ?? paths.landing);
        void navigate(target, { replace: true });
      } catch (error) {
        alerts.error(readApiFailure(error).message);
      }
    },
  });
  const fieldError = (field: 'email' | 'password') =>
    formik.touched[field] ? formik.errors[field] : undefined;

  return (
    <AuthCard title="Área do Associado" intro="Entre com seu e-mail e senha.">
      <Form layout="vertical" requiredMark={false} onFinish={() => void formik.submitForm()}>
        <FormField id="member-login-email" label="E-mail" error={fieldError('email')}>
          <Input
            id="member-login-email"
            type="email"
            autoComplete="username"
            inputMode="email"
            {...formik.getFieldProps('email')}
          />
        </FormField>
        <FormField id="member-login-password" label="Senha" error={fieldError('password')}>
          <Input.Password
            id="member-login-password"
            autoComplete="current-password"
            {...formik.getFieldProps('password')}
          />
        </FormField>
        <div className="auth-card__actions">
          <Checkbox
            name="keepConnected"
            checked={formik.values.keepConnected}
            onChange={(event) => void formik.setFieldValue('keepConnected', event.target.checked)}
          >
            Manter conectado
          </Checkbox>
          <Link to={paths.memberRecoveryPassword}>{LABELS.forgotPassword}</Link>
        </div>
        <Button className="auth-card__submit" type="primary" htmlType="submit" loading={isLoading}>
          {LABELS.login}
        </Button>
      </Form>
    </AuthCard>
  );
}

/** Member login (`/associado`, named login-associate). A signed-in member is sent back. */
export function MemberLoginPage() {
  return (
    <RedirectIfMember>
      <MemberLoginForm />
    </RedirectIfMember>
  );
}
