import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Realm } from '../../platform/auth/auth.decorators.js';
import type { Principal, PrincipalResolver } from '../../platform/auth/principal-resolver.js';
import { batchedReads } from '../../platform/database/batch-gate.js';
import { runPreparedRead } from '../../platform/database/prepared-read.js';
import { type AccountRow, AUTH_SQL } from './auth.queries.js';

/** A UUID as PostgreSQL reads it (one bad id would fail the whole batch's cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    const [row] = await runPreparedRead<AccountRow>(this.db, AUTH_SQL[realm].account, [subjectId]);
    return row !== undefined;
  }

  private async sessions(realm: Realm, keys: readonly SessionKey[]): Promise<(Principal | null)[]> {
    const rows = await runPreparedRead<AccountRow & { n: number }>(
      this.db,
      AUTH_SQL[realm].sessions,
      [keys.map((k) => k.subjectId), keys.map((k) => k.sessionId), realm],
    );
    const found = new Map(rows.map((r) => [r.n, r]));
    return keys.map((_, i) => {
      const row = found.get(i + 1);
      return row ? { id: row.id, realm, admin: row.admin, permissions: row.permissions } : null;
    });
  }
}
