import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../core/paths';
import { signedIn } from '../../../core/session/session-slice';
import { deferredForm } from '../../../shared/forms/deferred-form';
import { RedirectIfMember } from '../../../shared/guards/redirect-if-member';
import { returnPath } from '../../../shared/guards/require-member';
import { useAlerts } from '../../../shared/ui/alerts';
import { useLoginAssociateMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import {
  MEMBER_LOGIN_START,
  MemberLoginFields,
  type MemberLoginValues,
} from '../components/member-login-fields';

// The form paints with the page; its rules (formik, yup) load on the first touch of it.
const MemberLoginForm = deferredForm(
  MEMBER_LOGIN_START,
  async () => (await import('../components/member-auth-engines')).memberLoginEngine,
  MemberLoginFields,
);

function MemberLogin() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const alerts = useAlerts();
  const [login, { isLoading }] = useLoginAssociateMutation();

  const submit = async ({ email, password, keepConnected }: MemberLoginValues) => {
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
      const { readApiFailure } = await import('../../../core/api/failure-reading');
      alerts.error(readApiFailure(error).message);
    }
  };

  return (
    <AuthCard title="Área do Associado" intro="Entre com seu e-mail e senha.">
      <MemberLoginForm onSubmit={submit} busy={isLoading} />
    </AuthCard>
  );
}

/** Member login (`/associado`, named login-associate). A signed-in member is sent back. */
export function MemberLoginPage() {
  return (
    <RedirectIfMember>
      <MemberLogin />
    </RedirectIfMember>
  );
}
