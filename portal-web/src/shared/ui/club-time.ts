/** The club's time zone (CLUB_TIME_ZONE_DEFAULT of @clube/shared): instants are shown in it. */
const CLUB_TIME_ZONE = 'America/Sao_Paulo';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function clubParts(iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * An instant of the API (ISO) as the club's wall clock, without dayjs and its zone plugins:
 * `clubDate` DD/MM/YYYY, `clubTime` HH:mm, `clubDateTime` DD/MM/YYYY HH:mm ('' when unreadable).
 */
export function clubDate(iso: string): string {
  const p = clubParts(iso);
  return p ? `${p['day']}/${p['month']}/${p['year']}` : '';
}

export function clubTime(iso: string): string {
  const p = clubParts(iso);
  return p ? `${p['hour']}:${p['minute']}` : '';
}

export function clubDateTime(iso: string): string {
  const p = clubParts(iso);
  return p ? `${clubDate(iso)} ${p['hour']}:${p['minute']}` : '';
}

/**
 * One day of an event as the member lists show it: 'DD/MM/AAAA HH:mm às HH:mm', or, for a day
 * running past midnight, 'DD/MM/AAAA HH:mm a DD/MM/AAAA HH:mm'.
 */
export function clubDayRange(startIso: string, endIso: string): string {
  return clubDate(startIso) === clubDate(endIso)
    ? `${clubDateTime(startIso)} às ${clubTime(endIso)}`
    : `${clubDateTime(startIso)} a ${clubDateTime(endIso)}`;
}
