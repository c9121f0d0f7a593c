// Calendar dates written out (`yyyy-mm-dd`, `DD/MM/YYYY`): plain string work, no date
// library, so a page that only shows such dates does not load dayjs (dates.ts re-exports them).

/** `yyyy-mm-dd` with its three parts. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC: no zone involved).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

/** True for an existing calendar date written `yyyy-mm-dd` (2026-02-29 is false). */
export function isValidIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value ?? '');
  return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `21/11/2026` → `2026-11-21`; null for a wrong shape or an impossible date (31/02/2026). */
export function brDateToIso(value: string): string | null {
  const m = BR_DATE.exec((value ?? '').trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  return isCalendarDate(Number(yyyy), Number(mm), Number(dd)) ? `${yyyy}-${mm}-${dd}` : null;
}

/** `2026-11-21` → `21/11/2026`; null for a wrong shape or an impossible date. */
export function isoDateToBr(value: string): string | null {
  const m = ISO_DATE.exec((value ?? '').trim());
  if (!m) return null;
  const [, yyyy, mm, dd] = m as unknown as [string, string, string, string];
  return isCalendarDate(Number(yyyy), Number(mm), Number(dd)) ? `${dd}/${mm}/${yyyy}` : null;
}
