import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PermissionName } from '@clube/shared';

/** A permission as GET /users/me lists it; checks go by `description` (e.g. 'list-news'). */
export interface StaffPermission {
  id: number;
  description: string;
}

/** The signed-in internal user (the login's `user`, refreshed by GET /users/me). */
export interface StaffProfile {
  /** uuid; also the `authUserId` of POST /refresh-token. */
  id: string;
  name: string;
  surname: string;
  email: string;
  /** 11 digits. */
  cpf: string;
  admin: boolean;
  status: { id: number; description: string };
  /** ISO-8601 instant; shown as 'Membro desde DD/MM/YYYY'. */
  createdAt: string;
  permissions: StaffPermission[];
}

export interface SessionState {
  accessToken: string | null;
  /** Opaque, single use: every refresh returns a new one. */
  refreshToken: string | null;
  profile: StaffProfile | null;
}

export const initialSessionState: SessionState = {
  accessToken: null,
  refreshToken: null,
  profile: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** POST /auth/login-admin succeeded: the tokens and the `user` of the answer. */
    signedIn(
      state,
      action: PayloadAction<{ accessToken: string; refreshToken?: string; profile?: StaffProfile }>,
    ) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken ?? null;
      state.profile = action.payload.profile ?? null;
    },
    /** POST /refresh-token rotated the pair. */
    tokensRefreshed(state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    /** GET /users/me or PUT /users/me answered. */
    profileLoaded(state, action: PayloadAction<StaffProfile>) {
      state.profile = action.payload;
    },
    /** Sign-out, or the session could not be renewed: forget the login and the profile. */
    signedOut() {
      return initialSessionState;
    },
  },
});

export const { signedIn, tokensRefreshed, profileLoaded, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}

export const selectAccessToken = (state: WithSession): string | null => state.session.accessToken;
export const selectRefreshToken = (state: WithSession): string | null =>
  state.session.refreshToken ?? null;
export const selectProfile = (state: WithSession): StaffProfile | null => state.session.profile;
/** The admin session is signed in when an access token is held. */
export const selectIsStaff = (state: WithSession): boolean => Boolean(state.session.accessToken);

const NO_PERMISSIONS: readonly PermissionName[] = [];

/** Descriptions of the permissions the signed-in staff member holds (empty when signed out). */
export const selectHeldPermissions = createSelector(
  [selectAccessToken, selectProfile],
  (token, profile): readonly PermissionName[] =>
    token && profile
      ? profile.permissions.map((permission) => permission.description as PermissionName)
      : NO_PERMISSIONS,
);
