import { todayIso } from '@clube/shared';

/** A report's period: first and last day, yyyy-mm-dd (DD/MM/YYYY on screen). */
export interface ReportPeriod {
  startsAt: string;
  endsAt: string;
}

/** This month so far, on the club's calendar. */
export function currentMonth(): ReportPeriod {
  const today = todayIso();
  return { startsAt: `${today.slice(0, 8)}01`, endsAt: today };
}

/** Drops the fields left empty (undefined, '', null) from a filter before it is sent. */
export function withoutEmpty<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}

/** A report's period and place, as the period reports' APIs take them (empty fields left out). */
export function periodBody(filter: ReportPeriod & { local?: number | null }): {
  startsAt: string;
  endsAt: string;
  local?: number;
} {
  return withoutEmpty({
    startsAt: filter.startsAt,
    endsAt: filter.endsAt,
    local: filter.local,
  }) as { startsAt: string; endsAt: string; local?: number };
}
