import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssociateProfileDto } from '../api/generated-api';

/** Profile of the signed-in member, as `GET /associate/me` returns it. */
export type MemberProfile = AssociateProfileDto;

/**
 * Where to go once a sign-out has cleared the session (the spec's redirect flag):
 * `landing` after 'Sair', `login` after the session expired (its notice promises the login).
 */
export type SessionRedirect = 'landing' | 'login';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  /** The member's id, sent with the refresh token to POST /refresh-token. */
  authUserId: string | null;
  /** While true the member is held on /primeiro-acesso until the password is changed. */
  isFirstAccess: boolean;
  /** 'Manter conectado': an expired access token is refreshed instead of ending the session. */
  keepConnected: boolean;
  profile: MemberProfile | null;
  /** Set by a sign-out, cleared once the app has redirected. */
  redirect: SessionRedirect | null;
}

export const initialSessionState: SessionState = {
  accessToken: null,
  refreshToken: null,
  authUserId: null,
  isFirstAccess: false,
  keepConnected: false,
  profile: null,
  redirect: null,
};

export interface SignedInPayload {
  accessToken: string;
  refreshToken: string;
  authUserId: string;
  isFirstAccess: boolean;
  keepConnected: boolean;
}

export interface TokensPayload {
  accessToken: string;
  refreshToken: string;
}

/** The token fields another browser tab may have changed (see session-sync.ts). */
export type SharedSessionFields = Pick<
  SessionState,
  'accessToken' | 'refreshToken' | 'authUserId' | 'isFirstAccess' | 'keepConnected'
>;

/**
 * The member session. Persisted by redux-persist (local storage key `portal-session`).
 * Sign-out (with the logout call) is the `signOut` thunk of core/api/base-api.ts.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn: (_state, { payload }: PayloadAction<SignedInPayload>) => ({
      ...initialSessionState,
      ...payload,
    }),
    /** Rotated tokens from POST /refresh-token. */
    tokensRefreshed: (state, { payload }: PayloadAction<TokensPayload>) => {
      state.accessToken = payload.accessToken;
      state.refreshToken = payload.refreshToken;
    },
    /** The password was changed (first access): new tokens, and the hold is lifted. */
    passwordChanged: (state, { payload }: PayloadAction<TokensPayload>) => {
      state.accessToken = payload.accessToken;
      state.refreshToken = payload.refreshToken;
      state.isFirstAccess = false;
      if (state.profile) state.profile = { ...state.profile, isFirstAccess: false };
    },
    profileLoaded: (state, { payload }: PayloadAction<MemberProfile>) => {
      state.profile = payload;
    },
    /** Clears all member state and sets the redirect flag. */
    signedOut: (_state, action: PayloadAction<{ expired?: boolean } | undefined>) => ({
      ...initialSessionState,
      redirect: action.payload?.expired ? 'login' : 'landing',
    }),
    redirectHandled: (state) => {
      state.redirect = null;
    },
    /** Tokens written by another tab of the same browser. */
    sessionSynced: (state, { payload }: PayloadAction<SharedSessionFields>) => {
      const sameMember = payload.authUserId === state.authUserId;
      Object.assign(state, payload);
      if (!sameMember) state.profile = null;
    },
  },
});

export const {
  signedIn,
  tokensRefreshed,
  passwordChanged,
  profileLoaded,
  signedOut,
  redirectHandled,
  sessionSynced,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** The part of the root state these selectors read (keeps this file free of the store type). */
export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession) => state.session;
export const selectAccessToken = (state: WithSession) => state.session.accessToken;
export const selectIsSignedIn = (state: WithSession) => state.session.accessToken !== null;
export const selectIsFirstAccess = (state: WithSession) =>
  state.session.accessToken !== null && state.session.isFirstAccess;
export const selectProfile = (state: WithSession) => state.session.profile;
