import { ApiKeyStatus } from '@clube/shared';

/** What a key's status depends on. */
export interface KeyStanding {
  revokedAt: Date | null;
  expiresAt: Date | null;
  /** Its creator is an active staff account. */
  creatorActive: boolean;
}

/**
 * Where a key stands at `now`: revoked first (for good), then expired, then suspended while
 * its creator is not an active staff account. Only an Active key authenticates.
 */
export function apiKeyStatus(key: KeyStanding, now: Date): ApiKeyStatus {
  if (key.revokedAt) return ApiKeyStatus.Revoked;
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return ApiKeyStatus.Expired;
  if (!key.creatorActive) return ApiKeyStatus.Suspended;
  return ApiKeyStatus.Active;
}

/** The rate limit's counter of a key. */
export const apiKeyRateKey = (keyId: string): string => `api-key:${keyId}`;
