import { AppException } from '../../platform/http/app-exception.js';
import type { ClubPerson } from '../associates/club-people.js';
import type { GuestKind } from '../reservations/entities/reservation-invitation.entity.js';
import type { TicketGuestDto } from './dto/ticket.dto.js';
import { TICKET_MSG as M } from './ticket-messages.js';

/** A guest of a purchase with the kind and price the purchase gives it. */
export interface PricedGuest {
  name: string;
  cpf: string;
  kind: GuestKind;
  /** Cents: 0 for a club person within the buyer's free limit, else the guest price. */
  value: number;
}

/**
 * The guests priced: club people are free while the buyer's free limit lasts (`freeUsed` of it
 * already taken by the buyer's other active free tickets of the event), in the order given;
 * everybody else pays the event's guest price.
 */
export function priceGuests(
  guests: readonly Pick<TicketGuestDto, 'name' | 'cpf'>[],
  people: ReadonlyMap<string, ClubPerson>,
  event: { freeLimit: number; guestPriceCents: number },
  freeUsed: number,
): PricedGuest[] {
  let freeLeft = Math.max(0, event.freeLimit - freeUsed);
  return guests.map((g) => {
    const person = people.get(g.cpf);
    const free = person !== undefined && freeLeft > 0;
    if (free) freeLeft -= 1;
    return {
      name: g.name,
      cpf: g.cpf,
      kind: person?.kind ?? 'guest',
      value: free ? 0 : event.guestPriceCents,
    };
  });
}

/** Tickets that count against the free limit: a club person's ticket at no charge. */
export const countsAsFree = (g: Pick<PricedGuest, 'kind' | 'value'>): boolean =>
  g.value === 0 && (g.kind === 'associate' || g.kind === 'dependent');

/**
 * What a group of purchases of one event is decided from, read once under the event's lock
 * when the event has neither holds nor waitlist offers due to expire, nor open offers (then the
 * stock is the same for every buyer).
 */
export interface GroupState {
  /** tickets_total minus the active tickets. */
  free: number;
  /** The group's guests' CPFs that already hold an active ticket of the event. */
  held: ReadonlySet<string>;
  /** Each buyer's active free tickets (see `countsAsFree`) of the event. */
  freeUsed: ReadonlyMap<string, number>;
  /** The club people among the group's guests. */
  people: ReadonlyMap<string, ClubPerson>;
}

/**
 * A purchase refused, or accepted with its guests priced. `soldOutForAll`: after it nothing is
 * left for anybody (the purchases still in flight can be refused without the database).
 */
export type GroupDecision =
  | { refusal: AppException; soldOutForAll: boolean }
  | { refusal: null; guests: PricedGuest[]; total: number; soldOutForAll: boolean };

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
  event: { freeLimit: number; guestPriceCents: number },
): GroupDecision[] {
  let remaining = Math.max(0, state.free);
  const held = new Set(state.held);
  const freeUsed = new Map(state.freeUsed);
  return purchases.map(({ associateId, guests }) => {
    if (remaining === 0) return { refusal: AppException.conflict(M.soldOut), soldOutForAll: true };
    if (guests.length > remaining) {
      return { refusal: AppException.conflict(M.onlyLeft(remaining)), soldOutForAll: false };
    }
    const taken = guests.find((g) => held.has(g.cpf));
    if (taken) {
      return { refusal: AppException.conflict(M.cpfHasTicket(taken.cpf)), soldOutForAll: false };
    }
    const priced = priceGuests(guests, state.people, event, freeUsed.get(associateId) ?? 0);
    remaining -= guests.length;
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
    };
  });
}
