import { ErrorCode } from '@clube/shared';
import { readApiFailure, type ApiFailure } from '@clube/shared/web';
import { signOut } from './base-api';

// What the member pages decide from a failed call: by the body's `code` (ErrorCode of
// @clube/shared), never by its status or text. A module of its own, not the base query's: the
// error code table (and readApiFailure) load with the pages that read a failure, not with the
// first script of every page.

/**
 * The access token was refused (UNAUTHENTICATED): the base query has dealt with it already
 * (refreshed and retried, or signed the member out with 'Sessão expirada!'). Nothing to show.
 */
export function sessionHandled(failure: ApiFailure): boolean {
  return failure.code === ErrorCode.Unauthenticated;
}

/**
 * Refused to this member (FORBIDDEN; NOT_OWN_RECORD: another member's record): the spec ends
 * the session on it ('Sessão expirada!', then the login: spec §4 and §8).
 */
export function endsSession(failure: ApiFailure): boolean {
  return failure.code === ErrorCode.Forbidden || failure.code === ErrorCode.NotOwnRecord;
}

/**
 * A member's action (a purchase, a payment, the waitlist) that the API refused, as the member
 * pages treat it: a refusal to this member ends the session, an expired token was handled by
 * the base query; both give null, nothing to show. Any other failure is returned for the page
 * to show its message.
 */
export function memberFailure(
  error: unknown,
  dispatch: (action: ReturnType<typeof signOut>) => unknown,
): ApiFailure | null {
  const failure = readApiFailure(error);
  if (endsSession(failure)) {
    dispatch(signOut({ expired: true }));
    return null;
  }
  return sessionHandled(failure) ? null : failure;
}
