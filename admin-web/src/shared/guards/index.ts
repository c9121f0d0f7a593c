export { RedirectIfStaff } from './redirect-if-staff';
export { RequirePermission } from './require-permission';
export { RequireStaff } from './require-staff';
