/**
 * The access report's SQL (relatorio-acessos): a page of the attempts of a period, its chart
 * (allowed and denied per club day and place), the count, and the export's keyset batches.
 */
import { statement } from '../../platform/database/sql.js';

/** An attempt as the report reads it. */
export interface AccessReportRow {
  id: number;
  local: string | null;
  name: string | null;
  doc_type: string | null;
  doc: string | null;
  created_at: Date;
  /** created_at in UTC with microseconds: the keyset of the export. */
  cursor: string;
  user_type: string | null;
  allowed: boolean;
  reason: string | null;
  /** The number typed or scanned. */
  code: number | null;
  /** The event's title (ticket checks). */
  event: string | null;
  /** The staff member who made the check: name and surname (null once the account is gone). */
  staff: string | null;
}

/** One bar of the chart: a club day and a place (their counts as text: bigint). */
export interface AccessChartRow {
  day: string;
  local_id: number | null;
  local: string | null;
  allowed: string;
  denied: string;
}

/** The report's filter: first and last club day, the club's time zone, place, name pattern. */
export type AccessFilterParams = [
  from: string,
  to: string,
  timeZone: string,
  localId: number | null,
  namePattern: string | null,
];

/**
 * The attempts of the club days $1..$2 ($3: the club's time zone), of the place $4 (null: all)
 * whose person's name contains $5 (null: any). Uses IDX_access_attempt_created_at (or the
 * place's index).
 */
const FROM_WHERE = `
  FROM access_attempt aa
  LEFT JOIN local l ON l.id = aa.local_id
  LEFT JOIN event e ON e.id = aa.event_id
  LEFT JOIN staff_user su ON su.id = aa.staff_user_id
  WHERE aa.created_at >= (CAST($1 AS date)::timestamp AT TIME ZONE $3)
    AND aa.created_at < ((CAST($2 AS date) + 1)::timestamp AT TIME ZONE $3)
    AND ($4::integer IS NULL OR aa.local_id = $4::integer)
    AND ($5::text IS NULL OR aa.name ILIKE $5::text)`;

const COLUMNS = `aa.id, l.description AS local, aa.name, aa.doc_type, aa.doc, aa.created_at,
  to_char(aa.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS cursor,
  aa.user_type, aa.allowed, aa.reason, aa.code, e.title AS event,
  NULLIF(trim(concat_ws(' ', su.name, su.surname)), '') AS staff`;

export const ACCESS_REPORT_SQL = {
  /** A page ($6 take, $7 skip), newest first. */
  page: statement<AccessReportRow, [...AccessFilterParams, take: number, skip: number]>(
    'access-report-page',
    `SELECT ${COLUMNS} ${FROM_WHERE} ORDER BY aa.created_at DESC, aa.id DESC LIMIT $6 OFFSET $7`,
  ),
  chart: statement<AccessChartRow, AccessFilterParams>(
    'access-report-chart',
    `SELECT to_char(aa.created_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day, aa.local_id,
         l.description AS local,
         count(*) FILTER (WHERE aa.allowed) AS allowed,
         count(*) FILTER (WHERE NOT aa.allowed) AS denied
       ${FROM_WHERE}
       GROUP BY 1, 2, 3
       ORDER BY 1, 3 NULLS LAST, 2`,
  ),
  count: statement<{ n: string }, AccessFilterParams>(
    'access-report-count',
    `SELECT count(*) AS n ${FROM_WHERE}`,
  ),
  /** The export's next batch: up to $8 rows older than ($6 cursor, $7 id) (null: the newest). */
  batch: statement<
    AccessReportRow,
    [...AccessFilterParams, cursor: string | null, id: number | null, limit: number]
  >(
    'access-report-batch',
    `SELECT ${COLUMNS} ${FROM_WHERE}
             AND ($6::timestamp IS NULL
               OR (aa.created_at, aa.id) < (($6::timestamp AT TIME ZONE 'UTC'), $7::integer))
           ORDER BY aa.created_at DESC, aa.id DESC LIMIT $8`,
  ),
};
