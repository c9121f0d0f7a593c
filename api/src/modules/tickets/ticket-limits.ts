import { ErrorCode } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import type { Event } from '../events/entities/event.entity.js';

/**
 * Fair use of an event's tickets (issue 25): one purchase takes at most `maxTicketsPerOrder`,
 * one member holds at most `maxTicketsPerMember` over all his orders of the event — his
 * unpaid holds included, so an order cannot sit on the stock — and a hold that takes the last
 * tickets is short (`LAST_TICKETS_HOLD_MINUTES`), so what it does not pay for goes back soon
 * to the sale and the waitlist. One rule for both purchase paths (a group decided in memory, a
 * purchase alone under the lock).
 */

/** The hold of a purchase that leaves at most the last tickets (`onLastTickets`). */
export const LAST_TICKETS_HOLD_MINUTES = 5;

/** The last tickets: a purchase that leaves at most a tenth of the stock (rounded up). */
export const onLastTickets = (leftAfter: number, total: number): boolean =>
  leftAfter <= Math.ceil(total / 10);

export const TICKET_LIMIT_MSG = {
  perOrder: (n: number) => `Limite de ${n} convites por compra neste evento.`,
  perMember: (n: number, held: number) =>
    `Limite de ${n} convites por associado neste evento; você já tem ${held}, contando os que aguardam pagamento.`,
} as const;

/** Null when a purchase of `guests` tickets fits the event's limits, else its 409. */
export function ticketLimitRefusal(
  event: Pick<Event, 'maxTicketsPerOrder' | 'maxTicketsPerMember'>,
  guests: number,
  heldByBuyer: number,
): AppException | null {
  if (guests > event.maxTicketsPerOrder) {
    return AppException.conflict(
      TICKET_LIMIT_MSG.perOrder(event.maxTicketsPerOrder),
      ErrorCode.TicketLimitReached,
    );
  }
  if (heldByBuyer + guests > event.maxTicketsPerMember) {
    return AppException.conflict(
      TICKET_LIMIT_MSG.perMember(event.maxTicketsPerMember, heldByBuyer),
      ErrorCode.TicketLimitReached,
    );
  }
  return null;
}
