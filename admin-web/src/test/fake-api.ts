import { jest } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import { toFormData } from '@clube/shared/web';
import { stubGlobal } from './globals';

/** One request the app sent, as the fake API saw it. */
export interface ApiCall {
  method: string;
  /** Below /api, e.g. '/users/me'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body read back, or the FormData of a multipart request. */
  body: unknown;
  headers: Headers;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** A body sent as it is instead of `body`'s JSON (a file download). */
  raw?: string;
  /** More response headers, e.g. `Content-Disposition: attachment` for a download. */
  headers?: Record<string, string>;
}

/** An answer, or a function of the request giving one (may wait). */
export type FakeRoute = FakeAnswer | ((call: ApiCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * The fields a save sent, as the API reads them: a multipart body as it is, a JSON body
 * (a save holding no file) as its multipart encoding (`toFormData`: lists repeat, null is '').
 */
export function sentFields(body: unknown): FormData {
  if (body instanceof FormData) return body;
  if (typeof body !== 'object' || body === null) throw new TypeError('No body was sent.');
  return toFormData(body as Record<string, unknown>);
}

/** The API's error shape. */
export function apiError(
  status: number,
  code: ErrorCode,
  error: string,
  fields?: object,
): FakeAnswer {
  return { status, body: { statusCode: status, error, code, ...(fields ? { fields } : {}) } };
}

/**
 * Multipart bodies as the app built them: Node's Request cannot read the test
 * environment's (jsdom) FormData, so the fake keeps the object itself.
 */
const formBodies = new WeakMap<Request, FormData>();

/** fetchBaseQuery builds a Request from '/api/...'; Node needs an absolute URL. */
class RelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const form = init?.body instanceof FormData ? init.body : null;
    super(
      typeof input === 'string' ? new URL(input, 'http://localhost') : input,
      form ? { ...init, body: undefined } : init,
    );
    if (form) formBodies.set(this, form);
  }
}

function matcher(key: string): (method: string, path: string) => boolean {
  const [method, pattern = ''] = key.split(' ');
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
  return (m, path) => m === method && regex.test(path);
}

/**
 * Stubs `fetch` at the network boundary: `routes` maps 'METHOD /path' (below
 * /api; ':param' matches one segment) to answers. Anything else is a 404.
 * `calls` records every request; `route()` adds or replaces one later.
 */
export function fakeApi(routes: Record<string, FakeRoute> = {}) {
  const table = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];

  const fetchMock = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const call: ApiCall = {
      method: input.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: formBodies.get(input) ?? (text ? (JSON.parse(text) as unknown) : undefined),
      headers: input.headers,
    };
    calls.push(call);
    const entry = [...table.entries()]
      .reverse()
      .find(([key]) => matcher(key)(call.method, call.path));
    const route = entry?.[1];
    const answer: FakeAnswer = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : apiError(404, ErrorCode.RouteNotFound, 'Rota não encontrada.');
    const status = answer.status ?? 200;
    return new Response(
      answer.raw ??
        (answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body)),
      { status, headers: { 'Content-Type': 'application/json', ...answer.headers } },
    );
  });

  stubGlobal('Request', RelativeRequest);
  stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetchMock,
    /** Requests to 'METHOD /path' (exact path). */
    callsTo(key: string) {
      const [method, path] = key.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
    route(key: string, answer: FakeRoute) {
      table.delete(key);
      table.set(key, answer);
    },
  };
}
