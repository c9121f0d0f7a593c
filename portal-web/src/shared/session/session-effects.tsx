import { useEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { MSG } from '@clube/shared';
import { sharedApi } from '../../core/api/generated-api';
import type { ReturnState } from '../guards/require-member';
import { useAlerts } from '../ui/alerts';
import { paths } from '../../core/paths';
import { profileLoaded, redirectHandled, type WithSession } from '../../core/session/session-slice';

type AppThunkDispatch = ThunkDispatch<WithSession, unknown, UnknownAction>;

/**
 * What the session does on its own, mounted once in the layout:
 * - loads the member's profile (`GET /associate/me`) while a token is held;
 * - acts on the redirect flag a sign-out sets: the landing page after 'Sair';
 *   after an expired session the notice 'Sessão expirada!' and the member login
 *   (the page left travels in `state.from`, so signing in again leads back to it).
 */
export function SessionEffects() {
  const dispatch = useDispatch<AppThunkDispatch>();
  const store = useStore<WithSession>();
  const navigate = useNavigate();
  const location = useLocation();
  const alerts = useAlerts();
  const hasToken = useSelector((state: WithSession) => state.session.accessToken !== null);
  const authUserId = useSelector((state: WithSession) => state.session.authUserId);
  const redirect = useSelector((state: WithSession) => state.session.redirect);

  useEffect(() => {
    if (!hasToken || !authUserId) return;
    const request = dispatch(
      sharedApi.endpoints.getAssociateMe.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    request
      .unwrap()
      .then((profile) => {
        // Only for the member still signed in (not one who left meanwhile).
        if (store.getState().session.authUserId === authUserId) dispatch(profileLoaded(profile));
      })
      .catch(() => undefined);
    return () => request.abort();
  }, [hasToken, authUserId, dispatch, store]);

  // Guards wait while the flag is set (RequireMember), so it is cleared only once the
  // page has changed; the ref also keeps a second run (StrictMode) from redirecting twice.
  const leftFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!redirect) {
      leftFrom.current = null;
      return;
    }
    if (leftFrom.current !== null) {
      if (location.pathname !== leftFrom.current) dispatch(redirectHandled());
      return;
    }
    leftFrom.current = location.pathname;
    const to = redirect === 'login' ? paths.memberLogin : paths.landing;
    let navigation: Promise<void> | void;
    if (redirect === 'login') {
      alerts.info(MSG.sessionExpiredTitle, MSG.sessionExpiredText);
      const state: ReturnState = { from: location };
      navigation = navigate(to, { replace: true, state });
    } else {
      navigation = navigate(to, { replace: true });
    }
    // Already there: the page will not change, so the flag is cleared once navigated.
    if (location.pathname === to) {
      void Promise.resolve(navigation).finally(() => dispatch(redirectHandled()));
    }
    // Runs when the flag is set and when the page changes; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirect, location.pathname]);

  return null;
}
