import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../../core/paths';
import { selectIsStaff } from '../../core/session/session-slice';

/**
 * Admin routes need an admin login: without an access token the visitor goes
 * to the admin login (the page asked for travels in `state.from`).
 * Renders `children`, or the nested routes when used as a layout route.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const isStaff = useSelector(selectIsStaff);
  const location = useLocation();
  if (!isStaff) return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
