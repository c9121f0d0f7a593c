import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import { bookingLimitRefusal, BOOKING_LIMIT_MSG } from './booking-limits.js';

// The pure rule of booking-limits.spec.ts (which proves it through the API, under the family's
// lock): a family's active and same-day reservations of a place type against its limits.
const zone = 'America/Sao_Paulo';
const limits = { maxActivePerFamily: 2, maxPerFamilyPerDay: 1 };
const held = (active: number, sameDay: number, nextEndsAt: Date | null = null) => ({
  active,
  sameDay,
  nextEndsAt,
});
const refusal = (...args: Parameters<typeof bookingLimitRefusal>) =>
  bookingLimitRefusal(...args)?.getResponse();

describe('a family books a place type while under its limits', () => {
  it('under both limits: no refusal', () => {
    expect(refusal(limits, held(1, 0), 'Churrasqueira', '20/12/2026', zone)).toBeUndefined();
  });

  it('no limits set (empty): any number', () => {
    const none = { maxActivePerFamily: null, maxPerFamilyPerDay: null };
    expect(refusal(none, held(50, 50), 'Quadra', '20/12/2026', zone)).toBeUndefined();
  });

  it('at the active limit: 409 saying when the next one ends, in the club time zone', () => {
    const ends = new Date('2026-12-05T21:00:00Z');
    expect(refusal(limits, held(2, 0, ends), 'Churrasqueira', '20/12/2026', zone)).toEqual({
      statusCode: 409,
      code: ErrorCode.BookingLimitReached,
      error:
        'Limite de 2 reservas futuras ativas de Churrasqueira por família atingido. Uma nova reserva fica possível quando uma delas terminar (a próxima termina em 05/12/2026 18:00) ou for cancelada.',
    });
  });

  it('a limit of 1 speaks in the singular; no end known, no end said', () => {
    const one = { maxActivePerFamily: 1, maxPerFamilyPerDay: null };
    expect(refusal(one, held(1, 0), 'Quadra', '20/12/2026', zone)).toMatchObject({
      error: 'Limite de 1 reserva futura ativa de Quadra por família atingido.',
    });
  });

  it('the active limit is only for the type that sets it: no active limit, only the day counts', () => {
    const dayOnly = { maxActivePerFamily: null, maxPerFamilyPerDay: 2 };
    expect(refusal(dayOnly, held(9, 1), 'Quadra', '20/12/2026', zone)).toBeUndefined();
    expect(refusal(dayOnly, held(9, 2), 'Quadra', '20/12/2026', zone)).toEqual({
      statusCode: 409,
      code: ErrorCode.BookingLimitReached,
      error: BOOKING_LIMIT_MSG.sameDay(2, 'Quadra', '20/12/2026'),
    });
  });

  it('at the same-day limit: 409 naming the date', () => {
    expect(refusal(limits, held(1, 1), 'Churrasqueira', '20/12/2026', zone)).toEqual({
      statusCode: 409,
      code: ErrorCode.BookingLimitReached,
      error:
        'Limite de 1 reserva de Churrasqueira por família no mesmo dia (20/12/2026) atingido. Escolha outra data.',
    });
    expect(BOOKING_LIMIT_MSG.sameDay(3, 'Quadra', '21/12/2026')).toBe(
      'Limite de 3 reservas de Quadra por família no mesmo dia (21/12/2026) atingido. Escolha outra data.',
    );
  });

  it('one below each limit still books', () => {
    const roomy = { maxActivePerFamily: 3, maxPerFamilyPerDay: 2 };
    expect(refusal(roomy, held(2, 1), 'Quadra', '20/12/2026', zone)).toBeUndefined();
  });

  it('a date not open yet is told when it opens', () => {
    expect(BOOKING_LIMIT_MSG.notOpenYet('20/12/2026', '19/12/2026 08:00')).toBe(
      'As reservas para 20/12/2026 abrem em 19/12/2026 08:00. Até lá, escolha uma data mais próxima.',
    );
  });
});
