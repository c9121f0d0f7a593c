import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { buildCalendar, calendarSequence, type CalendarEntry } from './ical.js';

/** Parsed back by ical.js, an independent (Mozilla's) RFC 5545 parser. */
function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      startZone: event.startDate.zone?.tzid,
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: vevent.getFirstPropertyValue('status'),
      url: vevent.getFirstPropertyValue('url'),
      stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
    };
  });
  return { calendar, events };
}

const entry = (over: Partial<CalendarEntry> = {}): CalendarEntry => ({
  uid: 'reservation-1@clube',
  startsAt: new Date('2026-11-24T13:00:00Z'),
  endsAt: new Date('2026-11-24T17:00:00Z'),
  summary: 'Churrasqueira 3',
  status: 'CONFIRMED',
  updatedAt: new Date('2026-11-01T12:30:00Z'),
  ...over,
});

/** Every line (the last included) ends in CRLF, and no bare CR or LF anywhere. */
function expectCrlf(body: string) {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
}

describe('buildCalendar', () => {
  it('round-trips the events through an independent parser', () => {
    const summary = 'Churrasqueira 3, Sede; Ávila \\ "Çãõ" — 10:00';
    const description = `Reserva de João Ávila; convidados: Maria, José.\nLinha 2 — ${'ç'.repeat(60)} fim`;
    expect(description.length).toBeGreaterThanOrEqual(120);
    const body = buildCalendar({
      name: 'Minhas reservas — Clube',
      timeZone: 'America/Sao_Paulo',
      entries: [
        entry({
          summary,
          location: 'Sede Campestre, Rua A; nº 1',
          description,
          url: 'https://clube.example/reservas/1?a=1,2;b',
        }),
        entry({
          uid: 'reservation-2@clube',
          startsAt: new Date('2026-12-31T23:30:00Z'),
          endsAt: new Date('2027-01-01T02:00:00Z'),
          summary: 'Quadra de tênis',
          status: 'CANCELLED',
        }),
        entry({ uid: 'reservation-3@clube', summary: 'Salão', status: 'TENTATIVE' }),
      ],
    });
    expectCrlf(body);
    const { calendar, events } = parse(body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Minhas reservas — Clube');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
    expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(events).toEqual([
      {
        uid: 'reservation-1@clube',
        start: '2026-11-24T13:00:00.000Z',
        startZone: 'UTC',
        end: '2026-11-24T17:00:00.000Z',
        summary,
        location: 'Sede Campestre, Rua A; nº 1',
        description,
        status: 'CONFIRMED',
        url: 'https://clube.example/reservas/1?a=1%2C2%3Bb',
        stamp: '2026-11-01T12:30:00.000Z',
      },
      expect.objectContaining({
        uid: 'reservation-2@clube',
        start: '2026-12-31T23:30:00.000Z',
        end: '2027-01-01T02:00:00.000Z',
        summary: 'Quadra de tênis',
        status: 'CANCELLED',
      }),
      expect.objectContaining({ uid: 'reservation-3@clube', status: 'TENTATIVE' }),
    ]);
  });

  it('writes the RFC 5545 forms itself: UTC times, escapes, folding at 75 octets', () => {
    const body = buildCalendar({
      name: 'Reservas; 2026, Sede',
      timeZone: 'America/Sao_Paulo',
      prodId: '-//Clube//Portal//PT-BR',
      entries: [entry({ summary: 'A, B; C \\ D', description: `${'ção '.repeat(40)}\nfim` })],
    });
    const lines = body.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Clube//Portal//PT-BR',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Reservas\\; 2026\\, Sede',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
        'X-WR-TIMEZONE:America/Sao_Paulo',
        'UID:reservation-1@clube',
        'DTSTAMP:20261101T123000Z',
        'DTSTART:20261124T130000Z',
        'DTEND:20261124T170000Z',
        'SUMMARY:A\\, B\\; C \\\\ D',
        'STATUS:CONFIRMED',
      ]),
    );
    // Calendar properties come before the first component.
    expect(lines.indexOf('X-WR-TIMEZONE:America/Sao_Paulo')).toBeLessThan(
      lines.indexOf('BEGIN:VEVENT'),
    );
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const description = lines.findIndex((l) => l.startsWith('DESCRIPTION:'));
    expect(lines[description + 1].startsWith(' ')).toBe(true); // folded
    expect(parse(body).events[0].description).toBe(`${'ção '.repeat(40)}\nfim`);
  });

  it('gives the same body for the same data (stable UID and DTSTAMP)', () => {
    const opts = { name: 'R', timeZone: 'UTC', entries: [entry()] };
    expect(buildCalendar(opts)).toBe(buildCalendar(opts));
  });

  it('builds a valid empty calendar', () => {
    const body = buildCalendar({ name: 'Nada', timeZone: 'America/Sao_Paulo', entries: [] });
    expectCrlf(body);
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const { calendar, events } = parse(body);
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Nada');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
  });

  it('keeps line breaks in names from breaking the feed, and leaves out non-http URLs', () => {
    const body = buildCalendar({
      name: 'A\r\nEND:VCALENDAR\r\nB',
      timeZone: 'UTC',
      entries: [entry({ summary: 'x\r\nEND:VEVENT', url: 'javascript:alert(1)' })],
    });
    expectCrlf(body);
    expect(body.match(/^END:VCALENDAR$/gm)).toHaveLength(1);
    expect(body.match(/^END:VEVENT/gm)).toHaveLength(1);
    expect(body).not.toContain('URL');
    expect(parse(body).events[0].summary).toBe('x\nEND:VEVENT');
  });

  it('refuses UIDs, dates and time zones it cannot write', () => {
    const build = (over: Partial<CalendarEntry>, timeZone = 'UTC') =>
      buildCalendar({ name: 'R', timeZone, entries: [entry(over)] });
    expect(() => build({ uid: 'a\r\nb' })).toThrow(/UID/);
    expect(() => build({ uid: '' })).toThrow(/UID/);
    expect(() => build({ startsAt: new Date('nope') })).toThrow(/startsAt/);
    expect(() => build({}, 'Mars/Olympus')).toThrow(/time zone/);
  });
});

describe('SEQUENCE and LAST-MODIFIED', () => {
  const revision = (updatedAt: Date) => {
    const vevent = new ICAL.Component(
      ICAL.parse(
        buildCalendar({ name: 'Agenda', timeZone: 'UTC', entries: [entry({ updatedAt })] }),
      ),
    ).getFirstSubcomponent('vevent') as ICAL.Component;
    return {
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time)
        .toJSDate()
        .toISOString(),
    };
  };

  it('a later change of the same event is a greater SEQUENCE and a later LAST-MODIFIED', () => {
    const before = revision(new Date('2026-11-01T12:30:00Z'));
    const after = revision(new Date('2026-11-01T12:30:01Z'));
    expect(before.lastModified).toBe('2026-11-01T12:30:00.000Z');
    expect(after.lastModified).toBe('2026-11-01T12:30:01.000Z');
    expect(after.sequence).toBeGreaterThan(before.sequence);
    // An RFC 5545 INTEGER (32 bits) for decades to come.
    expect(calendarSequence(new Date('2080-01-01T00:00:00Z'))).toBeLessThan(2 ** 31);
    expect(calendarSequence(new Date('2019-01-01T00:00:00Z'))).toBe(0);
  });
});
