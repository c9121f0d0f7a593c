// What the constraints of the `reservation_interval` table mean to staff and to programs: the one translator
// (platform/database/database-errors.ts) answers their refusals so; listed in api/src/constraints.ts.
import { API_MSG } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';
import { duplicateDescription } from '../registers/registers.js';

export const RESERVATION_INTERVALS_CONSTRAINTS: ConstraintMeanings = {
  /** The unique index on `lower(description)` (written in the migration). */
  UQ_reservation_interval_description: duplicateDescription(API_MSG.intervalDuplicate),
};
