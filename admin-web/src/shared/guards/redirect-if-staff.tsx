import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';
import { HOME_PATH } from '../../core/paths';
import { selectIsStaff } from '../../core/session/session-slice';

/** Public admin routes (sign-up, password recovery): a signed-in staff member goes to the admin home. */
export function RedirectIfStaff({ children }: { children?: ReactNode }) {
  const isStaff = useSelector(selectIsStaff);
  if (isStaff) return <Navigate to={HOME_PATH} replace />;
  return children ?? <Outlet />;
}
