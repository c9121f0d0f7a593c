import type { Principal } from './principal-resolver.js';

/** What the audit log keeps of one request a key made. */
export interface ApiKeyRequest {
  method: string;
  /** The path, without the query string. */
  route: string;
  status: number;
  /** When the request came in (its entry is written after the response, which may be later). */
  at: Date;
}

/**
 * The port through which the `api-key` passport strategy checks a key (provided by the
 * api-keys module, which owns the keys' table): `authenticate` answers the staff principal the
 * key stands for (its creator's id, the key's permissions that its creator still holds, never
 * admin), or null when the key is unknown, revoked, expired or its creator no longer active. It
 * also counts the request against the key's rate limit (429 over it) and notes the key's last
 * use. `recordRequest` writes a request the key made on a mutating route to the audit log.
 */
export interface ApiKeyAuthenticator {
  authenticate(key: string): Promise<Principal | null>;
  recordRequest(principal: Principal, request: ApiKeyRequest): Promise<void>;
}

export const API_KEY_AUTHENTICATOR = Symbol('API_KEY_AUTHENTICATOR');
