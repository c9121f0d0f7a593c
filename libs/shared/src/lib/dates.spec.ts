import { describe, expect, it } from '@jest/globals';
import {
  brDateToIso,
  CLUB_TIME_ZONE_DEFAULT,
  formatDate,
  formatDateTime,
  isoDateToBr,
  isValidIsoDate,
  todayIso,
} from './dates.js';

describe('brDateToIso / isoDateToBr', () => {
  it('convert valid dates both ways', () => {
    expect(brDateToIso('21/11/2026')).toBe('2026-11-21');
    expect(isoDateToBr('2026-11-21')).toBe('21/11/2026');
    expect(brDateToIso('01/01/2000')).toBe('2000-01-01');
  });

  it('accept a leap day only in a leap year', () => {
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(brDateToIso('29/02/2026')).toBeNull();
    expect(brDateToIso('29/02/2000')).toBe('2000-02-29');
    expect(brDateToIso('29/02/1900')).toBeNull();
    expect(isoDateToBr('2024-02-29')).toBe('29/02/2024');
    expect(isoDateToBr('2026-02-29')).toBeNull();
  });

  it('give null for impossible or malformed dates', () => {
    for (const bad of [
      '31/02/2026',
      '31/04/2026',
      '00/01/2026',
      '10/13/2026',
      '1/2/2026',
      '2026-11-21',
      '',
      'abc',
    ]) {
      expect(brDateToIso(bad)).toBeNull();
    }
    for (const bad of [
      '2026-02-31',
      '2026-13-01',
      '2026-1-1',
      '21/11/2026',
      '2026-11-21T00:00:00Z',
    ]) {
      expect(isoDateToBr(bad)).toBeNull();
    }
  });

  it('isValidIsoDate', () => {
    expect(isValidIsoDate('2026-11-21')).toBe(true);
    expect(isValidIsoDate('2026-11-31')).toBe(false);
  });
});

describe('formatDate', () => {
  it('never shifts a calendar date, whatever the zone', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
    expect(formatDate('2026-01-01', 'Pacific/Kiritimati')).toBe('01/01/2026');
    expect(formatDate('2026-01-01', 'Pacific/Pago_Pago')).toBe('01/01/2026');
  });

  it("shows an instant as the date it is in the club's zone", () => {
    // 02:30 UTC on 1 March is 23:30 on 28 February in São Paulo (UTC-3).
    expect(formatDate('2026-03-01T02:30:00Z')).toBe('28/02/2026');
    expect(formatDate(new Date('2026-03-01T02:30:00Z'))).toBe('28/02/2026');
    expect(formatDate('2026-03-01T03:30:00Z')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T02:30:00Z', 'UTC')).toBe('01/03/2026');
  });

  it('gives an empty string for unreadable input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-02-31')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it("formats an instant near midnight in the club's zone, 24h", () => {
    expect(CLUB_TIME_ZONE_DEFAULT).toBe('America/Sao_Paulo');
    expect(formatDateTime('2026-03-01T02:30:15Z')).toBe('28/02/2026 23:30:15');
    expect(formatDateTime(new Date('2026-03-01T02:30:15.000Z'))).toBe('28/02/2026 23:30:15');
    expect(formatDateTime('2026-03-01T02:30:15+00:00')).toBe('28/02/2026 23:30:15');
    expect(formatDateTime('2026-07-10T18:05:00Z')).toBe('10/07/2026 15:05:00');
  });

  it('uses another zone when given one', () => {
    expect(formatDateTime('2026-03-01T02:30:15Z', 'UTC')).toBe('01/03/2026 02:30:15');
    expect(formatDateTime('2026-03-01T02:30:15Z', 'America/Manaus')).toBe('28/02/2026 22:30:15');
  });

  it("reads a date-time without offset as the club's wall-clock time", () => {
    expect(formatDateTime('2026-11-21T20:00:00')).toBe('21/11/2026 20:00:00');
    expect(formatDateTime('2026-11-21 08:15')).toBe('21/11/2026 08:15:00');
  });

  it('shows a calendar date as midnight', () => {
    expect(formatDateTime('2026-11-21')).toBe('21/11/2026 00:00:00');
  });

  it('gives an empty string for unreadable input', () => {
    expect(formatDateTime('garbage')).toBe('');
    expect(formatDateTime('2026-02-30T10:00:00Z')).toBe('');
  });
});

describe('todayIso', () => {
  it("is the calendar date in the club's zone", () => {
    const lateEveningInSaoPaulo = new Date('2026-03-01T02:30:00Z');
    expect(todayIso(CLUB_TIME_ZONE_DEFAULT, lateEveningInSaoPaulo)).toBe('2026-02-28');
    expect(todayIso('UTC', lateEveningInSaoPaulo)).toBe('2026-03-01');
  });

  it('defaults to now', () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
