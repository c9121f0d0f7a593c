import type { ConstraintMeanings } from './platform/database/database-errors.js';
import { PAYMENTS_CONSTRAINTS } from './modules/payments/payments.constraints.js';
import { RESERVATIONS_CONSTRAINTS } from './modules/reservations/reservations.constraints.js';

/**
 * What every named unique, exclusion and check constraint of the schema means to a member,
 * staff and a program: each module says it of its own tables (`<module>.constraints.ts`), this
 * list puts them together for the one translator (`platform/database/database-errors.ts`), as
 * `entities.ts` does for the entities. A test requires a meaning for every constraint a request
 * can run into.
 */
export const CONSTRAINT_MEANINGS: ConstraintMeanings = {
  ...PAYMENTS_CONSTRAINTS,
  ...RESERVATIONS_CONSTRAINTS,
};
