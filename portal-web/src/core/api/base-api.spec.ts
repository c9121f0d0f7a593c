import { ErrorCode } from '@clube/shared';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../test/store';
import { initialSessionState, signedOut } from '../session/session-slice';
import { apiError, fakeApi, memberProfile } from '../../test/fake-api';
import { jsonResponse, siteSettings } from '../../test/site-settings';
import { restoreGlobals, stubGlobal } from '../../test/globals';
import { baseApi } from './base-api';
import { sharedApi } from './generated-api';

/**
 * Calls of the member-auth feature, declared here as that feature's generated client
 * declares them (same paths, methods and bodies): core/ never imports a feature.
 */
const memberCalls = baseApi.injectEndpoints({
  endpoints: (build) => ({
    loginAssociate: build.mutation<unknown, { loginAssociateDto: Record<string, unknown> }>({
      query: (arg) => ({
        url: `/api/auth/login-associate`,
        method: 'POST',
        body: arg.loginAssociateDto,
      }),
    }),
    updateAssociatePassword: build.mutation<
      { message: string },
      { updatePasswordDto: Record<string, unknown> }
    >({
      query: (arg) => ({
        url: `/api/associate/update-password`,
        method: 'PUT',
        body: arg.updatePasswordDto,
      }),
    }),
    /** A multipart save, as a generated mutation with a binary field sends it. */
    saveWithPicture: build.mutation<unknown, { title: string; image: Blob; tags: string[] }>({
      query: (body) => ({ url: `/api/test-upload`, method: 'POST', body }),
    }),
  }),
});

function stubNetwork() {
  const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse(siteSettings()),
  );
  stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.at(-1)?.[0] as Request;
}

function storeWithToken(accessToken: string | null) {
  return makeStore({
    session: { ...initialSessionState, accessToken, _persist: { version: 1, rehydrated: true } },
  });
}

describe('base query', () => {
  afterEach(restoreGlobals);

  it('calls the API under /api with the generated path (no doubled prefix)', async () => {
    const lastRequest = stubNetwork();
    const store = storeWithToken(null);

    const result = await store.dispatch(sharedApi.endpoints.getSiteConfigurationPublic.initiate());

    expect(new URL(lastRequest().url).pathname).toBe('/api/site-configuration-public');
    expect(result.data?.clubName).toBe('Clube Colibri');
  });

  it('sends no Authorization header without a member session', async () => {
    const lastRequest = stubNetwork();
    await storeWithToken(null).dispatch(sharedApi.endpoints.getSiteConfigurationPublic.initiate());
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends the member access token as a Bearer token, and stops after sign-out', async () => {
    const lastRequest = stubNetwork();
    const store = storeWithToken('token-do-associado');

    await store.dispatch(sharedApi.endpoints.getAssociateMe.initiate());
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-do-associado');

    store.dispatch(signedOut());
    await store.dispatch(
      memberCalls.endpoints.updateAssociatePassword.initiate({ updatePasswordDto: {} }),
    );
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('reads the site settings without the token: the very request index.html preloads', async () => {
    const lastRequest = stubNetwork();
    const store = storeWithToken('token-do-associado');

    await store.dispatch(sharedApi.endpoints.getSiteConfigurationPublic.initiate());

    expect(new URL(lastRequest().url).pathname).toBe('/api/site-configuration-public');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });
});

describe('base query: expired access token', () => {
  afterEach(restoreGlobals);

  function memberStore(overrides: Partial<typeof initialSessionState> = {}) {
    return makeStore({
      session: {
        ...initialSessionState,
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        authUserId: 'membro-1',
        keepConnected: true,
        ...overrides,
        _persist: { version: 1, rehydrated: true },
      },
    });
  }

  it('renews once for calls failing together, and retries each with the new token', async () => {
    const api = fakeApi({
      'GET /api/associate/me': (call) =>
        call.authorization === 'Bearer access-2'
          ? jsonResponse(memberProfile())
          : apiError(401, 'Sessão expirada.', ErrorCode.Unauthenticated),
      'PUT /api/associate/update-password': (call) =>
        call.authorization === 'Bearer access-2'
          ? jsonResponse({ message: 'Senha alterada.', accessToken: 'a', refreshToken: 'r' })
          : apiError(401, 'Sessão expirada.', ErrorCode.Unauthenticated),
      'POST /api/refresh-token': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonResponse({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 });
      },
    });
    stubGlobal('fetch', jest.fn(api.fetch));
    const store = memberStore();

    const [me, update] = await Promise.all([
      store.dispatch(sharedApi.endpoints.getAssociateMe.initiate()),
      store.dispatch(
        memberCalls.endpoints.updateAssociatePassword.initiate({
          updatePasswordDto: { password: 'nova-senha-1', passwordConfirmation: 'nova-senha-1' },
        }),
      ),
    ]);

    expect(me.data?.name).toBe('Maria Souza');
    expect(update.data?.message).toBe('Senha alterada.');
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(1);
    expect(store.getState().session).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('takes the tokens another tab already renewed instead of presenting a used one', async () => {
    const api = fakeApi({
      'GET /api/associate/me': (call) =>
        call.authorization === 'Bearer access-9'
          ? jsonResponse(memberProfile())
          : apiError(401, 'Sessão expirada.', ErrorCode.Unauthenticated),
    });
    stubGlobal('fetch', jest.fn(api.fetch));
    const store = memberStore();
    window.localStorage.setItem(
      'portal-session',
      JSON.stringify({
        accessToken: JSON.stringify('access-9'),
        refreshToken: JSON.stringify('refresh-9'),
        authUserId: JSON.stringify('membro-1'),
      }),
    );

    const me = await store.dispatch(sharedApi.endpoints.getAssociateMe.initiate());

    expect(me.data?.name).toBe('Maria Souza');
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(0);
    expect(store.getState().session.refreshToken).toBe('refresh-9');
  });

  it('does not treat the 401 of a wrong password as an expired session', async () => {
    const api = fakeApi({
      'POST /api/auth/login-associate': apiError(
        401,
        'E-mail ou senha inválidos.',
        ErrorCode.InvalidCredentials,
      ),
    });
    stubGlobal('fetch', jest.fn(api.fetch));
    const store = memberStore();

    await store.dispatch(
      memberCalls.endpoints.loginAssociate.initiate({
        loginAssociateDto: { email: 'maria@clube.test', password: 'errada' },
      }),
    );

    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(0);
    expect(store.getState().session.accessToken).toBe('access-1');
  });

  it('signs out (expired) without a refresh when "Manter conectado" is off', async () => {
    const api = fakeApi({
      'GET /api/associate/me': apiError(401, 'Sessão expirada.', ErrorCode.Unauthenticated),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    stubGlobal('fetch', jest.fn(api.fetch));
    const store = memberStore({ keepConnected: false });

    const me = await store.dispatch(sharedApi.endpoints.getAssociateMe.initiate());

    expect(me.error).toMatchObject({ status: 401 });
    expect(api.callsTo('POST /api/refresh-token')).toHaveLength(0);
    expect(store.getState().session).toMatchObject({ accessToken: null, redirect: 'login' });
    await waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1));
  });
});

describe('base query: files', () => {
  afterEach(restoreGlobals);

  it('sends a body holding a file as multipart/form-data, one field per DTO property', async () => {
    const sentBodies: unknown[] = [];
    const NodeRequest = globalThis.Request;
    stubGlobal(
      'Request',
      class RecordingRequest extends NodeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          sentBodies.push(init?.body);
          super(input, init);
        }
      },
    );
    stubGlobal(
      'fetch',
      jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse({ id: 1 })),
    );
    const picture = new File(['jpg'], 'capa.jpg', { type: 'image/jpeg' });

    const result = await storeWithToken('token-do-associado').dispatch(
      memberCalls.endpoints.saveWithPicture.initiate({
        title: 'Festa junina',
        image: picture,
        tags: ['a', 'b'],
      }),
    );

    expect(result.data).toEqual({ id: 1 });
    const [body] = sentBodies;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('title')).toBe('Festa junina');
    expect((form.get('image') as File).name).toBe('capa.jpg');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
  });

  it('reads an attachment as a downloaded file under the name the API gave', async () => {
    const api = fakeApi({
      'POST /api/download-files': new Response(new Blob(['zip']), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="arquivos.zip"',
        },
      }),
    });
    stubGlobal('fetch', jest.fn(api.fetch));
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:portal/1');
    const original = URL.createObjectURL;
    URL.createObjectURL = createObjectURL;
    try {
      const result = await storeWithToken(null).dispatch(
        sharedApi.endpoints.downloadFiles.initiate({
          downloadFilesDto: { files: ['/api/files/a.jpg', '/api/files/b.jpg'], resize: true },
        }),
      );
      expect(result.data).toEqual({ url: 'blob:portal/1', fileName: 'arquivos.zip' });
      expect(api.callsTo('POST /api/download-files')[0].body).toEqual({
        files: ['/api/files/a.jpg', '/api/files/b.jpg'],
        resize: true,
      });
    } finally {
      URL.createObjectURL = original;
    }
  });
});
