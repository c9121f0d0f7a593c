import type { ReportSql } from '../../platform/reports/report-query.js';
import { activeRestrictionSql } from '../date-restrictions/date-restrictions.queries.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import { readsAsSql } from '../reservations/reservation-status.js';
import type { LocalsReportFilterDto } from './dto/reports.dto.js';
import { PERIOD_END, PERIOD_START } from './report-format.js';

/**
 * The places report's SQL: occupancy = hours booked by Confirmada reservations / hours open, a
 * place being closed on the days an active date restriction (the restrictions' own rule)
 * covers it.
 */

/** A row of the places report. */
export interface LocalRaw {
  id: number;
  description: string;
  type: string;
  capacity: number;
  status: number;
  reservations: number;
  booked_seconds: number | string;
  open_seconds: number | string;
  guests: number;
  revenue: string | number;
}

/**
 * Every place (or one), by description: its Confirmada reservations touching the period, the
 * hours they book inside it, the hours it is open (its daily hours × the period's days without
 * an active date restriction of the place), guests and what was paid. $1 first day, $2 last
 * day, $3 time zone, $4 a place.
 */
export const placesReportSql = (f: LocalsReportFilterDto, timeZone: string): ReportSql => ({
  sql: `
    SELECT l.id, l.description, lt.description AS type, l.capacity, l.status,
      COALESCE(r.reservations, 0)::int AS reservations,
      COALESCE(r.booked_seconds, 0)::float8 AS booked_seconds,
      (EXTRACT(EPOCH FROM (l.ends_at - l.starts_at)) * o.open_days)::float8 AS open_seconds,
      COALESCE(r.guests, 0)::int AS guests,
      COALESCE(r.revenue, 0)::bigint AS revenue
    FROM local l
    JOIN local_type lt ON lt.id = l.local_type_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS open_days
      FROM generate_series(CAST($1 AS date), CAST($2 AS date), interval '1 day') g(day)
      WHERE NOT EXISTS (
        SELECT 1 FROM date_restriction dr
        JOIN date_restriction_local drl ON drl.date_restriction_id = dr.id
        WHERE drl.local_id = l.id AND ${activeRestrictionSql('dr')}
          AND CAST(g.day AS date) BETWEEN dr.starts_at AND dr.ends_at)
    ) o
    LEFT JOIN LATERAL (
      SELECT count(*) AS reservations,
        sum(EXTRACT(EPOCH FROM (LEAST(lr.ends_at, ${PERIOD_END})
          - GREATEST(lr.starts_at, ${PERIOD_START})))) AS booked_seconds,
        sum((SELECT count(*) FROM reservation_invitation i WHERE i.reservation_id = lr.id)) AS guests,
        sum(CASE WHEN po.paid_at IS NOT NULL THEN po.total_cents ELSE 0 END) AS revenue
      FROM local_reservation lr
      JOIN purchase_order po ON po.id = lr.order_id
      WHERE lr.local_id = l.id AND ${readsAsSql('lr', ReservationStatus.Confirmed)}
        AND lr.starts_at < ${PERIOD_END} AND lr.ends_at > ${PERIOD_START}
    ) r ON true
    WHERE ($4::integer IS NULL OR l.id = $4::integer)`,
  params: [f.startsAt, f.endsAt, timeZone, f.local ?? null],
  key: 'description',
  keyType: 'text',
  id: 'id',
  idType: 'integer',
});
