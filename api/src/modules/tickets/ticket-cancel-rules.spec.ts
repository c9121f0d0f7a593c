import { describe, expect, it } from '@jest/globals';
import { TicketStatus } from './entities/ticket.entity.js';
import { ticketCancellable, ticketCancelUntil } from './ticket-cancel-rules.js';

const firstDay = new Date('2026-12-20T19:00:00-03:00');
const until = ticketCancelUntil(firstDay, 48) as Date;
const bought = { orderId: 7, usedAt: null };

describe("a ticket's money comes back when it is cancelled before the event's deadline", () => {
  it("the deadline is the event's cancel hours before its first day starts", () => {
    expect(until.toISOString()).toBe(new Date('2026-12-18T19:00:00-03:00').toISOString());
    expect(ticketCancelUntil(firstDay, 0)?.getTime()).toBe(firstDay.getTime());
  });

  it('an event without dates has no deadline: its tickets cannot be cancelled', () => {
    expect(ticketCancelUntil(null, 48)).toBeNull();
    expect(ticketCancellable(bought, TicketStatus.Confirmed, null, 0)).toBe(false);
  });

  it.each([TicketStatus.Confirmed, TicketStatus.Pending])(
    'a bought ticket (status %s), not used, one millisecond before the deadline: yes',
    (status) => {
      expect(ticketCancellable(bought, status, until, until.getTime() - 1)).toBe(true);
    },
  );

  it('at the deadline itself: no more', () => {
    expect(ticketCancellable(bought, TicketStatus.Confirmed, until, until.getTime())).toBe(false);
  });

  it.each([TicketStatus.Cancelled, TicketStatus.Expired])('a ticket already %s: no', (status) => {
    expect(ticketCancellable(bought, status, until, 0)).toBe(false);
  });

  it('a ticket used at the gate: no', () => {
    expect(
      ticketCancellable({ orderId: 7, usedAt: new Date(0) }, TicketStatus.Confirmed, until, 0),
    ).toBe(false);
  });

  it('a ticket given by staff (no order): no', () => {
    expect(ticketCancellable({ orderId: null }, TicketStatus.Confirmed, until, 0)).toBe(false);
    expect(ticketCancellable({}, TicketStatus.Confirmed, until, 0)).toBe(false);
  });
});
