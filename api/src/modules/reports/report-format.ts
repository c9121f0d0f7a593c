import { STATUS_OPTIONS, statusOption } from '@clube/shared';

/**
 * What every report shares: the period's bounds in SQL, the conversions of raw values, the
 * Ativo/Inativo label. The reports count nothing by rules of their own: each statement
 * interpolates the owning module's named definitions (tickets' stock, reservations' status,
 * date restrictions' "active restriction", associates' standing).
 */

/** The period's first instant: $1 its first day at midnight in $3, the club's time zone. */
export const PERIOD_START = `(CAST($1 AS date)::timestamp AT TIME ZONE $3)`;
/** The instant the period ends: the midnight after its last day $2, in $3. */
export const PERIOD_END = `((CAST($2 AS date) + 1)::timestamp AT TIME ZONE $3)`;

export const num = (v: unknown): number => Number(v ?? 0);
export const iso = (v: Date | string): string => new Date(v).toISOString();
/** Hours with two decimals. */
export const hours = (seconds: number): number => Math.round((seconds / 3600) * 100) / 100;
/** booked / open as a percentage with one decimal (0 when the place never opens). */
export const percent = (booked: number, open: number): number =>
  open > 0 ? Math.round((booked / open) * 1000) / 10 : 0;

/** 'Ativo' / 'Inativo' of a record status (places, events, date restrictions). */
export const recordStatusLabel = (status: number): string =>
  statusOption(STATUS_OPTIONS, status).description;

/** A text[] from the driver (an array), or its literal when a driver leaves it as text. */
export function textArray(v: string[] | string | null): string[] {
  if (Array.isArray(v)) return v;
  if (!v || v === '{}') return [];
  return (
    v
      .slice(1, -1)
      .match(/"(?:[^"\\]|\\.)*"|[^,]+/g)
      ?.map((s) => (s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s)) ?? []
  );
}
