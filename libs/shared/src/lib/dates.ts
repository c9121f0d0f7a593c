import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { ISO_DATE, isValidIsoDate, isoDateToBr } from './calendar-date.js';

export { brDateToIso, isValidIsoDate, isoDateToBr } from './calendar-date.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The club's time zone unless configured otherwise: it decides what "a day" is. */
export const CLUB_TIME_ZONE_DEFAULT = 'America/Sao_Paulo';
/** On-screen formats. */
export const BR_DATE_FORMAT = 'DD/MM/YYYY';
export const BR_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** Wire format of calendar dates. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
/** IMask syntax of the on-screen date (the billing form's DD/MM/AAAA). */
export const BR_DATE_MASK = '00/00/0000';

/** Date and clock fields of an ISO date-time, for range checks. */
const ISO_FIELDS = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;
/** An ISO date-time with `Z` or a numeric offset: an instant. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;
/** An ISO date-time without an offset: a wall-clock time in the club's zone. */
const ISO_LOCAL = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** The date exists and the clock reads at most 23:59:59 (engines would roll over). */
function hasValidFields(value: string): boolean {
  const m = ISO_FIELDS.exec(value);
  if (!m) return false;
  const [, date, hh, mm, ss] = m as unknown as [string, string, string, string, string?];
  return isValidIsoDate(date) && Number(hh) < 24 && Number(mm) < 60 && Number(ss ?? 0) < 60;
}

/**
 * Reads a value into a dayjs in `timeZone`: an instant (Date, epoch ms, ISO
 * string with Z/offset) is converted; an ISO date or date-time without an
 * offset is taken as wall-clock time in `timeZone`. Invalid input gives null.
 */
function inZone(value: string | Date, timeZone: string): dayjs.Dayjs | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : dayjs(value).tz(timeZone);
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (ISO_DATE.test(s)) {
    return isValidIsoDate(s) ? dayjs.tz(s, ISO_DATE_FORMAT, timeZone) : null;
  }
  if (!hasValidFields(s)) return null;
  if (ISO_LOCAL.test(s)) {
    const d = dayjs.tz(s.replace(' ', 'T'), timeZone);
    return d.isValid() ? d : null;
  }
  if (ISO_INSTANT.test(s)) {
    const d = dayjs(new Date(s.replace(' ', 'T')));
    return d.isValid() ? d.tz(timeZone) : null;
  }
  return null;
}

/**
 * `DD/MM/YYYY`. A `yyyy-mm-dd` string is a calendar date and is never shifted
 * by time zones; an instant is shown as the date it is in `timeZone` (the
 * club's by default). Unreadable input gives `''`.
 */
export function formatDate(value: string | Date, timeZone = CLUB_TIME_ZONE_DEFAULT): string {
  if (typeof value === 'string' && ISO_DATE.test(value.trim())) {
    return isoDateToBr(value) ?? '';
  }
  return inZone(value, timeZone)?.format(BR_DATE_FORMAT) ?? '';
}

/**
 * `DD/MM/YYYY HH:mm:ss`, 24-hour clock, in `timeZone` (the club's by default).
 * A bare `yyyy-mm-dd` is midnight of that day. Unreadable input gives `''`.
 */
export function formatDateTime(value: string | Date, timeZone = CLUB_TIME_ZONE_DEFAULT): string {
  return inZone(value, timeZone)?.format(BR_DATE_TIME_FORMAT) ?? '';
}

/** Today's calendar date (`yyyy-mm-dd`) in `timeZone`; `now` is for tests. */
export function todayIso(timeZone = CLUB_TIME_ZONE_DEFAULT, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format(ISO_DATE_FORMAT);
}
