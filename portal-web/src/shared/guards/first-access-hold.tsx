import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { selectIsFirstAccess } from '../../features/session/session-slice';

/**
 * A member whose login is flagged first access is held on /primeiro-acesso:
 * any other route sends them back there until the password is changed.
 */
export function FirstAccessHold({ children }: { children: ReactNode }) {
  const held = useSelector(selectIsFirstAccess);
  const { pathname } = useLocation();
  if (held && pathname.replace(/\/+$/, '') !== paths.firstAccess) {
    return <Navigate to={paths.firstAccess} replace />;
  }
  return children;
}
