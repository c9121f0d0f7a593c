import { IntegrationEvent } from '@clube/shared';
import { eventKind } from '../../platform/events/domain-event.js';

/**
 * What the tickets announce after their commits (platform/events): whoever acts on them (the
 * invitations' e-mails, webhooks) listens; the tickets do not know them.
 */

/** The tickets of an event order became Confirmado (a free purchase, or paid). */
export const TicketsConfirmed = eventKind<{ orderId: number }>(IntegrationEvent.TicketConfirmed);

/** A waitlist entry was offered tickets (it has until its offer expires to buy them). */
export const WaitlistOffered = eventKind<{ entryId: number }>('waitlist.offered');
