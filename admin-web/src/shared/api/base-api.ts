import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { signedOut, type SessionState } from '../../features/session/session-slice';

export const API_BASE_URL = '/api';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: SessionState }).session.accessToken;
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
 * Every call of the back office goes through here: under /api, with the
 * staff bearer token while the session holds one. A 401 on a call made with a
 * token means the session is no longer valid, so it is dropped (the guards
 * then send the user to the admin login). Token refresh comes with the staff
 * sign-in.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const hadToken = Boolean((api.getState() as { session: SessionState }).session.accessToken);
  const request =
    typeof args === 'string'
      ? withoutApiPrefix(args)
      : { ...args, url: withoutApiPrefix(args.url) };
  const result = await rawBaseQuery(request, api, extraOptions);
  if (result.error?.status === 401 && hadToken) api.dispatch(signedOut());
  return result;
};

/** Empty API; the generated client (`generated-api.ts`, `adminApi`) injects the endpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
