import type { ReportSql } from '../../platform/reports/report-query.js';
import {
  activeRestrictionSql,
  restrictionOverlapsSql,
} from '../date-restrictions/date-restrictions.queries.js';
import { ReservationStatus } from '../reservations/entities/local-reservation.entity.js';
import { effectiveReservationStatusSql } from '../reservations/reservation-status.js';
import type {
  DateRestrictionsReportFilterDto,
  LocalReservationsReportFilterDto,
} from './dto/reports.dto.js';
import { PERIOD_END, PERIOD_START } from './report-format.js';

/**
 * The reservations report's and the date restrictions report's SQL: a reservation's status as
 * it reads now is the reservations' own (`effectiveReservationStatusSql`), an active restriction
 * the restrictions' own (`activeRestrictionSql`).
 */

/** A row of the reservations report. */
export interface ReservationRaw {
  id: number;
  local: string;
  associate: string;
  starts_at: Date;
  ends_at: Date;
  guests: number;
  status: ReservationStatus;
  paid: boolean;
  total: number;
}

/**
 * The reservations starting on the period's club days (optionally of one place, of one
 * associate), by start: guests, status as it reads now, and whether its order was paid (or
 * free). $1 first day, $2 last day, $3 time zone, $4 a place, $5 an associate.
 */
export const reservationsReportSql = (
  f: LocalReservationsReportFilterDto,
  timeZone: string,
): ReportSql => ({
  sql: `
    SELECT r.id, l.description AS local, a.name AS associate, r.starts_at, r.ends_at,
      (SELECT count(*) FROM reservation_invitation i WHERE i.reservation_id = r.id)::int AS guests,
      ${effectiveReservationStatusSql('r')} AS status,
      (o.paid_at IS NOT NULL) AS paid, o.total_cents AS total
    FROM local_reservation r
    JOIN local l ON l.id = r.local_id
    JOIN associate a ON a.id = r.associate_id
    JOIN purchase_order o ON o.id = r.order_id
    WHERE r.starts_at >= ${PERIOD_START} AND r.starts_at < ${PERIOD_END}
      AND ($4::integer IS NULL OR r.local_id = $4::integer)
      AND ($5::uuid IS NULL OR r.associate_id = $5::uuid)`,
  params: [f.startsAt, f.endsAt, timeZone, f.local ?? null, f.associate ?? null],
  key: 'starts_at',
  keyType: 'timestamptz',
  id: 'id',
  idType: 'integer',
});

/** The totals of the reservations report (over its SQL, alias `q`). */
export const RESERVATIONS_SUMMARY = `count(*)::int AS reservations,
  count(*) FILTER (WHERE q.status = ${ReservationStatus.Confirmed})::int AS confirmed,
  COALESCE(sum(q.guests), 0) AS guests,
  COALESCE(sum(q.total) FILTER (WHERE q.paid), 0) AS paid_total`;

/** A row of the date restrictions report. */
export interface RestrictionRaw {
  id: number;
  description: string;
  starts_at: string;
  ends_at: string;
  days: number;
  status: number;
  active: boolean;
  locals: string[] | string;
}

/** The restrictions with a day in the period (optionally of one place), by first day. */
export const restrictionsReportSql = (f: DateRestrictionsReportFilterDto): ReportSql => ({
  sql: `
    SELECT dr.id, dr.description, dr.starts_at::text AS starts_at, dr.ends_at::text AS ends_at,
      (dr.ends_at - dr.starts_at + 1)::int AS days, dr.status, ${activeRestrictionSql('dr')} AS active,
      COALESCE((SELECT array_agg(l.description ORDER BY l.description)
        FROM date_restriction_local drl JOIN local l ON l.id = drl.local_id
        WHERE drl.date_restriction_id = dr.id), '{}'::varchar[]) AS locals
    FROM date_restriction dr
    WHERE ${restrictionOverlapsSql('dr', '$1', '$2')}
      AND ($3::integer IS NULL OR EXISTS (
        SELECT 1 FROM date_restriction_local drl
        WHERE drl.date_restriction_id = dr.id AND drl.local_id = $3::integer))`,
  params: [f.startsAt, f.endsAt, f.local ?? null],
  key: 'starts_at',
  keyType: 'text',
  id: 'id',
  idType: 'integer',
});

/** The totals of the date restrictions report. */
export const RESTRICTIONS_SUMMARY = `count(*)::int AS restrictions,
  count(*) FILTER (WHERE q.active)::int AS active`;
