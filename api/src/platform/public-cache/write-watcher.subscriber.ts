import { randomUUID } from 'node:crypto';
import {
  type AfterQueryEvent,
  type EntitySubscriberInterface,
  EventSubscriber,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

/** The PostgreSQL channel on which every committed write is announced to the other replicas. */
export const CHANGES_CHANNEL = 'clube_public_changes';

/**
 * Tables that no public read shows and that are written on ordinary sign-ins and token
 * refreshes: writing them does not drop the public cache. Forgetting a table here only costs a
 * refill; listing one that a public read shows would serve stale answers.
 */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'rate_limit_bucket',
  'refresh_token',
  'password_reset_code',
  'outbox_event',
]);

/** Statement kinds (pg's command tag) that change nothing; anything else counts as a write. */
const READ_ONLY = new Set([
  'SELECT',
  'SHOW',
  'SET',
  'RESET',
  'BEGIN',
  'START',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'LOCK',
  'LISTEN',
  'UNLISTEN',
  'NOTIFY',
  'DISCARD',
  'DECLARE',
  'FETCH',
  'CLOSE',
  'EXPLAIN',
]);
const ROW_WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
const MODIFYING_CTE = /^\s*WITH\b[\s\S]*\b(?:INSERT|UPDATE|DELETE|MERGE)\b/i;
/**
 * Each table a statement writes, wherever the write is (a modifying CTE's too). `DO UPDATE`
 * (ON CONFLICT) writes the INSERT's table and `FOR [NO KEY] UPDATE` locks: neither names one.
 */
const WRITE_TARGETS =
  /\b(?:INSERT\s+INTO|(?<!\b(?:DO|FOR|KEY)\s+)UPDATE|DELETE\s+FROM|MERGE\s+INTO)\s+(?:ONLY\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi;

/** A statement (or its modifying CTEs) writing only tables no public read shows (a rate-limit hit). */
function writesOnlyPrivateTables(query: string): boolean {
  const targets = [...query.matchAll(WRITE_TARGETS)].map((m) => m[1].toLowerCase());
  return targets.length > 0 && targets.every((table) => PRIVATE_TABLES.has(table));
}

interface PgResult {
  command?: string | null;
  rowCount?: number | null;
}

/** Did this statement (as pg reported it) possibly change a table a public read may show? */
export function changesPublicData(query: string, raw: unknown): boolean {
  const results = (Array.isArray(raw) ? raw : [raw]) as (PgResult | undefined)[];
  for (const result of results) {
    const command = result?.command?.toUpperCase();
    if (!command) continue;
    if (command === 'SELECT') {
      if (MODIFYING_CTE.test(query) && !writesOnlyPrivateTables(query)) return true;
      continue;
    }
    if (READ_ONLY.has(command)) continue;
    if (ROW_WRITES.has(command)) {
      if (result?.rowCount === 0) continue;
      if (writesOnlyPrivateTables(query)) continue;
    }
    return true;
  }
  return false;
}

/** QueryRunner's transaction depth (1 = the outermost transaction, deeper = savepoints). */
const depthOf = (qr: QueryRunner) =>
  (qr as unknown as { transactionDepth?: number }).transactionDepth ?? 0;

/**
 * Sees every statement run through TypeORM on its data source (entity saves, query builders,
 * raw `query()`), so no module has to remember to report its writes. When a write commits:
 *  - the other replicas hear of it through `NOTIFY clube_public_changes`, sent inside the
 *    writing transaction so that PostgreSQL delivers it exactly when (and only if) it commits;
 *  - this process's listeners (the public cache) are told right after the commit, before the
 *    request that wrote has answered, so the writer's next read already sees the change.
 *
 * Registered in the data source options, so the CLI's writes (seed, reset) are announced too.
 */
@EventSubscriber()
export class WriteWatcherSubscriber implements EntitySubscriberInterface {
  /** This data source's mark on its notifications, so that its own listener can skip them. */
  readonly origin = randomUUID();
  /** Off for the embedded database: it serves one process, which is told directly. */
  notify = true;
  private readonly listeners = new Set<() => void>();
  private readonly dirty = new WeakSet<QueryRunner>();

  /** Calls `fn` after each committed write; returns the function that stops it. */
  onCommittedWrite(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  async afterQuery(event: AfterQueryEvent): Promise<void> {
    if (!event.success || !changesPublicData(event.query, event.rawResults)) return;
    const qr = event.queryRunner;
    if (qr.isTransactionActive) {
      this.dirty.add(qr);
      return;
    }
    // A statement on its own commits as it returns.
    this.changed();
    if (this.notify) await this.announce(qr);
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    if (this.notify && depthOf(event.queryRunner) === 1 && this.dirty.has(event.queryRunner)) {
      await this.announce(event.queryRunner);
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const qr = event.queryRunner;
    if (qr.isTransactionActive || !this.dirty.has(qr)) return;
    this.dirty.delete(qr);
    this.changed();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.dirty.delete(event.queryRunner);
  }

  private announce(qr: QueryRunner): Promise<unknown> {
    return qr.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, this.origin]);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }
}
