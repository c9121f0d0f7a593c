import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { DatabaseConnection } from '../../platform/database/data-source.js';
import { DATABASE_CONNECTION } from '../../platform/database/database.tokens.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../platform/storage/storage.driver.js';
import { StorageJournalEntry } from './entities/storage-journal-entry.entity.js';
import { storedKeys } from './file-keys.js';

export interface JournalEntry {
  id: string;
  fileKey: string;
}

/** How often every replica tries the sweep (one at a time runs it: advisory lock). */
export const SWEEP_EVERY_MS = 10 * 60_000;
/**
 * An entry whose key has its `file` row is a width variant being made (see
 * FilesService.openUnlessCached): the sweep leaves it this long to the process that wrote it.
 */
export const INDEXED_ENTRY_GRACE = '10 minutes';
const SWEEP_BATCH = 100;
const SWEEP_LOCK = `hashtext('clube.storage-journal.sweep')`;

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
 * The sweep (at start, then every SWEEP_EVERY_MS, one replica at a time) settles what a crash
 * left: for an entry whose key has no row, it deletes the bytes and variants, then the entry.
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
export class StorageJournal
  implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown
{
  private readonly logger = new Logger(StorageJournal.name);
  private readonly pool: pg.Pool | null;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(DATABASE_CONNECTION) connection: DatabaseConnection,
  ) {
    this.pool = connection.embedded
      ? null
      : new pg.Pool({ connectionString: connection.url, max: 2, connectionTimeoutMillis: 10_000 });
    this.pool?.on('error', (err) => this.logger.warn(`Storage journal connection: ${err.message}`));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweepNow();
    this.timer = setInterval(() => void this.sweepNow(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** After the HTTP server has closed: requests still running may need the pool until then. */
  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end();
  }

  /**
   * Commits an entry for `fileKey` before its bytes are put. On a server this commits at
   * once even when `manager` is in a transaction; embedded, it joins `manager`'s.
   */
  async begin(fileKey: string, manager?: EntityManager): Promise<JournalEntry> {
    const sql = 'INSERT INTO storage_journal (file_key) VALUES ($1) RETURNING id::text AS id';
    const rows = (
      this.pool
        ? (await this.pool.query<{ id: string }>(sql, [fileKey])).rows
        : await (manager ?? this.db.manager).query(sql, [fileKey])
    ) as { id: string }[];
    return { id: rows[0].id, fileKey };
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
    await this.db.query('DELETE FROM storage_journal WHERE id = ANY($1::bigint[])', [
      entries.map((e) => e.id),
    ]);
  }

  /** Runs the sweep unless one is running; logs instead of throwing. */
  sweepNow(): Promise<void> {
    this.sweeping ??= this.sweep()
      .then((settled) => {
        if (settled) this.logger.log(`Storage journal: ${settled} interrupted write(s) settled`);
      })
      .catch((err: unknown) => this.logger.warn(`Storage journal sweep failed: ${String(err)}`))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  /**
   * Settles what interrupted writes left; returns how many entries it settled. Entries whose
   * key has no `file` row: bytes and variants deleted, entry deleted. Entries whose key has
   * its row: left alone for INDEXED_ENTRY_GRACE, then its variants (a cache) are deleted with
   * the entry. Entries locked by a transaction in progress are skipped. Nothing happens when
   * another replica is sweeping.
   */
  async sweep(): Promise<number> {
    let settled = 0;
    let after = '0';
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const lock = `SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS locked`;
        const [{ locked }] = (await tx.query(lock)) as { locked: boolean }[];
        if (!locked) return null;
        const rows = (await tx.query(
          `SELECT j.id::text AS id, j.file_key AS "fileKey",
                  EXISTS (SELECT 1 FROM file f WHERE f.file_name = j.file_key) AS indexed,
                  j.created_at < now() - interval '${INDEXED_ENTRY_GRACE}' AS stale
             FROM storage_journal j
            WHERE j.id > $1
            ORDER BY j.id
            LIMIT ${SWEEP_BATCH}
              FOR UPDATE OF j SKIP LOCKED`,
          [after],
        )) as (JournalEntry & { indexed: boolean; stale: boolean })[];
        const done: string[] = [];
        for (const row of rows) {
          if (row.indexed && !row.stale) continue;
          const keys = storedKeys(row.fileKey);
          if (await this.deleteBytes(row.indexed ? keys.slice(1) : keys)) done.push(row.id);
        }
        if (done.length) {
          await tx.query('DELETE FROM storage_journal WHERE id = ANY($1::bigint[])', [done]);
        }
        settled += done.length;
        return rows;
      });
      if (!batch || batch.length < SWEEP_BATCH) return settled;
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
