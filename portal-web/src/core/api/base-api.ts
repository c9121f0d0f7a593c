import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { withFileTransfer } from '@clube/shared/web';
import {
  selectAccessToken,
  signedOut,
  tokensRefreshed,
  type WithSession,
} from '../session/session-slice';
import { readStoredSession, withSessionLock, writeStoredTokens } from '../session/session-storage';

export const API_BASE_URL = '/api';

/**
 * HTTP's "authenticate first": on a call made with the member's token, the access token
 * expired. The base query answers the status itself (refresh or sign-out); what the pages
 * decide from a failure they read from its `code` (memberFailure below).
 */
const HTTP_UNAUTHORIZED = 401;

/** Tag of every cached answer that belongs to the signed-in member (dropped at sign-out). */
export const MEMBER_TAG = 'Member';

/**
 * Public reads of the first paint: never with the member's token (they do not use it), so
 * the request is the very one the page's HTML preloads and the browser
 * hands over that response.
 */
const ANONYMOUS_ENDPOINTS = [
  'getSiteConfigurationPublic',
  'getHome',
  'listNewsPublic',
  'listCovenantsPublic',
];

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState, endpoint }) => {
    if (ANONYMOUS_ENDPOINTS.includes(endpoint)) return headers;
    const token = selectAccessToken(getState() as WithSession);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The OpenAPI document lists paths with the API's global prefix (`/api/...`);
 * the base URL already adds it, so it is removed from the generated paths.
 */
function withoutApiPrefix(url: string): string {
  return url.startsWith(`${API_BASE_URL}/`) ? url.slice(API_BASE_URL.length) : url;
}

/**
 * Calls whose 401 says nothing about the session: sign-in (wrong password),
 * the session calls themselves, and the password recovery of a visitor.
 */
const SESSIONLESS_PATHS = [
  '/auth/login-associate',
  '/auth/logout',
  '/refresh-token',
  '/send-email-reset-password',
  '/recovery-password',
];

function isSessionless(url: string): boolean {
  const path = url.split('?')[0];
  return SESSIONLESS_PATHS.includes(path);
}

interface RefreshResponse {
  accessToken: string;
  refreshToken: string;
}

function isRefreshResponse(data: unknown): data is RefreshResponse {
  const value = data as Partial<RefreshResponse> | null;
  return typeof value?.accessToken === 'string' && typeof value.refreshToken === 'string';
}

/** The refresh under way in this tab: concurrent 401s wait for the same one. */
let refreshInFlight: Promise<boolean> | null = null;

/**
 * Trades the refresh token for a new pair (`POST /refresh-token`), once for all
 * callers of this tab, and under a lock shared with the other tabs: a tab that
 * finds the stored tokens already rotated by another tab takes those instead of
 * presenting a used refresh token (which the API treats as theft).
 */
function refreshSession(api: BaseQueryApi): Promise<boolean> {
  refreshInFlight ??= withSessionLock(async () => {
    const { refreshToken, authUserId } = (api.getState() as WithSession).session;
    if (!refreshToken || !authUserId) return false;

    const stored = readStoredSession();
    if (
      stored?.accessToken &&
      stored.refreshToken &&
      stored.authUserId === authUserId &&
      stored.refreshToken !== refreshToken
    ) {
      api.dispatch(
        tokensRefreshed({ accessToken: stored.accessToken, refreshToken: stored.refreshToken }),
      );
      return true;
    }

    const result = await rawBaseQuery(
      { url: '/refresh-token', method: 'POST', body: { refreshToken, authUserId } },
      api,
      {},
    );
    if (!isRefreshResponse(result.data)) return false;
    const tokens = {
      accessToken: result.data.accessToken,
      refreshToken: result.data.refreshToken,
    };
    api.dispatch(tokensRefreshed(tokens));
    writeStoredTokens(tokens);
    return true;
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Ends the session on the server (best effort: the member is signed out here either way). */
function logoutOnServer(refreshToken: string): void {
  void fetch(`${API_BASE_URL}/auth/logout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Sign-out ('Sair', or an expired session): ends the session on the server,
 * clears all member state (the session and the member's cached answers) and sets
 * the redirect flag, which the layout acts on (landing page; for an expired
 * session the notice 'Sessão expirada!' and the login).
 */
export function signOut(
  options: { expired?: boolean } = {},
): ThunkAction<void, WithSession, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { refreshToken } = getState().session;
    dispatch(signedOut(options));
    dispatch(baseApi.util.invalidateTags([MEMBER_TAG]));
    if (refreshToken) logoutOnServer(refreshToken);
  };
}

/**
 * The one base query of the portal. Every call goes under /api and carries
 * `Authorization: Bearer <accessToken>` while the member session holds one. A body
 * holding a file goes as multipart/form-data and an attachment comes back as a
 * `DownloadedFile` (`withFileTransfer` of @clube/shared/web): no endpoint does either by hand.
 * A 401 on a call made with a token means the access token expired: with
 * 'Manter conectado' the session is refreshed once and the call retried;
 * otherwise, or when the refresh fails, the member is signed out as expired.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = withFileTransfer(
    typeof args === 'string'
      ? { url: withoutApiPrefix(args) }
      : { ...args, url: withoutApiPrefix(args.url) },
  );
  const { url } = request;
  const tokenUsed = selectAccessToken(api.getState() as WithSession);

  const result = await rawBaseQuery(request, api, extraOptions);
  if (result.error?.status !== HTTP_UNAUTHORIZED || !tokenUsed || isSessionless(url)) return result;

  const session = (api.getState() as WithSession).session;
  // Signed out meanwhile: nothing to renew.
  if (!session.accessToken) return result;
  // Another call (or tab) already renewed the token: try again with the new one.
  if (session.accessToken !== tokenUsed) return rawBaseQuery(request, api, extraOptions);

  if (session.keepConnected && (await refreshSession(api))) {
    return rawBaseQuery(request, api, extraOptions);
  }
  if (selectAccessToken(api.getState() as WithSession)) {
    (api.dispatch as (action: ReturnType<typeof signOut>) => void)(signOut({ expired: true }));
  }
  return result;
};

/**
 * Empty API; the endpoints are injected by the generated client, one `api/generated-api.ts`
 * per folder that owns them (see openapi-codegen.config.cjs).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [MEMBER_TAG],
  endpoints: () => ({}),
});
