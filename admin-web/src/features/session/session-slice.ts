import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PermissionName } from '@clube/shared';

/** A permission as GET /users/me lists it; checks go by `description` (e.g. 'list-news'). */
export interface StaffPermission {
  id: number;
  description: string;
}

/** The signed-in internal user (GET /users/me). */
export interface StaffProfile {
  id: number;
  name: string;
  surname: string;
  email: string;
  cpf: string;
  admin: boolean;
  /** ISO-8601 instant; shown as 'Membro desde DD/MM/YYYY'. */
  createdAt: string;
  permissions: StaffPermission[];
}

export interface SessionState {
  accessToken: string | null;
  profile: StaffProfile | null;
}

export const initialSessionState: SessionState = { accessToken: null, profile: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** POST /auth/login-admin succeeded; the profile is loaded next. */
    signedIn(state, action: PayloadAction<{ accessToken: string; profile?: StaffProfile }>) {
      state.accessToken = action.payload.accessToken;
      state.profile = action.payload.profile ?? null;
    },
    profileLoaded(state, action: PayloadAction<StaffProfile>) {
      state.profile = action.payload;
    },
    /** Sign-out, or the token was refused: forget the login and the profile. */
    signedOut() {
      return initialSessionState;
    },
  },
});

export const { signedIn, profileLoaded, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}

export const selectAccessToken = (state: WithSession): string | null => state.session.accessToken;
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
