import type { Realm } from './auth.decorators.js';

export interface Principal {
  id: string;
  realm: Realm;
  /** Staff: permission descriptions currently held. Members: empty. */
  permissions: string[];
  admin: boolean;
}

/**
 * Turns a verified token subject into the current principal, read from the
 * database on every request: a deactivated account or a removed permission takes
 * effect at once. Returns null when the account is gone or not active.
 */
export interface PrincipalResolver {
  resolve(realm: Realm, subjectId: string): Promise<Principal | null>;
}

export const PRINCIPAL_RESOLVER = Symbol('PRINCIPAL_RESOLVER');
