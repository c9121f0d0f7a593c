import { hasPermission, type PermissionName } from '@clube/shared';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from '../../core/paths';
import {
  selectHeldPermissions,
  selectIsStaff,
  selectProfile,
} from '../../core/session/session-slice';
import { PageLoading } from '../layout/page-loading';

/**
 * A permission-guarded route: a visitor with no admin user goes to the admin
 * login, a staff member lacking `permission` to the admin home. `null` means
 * the route needs no permission (only the admin login).
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: PermissionName | null;
  children?: ReactNode;
}) {
  const isStaff = useSelector(selectIsStaff);
  const profile = useSelector(selectProfile);
  const held = useSelector(selectHeldPermissions);
  const location = useLocation();

  if (!isStaff) return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  if (permission !== null) {
    // Signed in, profile (and so the permissions) still on its way.
    if (!profile) return <PageLoading />;
    if (!hasPermission(held, permission)) return <Navigate to={HOME_PATH} replace />;
  }
  return children ?? <Outlet />;
}
