// What the constraints of the `local_type` table mean to staff and to programs: the one translator
// (platform/database/database-errors.ts) answers their refusals so; listed in api/src/constraints.ts.
import { API_MSG } from '@clube/shared';
import type { ConstraintMeanings } from '../../platform/database/database-errors.js';
import { duplicateDescription } from '../registers/registers.js';

export const LOCAL_TYPES_CONSTRAINTS: ConstraintMeanings = {
  /** The unique index on `lower(description)` (written in the migration). */
  UQ_local_type_description: duplicateDescription(API_MSG.localTypeDuplicate),
};
