import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupStore } from '../../app/store';
import { signedIn } from '../../features/session/session-slice';
import { staffProfile } from '../../test/render';
import { baseApi } from './base-api';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => 'users/me' }),
    // Generated endpoints carry the API's global prefix, as the OpenAPI document lists them.
    generatedProbe: build.mutation<unknown, { cpf: string }>({
      query: (body) => ({ url: '/api/auth/login-admin', method: 'POST', body }),
    }),
  }),
});

/** fetchBaseQuery builds a Request from '/api/...'; Node needs an absolute URL. */
class RelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}

function stubFetch(status: number) {
  const fetchMock = vi.fn(
    async (_request: Request) =>
      new Response(JSON.stringify({ statusCode: status }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('base query', () => {
  it('calls /api with the staff bearer token', async () => {
    const fetchMock = stubFetch(200);
    const store = setupStore();
    store.dispatch(signedIn({ accessToken: 'abc', profile: staffProfile() }));

    await store.dispatch(api.endpoints.probe.initiate());

    const request = fetchMock.mock.calls[0]?.[0];
    expect(new URL(request?.url ?? '').pathname).toBe('/api/users/me');
    expect(request?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('calls the generated paths (with /api) once under /api', async () => {
    const fetchMock = stubFetch(200);
    const store = setupStore();

    await store.dispatch(api.endpoints.generatedProbe.initiate({ cpf: '52998224725' }));

    const request = fetchMock.mock.calls[0]?.[0];
    expect(new URL(request?.url ?? '').pathname).toBe('/api/auth/login-admin');
    expect(request?.method).toBe('POST');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubFetch(200);
    const store = setupStore();

    await store.dispatch(api.endpoints.probe.initiate());

    expect(fetchMock.mock.calls[0]?.[0].headers.has('Authorization')).toBe(false);
  });

  it('drops the session when the API refuses the token', async () => {
    stubFetch(401);
    const store = setupStore();
    store.dispatch(signedIn({ accessToken: 'expired', profile: staffProfile() }));

    await store.dispatch(api.endpoints.probe.initiate());

    expect(store.getState().session).toEqual({ accessToken: null, profile: null });
  });
});
