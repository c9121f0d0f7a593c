import { ASSOCIATES_CONSTRAINTS } from './modules/associates/associates.constraints.js';
import { CARDS_CONSTRAINTS } from './modules/cards/cards.constraints.js';
import { GATE_CONSTRAINTS } from './modules/access-validation/access-validation.constraints.js';
import { USERS_CONSTRAINTS } from './modules/users/users.constraints.js';
import type { ConstraintMeanings } from './platform/database/database-errors.js';

/**
 * What every named unique, exclusion and check constraint of the schema means to a member,
 * staff and a program: each module says it of its own tables (`<module>.constraints.ts`), this
 * list puts them together for the one translator (`platform/database/database-errors.ts`), as
 * `entities.ts` does for the entities. A test requires a meaning for every constraint a request
 * can run into.
 */
export const CONSTRAINT_MEANINGS: ConstraintMeanings = {
  ...USERS_CONSTRAINTS,
  ...ASSOCIATES_CONSTRAINTS,
  ...CARDS_CONSTRAINTS,
  ...GATE_CONSTRAINTS,
};
