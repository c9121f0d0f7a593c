// The date restrictions' SQL: what "an active restriction covering a place on some day of a
// period" is, as a statement (for reservations) and as fragments of the back office's list.
import { RecordStatus } from '@clube/shared';
import { statement } from '../../platform/database/sql.js';

/**
 * The period of the restriction `r` as a range of whole days, both ends included (what the
 * GiST index `IDX_date_restriction_period` holds).
 */
export const RESTRICTION_PERIOD = `daterange(r.starts_at, r.ends_at, '[]')`;

/** Query-builder condition: the restriction `r` covers the place `:localId`. */
export const COVERS_LOCAL = `EXISTS (SELECT 1 FROM date_restriction_local rl
  WHERE rl.date_restriction_id = r.id AND rl.local_id = :localId)`;

/**
 * The restriction of alias `r` has a day in [from, to] (SQL date expressions: parameters such as
 * '$1' or ':from'; a null end is open).
 */
export const restrictionOverlapsSql = (r: string, from: string, to: string): string =>
  `daterange(${r}.starts_at, ${r}.ends_at, '[]') && daterange(CAST(${from} AS date), CAST(${to} AS date), '[]')`;

/** Query-builder condition: `r` has a day in [:from, :to] (an open end: null). */
export const OVERLAPS_DAYS = restrictionOverlapsSql('r', ':from', ':to');

/** A restriction in force (alias `r`): Ativo. An Inativo one blocks nothing. */
export const activeRestrictionSql = (r = 'r'): string => `(${r}.status = ${RecordStatus.Active})`;

/** An active restriction covering a place, as the statement answers it. */
export interface CoveringRestrictionRow {
  id: number;
  description: string;
  starts_at: string;
  ends_at: string;
}

export const DATE_RESTRICTIONS_SQL = {
  /**
   * The active restrictions of the place $1 with at least one day in [$2, $3] (whole days
   * yyyy-mm-dd, both included), earliest first: any row blocks a reservation.
   */
  activeCovering: statement<CoveringRestrictionRow, [localId: number, from: string, to: string]>(
    'date-restrictions-active-covering',
    `SELECT r.id, r.description, r.starts_at::text AS starts_at, r.ends_at::text AS ends_at
       FROM date_restriction r
       JOIN date_restriction_local rl ON rl.date_restriction_id = r.id
      WHERE rl.local_id = $1
        AND ${activeRestrictionSql('r')}
        AND ${RESTRICTION_PERIOD} && daterange($2::date, $3::date, '[]')
      ORDER BY r.starts_at, r.id`,
  ),
};
