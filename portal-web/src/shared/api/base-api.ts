import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { selectAccessToken, type WithSession } from '../../features/session/session-slice';

export const API_BASE_URL = '/api';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState }) => {
    const token = selectAccessToken(getState() as WithSession);
    if (token) headers.set('Authorization', `Bearer ${token}`);
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
 * The one base query of the portal: every call goes under /api and carries
 * `Authorization: Bearer <accessToken>` while the member session holds one.
 * The token refresh and the spec's 401/403 handling wrap `rawBaseQuery` here.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const request =
    typeof args === 'string'
      ? withoutApiPrefix(args)
      : { ...args, url: withoutApiPrefix(args.url) };
  return rawBaseQuery(request, api, extraOptions);
};

/** Empty API; the endpoints are injected by the generated client (generated-api.ts). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
