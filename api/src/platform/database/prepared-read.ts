import type { Pool, QueryResultRow } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';

/** `application_name` of the API's pooled connections (seen in pg_stat_activity). */
export const API_APPLICATION_NAME = 'clube-api';
/** The same on the embedded PGlite, whose connections share one session (see `readsPrepared`). */
export const EMBEDDED_APPLICATION_NAME = 'clube-api-embedded';

/**
 * A read that runs on every request of a hot path (the signed-in account, a purchase's early
 * check). On PostgreSQL it is a named prepared statement: each pooled connection parses it
 * once and, after PostgreSQL's first few custom plans, reuses a generic plan, instead of
 * parsing and planning the SQL text on every request (planning was most of these statements'
 * cost under a burst). `name` must be unique in the API and `text` must never change for a
 * name within one process.
 */
export interface PreparedRead {
  readonly name: string;
  readonly text: string;
}

export const preparedRead = (name: string, text: string): PreparedRead => ({ name, text });

/**
 * Named statements live in a connection's session. The embedded PGlite serves every
 * connection from ONE session that outlives them, so a new connection preparing a name the
 * session already has would fail: there the text runs unnamed.
 */
function readsPrepared(db: DataSource): boolean {
  return (db.options as { applicationName?: string }).applicationName !== EMBEDDED_APPLICATION_NAME;
}

/**
 * Runs a read-only statement on the pool (outside any transaction) and returns its rows.
 * Writes must go through TypeORM (`manager.query`): its subscribers announce committed writes
 * to the public cache. Errors are TypeORM's `QueryFailedError`, as from `db.query`.
 */
export async function runPreparedRead<T extends QueryResultRow>(
  db: DataSource,
  read: PreparedRead,
  params: unknown[],
): Promise<T[]> {
  if (!readsPrepared(db)) return db.query(read.text, params);
  // TypeORM's PostgreSQL driver keeps its pg pool as `master`.
  const pool = (db.driver as unknown as { master: Pool }).master;
  try {
    return (await pool.query<T>({ name: read.name, text: read.text, values: params })).rows;
  } catch (err) {
    throw new QueryFailedError(read.text, params, err as Error);
  }
}
