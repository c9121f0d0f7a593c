// What the constraints of the `local` table (places) mean to staff and to programs: the one
// translator (platform/database/database-errors.ts) answers their refusals so; listed in
// api/src/constraints.ts.
import { API_MSG } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';
import { duplicateDescription } from '../registers/registers.js';

export const LOCALS_CONSTRAINTS: ConstraintMeanings = {
  /** The unique index on `lower(description)` (written in the migration). */
  UQ_local_description: duplicateDescription(API_MSG.localDuplicate),
  /** The slug follows the description: taken only by a place saved at the same time. */
  UQ_local_slug: duplicateDescription(API_MSG.localDuplicate),
};
