import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { DatabaseConnection } from '../../platform/database/data-source.js';
import { DATABASE_CONNECTION } from '../../platform/database/database.tokens.js';
import { execute, queryRows } from '../../platform/database/sql.js';
import { PeriodicJob, runExclusive } from '../../platform/jobs/periodic-job.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../platform/storage/storage.driver.js';
import { StorageJournalEntry } from './entities/storage-journal-entry.entity.js';
import { storedKeys } from './file-keys.js';
import { queryPool, STORAGE_JOURNAL_SQL as SQL, SWEEP_BATCH } from './storage-journal.queries.js';

export { INDEXED_ENTRY_GRACE } from './storage-journal.queries.js';

export interface JournalEntry {
  id: string;
  fileKey: string;
}

/** How often every replica tries the sweep (one at a time runs it: advisory lock). */
export const SWEEP_EVERY_MS = 10 * 60_000;
/** pg advisory lock key of the sweep ("FILE"): one replica sweeps at a time. */
export const SWEEP_LOCK_KEY = 0x4649_4c45;

/**
 * Keeps stored bytes and their `file` rows in step across crashes. Bytes are never put, nor
 * deleted after a row goes, without an entry for their key committed first:
 *
 * - put: `begin` commits an entry; the transaction that inserts the row `claim`s it (deletes
 *   it, holding its row lock until commit), then the bytes are put and the row saved. Commit
 *   removes entry and adds row together; a failure or a crash leaves the entry.
 * - delete: the transaction that deletes rows `recordIn`s entries for their keys; after the
 *   commit `discard` deletes the bytes (and width variants), then the entries.
 *
 * The sweep (at start, then every SWEEP_EVERY_MS as a PeriodicJob, one replica at a time under
 * the advisory lock SWEEP_LOCK_KEY) settles what a crash left: for an entry whose key has no
 * row, it deletes the bytes and variants, then the entry.
 * It needs no age rule to spare other replicas' uploads in progress: it takes entries
 * `FOR UPDATE SKIP LOCKED`, and an upload in progress holds its entry's lock (claimed) until
 * its transaction ends, which PostgreSQL ends when the process dies and its connection drops.
 *
 * Server mode needs `begin` to commit on its own while the caller may be inside a transaction:
 * it uses a small pool of its own (never waiting on the main pool, so no pool deadlock). The
 * embedded PGlite has one session: there `begin` joins the caller's transaction if there is
 * one, so an upload inside a multi-step save (FilesService.transaction) in flight at a crash
 * may leave its bytes (never a row without bytes).
 */
@Injectable()
export class StorageJournal extends PeriodicJob implements OnModuleDestroy {
  protected readonly intervalMs = SWEEP_EVERY_MS;
  private readonly pool: pg.Pool | null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {
    super();
    this.pool = connection.embedded
      ? null
      : new pg.Pool({ connectionString: connection.url, max: 2, connectionTimeoutMillis: 10_000 });
    this.pool?.on('error', (err) => this.logger.warn(`Storage journal connection: ${err.message}`));
  }

  /** Every replica tries the sweep; the lock lets one at a time run it. */
  protected enabled(): boolean {
    return true;
  }

  /** A round of the job: the sweep; how many entries it settled. */
  protected round(): Promise<number> {
    return this.sweep();
  }

  /** Sweeps once before the API serves (what a crash left), then every SWEEP_EVERY_MS. */
  override async onApplicationBootstrap(): Promise<void> {
    await this.sweep()
      .then((settled) => {
        if (settled) this.logger.log(`Storage journal: ${settled} interrupted write(s) settled`);
      })
      .catch((err: unknown) => this.logger.warn(`Storage journal sweep failed: ${String(err)}`));
    super.onApplicationBootstrap();
  }

  /** Stops the timer and waits for a sweep under way while the database is still open. */
  async onModuleDestroy(): Promise<void> {
    await super.onApplicationShutdown();
  }

  /** After the HTTP server has closed: requests still running may need the pool until then. */
  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.pool?.end();
  }

  /**
   * Commits an entry for `fileKey` before its bytes are put. On a server this commits at
   * once even when `manager` is in a transaction; embedded, it joins `manager`'s.
   */
  async begin(fileKey: string, manager?: EntityManager): Promise<JournalEntry> {
    const [{ id }] = this.pool
      ? await queryPool(this.pool, SQL.begin, [fileKey])
      : await queryRows(manager ?? this.db.manager, SQL.begin, [fileKey]);
    return { id, fileKey };
  }

  /**
   * Deletes the entry inside `tx`, which then holds it until it ends: the sweep leaves it
   * alone meanwhile, and it comes back if `tx` rolls back. Should a sweep have settled it in
   * the instant between `begin` and here (nothing was put yet), a new one is begun.
   */
  async claim(tx: EntityManager, entry: JournalEntry): Promise<JournalEntry> {
    let current = entry;
    for (let attempt = 0; attempt < 5; attempt++) {
      const { affected } = await tx.getRepository(StorageJournalEntry).delete({ id: current.id });
      if (affected) return current;
      current = await this.begin(entry.fileKey, tx);
    }
    throw new Error(`Storage journal entry for ${entry.fileKey} kept disappearing`);
  }

  /** Entries for keys whose rows `tx` deletes: they commit with the deletion. */
  async recordIn(tx: EntityManager, fileKeys: string[]): Promise<JournalEntry[]> {
    if (!fileKeys.length) return [];
    const result = await tx
      .getRepository(StorageJournalEntry)
      .insert(fileKeys.map((fileKey) => ({ fileKey })));
    return result.identifiers.map((idf, i) => ({ id: String(idf['id']), fileKey: fileKeys[i] }));
  }

  /** Deletes the entries' bytes and width variants, then the entries whose bytes are gone. */
  async discard(entries: JournalEntry[]): Promise<void> {
    const gone: JournalEntry[] = [];
    for (const entry of entries)
      if (await this.deleteBytes(storedKeys(entry.fileKey))) gone.push(entry);
    // Never throws: it runs after a commit (or a failure) that must be reported as it was;
    // an entry left behind is the sweep's.
    await this.release(gone).catch((err: unknown) =>
      this.logger.warn(`Could not close storage journal entries (the sweep will): ${String(err)}`),
    );
  }

  /** Deletes entries whose work is done. */
  async release(entries: JournalEntry[]): Promise<void> {
    if (!entries.length) return;
    await execute(this.db, SQL.release, [entries.map((e) => e.id)]);
  }

  /**
   * Settles what interrupted writes left; returns how many entries it settled. Entries whose
   * key has no `file` row: bytes and variants deleted, entry deleted. Entries whose key has
   * its row: left alone for INDEXED_ENTRY_GRACE, then its variants (a cache) are deleted with
   * the entry. Entries locked by a transaction in progress are skipped. Nothing happens when
   * another replica is sweeping (it holds SWEEP_LOCK_KEY).
   */
  async sweep(): Promise<number> {
    const settled = await runExclusive(this.db, this.connection, SWEEP_LOCK_KEY, () =>
      this.settle(),
    );
    return settled ?? 0;
  }

  /** The sweep's work, batch by batch (each one transaction). */
  private async settle(): Promise<number> {
    let settled = 0;
    let after = '0';
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const rows = await queryRows(tx, SQL.sweepBatch, [after]);
        const done: string[] = [];
        for (const row of rows) {
          if (row.indexed && !row.stale) continue;
          const keys = storedKeys(row.fileKey);
          if (await this.deleteBytes(row.indexed ? keys.slice(1) : keys)) done.push(row.id);
        }
        if (done.length) await execute(tx, SQL.release, [done]);
        settled += done.length;
        return rows;
      });
      if (batch.length < SWEEP_BATCH) return settled;
      after = batch[batch.length - 1].id;
    }
  }

  /** True when every key is gone from storage (deleting a missing key succeeds). */
  private async deleteBytes(keys: string[]): Promise<boolean> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      this.logger.warn(
        `Could not delete ${keys[0]} from storage (the sweep will retry): ${String(failed.reason)}`,
      );
      return false;
    }
    return true;
  }
}
