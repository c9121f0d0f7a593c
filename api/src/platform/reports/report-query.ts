import type { DataSource } from 'typeorm';
import { keysetBatches } from './xlsx-stream.js';

/**
 * A report's rows as one SQL (its filters bound in `params`), read three ways: a page
 * (LIMIT/OFFSET), a count, and the export's keyset batches. The rows are ordered by
 * (`key`, `id`), both never null; the batches continue after the last row's pair, so each
 * query starts where the previous one stopped.
 */
export interface ReportSql {
  sql: string;
  params: unknown[];
  /** Column of the query giving the sort key (never null) and its SQL type. */
  key: string;
  keyType: 'text' | 'timestamptz' | 'date' | 'integer';
  /** Column of the query with a unique id, the tie-breaker, and its SQL type. */
  id: string;
  idType: 'integer' | 'uuid';
  desc?: boolean;
}

const order = (q: ReportSql) => {
  const dir = q.desc ? 'DESC' : 'ASC';
  return `ORDER BY q.${q.key} ${dir}, q.${q.id} ${dir}`;
};

/** A page of the rows. */
export function reportPage<T>(db: DataSource, q: ReportSql, skip = 0, take = 10): Promise<T[]> {
  const n = q.params.length;
  return db.query<T[]>(
    `SELECT q.* FROM (${q.sql}) q ${order(q)} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, take, skip],
  );
}

/** How many rows. */
export async function reportCount(db: DataSource, q: ReportSql): Promise<number> {
  const [row] = await db.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM (${q.sql}) q`,
    q.params,
  );
  return row?.total ?? 0;
}

type Keyed<T> = T & { readonly __key: string; readonly __id: string };

/** All the rows, in batches by keyset, each row mapped by `map` (for the spreadsheet). */
export function reportBatches<T, R>(
  db: DataSource,
  q: ReportSql,
  map: (row: T) => R,
  batchSize?: number,
): AsyncIterable<R[]> {
  const n = q.params.length;
  const cmp = q.desc ? '<' : '>';
  const from = `SELECT q.*, q.${q.key}::text AS "__key", q.${q.id}::text AS "__id" FROM (${q.sql}) q`;
  // Two statements rather than one with `$k IS NULL OR ...`, which would keep the planner
  // from walking the sort key's index: every batch would sort the whole report again.
  const firstSql = `${from} ${order(q)} LIMIT $${n + 1}`;
  const key = `CAST($${n + 1} AS ${q.keyType})`;
  // The row comparison alone: PostgreSQL walks the sort key's index from it (its leading column
  // as the index condition). A second `q.key >= $k` beside it made the planner count its
  // selectivity twice (857 rows expected where 6,551 came, in the reservations report): it then
  // hash-joined the whole rest of the report (a sequential scan of the orders) for each batch of
  // 1,000, 17 ms a batch instead of 4.5 ms.
  const nextSql = `${from}
    WHERE (q.${q.key}, q.${q.id}) ${cmp} (${key}, CAST($${n + 2} AS ${q.idType}))
    ${order(q)} LIMIT $${n + 3}`;
  const raw = keysetBatches<Keyed<T>, Keyed<T>>(
    (after, limit) =>
      after
        ? db.query<Keyed<T>[]>(nextSql, [...q.params, after.__key, after.__id, limit])
        : db.query<Keyed<T>[]>(firstSql, [...q.params, limit]),
    (r) => r,
    batchSize,
  );
  return {
    async *[Symbol.asyncIterator]() {
      for await (const rows of raw) yield rows.map(map);
    },
  };
}

/** One row of aggregates over the report's rows: `select` is the list, reading alias `q`. */
export async function reportSummary<T extends Record<string, unknown>>(
  db: DataSource,
  q: ReportSql,
  select: string,
): Promise<T | undefined> {
  const [row] = await db.query<T[]>(`SELECT ${select} FROM (${q.sql}) q`, q.params);
  return row;
}

/** Every row of a short report (places: a few dozen), in its order. */
export function reportAll<T>(db: DataSource, q: ReportSql): Promise<T[]> {
  return db.query<T[]>(`SELECT q.* FROM (${q.sql}) q ${order(q)}`, q.params);
}

/** The report's SQL with one more condition on its rows (alias `q`), e.g. one person's row. */
export const reportWhere = (q: ReportSql, condition: string): ReportSql => ({
  ...q,
  sql: `SELECT q.* FROM (${q.sql}) q WHERE ${condition}`,
});
