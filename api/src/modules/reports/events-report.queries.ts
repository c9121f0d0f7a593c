import type { ReportSql } from '../../platform/reports/report-query.js';
import { TicketStatus } from '../tickets/entities/ticket.entity.js';
import { heldTicketSql, ticketsLeftSql } from '../tickets/ticket-stock.js';
import type { EventsReportFilterDto } from './dto/reports.dto.js';
import { PERIOD_END, PERIOD_START } from './report-format.js';

/**
 * The events report's SQL. Its stock is the tickets' own (`tickets/ticket-stock.ts`): what it
 * calls available is what the event offers for sale, open waitlist offers taken out.
 */

/** A row of the events report. */
export interface EventRaw {
  id: number;
  title: string;
  local: string;
  status: number;
  start_sale: Date;
  end_sale: Date;
  first_day: Date;
  days: string[] | string;
  tickets_total: number;
  sold: number;
  pending: number;
  available: number;
  free: number;
  paid: number;
  revenue: string | number;
}

/** A sold ticket (alias `tk`): Confirmado. */
const SOLD = `tk.status = ${TicketStatus.Confirmed}`;

/**
 * The events with a day touching the period (club days), by first day: the stock, the tickets
 * sold (Confirmado), held (Pendente within its hold), left for sale (what the event offers:
 * `ticketsLeftSql`, open waitlist offers taken out), sold free and paid, and the revenue. $1 first day, $2 last day, $3 time zone, $4 a place.
 */
export const eventsReportSql = (f: EventsReportFilterDto, timeZone: string): ReportSql => ({
  sql: `
    SELECT e.id, e.title, l.description AS local, e.status, e.start_sale, e.end_sale,
      d.first_day, d.days, e.tickets_total,
      COALESCE(t.sold, 0)::int AS sold, COALESCE(t.pending, 0)::int AS pending,
      ${ticketsLeftSql('e')}::int AS available,
      COALESCE(t.free, 0)::int AS free, COALESCE(t.paid, 0)::int AS paid,
      COALESCE(t.revenue, 0)::bigint AS revenue
    FROM event e
    JOIN local l ON l.id = e.local_id
    JOIN LATERAL (
      SELECT min(ed.starts_at) AS first_day,
        array_agg(to_char(ed.starts_at AT TIME ZONE $3, 'YYYY-MM-DD') ORDER BY ed.starts_at) AS days
      FROM event_date ed WHERE ed.event_id = e.id
    ) d ON d.first_day IS NOT NULL
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE ${SOLD}) AS sold,
        count(*) FILTER (WHERE ${heldTicketSql('tk')}) AS pending,
        count(*) FILTER (WHERE ${SOLD} AND tk.value_cents = 0) AS free,
        count(*) FILTER (WHERE ${SOLD} AND tk.value_cents > 0) AS paid,
        sum(tk.value_cents) FILTER (WHERE ${SOLD}) AS revenue
      FROM ticket tk WHERE tk.event_id = e.id
    ) t ON true
    WHERE EXISTS (
        SELECT 1 FROM event_date ed WHERE ed.event_id = e.id
          AND ed.starts_at < ${PERIOD_END} AND ed.ends_at > ${PERIOD_START})
      AND ($4::integer IS NULL OR e.local_id = $4::integer)`,
  params: [f.startsAt, f.endsAt, timeZone, f.local ?? null],
  key: 'first_day',
  keyType: 'timestamptz',
  id: 'id',
  idType: 'integer',
});

/** The totals of the events report (over its SQL, alias `q`). */
export const EVENTS_SUMMARY = `count(*)::int AS events, COALESCE(sum(tickets_total), 0) AS tickets_total,
  COALESCE(sum(sold), 0) AS sold, COALESCE(sum(pending), 0) AS pending,
  COALESCE(sum(available), 0) AS available,
  COALESCE(sum(free), 0) AS free, COALESCE(sum(paid), 0) AS paid,
  COALESCE(sum(revenue), 0) AS revenue`;
