import { IntegrationEvent } from '@clube/shared';
import { eventKind } from '../../platform/events/domain-event.js';
import type { AccessAttemptKind, AccessUserType } from './entities/access-attempt.entity.js';

/** Someone was let in at the gate (an invitation, a ticket or a membership card). */
export interface AccessGrantedPayload {
  /** The gate's record of the check (the access report's row). */
  attemptId: number;
  kind: AccessAttemptKind;
  localId: number | null;
  eventId: number | null;
  reservationInvitationId: number | null;
  ticketId: number | null;
  cardId: number | null;
  userType: AccessUserType | null;
  /** Masked: `***.456.789-**`. */
  cpf: string | null;
  grantedAt: string;
}

/** What the gate announces after its commits (platform/events): the integrators' webhooks. */
export const AccessGranted = eventKind<AccessGrantedPayload>(IntegrationEvent.AccessGranted);
