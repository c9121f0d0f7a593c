import { ErrorCode } from '@clube/shared';
import { initialSessionState, type SessionState } from '../core/session/session-slice';
import { jsonResponse, siteSettings } from './site-settings';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Reply = Response | ((call: RecordedCall) => Response | Promise<Response>);

/** An API error in the API's shape (`{ statusCode, error, code }`). */
export function apiError(status: number, error: string, code: ErrorCode): Response {
  return jsonResponse({ statusCode: status, error, code }, status);
}

/**
 * A stand-in API at the fetch boundary: replies by `'METHOD /api/path'`, the
 * public settings always, 404 for anything else; records every call.
 * A reply given as a list is used once per call, in order (the last one repeats).
 */
export function fakeApi(replies: Record<string, Reply | Reply[]>) {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();
  const handler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const key = `${request.method} ${path}`;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call: RecordedCall = {
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    if (key === 'GET /api/site-configuration-public') return jsonResponse(siteSettings());
    const entry = replies[key];
    if (!entry) return apiError(404, 'Não encontrado.', ErrorCode.NotFound);
    let reply: Reply;
    if (Array.isArray(entry)) {
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      reply = entry[Math.min(index, entry.length - 1)];
    } else {
      reply = entry;
    }
    return typeof reply === 'function' ? reply(call) : reply.clone();
  };
  /** The stand-in as `fetch` itself (a URL and options, or a Request). */
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init));
  return {
    handler,
    fetch,
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A member profile as GET /api/associate/me returns it. */
export function memberProfile(overrides: Record<string, unknown> = {}) {
  return {
    id: '6f1c1c1e-8f7a-4d43-9a51-6d1e0c2f7a10',
    name: 'Maria Souza',
    email: 'maria@clube.test',
    cpf: '52998224725',
    phone: '11987654321',
    registration: '000123',
    status: { id: 1, description: 'Ativo' },
    company: null,
    maritalStatus: null,
    birthDate: '1985-04-12',
    image: null,
    createdAt: '2025-01-10T12:00:00.000Z',
    isFirstAccess: false,
    dependents: [],
    ...overrides,
  };
}

/** A signed-in member's session. */
export function memberSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    ...initialSessionState,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    authUserId: '6f1c1c1e-8f7a-4d43-9a51-6d1e0c2f7a10',
    ...overrides,
  };
}
