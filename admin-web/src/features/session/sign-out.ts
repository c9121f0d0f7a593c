import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../shared/api/base-api';
import { signedOut, type SessionState } from '../../core/session/session-slice';
import { sessionApi } from './api/session-api';

/** How long sign-out waits for POST /auth/logout before clearing the session anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Sign out: revoke the session on the API (POST /auth/logout with the refresh
 * token, best effort), then forget the login, the profile and every cached answer.
 */
export function signOut(): ThunkAction<
  Promise<void>,
  { session: SessionState },
  unknown,
  UnknownAction
> {
  return async (dispatch, getState) => {
    const { refreshToken } = getState().session;
    if (refreshToken) {
      const request = dispatch(
        sessionApi.endpoints.logout.initiate({ logoutDto: { refreshToken } }),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, LOGOUT_TIMEOUT_MS);
      });
      await Promise.race([request.then(() => undefined), timeout]);
      clearTimeout(timer);
    }
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  };
}
