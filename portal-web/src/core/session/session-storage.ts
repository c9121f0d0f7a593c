import { decodeKeptRecord, encodeKeptRecord } from '../kept-record';
import type { SharedSessionFields, TokensPayload } from './session-slice';

/** Local storage key of the persisted member session (redux-persist, `keyPrefix: ''`). */
export const SESSION_STORAGE_KEY = 'portal-session';

const SHARED_FIELDS = [
  'accessToken',
  'refreshToken',
  'authUserId',
  'isFirstAccess',
  'keepConnected',
] as const satisfies readonly (keyof SharedSessionFields)[];

/**
 * redux-persist stores the slice as a JSON object whose values are themselves
 * JSON strings. Reads the fields several tabs share; null when nothing is stored
 * or the record cannot be read.
 */
export function parseStoredSession(raw: string | null): SharedSessionFields | null {
  if (!raw) return null;
  try {
    const record = decodeKeptRecord(raw);
    const value = (field: string) => record[field];
    const accessToken = value('accessToken');
    const refreshToken = value('refreshToken');
    const authUserId = value('authUserId');
    return {
      accessToken: typeof accessToken === 'string' ? accessToken : null,
      refreshToken: typeof refreshToken === 'string' ? refreshToken : null,
      authUserId: typeof authUserId === 'string' ? authUserId : null,
      isFirstAccess: value('isFirstAccess') === true,
      keepConnected: value('keepConnected') === true,
    };
  } catch {
    return null;
  }
}

export function readStoredSession(): SharedSessionFields | null {
  try {
    return parseStoredSession(window.localStorage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Writes rotated tokens straight into the persisted record. redux-persist would
 * write them a moment later; another tab waiting to refresh must see them at once,
 * or it would present the old (now used) refresh token and the API would end the session.
 */
export function writeStoredTokens(tokens: TokensPayload): void {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return;
    const record = decodeKeptRecord(raw);
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      encodeKeptRecord({
        ...record,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
      }),
    );
  } catch {
    // storage blocked: this tab keeps the tokens in memory
  }
}

/** True when the two records differ in any field the tabs share. */
export function sharedFieldsDiffer(a: SharedSessionFields, b: SharedSessionFields): boolean {
  return SHARED_FIELDS.some((field) => a[field] !== b[field]);
}

/**
 * Runs `task` under a browser-wide lock (Web Locks API), so two tabs never
 * refresh the same session at once; runs it directly where the API is missing.
 */
export function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request('portal-session-refresh', task);
  }
  return task();
}
