import { API_MSG, ErrorCode } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';

/**
 * The foreign key of `ticket.event_id` (ON DELETE RESTRICT; TypeORM's name): an event with
 * tickets cannot be deleted. The delete checks first (`EventTickets.anyTicket`); this answers a
 * ticket written meanwhile. A ticket is never written for a missing event (its writes lock the
 * event row first), so the refusal only ever means this.
 */
export const TICKET_EVENT_FK = 'FK_902a22d2110174b48925314c875';

/** What the events' constraints mean (composed in `api/src/constraints.ts`). */
export const EVENTS_CONSTRAINTS: ConstraintMeanings = {
  [TICKET_EVENT_FK]: { code: ErrorCode.EventHasTickets, message: API_MSG.eventHasTickets },
};
