import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { passwordChanged, selectIsFirstAccess } from '../../../core/session/session-slice';
import { deferredForm } from '../../../shared/forms/deferred-form';
import { useAlerts } from '../../../shared/ui/alerts';
import { useUpdateAssociatePasswordMutation } from '../api/generated-api';
import { AuthCard } from '../components/auth-card';
import {
  FIRST_ACCESS_START,
  FirstAccessFields,
  type FirstAccessValues,
} from '../components/first-access-fields';

// The form paints with the page; its rules (formik, yup) load on the first touch of it.
const FirstAccessForm = deferredForm(
  FIRST_ACCESS_START,
  async () => (await import('../components/member-auth-engines')).firstAccessEngine,
  FirstAccessFields,
);

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

  const submit = async (values: FirstAccessValues) => {
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
  };

  if (!heldOnOpen) return <Navigate to={paths.landing} replace />;

  return (
    <AuthCard
      title="Primeiro acesso"
      intro="Para continuar, cadastre uma nova senha (de 8 a 20 caracteres)."
    >
      <FirstAccessForm onSubmit={submit} busy={isLoading} />
    </AuthCard>
  );
}
