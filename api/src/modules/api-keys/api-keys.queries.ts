/**
 * The api-keys module's SQL. `byPublicId` runs on every request made with a key (a prepared
 * read, see `runPreparedRead`).
 */
import { UserStatus } from '@clube/shared';
import { preparedRead } from '../../platform/database/prepared-read.js';
import { statement } from '../../platform/database/sql.js';

/** A key as its request finds it: what decides its status, and its creator's rights. */
export interface KeyAuthRow {
  id: string;
  name: string;
  secret_hash: string;
  revoked_at: Date | null;
  expires_at: Date | null;
  created_by_id: string | null;
  creator_active: boolean;
  /** The key's permissions that its creator still holds. */
  permissions: string[];
}

export const API_KEYS_SQL = {
  /** $1 the public id. */
  byPublicId: preparedRead(
    'api-key-by-public-id',
    `SELECT k.id, k.name, k.secret_hash, k.revoked_at, k.expires_at, k.created_by_id,
            COALESCE(u.status = ${UserStatus.Active}, false) AS creator_active,
            ARRAY(SELECT p.description FROM api_key_permission kp
                    JOIN permission p ON p.id = kp.permission_id
                    JOIN user_permission up
                      ON up.permission_id = kp.permission_id AND up.user_id = k.created_by_id
                   WHERE kp.api_key_id = k.id ORDER BY p.id)::text[] AS permissions
       FROM api_key k LEFT JOIN staff_user u ON u.id = k.created_by_id
      WHERE k.public_id = $1`,
  ),
  /** Notes a use ($1 the key); the rate limit's window decides when (once a minute at most). */
  touch: statement<void, [id: string]>(
    'api-key-touch',
    'UPDATE api_key SET last_used_at = now() WHERE id = $1',
  ),
  /** The instant a key given its last day `$1` (yyyy-mm-dd) stops: that day's end, club time ($2). */
  expiryOf: statement<{ expires_at: Date }, [day: string, timeZone: string]>(
    'api-key-expiry',
    `SELECT (($1::date + 1)::timestamp AT TIME ZONE $2) AS expires_at`,
  ),
  /** Revokes key $1 unless it already is; answers the row it revoked. */
  revoke: statement<{ id: string; name: string; revoked_at: Date }, [id: string]>(
    'api-key-revoke',
    `UPDATE api_key SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL
     RETURNING id, name, revoked_at`,
  ),
};
