/**
 * The member profile feature as other features use it (the checkout prefills the billing data
 * with the member's address). Anything else of member-profile/ is its own.
 */
export { useGetAssociateProfileQuery, type MemberProfileDto } from './api/generated-api';
