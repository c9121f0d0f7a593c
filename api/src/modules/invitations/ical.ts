// An iCalendar (RFC 5545) feed that calendar apps subscribe to: one VEVENT per entry, times in UTC,
// METHOD:PUBLISH and a refresh hint of one hour. Written by ical-generator (CRLF line ends, lines
// folded at 75 octets without splitting a UTF-8 character, TEXT values escaped); what it writes
// unescaped (the calendar's name, the product id, UIDs) is made safe here first. Pure: no Nest.
import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  escape as escapeText,
  type ICalEventData,
} from 'ical-generator';

export interface CalendarEntry {
  /** Stable across feeds (e.g. 'reservation-42@clube'): letters, digits and . _ @ + - only. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location?: string;
  description?: string;
  /** An http(s) address; anything else is left out. */
  url?: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /**
   * Written as DTSTAMP and LAST-MODIFIED, and as SEQUENCE (`calendarSequence`), so that the same
   * data gives the same feed and every change (a status too) reads as a newer revision.
   */
  updatedAt: Date;
}

export interface CalendarOptions {
  /** X-WR-CALNAME / NAME. */
  name: string;
  /** IANA zone the calendar is shown in (X-WR-TIMEZONE); the times themselves are in UTC. */
  timeZone: string;
  entries: CalendarEntry[];
  /** '-//Company//Product//LANG'. */
  prodId?: string;
}

export const CALENDAR_MIME = 'text/calendar; charset=utf-8';
/** How often clients should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_SECONDS = 3600;
const DEFAULT_PROD_ID = '-//Clube//Portal do Associado//PT-BR';
const STATUS: Record<CalendarEntry['status'], ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/** The text/calendar body (CRLF line ends, ending in CRLF). */
export function buildCalendar(opts: CalendarOptions): string {
  const calendar = ical({
    prodId: oneLine(opts.prodId ?? DEFAULT_PROD_ID).replace(/^-/, ''),
    method: ICalCalendarMethod.PUBLISH,
    name: escapeText(oneLine(opts.name), false),
    ttl: CALENDAR_REFRESH_SECONDS,
  });
  for (const entry of opts.entries) calendar.createEvent(eventData(entry));
  // Not ical-generator's `timezone`: that would write local times with a TZID and no VTIMEZONE
  // to define it. And not its `x()`, which writes the property after the events, where RFC 5545
  // has no calendar property: before the first component. (A line that starts with BEGIN: or END:
  // is one: folded lines start with a space, and values have their line breaks escaped.)
  const body = calendar.toString();
  const firstEvent = body.indexOf('\r\nBEGIN:VEVENT\r\n');
  const at = (firstEvent >= 0 ? firstEvent : body.lastIndexOf('\r\nEND:VCALENDAR')) + 2;
  const zone = `X-WR-TIMEZONE:${validTimeZone(opts.timeZone)}\r\n`;
  return `${body.slice(0, at)}${zone}${body.slice(at)}\r\n`;
}

/** SEQUENCE counts from here (2020-01-01T00:00:00Z), in seconds: an INTEGER until 2088. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

/**
 * An event's SEQUENCE (RFC 5545 3.8.7.4: it grows with each revision): the seconds from
 * SEQUENCE_EPOCH_MS to its last change, so a later change always gives a greater number
 * with no counter to keep.
 */
export function calendarSequence(updatedAt: Date): number {
  return Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000));
}

function eventData(entry: CalendarEntry): ICalEventData {
  if (!/^[\w.@+-]{1,255}$/.test(entry.uid)) {
    throw new Error(`Invalid calendar UID: ${JSON.stringify(entry.uid)}`);
  }
  for (const [field, date] of Object.entries({
    startsAt: entry.startsAt,
    endsAt: entry.endsAt,
    updatedAt: entry.updatedAt,
  })) {
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
      throw new Error(`Invalid ${field} for calendar entry ${entry.uid}`);
    }
  }
  return {
    id: entry.uid,
    start: entry.startsAt,
    end: entry.endsAt,
    stamp: entry.updatedAt,
    lastModified: entry.updatedAt,
    sequence: calendarSequence(entry.updatedAt),
    summary: entry.summary,
    location: entry.location || null,
    description: entry.description || null,
    url: httpUrl(entry.url),
    status: STATUS[entry.status],
  };
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

function validTimeZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`Invalid time zone: ${JSON.stringify(timeZone)}`);
  }
}

/**
 * A URI value is not TEXT: ical-generator escapes it as TEXT, so the characters it would escape
 * are percent-encoded first (a URL means the same with them encoded).
 */
function httpUrl(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.href.replace(/[,;\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
