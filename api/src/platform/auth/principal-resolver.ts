import type { Realm } from './auth.decorators.js';

export interface Principal {
  id: string;
  realm: Realm;
  /** Staff: permission descriptions currently held. Members: empty. */
  permissions: string[];
  admin: boolean;
  /**
   * Set when an integrator's API key made the request: the principal is then the key's creator
   * (staff) holding only the key's permissions, never admin.
   */
  apiKey?: { id: string; name: string };
}

/**
 * Turns a verified token subject into the current principal, read from the
 * database on every request: a deactivated account, a removed permission or an ended
 * session (sign-out) takes effect at once. Returns null when the account is gone or not
 * active, or the session `sessionId` of that account has ended.
 */
export interface PrincipalResolver {
  resolve(realm: Realm, subjectId: string, sessionId: string): Promise<Principal | null>;
}

export const PRINCIPAL_RESOLVER = Symbol('PRINCIPAL_RESOLVER');
