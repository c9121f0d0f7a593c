/**
 * The bookable time slots of a place, as decided in docs/decisions.md ("## Reservations: what a
 * place's settings mean for the bookable slots"). Pure: no database, no clock of its own (`now`
 * is passed in), so the rules can be tested on any date, time zone and DST history.
 *
 * Slots are defined by the wall clock of `timeZone`: the k-th slot of a date starts at
 * `opensAt + k * (slotMinutes + breakMinutes)` and ends `slotMinutes` later, both read on the
 * wall clock, and only then is each end converted to an instant with the tz database. So across
 * a DST change a slot's real length may differ from `slotMinutes`; what the member sees (10:00 to
 * 14:00) is what the place's settings say.
 *
 * Wall time to instant: a wall time that does not exist on a date (spring-forward gap) gives no
 * instant, and a slot whose start or end falls in a gap is not offered that day; an ambiguous wall
 * time (fall-back) is the earlier instant. The conversion is done with `Intl.DateTimeFormat`
 * directly: every candidate instant is formatted back and must read the wall time asked for
 * (`dayjs.tz` would silently shift a nonexistent time to an existing one instead).
 */

export interface SlotRules {
  /** 'HH:mm' or 'HH:mm:ss' (PostgreSQL time), wall clock in timeZone. */
  opensAt: string;
  /** Same; opensAt < closesAt on the same day ('24:00' is the end of the day). */
  closesAt: string;
  /** The place's reservationTime; <= 0 → the place is not bookable (no slots at all). */
  slotMinutes: number;
  /** The reservation interval register's minutes: the break after each slot, >= 0. */
  breakMinutes: number;
  /** The place type's rescheduleInterval: dates today..today+N inclusive are offered. */
  horizonDays: number;
  /**
   * The place type's booking hour (0 to 23; null: midnight): the newest date, today+N, is
   * offered only from this hour of today's wall clock, so a date opens at a known time of day
   * rather than at midnight (no night-time grabs). Before it, the horizon is N-1 days.
   */
  opensForBookingHour?: number | null;
  /** IANA zone, e.g. 'America/Sao_Paulo'. */
  timeZone: string;
}

/** An active reservation of the place, half-open [startsAt, endsAt). */
export interface BusyRange {
  startsAt: Date;
  endsAt: Date;
}

/** An active date restriction: 'yyyy-mm-dd' whole days, both ends inclusive. */
export interface RestrictedPeriod {
  startsAt: string;
  endsAt: string;
}

export interface Slot {
  /** ISO instant, UTC, e.g. '2026-11-24T13:00:00.000Z'. */
  startTime: string;
  endTime: string;
  /** 'HH:mm' wall clock in timeZone. */
  start: string;
  end: string;
  /** true = overlaps a BusyRange ('Reservado', not selectable). */
  reservation: boolean;
}

export interface BookableDay {
  /** 'yyyy-mm-dd' */
  date: string;
  slots: Slot[];
}

export interface BookingContext {
  now: Date;
  restrictions: RestrictedPeriod[];
  busy: BusyRange[];
}

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;
/** No zone's offset reaches 15 h: the instant of a wall time lies within this of its UTC reading. */
const MAX_OFFSET_MS = 15 * 60 * MS_PER_MINUTE;

const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Seconds since midnight of 'HH:mm' / 'HH:mm:ss' ('24:00' allowed: the end of the day). */
export function parseTimeOfDay(value: string): number {
  const m = TIME.exec(value.trim());
  if (!m) throw new RangeError(`Invalid time of day: '${value}'`);
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  const seconds = h * 3600 + min * 60 + s;
  if (min > 59 || s > 59 || seconds > 24 * 3600) {
    throw new RangeError(`Invalid time of day: '${value}'`);
  }
  return seconds;
}

/** Midnight of a 'yyyy-mm-dd' date as a UTC epoch (the date's "wall clock read as UTC"). */
function dateToUtcMs(date: string): number {
  const m = DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (Number.isNaN(ms) || isoDateOfUtcMs(ms) !== date) {
    throw new RangeError(`Invalid date: '${date}'`);
  }
  return ms;
}

function isoDateOfUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 'yyyy-mm-dd' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return isoDateOfUtcMs(dateToUtcMs(date) + days * MS_PER_DAY);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError on an unknown zone.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `timeZone` at an instant, read as a UTC epoch (whole seconds). */
function wallMsAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone's offset (wall minus UTC, ms) at an instant. */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / MS_PER_SECOND) * MS_PER_SECOND;
  return wallMsAt(whole, timeZone) - whole;
}

/** The distinct offsets in force around a wall time (at most one transition lies in 30 h). */
function offsetsAround(wallMs: number, timeZone: string): number[] {
  const found = [-MAX_OFFSET_MS, 0, MAX_OFFSET_MS].map((d) => offsetAt(wallMs + d, timeZone));
  return [...new Set(found)];
}

/**
 * The instant at which the wall clock of `timeZone` reads `wallMs` (a wall time read as a UTC
 * epoch): the earlier one when the wall time occurs twice, null when it does not occur (gap).
 */
function instantOfWall(wallMs: number, timeZone: string): number | null {
  const candidates = offsetsAround(wallMs, timeZone)
    .map((offset) => wallMs - offset)
    .filter((instant) => wallMsAt(instant, timeZone) === wallMs);
  return candidates.length ? Math.min(...candidates) : null;
}

/**
 * The first instant whose wall clock reads `wallMs` or later: `instantOfWall` when the wall time
 * exists, otherwise the transition that skipped it (the first instant after the gap).
 */
function firstInstantFrom(wallMs: number, timeZone: string): number {
  const exact = instantOfWall(wallMs, timeZone);
  if (exact !== null) return exact;
  // In a gap: the offset is the old one before the transition, the new one after.
  let lo = wallMs - MAX_OFFSET_MS;
  let hi = wallMs + MAX_OFFSET_MS;
  const before = offsetAt(lo, timeZone);
  while (hi - lo > MS_PER_SECOND) {
    const mid = lo + Math.floor((hi - lo) / 2 / MS_PER_SECOND) * MS_PER_SECOND;
    if (offsetAt(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** 'yyyy-mm-dd' of an instant in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  return isoDateOfUtcMs(wallMsAt(instant.getTime(), timeZone));
}

function hhmm(secondsOfDay: number): string {
  const minutes = Math.floor(secondsOfDay / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function overlaps(startMs: number, endMs: number, busy: BusyRange[]): boolean {
  return busy.some((b) => b.startsAt.getTime() < endMs && b.endsAt.getTime() > startMs);
}

/** Candidate slots of one calendar date (no restriction/today filtering), busy flags set. */
export function slotsOfDate(rules: SlotRules, date: string, busy: BusyRange[]): Slot[] {
  const midnight = dateToUtcMs(date);
  if (!(rules.slotMinutes > 0)) return [];
  const opens = parseTimeOfDay(rules.opensAt);
  const closes = parseTimeOfDay(rules.closesAt);
  const length = Math.round(rules.slotMinutes * 60);
  const step = length + Math.max(0, Math.round(rules.breakMinutes * 60));
  const slots: Slot[] = [];
  // Fast path: the same offset from well before opening to well after closing means no
  // transition in between (no zone changes its offset twice within a day and a half), so every
  // wall time of the date is one subtraction away; otherwise each one is resolved on its own.
  const before = offsetAt(midnight + opens * MS_PER_SECOND - MAX_OFFSET_MS, rules.timeZone);
  const after = offsetAt(midnight + closes * MS_PER_SECOND + MAX_OFFSET_MS, rules.timeZone);
  const toInstant = (wallMs: number): number | null =>
    before === after ? wallMs - before : instantOfWall(wallMs, rules.timeZone);
  // Wall clock only: the slot ending after closing is the first not offered.
  for (let start = opens; start + length <= closes; start += step) {
    const end = start + length;
    const startMs = toInstant(midnight + start * MS_PER_SECOND);
    const endMs = toInstant(midnight + end * MS_PER_SECOND);
    if (startMs === null || endMs === null) continue; // start or end in a DST gap
    slots.push({
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
      start: hhmm(start),
      end: hhmm(end),
      reservation: overlaps(startMs, endMs, busy),
    });
  }
  return slots;
}

/** Whether an active restriction covers the date (whole days, both ends inclusive). */
export function isRestricted(date: string, restrictions: RestrictedPeriod[]): boolean {
  return restrictions.some((r) => r.startsAt <= date && date <= r.endsAt);
}

/** The dates bookableDays looks at: today in timeZone to today+horizon, inclusive. */
function horizonDates(rules: SlotRules, now: Date): string[] {
  const today = dateInZone(now, rules.timeZone);
  const dates: string[] = [];
  for (let i = 0; i <= horizonOf(rules, now); i++) dates.push(addDays(today, i));
  return dates;
}

/** Whole days ahead; a negative setting offers today only (the register keeps it 1 to 3650). */
function setHorizonOf(rules: SlotRules): number {
  return Math.max(0, Math.floor(rules.horizonDays));
}

/** The wall-clock hour (0 to 23) of an instant in the zone. */
function hourInZone(instant: Date, timeZone: string): number {
  return new Date(wallMsAt(instant.getTime(), timeZone)).getUTCHours();
}

/** The days ahead offered now: one less before the booking hour (`opensForBookingHour`). */
function horizonOf(rules: SlotRules, now: Date): number {
  const days = setHorizonOf(rules);
  const hour = rules.opensForBookingHour ?? 0;
  return hour > 0 && hourInZone(now, rules.timeZone) < hour ? Math.max(0, days - 1) : days;
}

/**
 * When a date beyond today's horizon opens for booking: the booking hour (wall clock) of the
 * day `horizonDays` before it. Null for a date already offered or in the past.
 */
export function bookingOpensAt(rules: SlotRules, date: string, now: Date): Date | null {
  const { lastDate } = bookingWindow(rules, now);
  if (date <= lastDate) return null;
  const day = addDays(date, -setHorizonOf(rules));
  const hour = rules.opensForBookingHour ?? 0;
  return new Date(firstInstantFrom(dateToUtcMs(day) + hour * 3_600_000, rules.timeZone));
}

/**
 * The offered slots of a date inside the horizon: null when the date is restricted or has no free
 * slot left; otherwise all its slots that start after `now` (free and taken) in start order.
 */
function offeredSlotsOf(rules: SlotRules, date: string, ctx: BookingContext): Slot[] | null {
  if (isRestricted(date, ctx.restrictions)) return null;
  const now = ctx.now.getTime();
  const slots = slotsOfDate(rules, date, ctx.busy).filter((s) => Date.parse(s.startTime) > now);
  return slots.some((s) => !s.reservation) ? slots : null;
}

/**
 * The dates offered from today (in timeZone, from `now`) to today+horizonDays inclusive:
 * dates covered by a restriction are removed; on today, slots whose start is <= now are dropped;
 * a date is kept only when at least one of its slots is free (reservation false); each kept date
 * lists ALL its remaining slots (free and taken) in start order.
 */
export function bookableDays(rules: SlotRules, opts: BookingContext): BookableDay[] {
  if (!(rules.slotMinutes > 0)) return [];
  const days: BookableDay[] = [];
  for (const date of horizonDates(rules, opts.now)) {
    const slots = offeredSlotsOf(rules, date, opts);
    if (slots) days.push({ date, slots });
  }
  return days;
}

/**
 * The offered, free slot that starts exactly at `startsAt` and ends at `endsAt` on a bookable
 * date, or null (used to validate a booking request).
 */
export function findBookableSlot(
  rules: SlotRules,
  opts: BookingContext,
  startsAt: Date,
  endsAt: Date,
): Slot | null {
  const startMs = startsAt.getTime();
  const endMs = endsAt.getTime();
  if (Number.isNaN(startMs) || Number.isNaN(endMs) || !(rules.slotMinutes > 0)) return null;
  // A slot's start instant reads its own date on the wall clock (it was converted from it).
  const date = dateInZone(startsAt, rules.timeZone);
  const { firstDate, lastDate } = bookingWindow(rules, opts.now);
  if (date < firstDate || date > lastDate) return null;
  const slot = offeredSlotsOf(rules, date, opts)?.find(
    (s) => Date.parse(s.startTime) === startMs && Date.parse(s.endTime) === endMs,
  );
  return slot && !slot.reservation ? slot : null;
}

/**
 * The window of instants [from, to) that bookableDays may look at (for querying busy
 * ranges/restrictions): today's start to the end of today+horizonDays, plus the date strings.
 * A day starts at its first instant (its 00:00, or the end of a DST gap at midnight).
 */
export function bookingWindow(
  rules: SlotRules,
  now: Date,
): { from: Date; to: Date; firstDate: string; lastDate: string } {
  const firstDate = dateInZone(now, rules.timeZone);
  const lastDate = addDays(firstDate, horizonOf(rules, now));
  const from = firstInstantFrom(dateToUtcMs(firstDate), rules.timeZone);
  const to = firstInstantFrom(dateToUtcMs(addDays(lastDate, 1)), rules.timeZone);
  return { from: new Date(from), to: new Date(to), firstDate, lastDate };
}
