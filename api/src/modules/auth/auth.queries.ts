/**
 * The auth module's SQL: the signed-in account of each realm, read on every authenticated
 * request (prepared statements, see `DbPrincipalResolver`).
 */
import { RecordStatus, UserStatus } from '@clube/shared';
import type { Realm } from '../../platform/auth/auth.decorators.js';
import { statement } from '../../platform/database/sql.js';

/** An active account and its permissions (staff; a member holds none). */
export interface AccountRow {
  id: string;
  admin: boolean;
  permissions: string[];
}

/**
 * The account of each realm, active, with its permissions (staff), whose id is `id` (an SQL
 * expression). In SQL rather than through the query builder: it runs on every authenticated
 * request.
 */
const ACCOUNT_SQL = {
  staff: (id: string) => `SELECT u.id, u.admin,
                 ARRAY(SELECT p.description FROM user_permission up
                         JOIN permission p ON p.id = up.permission_id
                        WHERE up.user_id = u.id ORDER BY p.id)::text[] AS permissions
            FROM staff_user u WHERE u.id = ${id} AND u.status = ${UserStatus.Active}`,
  member: (id: string) => `SELECT a.id, false AS admin, '{}'::text[] AS permissions
             FROM associate a WHERE a.id = ${id} AND a.status = ${RecordStatus.Active}`,
} satisfies Record<Realm, (id: string) => string>;

/**
 * The signed-in accounts of a batch of requests of one realm: $1 their ids, $2 their sessions
 * (same length), $3 the realm; a row (numbered `n` from 1 as in the arrays) for each account
 * that is active and whose session lives, i.e. a refresh token of its family is neither revoked
 * nor expired. The LATERAL subquery (kept apart by OFFSET 0) looks each pair up by its indexes
 * whatever the table statistics say.
 */
const sessionsSql = (realm: Realm) => `SELECT k.n::int AS n, s.id, s.admin, s.permissions
    FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS k(sub, sid, n)
   CROSS JOIN LATERAL (
     ${ACCOUNT_SQL[realm]('k.sub')}
        AND EXISTS (SELECT 1 FROM refresh_token r
                     WHERE r.family_id = k.sid AND r.realm = $3 AND r.subject_id = k.sub
                       AND r.revoked_at IS NULL AND r.expires_at > now())
     OFFSET 0) s`;

const realmSql = (realm: Realm) => ({
  /** $1 account ids, $2 their session ids, $3 the realm. */
  sessions: statement<AccountRow & { n: number }, [string[], string[], Realm]>(
    `principals-${realm}`,
    sessionsSql(realm),
  ),
  /** $1 the account id: a row when the account is active. */
  account: statement<AccountRow, [string]>(`account-${realm}`, ACCOUNT_SQL[realm]('$1')),
});

/** Prepared statements (parsed and planned once per pooled connection), per realm. */
export const AUTH_SQL = {
  staff: realmSql('staff'),
  member: realmSql('member'),
} satisfies Record<Realm, ReturnType<typeof realmSql>>;
