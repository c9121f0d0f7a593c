export { FirstAccessHold } from './first-access-hold';
export { RedirectIfMember } from './redirect-if-member';
export { RequireMember, returnPath, type ReturnState } from './require-member';
