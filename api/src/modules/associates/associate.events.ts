import { IntegrationEvent } from '@clube/shared';
import { eventKind } from '../../platform/events/domain-event.js';

/**
 * An associate's register changed (staff in the back office, or the member in their profile):
 * which fields changed, never their values (an integrator reads the register with its key).
 */
export interface AssociateUpdatedPayload {
  associateId: string;
  /** The fields that changed (`name`, `email`, `status`, `phone` …). */
  changedFields: string[];
  by: 'staff' | 'member';
}

/** What the associates announce after their commits (platform/events): the webhooks listen. */
export const AssociateUpdated = eventKind<AssociateUpdatedPayload>(
  IntegrationEvent.AssociateUpdated,
);
