import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../core/paths';
import { selectIsSignedIn, type WithSession } from '../../core/session/session-slice';

/** Where a sign-in should lead back to (set by the guard and the LOGIN button). */
export interface ReturnState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Member routes need a member login: a visitor goes to the member login, and
 * the page asked for travels in `state.from` so the sign-in leads back to it.
 * Right after a sign-out the redirect flag decides instead (landing page after
 * 'Sair'), so this guard waits for it.
 * Renders `children`, or the nested routes when used as a layout route.
 */
export function RequireMember({ children }: { children?: ReactNode }) {
  const signedIn = useSelector(selectIsSignedIn);
  const signingOut = useSelector((state: WithSession) => state.session.redirect !== null);
  const location = useLocation();
  if (!signedIn) {
    if (signingOut) return null;
    const state: ReturnState = { from: location };
    return <Navigate to={paths.memberLogin} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/** The page a sign-in should return to, from `state.from`; null when none or unsafe. */
export function returnPath(state: unknown): string | null {
  const from = (state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  if (from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
