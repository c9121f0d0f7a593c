import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { withFileTransfer } from '@clube/shared/web';
import { signedOut, tokensRefreshed, type SessionState } from '../../core/session/session-slice';
import { emitApiEvent } from './api-events';

export const API_BASE_URL = '/api';

/** Per-endpoint switches of the base query (`extraOptions`). */
export interface ApiExtraOptions {
  /** Never renew the session on a 401 (sign-out, the refresh itself). */
  skipReauth?: boolean;
  /** The screen shows its own text for a 403 ('Acesso negado!' notice not raised). */
  skipForbiddenNotice?: boolean;
}

/** Public sign-in calls: never renew a session, and the screen words its own 403. */
export const publicCall: { extraOptions: ApiExtraOptions } = {
  extraOptions: { skipReauth: true, skipForbiddenNotice: true },
};

type Session = SessionState;
const sessionOf = (api: Pick<BaseQueryApi, 'getState'>): Session =>
  (api.getState() as { session: Session }).session;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: Session }).session.accessToken;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Calls that must not carry the (possibly expired) access token: the refresh itself. */
const anonymousBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL });

/**
 * The OpenAPI document lists paths with the API's global prefix (`/api/...`);
 * the base URL already adds it, so it is removed from the generated paths.
 */
function withoutApiPrefix(url: string): string {
  return url.startsWith(`${API_BASE_URL}/`) ? url.slice(API_BASE_URL.length) : url;
}

/** The `sub` claim of a JWT (the user id), when the profile is not there to tell it. */
function subjectOf(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

interface RefreshAnswer {
  accessToken: string;
  refreshToken: string;
}

/**
 * Refreshes in flight, by the refresh token they spend: requests refused at
 * the same time wait for one POST /refresh-token (the token is single use, a
 * second spend would revoke the whole session).
 */
const refreshes = new Map<string, Promise<boolean>>();

/** Forget the session and every cached answer; the guards then send the user to the login. */
function endSession(api: Pick<BaseQueryApi, 'dispatch'>) {
  api.dispatch(signedOut());
  api.dispatch(baseApi.util.resetApiState());
}

/**
 * After a 401 on a call made with `sentToken`: true once the session holds a
 * newer access token (renewed here or by a concurrent call), false when it
 * cannot be renewed.
 */
async function renewSession(api: BaseQueryApi, sentToken: string): Promise<boolean> {
  const session = sessionOf(api);
  if (!session.accessToken) return false;
  if (session.accessToken !== sentToken) return true;
  const refreshToken = session.refreshToken;
  const authUserId = session.profile?.id ?? subjectOf(sentToken);
  if (!refreshToken || !authUserId) return false;

  let pending = refreshes.get(refreshToken);
  if (!pending) {
    pending = (async () => {
      const answer = await anonymousBaseQuery(
        { url: '/refresh-token', method: 'POST', body: { refreshToken, authUserId } },
        api,
        {},
      );
      const tokens = answer.data as RefreshAnswer | undefined;
      if (answer.error || !tokens?.accessToken || !tokens.refreshToken) return false;
      api.dispatch(
        tokensRefreshed({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
      );
      return true;
    })().finally(() => refreshes.delete(refreshToken));
    refreshes.set(refreshToken, pending);
  }
  return pending;
}

/**
 * Every call of the back office goes through here: under /api, with the staff
 * bearer token while the session holds one. A 401 on a call made with a token
 * renews the session once (POST /refresh-token with the stored refresh token
 * and the user id, shared by concurrent calls) and retries; when it cannot be
 * renewed the session is dropped. A 403 raises the 'Acesso negado!' notice.
 * A body holding a file goes as multipart/form-data and an attachment comes back
 * as a `DownloadedFile` (`withFileTransfer` of @clube/shared/web).
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const options = extraOptions ?? {};
  const sentToken = sessionOf(api).accessToken;
  const request = withFileTransfer(
    typeof args === 'string'
      ? { url: withoutApiPrefix(args) }
      : { ...args, url: withoutApiPrefix(args.url) },
  );

  let result = await rawBaseQuery(request, api, {});
  if (result.error?.status === 401 && sentToken && !options.skipReauth) {
    if (await renewSession(api, sentToken)) {
      result = await rawBaseQuery(request, api, {});
    } else {
      endSession(api);
      return result;
    }
  }
  if (result.error?.status === 403 && sentToken && !options.skipForbiddenNotice) {
    emitApiEvent({ type: 'forbidden' });
  }
  return result;
};

/**
 * The one API of the back office, empty here: each feature's generated client
 * (`features/<feature>/api/generated-api.ts`) injects its endpoints, and the
 * feature's `api/` module adds cache tags and the base query's switches.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
