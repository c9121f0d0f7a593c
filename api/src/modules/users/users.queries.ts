/** The users module's SQL: a staff account's permission grants (`user_permission`). */
import { statement } from '../../platform/database/sql.js';

export const USERS_SQL = {
  /** A row when user $1 holds permission $2. */
  holds: statement<{ held: 1 }, [userId: string, permissionId: number]>(
    'user-permission-holds',
    'SELECT 1 AS held FROM user_permission WHERE user_id = $1 AND permission_id = $2',
  ),
  grant: statement<void, [userId: string, permissionId: number]>(
    'user-permission-grant',
    'INSERT INTO user_permission (user_id, permission_id) VALUES ($1, $2)',
  ),
  revoke: statement<void, [userId: string, permissionId: number]>(
    'user-permission-revoke',
    'DELETE FROM user_permission WHERE user_id = $1 AND permission_id = $2',
  ),
};
