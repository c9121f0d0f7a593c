import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  bookableDays,
  type BookingContext,
  bookingOpensAt,
  bookingWindow,
  type BusyRange,
  findBookableSlot,
  parseTimeOfDay,
  type Slot,
  type SlotRules,
  slotsOfDate,
} from './slots.js';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

/** The decisions doc's example: 10:00–22:00, 4 h slots, 1 h break, in club time (UTC-3 in 2026). */
const DOC: SlotRules = {
  opensAt: '10:00',
  closesAt: '22:00',
  slotMinutes: 240,
  breakMinutes: 60,
  horizonDays: 3,
  timeZone: SP,
};

/** 2026-11-24 09:00 in São Paulo. */
const MORNING = new Date('2026-11-24T12:00:00Z');

const ctx = (over: Partial<BookingContext> = {}): BookingContext => ({
  now: MORNING,
  restrictions: [],
  busy: [],
  ...over,
});

const busy = (startsAt: string, endsAt: string): BusyRange => ({
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
});

const times = (slots: Slot[]) => slots.map((s) => `${s.start}-${s.end}`);
const dates = (days: { date: string }[]) => days.map((d) => d.date);

/** What the wall clock of `timeZone` reads at an instant, straight from Intl (no code under test). */
function wallOf(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('slotsOfDate', () => {
  it('lays out the decisions doc example: 10:00–14:00 and 15:00–19:00 only', () => {
    expect(slotsOfDate(DOC, '2026-11-24', [])).toEqual([
      {
        startTime: '2026-11-24T13:00:00.000Z',
        endTime: '2026-11-24T17:00:00.000Z',
        start: '10:00',
        end: '14:00',
        reservation: false,
      },
      {
        startTime: '2026-11-24T18:00:00.000Z',
        endTime: '2026-11-24T22:00:00.000Z',
        start: '15:00',
        end: '19:00',
        reservation: false,
      },
    ]);
  });

  it('keeps a slot ending exactly at closing and drops one that would cross it', () => {
    const rules = { ...DOC, opensAt: '10:00:00', slotMinutes: 60, breakMinutes: 0 };
    expect(times(slotsOfDate({ ...rules, closesAt: '12:00:00' }, '2026-11-24', []))).toEqual([
      '10:00-11:00',
      '11:00-12:00',
    ]);
    expect(times(slotsOfDate({ ...rules, closesAt: '11:59' }, '2026-11-24', []))).toEqual([
      '10:00-11:00',
    ]);
  });

  it('lays slots back to back when the break is 0', () => {
    const rules = { ...DOC, opensAt: '08:00', closesAt: '12:00', slotMinutes: 90, breakMinutes: 0 };
    const slots = slotsOfDate(rules, '2026-11-24', []);
    expect(times(slots)).toEqual(['08:00-09:30', '09:30-11:00']);
    expect(slots[0].endTime).toBe(slots[1].startTime);
  });

  it('gives no slots when the reservation time is 0 or negative', () => {
    expect(slotsOfDate({ ...DOC, slotMinutes: 0 }, '2026-11-24', [])).toEqual([]);
    expect(slotsOfDate({ ...DOC, slotMinutes: -30 }, '2026-11-24', [])).toEqual([]);
  });

  it('marks slots overlapping a busy range; a range only touching a boundary does not overlap', () => {
    // 11:00–12:00 local overlaps the first slot; 14:00–15:00 local fills exactly the break.
    const slots = slotsOfDate(DOC, '2026-11-24', [
      busy('2026-11-24T14:00:00Z', '2026-11-24T15:00:00Z'),
      busy('2026-11-24T17:00:00Z', '2026-11-24T18:00:00Z'),
    ]);
    expect(slots.map((s) => s.reservation)).toEqual([true, false]);
    // Ends at the second slot's start and starts at the first's end: still free.
    const touching = slotsOfDate(DOC, '2026-11-24', [
      busy('2026-11-24T17:00:00Z', '2026-11-24T18:00:00Z'),
    ]);
    expect(touching.map((s) => s.reservation)).toEqual([false, false]);
    // One minute into the second slot is enough.
    const oneMinute = slotsOfDate(DOC, '2026-11-24', [
      busy('2026-11-24T21:59:00Z', '2026-11-24T23:00:00Z'),
    ]);
    expect(oneMinute.map((s) => s.reservation)).toEqual([false, true]);
  });

  it('rejects an unreadable time or date', () => {
    expect(() => slotsOfDate({ ...DOC, opensAt: '10h' }, '2026-11-24', [])).toThrow(RangeError);
    expect(() => slotsOfDate(DOC, '2026-02-30', [])).toThrow(RangeError);
  });
});

describe('slotsOfDate across DST (tz database history)', () => {
  it('São Paulo 2018-11-04 (00:00 jumped to 01:00): a place opening 00:00 has no 00:00 slot', () => {
    // The premise, read straight from Intl: the last second of the 3rd, then 01:00 of the 4th.
    expect(wallOf('2018-11-04T02:59:00Z', SP)).toBe('2018-11-03 23:59');
    expect(wallOf('2018-11-04T03:00:00Z', SP)).toBe('2018-11-04 01:00');
    const rules = { ...DOC, opensAt: '00:00', closesAt: '03:00', slotMinutes: 60, breakMinutes: 0 };
    const slots = slotsOfDate(rules, '2018-11-04', []);
    expect(times(slots)).toEqual(['01:00-02:00', '02:00-03:00']);
    expect(slots.map((s) => s.startTime)).toEqual([
      '2018-11-04T03:00:00.000Z',
      '2018-11-04T04:00:00.000Z',
    ]);
    expect(slots.map((s) => wallOf(s.startTime, SP))).toEqual([
      '2018-11-04 01:00',
      '2018-11-04 02:00',
    ]);
    // The day before, still UTC-3, has its 00:00 slot.
    expect(slotsOfDate(rules, '2018-11-03', [])[0].startTime).toBe('2018-11-03T03:00:00.000Z');
  });

  it('São Paulo 2019-02-17 (00:00 went back to 23:00 on the 16th): the ambiguous 23:00 is the earlier instant', () => {
    // The premise: 23:00 of the 16th happened twice (UTC-2, then UTC-3); the 17th began at 03:00Z.
    expect(wallOf('2019-02-17T01:00:00Z', SP)).toBe('2019-02-16 23:00');
    expect(wallOf('2019-02-17T02:00:00Z', SP)).toBe('2019-02-16 23:00');
    expect(wallOf('2019-02-17T03:00:00Z', SP)).toBe('2019-02-17 00:00');
    const rules = { ...DOC, opensAt: '22:00', closesAt: '23:30', slotMinutes: 30, breakMinutes: 0 };
    const slots = slotsOfDate(rules, '2019-02-16', []);
    expect(times(slots)).toEqual(['22:00-22:30', '22:30-23:00', '23:00-23:30']);
    expect(slots.map((s) => [s.startTime, s.endTime])).toEqual([
      ['2019-02-17T00:00:00.000Z', '2019-02-17T00:30:00.000Z'],
      ['2019-02-17T00:30:00.000Z', '2019-02-17T01:00:00.000Z'],
      ['2019-02-17T01:00:00.000Z', '2019-02-17T01:30:00.000Z'],
    ]);
    // 00:00 of the 17th exists once, in UTC-3.
    const night = { ...rules, opensAt: '00:00', closesAt: '01:00', slotMinutes: 60 };
    expect(slotsOfDate(night, '2019-02-17', [])[0].startTime).toBe('2019-02-17T03:00:00.000Z');
  });

  it('New York 2026-03-08 (02:00 jumped to 03:00): slots starting or ending in the gap are not offered', () => {
    expect(wallOf('2026-03-08T06:59:00Z', NY)).toBe('2026-03-08 01:59');
    expect(wallOf('2026-03-08T07:00:00Z', NY)).toBe('2026-03-08 03:00');
    const rules: SlotRules = {
      ...DOC,
      opensAt: '01:00',
      closesAt: '05:00',
      slotMinutes: 60,
      breakMinutes: 0,
      timeZone: NY,
    };
    const slots = slotsOfDate(rules, '2026-03-08', []);
    // 01:00–02:00 ends at the nonexistent 02:00; 02:00–03:00 starts in the gap.
    expect(times(slots)).toEqual(['03:00-04:00', '04:00-05:00']);
    expect(slots.map((s) => s.startTime)).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
    ]);
    const halves = slotsOfDate({ ...rules, slotMinutes: 30 }, '2026-03-08', []);
    expect(times(halves)).toEqual([
      '01:00-01:30',
      '03:00-03:30',
      '03:30-04:00',
      '04:00-04:30',
      '04:30-05:00',
    ]);
    // A normal day has all four.
    expect(slotsOfDate(rules, '2026-03-07', [])).toHaveLength(4);
  });

  it('New York 2026-11-01 (02:00 went back to 01:00): 01:00 is the earlier (EDT) instant', () => {
    expect(wallOf('2026-11-01T05:00:00Z', NY)).toBe('2026-11-01 01:00');
    expect(wallOf('2026-11-01T06:00:00Z', NY)).toBe('2026-11-01 01:00');
    const rules: SlotRules = {
      ...DOC,
      opensAt: '01:00',
      closesAt: '03:00',
      slotMinutes: 60,
      breakMinutes: 0,
      timeZone: NY,
    };
    expect(slotsOfDate(rules, '2026-11-01', []).map((s) => [s.startTime, s.endTime])).toEqual([
      ['2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z'],
      ['2026-11-01T07:00:00.000Z', '2026-11-01T08:00:00.000Z'],
    ]);
  });
});

describe('bookableDays', () => {
  it('offers today to today+N inclusive, not today+N+1', () => {
    expect(dates(bookableDays(DOC, ctx()))).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(dates(bookableDays({ ...DOC, horizonDays: 0 }, ctx()))).toEqual(['2026-11-24']);
  });

  it("takes today from the club's zone, not from UTC", () => {
    // 2026-11-25 01:00Z is still the 24th, 22:00, in São Paulo: today has nothing left.
    const days = bookableDays(DOC, ctx({ now: new Date('2026-11-25T01:00:00Z') }));
    expect(dates(days)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
  });

  it('offers no day at all when the reservation time is 0', () => {
    expect(bookableDays({ ...DOC, slotMinutes: 0 }, ctx())).toEqual([]);
  });

  it('removes only the date a one-day restriction covers', () => {
    const days = bookableDays(
      DOC,
      ctx({ restrictions: [{ startsAt: '2026-11-25', endsAt: '2026-11-25' }] }),
    );
    expect(dates(days)).toEqual(['2026-11-24', '2026-11-26', '2026-11-27']);
  });

  it('removes the horizon dates a restriction running past the horizon covers', () => {
    const days = bookableDays(
      DOC,
      ctx({ restrictions: [{ startsAt: '2026-11-26', endsAt: '2026-12-31' }] }),
    );
    expect(dates(days)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it("drops today's slots that have started (14:30 → 10:00 gone, 15:00 kept)", () => {
    const days = bookableDays(DOC, ctx({ now: new Date('2026-11-24T17:30:00Z') }));
    expect(days[0].date).toBe('2026-11-24');
    expect(times(days[0].slots)).toEqual(['15:00-19:00']);
    expect(times(days[1].slots)).toEqual(['10:00-14:00', '15:00-19:00']);
  });

  it('drops a slot starting exactly now, and today when nothing is left', () => {
    const days = bookableDays(DOC, ctx({ now: new Date('2026-11-24T18:00:00Z') }));
    expect(dates(days)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
  });

  it('does not offer today when its remaining slots are all taken', () => {
    const days = bookableDays(
      DOC,
      ctx({
        now: new Date('2026-11-24T17:30:00Z'),
        busy: [busy('2026-11-24T18:00:00Z', '2026-11-24T22:00:00Z')],
      }),
    );
    expect(days[0].date).toBe('2026-11-25');
  });

  it('does not offer a date whose slots are all busy; lists taken slots beside free ones', () => {
    const days = bookableDays(
      DOC,
      ctx({
        busy: [
          busy('2026-11-25T13:00:00Z', '2026-11-25T22:00:00Z'), // the whole 25th
          busy('2026-11-26T13:00:00Z', '2026-11-26T17:00:00Z'), // the 26th's 10:00 slot
        ],
      }),
    );
    expect(dates(days)).toEqual(['2026-11-24', '2026-11-26', '2026-11-27']);
    expect(days[1].slots.map((s) => [s.start, s.reservation])).toEqual([
      ['10:00', true],
      ['15:00', false],
    ]);
  });

  it('offers the DST day without its missing slot', () => {
    const rules = { ...DOC, opensAt: '00:00', closesAt: '02:00', slotMinutes: 60, breakMinutes: 0 };
    const days = bookableDays(rules, ctx({ now: new Date('2018-11-03T12:00:00Z') }));
    expect(days.map((d) => [d.date, times(d.slots)])).toEqual([
      ['2018-11-04', ['01:00-02:00']],
      ['2018-11-05', ['00:00-01:00', '01:00-02:00']],
      ['2018-11-06', ['00:00-01:00', '01:00-02:00']],
    ]);
  });
});

describe('findBookableSlot', () => {
  const find = (startsAt: string, endsAt: string, over: Partial<BookingContext> = {}) =>
    findBookableSlot(DOC, ctx(over), new Date(startsAt), new Date(endsAt));

  it('accepts an exact offered free slot, up to the horizon end', () => {
    expect(find('2026-11-25T18:00:00Z', '2026-11-25T22:00:00Z')).toEqual({
      startTime: '2026-11-25T18:00:00.000Z',
      endTime: '2026-11-25T22:00:00.000Z',
      start: '15:00',
      end: '19:00',
      reservation: false,
    });
    expect(find('2026-11-27T13:00:00Z', '2026-11-27T17:00:00Z')?.start).toBe('10:00');
  });

  it('refuses a taken slot', () => {
    const taken = [busy('2026-11-25T18:00:00Z', '2026-11-25T22:00:00Z')];
    expect(find('2026-11-25T18:00:00Z', '2026-11-25T22:00:00Z', { busy: taken })).toBeNull();
    expect(find('2026-11-25T13:00:00Z', '2026-11-25T17:00:00Z', { busy: taken })).not.toBeNull();
  });

  it('refuses a shifted slot or a wrong end', () => {
    expect(find('2026-11-25T18:30:00Z', '2026-11-25T22:30:00Z')).toBeNull();
    expect(find('2026-11-25T18:00:00Z', '2026-11-25T21:00:00Z')).toBeNull();
    expect(find('2026-11-25T17:00:00Z', '2026-11-25T18:00:00Z')).toBeNull(); // the break
  });

  it("refuses a start other than the slot's with the slot's own end (no extra hours)", () => {
    // the service stores the requested instants: an earlier start with a matching end would
    // block the break and the slot before it
    expect(find('2026-11-25T13:00:00Z', '2026-11-25T22:00:00Z')).toBeNull();
    expect(find('2026-11-25T17:00:00Z', '2026-11-25T22:00:00Z')).toBeNull();
    expect(find('2026-11-25T19:00:00Z', '2026-11-25T22:00:00Z')).toBeNull();
  });

  it('refuses a slot that has started', () => {
    const now = new Date('2026-11-24T17:30:00Z');
    expect(find('2026-11-24T13:00:00Z', '2026-11-24T17:00:00Z', { now })).toBeNull();
    expect(find('2026-11-24T18:00:00Z', '2026-11-24T22:00:00Z', { now })).not.toBeNull();
  });

  it("refuses a restricted date's slot", () => {
    const restrictions = [{ startsAt: '2026-11-25', endsAt: '2026-11-25' }];
    expect(find('2026-11-25T13:00:00Z', '2026-11-25T17:00:00Z', { restrictions })).toBeNull();
    expect(find('2026-11-26T13:00:00Z', '2026-11-26T17:00:00Z', { restrictions })).not.toBeNull();
  });

  it('refuses a slot beyond the horizon', () => {
    expect(find('2026-11-28T13:00:00Z', '2026-11-28T17:00:00Z')).toBeNull();
  });

  it('refuses when the place is not bookable or the instants are invalid', () => {
    const rules = { ...DOC, slotMinutes: 0 };
    const start = new Date('2026-11-25T13:00:00Z');
    expect(findBookableSlot(rules, ctx(), start, new Date('2026-11-25T13:00:00Z'))).toBeNull();
    expect(findBookableSlot(DOC, ctx(), new Date('x'), start)).toBeNull();
  });
});

describe('bookingWindow', () => {
  it("spans today's 00:00 to the 00:00 after today+N, in the club's zone", () => {
    expect(bookingWindow(DOC, MORNING)).toEqual({
      from: new Date('2026-11-24T03:00:00Z'),
      to: new Date('2026-11-28T03:00:00Z'),
      firstDate: '2026-11-24',
      lastDate: '2026-11-27',
    });
    // Late evening local, already the next day in UTC.
    expect(bookingWindow(DOC, new Date('2026-11-25T02:30:00Z')).firstDate).toBe('2026-11-24');
  });

  it('starts a day without 00:00 at the end of the gap, and covers every offered slot', () => {
    const rules = { ...DOC, horizonDays: 0 };
    expect(bookingWindow(rules, new Date('2018-11-04T12:00:00Z'))).toEqual({
      from: new Date('2018-11-04T03:00:00Z'), // 01:00 UTC-2, the first instant of the 4th
      to: new Date('2018-11-05T02:00:00Z'),
      firstDate: '2018-11-04',
      lastDate: '2018-11-04',
    });
    const { from, to } = bookingWindow(DOC, MORNING);
    for (const day of bookableDays(DOC, ctx())) {
      for (const s of day.slots) {
        expect(Date.parse(s.startTime)).toBeGreaterThanOrEqual(from.getTime());
        expect(Date.parse(s.endTime)).toBeLessThanOrEqual(to.getTime());
      }
    }
  });
});

describe('the booking hour: the newest date opens at a time of day, not at midnight', () => {
  const rules: SlotRules = { ...DOC, opensForBookingHour: 8 };
  const dates = (days: { date: string }[]) => days.map((d) => d.date);

  it('before the hour the horizon is a day shorter; from the hour the newest date is offered', () => {
    // 07:59 and 08:00 in São Paulo on 2026-11-24: today + 3 opens at 08:00.
    const early = new Date('2026-11-24T10:59:00Z');
    const opened = new Date('2026-11-24T11:00:00Z');
    expect(dates(bookableDays(rules, ctx({ now: early })))).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(bookingWindow(rules, early).lastDate).toBe('2026-11-26');
    expect(dates(bookableDays(rules, ctx({ now: opened }))).at(-1)).toBe('2026-11-27');
    // A slot of the newest date: refused at 07:59, accepted at 08:00.
    const slot = slotsOfDate(rules, '2026-11-27', [])[0];
    const asked = [new Date(slot.startTime), new Date(slot.endTime)] as const;
    expect(findBookableSlot(rules, ctx({ now: early }), ...asked)).toBeNull();
    expect(findBookableSlot(rules, ctx({ now: opened }), ...asked)).not.toBeNull();
  });

  it('says when a date beyond the window opens: the hour, the horizon days before it', () => {
    const early = new Date('2026-11-24T10:59:00Z');
    expect(bookingOpensAt(rules, '2026-11-27', early)?.toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
    expect(bookingOpensAt(rules, '2026-12-01', early)?.toISOString()).toBe(
      '2026-11-28T11:00:00.000Z',
    );
    // Offered already: nothing to wait for. No hour set: midnight, as before.
    expect(bookingOpensAt(rules, '2026-11-25', early)).toBeNull();
    // The newest date offered (the window's last) is offered: nothing to wait for either.
    expect(bookingWindow(rules, early).lastDate).toBe('2026-11-26');
    expect(bookingOpensAt(rules, '2026-11-26', early)).toBeNull();
    expect(
      bookingOpensAt({ ...DOC, opensForBookingHour: null }, '2026-11-28', early)?.toISOString(),
    ).toBe('2026-11-25T03:00:00.000Z');
    expect(
      dates(bookableDays({ ...DOC, opensForBookingHour: null }, ctx({ now: early }))).at(-1),
    ).toBe('2026-11-27');
  });
});

describe("a place type's opening and closing times", () => {
  it('are read as seconds since midnight, with or without seconds, spaces around ignored', () => {
    expect(parseTimeOfDay('08:30')).toBe(8 * 3600 + 30 * 60);
    expect(parseTimeOfDay(' 08:30 ')).toBe(8 * 3600 + 30 * 60);
    expect(parseTimeOfDay('08:30:15')).toBe(8 * 3600 + 30 * 60 + 15);
    expect(parseTimeOfDay('08:59:59.5')).toBe(8 * 3600 + 59 * 60 + 59);
  });

  it("'24:00' is the end of the day; nothing later is a time", () => {
    expect(parseTimeOfDay('24:00')).toBe(24 * 3600);
    for (const late of ['24:00:01', '24:01', '25:00']) {
      expect(() => parseTimeOfDay(late)).toThrow(new RangeError(`Invalid time of day: '${late}'`));
    }
  });

  it('minutes and seconds stop at 59', () => {
    expect(() => parseTimeOfDay('08:60')).toThrow(new RangeError("Invalid time of day: '08:60'"));
    expect(() => parseTimeOfDay('08:30:60')).toThrow(
      new RangeError("Invalid time of day: '08:30:60'"),
    );
  });

  it('anything but HH:mm[:ss] is refused, saying what came', () => {
    expect(() => parseTimeOfDay('8:30')).toThrow(new RangeError("Invalid time of day: '8:30'"));
  });
});

describe('calendar dates', () => {
  it('add days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('a date that does not exist is refused, saying what came', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(new RangeError("Invalid date: '2026-02-30'"));
  });
});
