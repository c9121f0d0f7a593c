import type { ClubPerson } from '../associates/club-people.js';
import type { GuestKind } from '../reservations/entities/reservation-invitation.entity.js';
import type { TicketGuestDto } from './dto/ticket.dto.js';

/**
 * Who goes free: a buyer's guests who are club people (an active associate, or an active
 * dependent of an active associate: `associates/club-people.ts`) go free while the buyer's free
 * limit of the event (`free_limit`) lasts, counting the free tickets he already holds there;
 * everybody else pays the event's guest price. One rule for both purchase paths (a group
 * decided in memory, a purchase alone) and for the statements that count a buyer's free tickets
 * (`freeTicketSql`, its SQL twin).
 */

/** The kinds of guest who may go free: the club's people. */
export const FREE_KINDS: readonly GuestKind[] = ['associate', 'dependent'];

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
 * everybody else pays the event's guest price (and uses none of the limit).
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

/** A ticket that uses its buyer's free limit: a club person's, at no charge (twin of `freeTicketSql`). */
export const countsAsFree = (g: Pick<PricedGuest, 'kind' | 'value'>): boolean =>
  g.value === 0 && FREE_KINDS.includes(g.kind);

/**
 * A purchased ticket that uses its buyer's free limit (alias `t`; twin of `countsAsFree`): a
 * club person's at no charge. Counted among the buyer's ACTIVE tickets of the event.
 */
export const freeTicketSql = (t = 't'): string =>
  `(${t}.value_cents = 0 AND ${t}.kind IN (${FREE_KINDS.map((k) => `'${k}'`).join(', ')}) AND ${t}.order_id IS NOT NULL)`;

export const FREE_TICKET_SQL = freeTicketSql();
