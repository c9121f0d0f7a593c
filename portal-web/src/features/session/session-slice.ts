import { createSlice } from '@reduxjs/toolkit';

/** Profile of the signed-in member, as `GET /associate/me` returns it (typed by its issue). */
export type MemberProfile = Record<string, unknown>;

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  isFirstAccess: boolean;
  keepConnected: boolean;
  profile: MemberProfile | null;
}

export const initialSessionState: SessionState = {
  accessToken: null,
  refreshToken: null,
  isFirstAccess: false,
  keepConnected: false,
  profile: null,
};

/**
 * The member session. Persisted by redux-persist (local storage key `portal-session`);
 * sign-in and token refresh arrive with the member-login issue.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Clears all member state. */
    signedOut: () => initialSessionState,
  },
});

export const { signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** The part of the root state these selectors read (keeps this file free of the store type). */
export interface WithSession {
  session: SessionState;
}

export const selectAccessToken = (state: WithSession) => state.session.accessToken;
export const selectIsSignedIn = (state: WithSession) => state.session.accessToken !== null;
