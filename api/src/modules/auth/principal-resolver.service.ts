import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Realm } from '../../platform/auth/auth.decorators.js';
import type { Principal, PrincipalResolver } from '../../platform/auth/principal-resolver.js';
import { batchedReads } from '../../platform/database/batch-gate.js';
import { preparedRead, runPreparedRead } from '../../platform/database/prepared-read.js';
import { AssociateStatus } from '../associates/entities/associate.entity.js';
import { UserStatus } from '../users/entities/user.entity.js';

/** A UUID as PostgreSQL reads it (one bad id would fail the whole batch's cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
             FROM associate a WHERE a.id = ${id} AND a.status = ${AssociateStatus.Active}`,
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

/** Prepared statements (parsed and planned once per pooled connection), per realm. */
const READS = {
  staff: {
    sessions: preparedRead('principals-staff', sessionsSql('staff')),
    account: preparedRead('account-staff', ACCOUNT_SQL.staff('$1')),
  },
  member: {
    sessions: preparedRead('principals-member', sessionsSql('member')),
    account: preparedRead('account-member', ACCOUNT_SQL.member('$1')),
  },
};

interface AccountRow {
  id: string;
  admin: boolean;
  permissions: string[];
}

interface SessionKey {
  subjectId: string;
  sessionId: string;
}

/**
 * Reads the signed-in account and its permissions on each request, so that a deactivated
 * account, a removed permission or a sign-out takes effect at once. The requests of one realm
 * that this process authenticates while earlier ones are being read share one statement
 * (`batchedReads`): under a burst a statement serves many
 * requests instead of one each, and a request alone waits for no one.
 */
@Injectable()
export class DbPrincipalResolver implements PrincipalResolver {
  private readonly loaders: Record<Realm, DataLoader<SessionKey, Principal | null>>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    const loader = (realm: Realm) =>
      batchedReads<SessionKey, Principal | null>((keys) => this.sessions(realm, keys));
    this.loaders = { staff: loader('staff'), member: loader('member') };
  }

  async resolve(realm: Realm, subjectId: string, sessionId: string): Promise<Principal | null> {
    if (!UUID.test(subjectId) || !UUID.test(sessionId)) return null;
    return this.loaders[realm].load({ subjectId, sessionId });
  }

  async isActive(realm: Realm, subjectId: string): Promise<boolean> {
    if (!UUID.test(subjectId)) return false;
    const [row] = await runPreparedRead<AccountRow>(this.db, READS[realm].account, [subjectId]);
    return row !== undefined;
  }

  private async sessions(realm: Realm, keys: readonly SessionKey[]): Promise<(Principal | null)[]> {
    const rows = await runPreparedRead<AccountRow & { n: number }>(this.db, READS[realm].sessions, [
      keys.map((k) => k.subjectId),
      keys.map((k) => k.sessionId),
      realm,
    ]);
    const found = new Map(rows.map((r) => [r.n, r]));
    return keys.map((_, i) => {
      const row = found.get(i + 1);
      return row ? { id: row.id, realm, admin: row.admin, permissions: row.permissions } : null;
    });
  }
}
