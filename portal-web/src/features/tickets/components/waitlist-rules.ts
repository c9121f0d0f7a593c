import { clubDateTime } from '../../../shared/ui/club-time';
import type { WaitlistEntryDto } from '../api/generated-api';

/** How many invitations a member may wait for (the API's 1..10). */
export const WAITLIST_QUANTITY_MAX = 10;
/** The waitlist entry's status while tickets are reserved for the member. */
export const WAITLIST_OFFERED = 'Oferta enviada';

/** 'Você está na posição N da fila de espera.' */
export const waitlistPositionText = (position: number) =>
  `Você está na posição ${position} da fila de espera.`;

/** 'Há N convites reservados para você até DD/MM/AAAA HH:mm.' (an offer of the waitlist). */
export const waitlistOfferText = (quantity: number, until: string) =>
  `Há ${quantity} ${quantity === 1 ? 'convite reservado' : 'convites reservados'} para você até ${clubDateTime(until)}.`;

/**
 * The invitations a waitlist offer keeps for the member at `now` (0 without an open offer):
 * the public count leaves them out, so his purchase may add them to it.
 */
export function offeredToMe(entry: WaitlistEntryDto | null | undefined, now: number): number {
  if (!entry || entry.status !== WAITLIST_OFFERED || !entry.offerExpiresAt) return 0;
  return Date.parse(entry.offerExpiresAt) > now ? (entry.offeredQuantity ?? entry.quantity) : 0;
}
