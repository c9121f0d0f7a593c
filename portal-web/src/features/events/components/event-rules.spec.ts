import { describe, expect, it } from '@jest/globals';
import { clubInstant, publicEvent } from '../../../test/fixtures/events';
import {
  canBuyTickets,
  eventDayText,
  eventPhotos,
  isSoldOut,
  salePeriodText,
  withinSale,
} from './event-rules';

const START = '2030-03-01T12:00:00.000Z';
const END = '2030-03-10T12:00:00.000Z';
const at = (iso: string, deltaMs = 0) => Date.parse(iso) + deltaMs;
const onSale = (overrides = {}) =>
  publicEvent({ startSale: START, endSale: END, numberOfTicketsForSale: 5, ...overrides });

describe('canBuyTickets (the spec: member signed in, tickets above 0, now within the sale)', () => {
  it('holds with the three conditions', () => {
    expect(canBuyTickets(onSale(), true, at(START, 3_600_000))).toBe(true);
  });

  it('needs a member signed in', () => {
    expect(canBuyTickets(onSale(), false, at(START, 3_600_000))).toBe(false);
  });

  it('needs tickets for sale (above 0)', () => {
    expect(canBuyTickets(onSale({ numberOfTicketsForSale: 0 }), true, at(START, 1))).toBe(false);
    expect(canBuyTickets(onSale({ numberOfTicketsForSale: 1 }), true, at(START, 1))).toBe(true);
  });

  it('opens at startSale itself and closes at endSale itself', () => {
    expect(canBuyTickets(onSale(), true, at(START, -1))).toBe(false);
    expect(canBuyTickets(onSale(), true, at(START))).toBe(true);
    expect(canBuyTickets(onSale(), true, at(END, -1))).toBe(true);
    expect(canBuyTickets(onSale(), true, at(END))).toBe(false);
    expect(canBuyTickets(onSale(), true, at(END, 1))).toBe(false);
  });

  it('an unreadable sale period is closed', () => {
    expect(withinSale({ startSale: 'x', endSale: END }, at(START, 1))).toBe(false);
  });
});

describe('event texts', () => {
  it("the sale period: 'Vendas de DD/MM/AAAA HH:mm a DD/MM/AAAA HH:mm' in the club's time", () => {
    expect(salePeriodText(onSale())).toBe('Vendas de 01/03/2030 09:00 a 10/03/2030 09:00');
  });

  it('a day: the end time alone on the same date, the full end past midnight', () => {
    expect(
      eventDayText({
        startsAt: clubInstant('2030-03-15', '20:00'),
        endsAt: clubInstant('2030-03-15', '23:30'),
      }),
    ).toBe('15/03/2030 20:00 às 23:30');
    expect(
      eventDayText({
        startsAt: clubInstant('2030-03-16', '22:00'),
        endsAt: clubInstant('2030-03-17', '02:00'),
      }),
    ).toBe('16/03/2030 22:00 às 17/03/2030 02:00');
  });

  it('sold out at 0', () => {
    expect(isSoldOut({ numberOfTicketsForSale: 0 })).toBe(true);
    expect(isSoldOut({ numberOfTicketsForSale: 1 })).toBe(false);
  });

  it('the photos: the image first, then the gallery, without repeats', () => {
    expect(eventPhotos({ image: '/a.jpg', gallery: ['/b.jpg', '/a.jpg'] })).toEqual([
      '/a.jpg',
      '/b.jpg',
    ]);
    expect(eventPhotos({ image: null, gallery: [] })).toEqual([]);
  });
});
