import { ErrorCode } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';
import { RESERVATION_OVERLAP_CONSTRAINT } from './entities/local-reservation.entity.js';
import { RESERVATION_GUEST_DOC_CONSTRAINT } from './entities/reservation-invitation.entity.js';
import { RESERVATION_MSG as M } from './reservation-messages.js';

/** What the reservations' constraints mean when a request runs into them. */
export const RESERVATIONS_CONSTRAINTS: ConstraintMeanings = {
  /** Two reservations occupying one place's slot: the one that came second. */
  [RESERVATION_OVERLAP_CONSTRAINT]: { code: ErrorCode.SlotTaken, message: M.slotTaken },
  /** A CPF twice in one reservation's guests: a simultaneous guest edit came first. */
  [RESERVATION_GUEST_DOC_CONSTRAINT]: { code: ErrorCode.ReservationChanged, message: M.conflict },
};
