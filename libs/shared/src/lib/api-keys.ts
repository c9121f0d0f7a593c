import { P, type PermissionName } from './permissions.js';

/**
 * API keys of integrators (issue 27): what the API and the back office agree on. A key is
 * `ck_live_` + a public id (12 characters, shown in lists) + a secret (43 characters), sent as
 * `Authorization: Bearer <key>`.
 */

/** Every key starts so; the API tells a key from a JWT by it. */
export const API_KEY_PREFIX = 'ck_live_';

/** Requests a key may make in one minute (every replica counts together). */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 600;

/** The longest name of a key. */
export const API_KEY_NAME_MAX = 100;

/** Where a key stands. The API derives it (api-keys.queries.ts); the back office shows it. */
export enum ApiKeyStatus {
  Active = 'active',
  Expired = 'expired',
  Revoked = 'revoked',
  /** Its creator is no longer an active staff member: the key answers 401 until then. */
  Suspended = 'suspended',
}

export const API_KEY_STATUS_LABEL: Record<ApiKeyStatus, string> = {
  [ApiKeyStatus.Active]: 'Ativa',
  [ApiKeyStatus.Expired]: 'Expirada',
  [ApiKeyStatus.Revoked]: 'Revogada',
  [ApiKeyStatus.Suspended]: 'Suspensa',
};

/**
 * The permissions no key may carry: keys are managed by people in the back office, never by
 * another key.
 */
export const API_KEY_MANAGEMENT_PERMISSIONS: readonly PermissionName[] = [
  P.listApiKey,
  P.insertApiKey,
  P.deleteApiKey,
];

/** A permission a key may carry (any of the catalogue but the keys' own). */
export const grantableToApiKey = (permission: string): boolean =>
  !(API_KEY_MANAGEMENT_PERMISSIONS as readonly string[]).includes(permission);
