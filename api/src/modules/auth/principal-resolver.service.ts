import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Realm } from '../../platform/auth/auth.decorators.js';
import type { Principal, PrincipalResolver } from '../../platform/auth/principal-resolver.js';
import { AssociateStatus } from '../associates/entities/associate.entity.js';
import { UserStatus } from '../users/entities/user.entity.js';

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * The account of each realm, active, with its permissions (staff): `$1` is its id. One
 * statement each, in SQL rather than through the query builder, because it runs on every
 * authenticated request.
 */
const ACCOUNT_SQL: Record<Realm, string> = {
  staff: `SELECT u.id, u.admin,
                 ARRAY(SELECT p.description FROM user_permission up
                         JOIN permission p ON p.id = up.permission_id
                        WHERE up.user_id = u.id ORDER BY p.id)::text[] AS permissions
            FROM staff_user u WHERE u.id = $1 AND u.status = ${UserStatus.Active}`,
  member: `SELECT a.id, false AS admin, '{}'::text[] AS permissions
             FROM associate a WHERE a.id = $1 AND a.status = ${AssociateStatus.Active}`,
};

/** A session lives while a refresh token of its family is neither revoked nor expired. */
const LIVE_SESSION_SQL = `EXISTS (SELECT 1 FROM refresh_token r
                                   WHERE r.family_id = $2 AND r.realm = $3 AND r.subject_id = $1
                                     AND r.revoked_at IS NULL AND r.expires_at > now())`;

/** Reads the signed-in account and its permissions on each request (one round trip). */
@Injectable()
export class DbPrincipalResolver implements PrincipalResolver {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async resolve(realm: Realm, subjectId: string, sessionId: string): Promise<Principal | null> {
    if (!UUID.test(subjectId) || !UUID.test(sessionId)) return null;
    return this.account(realm, `${ACCOUNT_SQL[realm]} AND ${LIVE_SESSION_SQL}`, [
      subjectId,
      sessionId,
      realm,
    ]);
  }

  async isActive(realm: Realm, subjectId: string): Promise<boolean> {
    if (!UUID.test(subjectId)) return false;
    return (await this.account(realm, ACCOUNT_SQL[realm], [subjectId])) !== null;
  }

  private async account(realm: Realm, sql: string, params: string[]): Promise<Principal | null> {
    const [row]: { id: string; admin: boolean; permissions: string[] }[] = await this.db.query(
      sql,
      params,
    );
    return row ? { id: row.id, realm, admin: row.admin, permissions: row.permissions } : null;
  }
}
