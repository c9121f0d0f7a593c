import type { AppException } from '../../platform/http/app-exception.js';
import { type ClubPerson, identifyGuests } from '../associates/club-people.js';
import type { TicketGuestDto } from './dto/ticket.dto.js';
import { countsAsFree, type PricedGuest, priceGuests } from './free-guests.js';
import type { Event } from '../events/entities/event.entity.js';
import { onLastTickets, ticketLimitRefusal } from './ticket-limits.js';
import { TICKET_REFUSAL } from './ticket-messages.js';

/**
 * What a group of purchases of one event is decided from, read once under the event's lock
 * when the event has neither holds nor waitlist offers due to expire, nor open offers (then the
 * stock is the same for every buyer).
 */
export interface GroupState {
  /** The tickets left (`ticketsLeft`: no offer is open when a group is decided together). */
  free: number;
  /** The group's guests' CPFs that already hold an active ticket of the event. */
  held: ReadonlySet<string>;
  /** Each buyer's active free tickets (see `countsAsFree`) of the event. */
  freeUsed: ReadonlyMap<string, number>;
  /** Each buyer's active tickets of the event, holds included (`ticketLimitRefusal`). */
  bought: ReadonlyMap<string, number>;
  /** The club people among the group's guests. */
  people: ReadonlyMap<string, ClubPerson>;
  /** The club's setting: another family's people go free too (`identifyGuests`). */
  otherFamiliesFree: boolean;
}

/** What of the event a purchase is decided by: prices, free places, stock and limits. */
export type EventTerms = Pick<
  Event,
  'freeLimit' | 'guestPriceCents' | 'ticketsTotal' | 'maxTicketsPerOrder' | 'maxTicketsPerMember'
>;

/**
 * A purchase refused, or accepted with its guests priced. `soldOutForAll`: after it nothing is
 * left for anybody (the purchases still in flight can be refused without the database).
 */
export type GroupDecision =
  | { refusal: AppException; soldOutForAll: boolean }
  | {
      refusal: null;
      guests: PricedGuest[];
      total: number;
      soldOutForAll: boolean;
      /** It takes the last tickets: its hold is short (`onLastTickets`). */
      lastTickets: boolean;
    };

/**
 * The purchases of a group decided in the order they came in, each seeing the ones before it
 * as written: the same rules, in the same order, as a purchase decided alone under the lock
 * (sold out; more guests than left; a guest's CPF already holding a ticket; then the prices).
 */
export function decideGroup(
  state: GroupState,
  purchases: readonly {
    associateId: string;
    guests: readonly Pick<TicketGuestDto, 'name' | 'cpf'>[];
  }[],
  event: EventTerms,
): GroupDecision[] {
  let remaining = Math.max(0, state.free);
  const held = new Set(state.held);
  const freeUsed = new Map(state.freeUsed);
  const bought = new Map(state.bought);
  return purchases.map(({ associateId, guests }) => {
    if (remaining === 0) return { refusal: TICKET_REFUSAL.soldOut(), soldOutForAll: true };
    const overLimit = ticketLimitRefusal(event, guests.length, bought.get(associateId) ?? 0);
    if (overLimit) return { refusal: overLimit, soldOutForAll: false };
    if (guests.length > remaining) {
      return { refusal: TICKET_REFUSAL.onlyLeft(remaining), soldOutForAll: false };
    }
    const taken = guests.find((g) => held.has(g.cpf));
    if (taken) {
      return { refusal: TICKET_REFUSAL.cpfHasTicket(taken.cpf), soldOutForAll: false };
    }
    const identified = identifyGuests(guests, state.people, associateId, state.otherFamiliesFree);
    if ('mismatchAt' in identified) {
      return { refusal: TICKET_REFUSAL.nameMismatch(identified.mismatchAt), soldOutForAll: false };
    }
    const priced = priceGuests(
      identified.guests,
      identified.people,
      event,
      freeUsed.get(associateId) ?? 0,
    );
    remaining -= guests.length;
    bought.set(associateId, (bought.get(associateId) ?? 0) + guests.length);
    for (const g of guests) held.add(g.cpf);
    freeUsed.set(
      associateId,
      (freeUsed.get(associateId) ?? 0) + priced.filter(countsAsFree).length,
    );
    return {
      refusal: null,
      guests: priced,
      total: priced.reduce((sum, g) => sum + g.value, 0),
      soldOutForAll: remaining === 0,
      lastTickets: onLastTickets(remaining, event.ticketsTotal),
    };
  });
}
