/**
 * The member-auth feature as other features use it (the profile changes the member's password
 * as the first access does). Anything else of member-auth/ is its own.
 */
export { useUpdateAssociatePasswordMutation } from './api/generated-api';
