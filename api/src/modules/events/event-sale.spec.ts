import { describe, expect, it } from '@jest/globals';
import type { EventDate } from './entities/event-date.entity.js';
import { EventStatus } from './entities/event.entity.js';
import { lastDayEnd, saleOpen } from './event-sale.js';

const NOW = new Date('2026-06-10T12:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const day = (start: number, end: number) =>
  ({ id: start, startsAt: at(start), endsAt: at(end) }) as EventDate;
const event = (fields: Partial<Parameters<typeof saleOpen>[0]> = {}) => ({
  status: EventStatus.Active,
  startSale: at(-24),
  endSale: at(24),
  dates: [day(48, 52)],
  ...fields,
});

describe('the sale window', () => {
  it('the last day ends at the latest end among the days; none without days', () => {
    expect(lastDayEnd({ dates: [day(48, 52), day(100, 101), day(70, 80)] })).toEqual(at(101));
    expect(lastDayEnd({ dates: [] })).toBeNull();
  });

  it('open: active, from start_sale (included) to end_sale (excluded), last day not over', () => {
    expect(saleOpen(event(), NOW)).toBe(true);
    expect(saleOpen(event({ startSale: NOW }), NOW)).toBe(true);
    expect(saleOpen(event({ endSale: NOW }), NOW)).toBe(false);
    expect(saleOpen(event({ startSale: at(1) }), NOW)).toBe(false);
    expect(saleOpen(event({ status: EventStatus.Inactive }), NOW)).toBe(false);
    expect(saleOpen(event({ dates: [day(-5, -1)] }), NOW)).toBe(false);
    expect(saleOpen(event({ dates: [day(-5, -1), day(2, 3)] }), NOW)).toBe(true);
    expect(saleOpen(event({ dates: [] }), NOW)).toBe(false);
  });
});
