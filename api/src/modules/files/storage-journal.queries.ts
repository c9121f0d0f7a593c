// The storage journal's SQL (see StorageJournal): its entries written, released and swept.
import type pg from 'pg';
import type { QueryResultRow } from 'pg';
import { type Statement, statement } from '../../platform/database/sql.js';

/**
 * An entry whose key has its `file` row is a width variant being made (see
 * FilesService.openUnlessCached): the sweep leaves it this long to the process that wrote it.
 */
export const INDEXED_ENTRY_GRACE = '10 minutes';
/** Entries the sweep takes per transaction. */
export const SWEEP_BATCH = 100;

/** An entry as the sweep sees it: does its key have a `file` row, is it past the grace. */
export interface SweptEntryRow {
  id: string;
  fileKey: string;
  indexed: boolean;
  stale: boolean;
}

export const STORAGE_JOURNAL_SQL = {
  /** A new entry for the key $1 (bigint id as text). */
  begin: statement<{ id: string }, [fileKey: string]>(
    'storage-journal-begin',
    'INSERT INTO storage_journal (file_key) VALUES ($1) RETURNING id::text AS id',
  ),
  /** Deletes the entries $1. */
  release: statement<void, [ids: string[]]>(
    'storage-journal-release',
    'DELETE FROM storage_journal WHERE id = ANY($1::bigint[])',
  ),
  /**
   * The next entries after the id $1, oldest first, locked for the transaction; entries a
   * transaction in progress holds (an upload between its put and its commit) are skipped.
   */
  sweepBatch: statement<SweptEntryRow, [afterId: string]>(
    'storage-journal-sweep-batch',
    `SELECT j.id::text AS id, j.file_key AS "fileKey",
            EXISTS (SELECT 1 FROM file f WHERE f.file_name = j.file_key) AS indexed,
            j.created_at < now() - interval '${INDEXED_ENTRY_GRACE}' AS stale
       FROM storage_journal j
      WHERE j.id > $1
      ORDER BY j.id
      LIMIT ${SWEEP_BATCH}
        FOR UPDATE OF j SKIP LOCKED`,
  ),
};

/**
 * Runs a statement on the journal's own pool (a server's connections apart from the main pool,
 * so that `begin` commits at once even when its caller is inside a transaction).
 */
export async function queryPool<Row extends QueryResultRow, Params extends readonly unknown[]>(
  pool: pg.Pool,
  s: Statement<Row, Params>,
  params: Params,
): Promise<Row[]> {
  return (await pool.query<Row>(s.text, [...params])).rows;
}
