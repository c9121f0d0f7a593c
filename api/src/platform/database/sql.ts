import type { QueryResultRow } from 'pg';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { preparedRead, runPreparedRead } from './prepared-read.js';

/**
 * One SQL statement of a module's query file (`<module>.queries.ts`): its name (for logs and,
 * for hot reads, the prepared statement's name), its text, and — as types only — the rows it
 * answers and the parameters it takes. Services never write SQL inline: they run statements of
 * their module's query file through `queryRows` / `queryOne` / `execute`, so each module's SQL
 * and its result types live in one place.
 */
export interface Statement<Row extends QueryResultRow | void, Params extends readonly unknown[]> {
  readonly name: string;
  readonly text: string;
  /** Type carriers only (never set at run time). */
  readonly __row?: Row;
  readonly __params?: Params;
}

/** A statement (see `Statement`): `statement<Row, [id: number]>('name', 'SELECT …')`. */
export const statement = <
  Row extends QueryResultRow | void = void,
  Params extends readonly unknown[] = [],
>(
  name: string,
  text: string,
): Statement<Row, Params> => ({ name, text });

/** Where a statement runs: a transaction's manager, or the data source (a pooled connection). */
export type Queryable = DataSource | EntityManager;

interface Structured {
  records: unknown[];
  affected?: number;
}

/** Runs SQL with TypeORM's structured result (rows and affected count, whatever the command). */
async function run(on: Queryable, text: string, params: readonly unknown[]): Promise<Structured> {
  const own: QueryRunner | undefined = on instanceof DataSource ? undefined : on.queryRunner;
  const runner = own ?? (on instanceof DataSource ? on : on.connection).createQueryRunner();
  try {
    return (await runner.query(text, [...params], true)) as Structured;
  } finally {
    if (!own) await runner.release();
  }
}

/** The rows a statement answers. */
export async function queryRows<Row extends QueryResultRow, Params extends readonly unknown[]>(
  on: Queryable,
  s: Statement<Row, Params>,
  params: Params,
): Promise<Row[]> {
  return (await run(on, s.text, params)).records as Row[];
}

/**
 * The rows of a read on a hot path (a purchase's guest checks): on the pool (`on` is the data
 * source or its own manager) a named prepared statement under the statement's name
 * (`runPreparedRead`: parsed once per connection); in a transaction, as `queryRows`. Reads
 * only: a write must go through TypeORM, whose subscribers announce it to the public cache.
 */
export async function readRows<Row extends QueryResultRow, Params extends readonly unknown[]>(
  on: Queryable,
  s: Statement<Row, Params>,
  params: Params,
): Promise<Row[]> {
  const pooled = on instanceof DataSource ? on : on.queryRunner ? undefined : on.connection;
  if (!pooled) return queryRows(on, s, params);
  return runPreparedRead<Row>(pooled, preparedRead(s.name, s.text), [...params]);
}

/** The first row a statement answers, or null when it answers none. */
export async function queryOne<Row extends QueryResultRow, Params extends readonly unknown[]>(
  on: Queryable,
  s: Statement<Row, Params>,
  params: Params,
): Promise<Row | null> {
  return ((await run(on, s.text, params)).records[0] as Row | undefined) ?? null;
}

/** Runs a write; answers how many rows it changed (its RETURNING rows, if any, are dropped). */
export async function execute<Row extends QueryResultRow | void, Params extends readonly unknown[]>(
  on: Queryable,
  s: Statement<Row, Params>,
  params: Params,
): Promise<number> {
  const result = await run(on, s.text, params);
  return result.affected ?? result.records.length;
}

/**
 * SQL: the label of the status expression `expr` (a CASE over an enum's labels, e.g.
 * `ORDER_STATUS_LABELS`), for reads that people read as they are, such as the member's export.
 */
export const statusLabelSql = (expr: string, labels: Readonly<Record<number, string>>): string =>
  `(CASE ${expr} ${Object.entries(labels)
    .map(([value, label]) => `WHEN ${Number(value)} THEN '${label.replace(/'/g, "''")}'`)
    .join(' ')} END)`;
