/**
 * The signed-in staff member's session on the API: the profile kept current (ProfileSync),
 * sign-out, and the session's endpoints (`sessionApi`: its 'Me' tag to refresh the profile).
 */
export { sessionApi } from './api/session-api';
export { ProfileSync } from './profile-sync';
export { signOut } from './sign-out';
