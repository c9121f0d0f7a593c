import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../core/paths';
import { selectIsFirstAccess } from '../../core/session/session-slice';

/**
 * A member whose login is flagged first access is held on /primeiro-acesso:
 * any other route sends them back there until the password is changed.
 */
export function FirstAccessHold({ children }: { children: ReactNode }) {
  const held = useSelector(selectIsFirstAccess);
  const { pathname } = useLocation();
  if (held && pathname.replace(/\/+$/, '') !== paths.firstAccess) {
    // Keyed by the page asked for: when another page is asked for before the redirect
    // has landed (which cancels it), the redirect is issued again for that page.
    return <Navigate key={pathname} to={paths.firstAccess} replace />;
  }
  return children;
}
