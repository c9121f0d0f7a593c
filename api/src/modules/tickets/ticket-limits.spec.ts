import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@clube/shared';
import { onLastTickets, ticketLimitRefusal } from './ticket-limits.js';

const event = { maxTicketsPerOrder: 10, maxTicketsPerMember: 20 };
const refusal = (guests: number, held: number) =>
  ticketLimitRefusal(event, guests, held)?.getResponse();

describe("an event's fair-use limits on tickets", () => {
  it('a purchase of up to the per-purchase limit, within the member limit: no refusal', () => {
    expect(refusal(10, 10)).toBeUndefined();
    expect(refusal(1, 0)).toBeUndefined();
  });

  it('one ticket above the per-purchase limit: 409', () => {
    expect(refusal(11, 0)).toEqual({
      statusCode: 409,
      code: ErrorCode.TicketLimitReached,
      error: 'Limite de 10 convites por compra neste evento.',
    });
  });

  it("one ticket above the member's limit, his unpaid holds counted: 409 saying how many he has", () => {
    expect(refusal(2, 19)).toEqual({
      statusCode: 409,
      code: ErrorCode.TicketLimitReached,
      error:
        'Limite de 20 convites por associado neste evento; você já tem 19, contando os que aguardam pagamento.',
    });
  });
});

describe('the last tickets: a purchase that leaves at most a tenth of the stock (rounded up)', () => {
  it('of 100, leaving 10 is the last; leaving 11 is not', () => {
    expect(onLastTickets(10, 100)).toBe(true);
    expect(onLastTickets(11, 100)).toBe(false);
  });

  it('of 15, a tenth rounds up to 2', () => {
    expect(onLastTickets(2, 15)).toBe(true);
    expect(onLastTickets(3, 15)).toBe(false);
  });
});
